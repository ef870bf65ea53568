@_exported import LabEngine
import LabScript
