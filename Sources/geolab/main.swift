print("geolab")
