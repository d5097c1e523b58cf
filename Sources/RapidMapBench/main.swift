// rapidmap-bench: run with `swift run -c release rapidmap-bench`.
// Each section generates its own input and prints its figures beside a Foundation baseline.
NativeJSONBenchmark.run()
WDAJSONBenchmark.run()
XMLBenchmark.run()
DebugDescriptionBenchmark.run()
TraversalBenchmark.run()
