extension VerificationResult {
    /// The corrected map as the Swift source of a generated region (from the
    /// `// rapidgen:begin` line to `// rapidgen:end`), to paste into the screen's type:
    /// what `rapidgen generate --screen <screen>` writes, with the mode it was verified in
    /// and the screen's identifier where it is not the type's name.
    public var correctedMapSource: String {
        MapSourceWriter.region(screen: screen, controls: correctedMap, options: mapSourceOptions)
    }
}
