@_exported import LabGeometry
