/// The pure part of `rapidgen generate`: from a tree and a screen name to the map's entries.
package enum MapGeneration {
    /// Where the screen's map is taken from: ``ScreenScope/find(screenIdentifier:in:)``
    /// with the screen's name, which is the identifier its `screenIdentifier` gives.
    package static func scope(of screen: String, in tree: AccessibilityTree) -> ScreenScope {
        ScreenScope.find(screenIdentifier: screen, in: tree)
    }

    /// The elements VoiceOver visits in `scope`, in order.
    package static func elements(
        in tree: AccessibilityTree, scope: ScreenScope,
        engine: TraversalEngine = TraversalEngine()
    ) -> [OrderedElement] {
        engine.order(tree, scope: scope.node(in: tree))
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

    /// The map entries for the screen: the elements the options' mode keeps, in order.
    package static func controls(
        screen: String, tree: AccessibilityTree, options: MapSourceOptions,
        engine: TraversalEngine = TraversalEngine()
    ) -> [ControlInformation] {
        controls(in: tree, scope: scope(of: screen, in: tree), options: options, engine: engine)
    }
}
