extension Verification {
    /// The corrected map as the Swift source of a generated region (from the
    /// `// rapidgen:begin` line to `// rapidgen:end`), to paste into the screen's type:
    /// what `rapidgen generate --screen <screenIdentifier>` writes.
    public var correctedMapSource: String {
        MapSourceWriter.region(screen: screenIdentifier, controls: correctedMap, options: mapSourceOptions)
    }
}
