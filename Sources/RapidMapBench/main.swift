import Foundation

// rapidmap-bench: run with `swift run -c release rapidmap-bench`.
// Every section converts the same generated feed (FeedGenerator) into its own format and
// prints its figures beside a Foundation baseline. A reader that fails to read its input
// stops the run with an error line and a non-zero exit status.
do {
    try NativeJSONBenchmark.run()
    try WDAJSONBenchmark.run()
    try XMLBenchmark.run()
    try DebugDescriptionBenchmark.run()
    try TraversalBenchmark.run()
} catch {
    print("rapidmap-bench: FAILED: \(error)")
    exit(1)
}
