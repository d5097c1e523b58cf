@_exported import RapidMap
@_exported import RapidVerify
