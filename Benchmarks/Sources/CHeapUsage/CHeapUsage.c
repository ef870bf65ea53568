// The header's inline function is all there is; SwiftPM needs one source file per C target.
#include "CHeapUsage.h"
