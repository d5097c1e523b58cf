@_exported import RapidMap
