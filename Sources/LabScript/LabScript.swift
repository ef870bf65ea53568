import LabEngine
