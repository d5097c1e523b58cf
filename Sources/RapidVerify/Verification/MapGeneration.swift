/// The pure part of `rapidgen generate`: from a tree and a screen name to the map's entries.
package enum MapGeneration {
    /// Where the screen's map is taken from: `ScreenScope.find(screenIdentifier:in:recorded:)`
    /// with the identifier of the screen's root view, for a map that declares `recorded`
    /// (nil: a map generated for the first time; `MapScope.screenRoot` for a region that
    /// declares no scope).
    package static func scope(of screen: String, in tree: AccessibilityTree, recorded: MapScope? = .screenRoot) -> ScreenScope {
        ScreenScope.find(screenIdentifier: screen, in: tree, recorded: recorded)
    }

    /// The elements VoiceOver visits in `scope`, in order.
    package static func elements(
        in tree: AccessibilityTree, scope: ScreenScope,
        engine: TraversalEngine = TraversalEngine()
    ) -> [OrderedElement] {
        scope.elements(of: tree, engine: engine)
    }

    /// The elements VoiceOver visits on the screen, in order.
    package static func elements(
        screen: String, tree: AccessibilityTree,
        engine: TraversalEngine = TraversalEngine()
    ) -> [OrderedElement] {
        elements(in: tree, scope: scope(of: screen, in: tree), engine: engine)
    }

    /// The map entries for the elements of `scope`: those the options' mode keeps, in order.
    package static func controls(
        in tree: AccessibilityTree, scope: ScreenScope, options: MapSourceOptions,
        engine: TraversalEngine = TraversalEngine()
    ) -> [ControlInformation] {
        options.controls(for: elements(in: tree, scope: scope, engine: engine))
    }

    /// The map entries for the screen: the elements the options' mode keeps, in order, from
    /// the scope a map that declares `recorded` covers (see ``scope(of:in:recorded:)``).
    package static func controls(
        screen: String, tree: AccessibilityTree, options: MapSourceOptions, recorded: MapScope? = .screenRoot,
        engine: TraversalEngine = TraversalEngine()
    ) -> [ControlInformation] {
        controls(in: tree, scope: scope(of: screen, in: tree, recorded: recorded), options: options, engine: engine)
    }

    /// The scope the map region `region` declares: `MapScope.appWindow` when it holds
    /// `MapSourceWriter.appWindowDeclaration`, else `MapScope.screenRoot`. One pass over
    /// the region's bytes.
    package static func declaredScope(region: ArraySlice<UInt8>) -> MapScope {
        let needle = Array(MapSourceWriter.appWindowDeclaration.utf8)
        return region.withUnsafeBufferPointer { $0.contains(subsequence: needle) } ? .appWindow : .screenRoot
    }
}
