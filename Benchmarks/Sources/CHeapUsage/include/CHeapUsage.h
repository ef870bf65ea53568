// Bytes in use on the heap (small blocks plus mmapped large ones), for the benchmarks' memory figures. glibc only; 0 elsewhere.
#ifndef C_HEAP_USAGE_H
#define C_HEAP_USAGE_H
#include <stddef.h>
#if defined(__GLIBC__) || defined(__linux__)
#include <malloc.h>
static inline size_t geolab_heap_in_use(void) { struct mallinfo2 m = mallinfo2(); return m.uordblks + m.hblkhd; }
#else
static inline size_t geolab_heap_in_use(void) { return 0; }
#endif
#endif
