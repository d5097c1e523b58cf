@_exported import RapidMap
@_exported import RapidScreenReader
@_exported import RapidTree
