/// The pure part of `rapidgen generate`: from a tree and a screen name to the map's entries.
public enum MapGeneration {
    /// The node whose subtree the screen's map covers: the first node (in pre-order)
    /// whose identifier is the screen's name — the identifier its `screenIdentifier`
    /// gives — or the root when no node has it.
    public static func scope(of screen: String, in tree: AccessibilityTree) -> Int {
        tree.firstIndex(identifier: screen) ?? tree.root
    }

    /// The elements VoiceOver visits on the screen, in order.
    public static func elements(screen: String, tree: AccessibilityTree,
                                engine: TraversalEngine = TraversalEngine()) -> [OrderedElement] {
        engine.order(tree, scope: scope(of: screen, in: tree))
    }

    /// The map entries for the screen: the elements the options' mode keeps, in order.
    public static func controls(screen: String, tree: AccessibilityTree, options: MapSourceOptions,
                                engine: TraversalEngine = TraversalEngine()) -> [ControlInformation] {
        MapSourceWriter.controls(for: elements(screen: screen, tree: tree, engine: engine), options: options)
    }
}
