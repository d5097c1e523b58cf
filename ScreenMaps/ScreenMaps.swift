import RapidMap
