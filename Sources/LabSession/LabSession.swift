import LabScript
