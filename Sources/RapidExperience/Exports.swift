@_exported import RapidScreenReader
