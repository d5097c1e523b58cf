/// Checks a screen's map against a recorded tree. Pure: no I/O, no test framework.
///
/// ```swift
/// let result = Verifier.verify(LoginScreen.self, tree)
/// if !result.passed { print(result) }
/// ```
/// RapidTesting's `verify(_:_:)` wraps this and records the report as a test failure.
public enum Verifier {
    /// Verifies `screen`'s map against `tree`.
    ///
    /// The screen's scope is found by `ScreenScope.find(screenIdentifier:in:)`: the subtree
    /// of the first node (in pre-order) whose identifier is `RapidScreen.screenIdentifier`;
    /// when no node has it, the whole tree is used and the report says so, or, as
    /// ``VerificationOptions/requiresScreenRoot`` says (by default when the map's
    /// identifiers are scoped by the screen), that is a difference naming the screen roots
    /// the tree has. The scope is ordered by `TraversalEngine` and aligned with the map
    /// sorted by index (see ``MapDifference`` for what is reported in each mode).
    /// `mode` defaults to the screen's `RapidScreen.verificationMode`. The labels are
    /// checked only when the tree's language is unknown or is the screen's
    /// `RapidScreen.labelLanguage` (see `labelsApply(labelLanguage:to:)`). When one of the
    /// screen's `RapidScreen.variants()` matches the tree's configuration
    /// (`RecordingConfiguration.variant(among:)`), its controls are the map.
    ///
    /// - Parameters:
    ///   - screen: The screen whose map is checked: `LoginScreen.self`.
    ///   - tree: The recorded or captured tree.
    ///   - mode: How the map is compared; `nil` uses the screen's own mode.
    ///   - options: The screen-root requirement, the traversal and how the corrected map is
    ///     written.
    /// - Returns: The result: ``VerificationResult/passed``, the differences, the elements in
    ///   VoiceOver order and the corrected map; its `description` is the report.
    public static func verify<S: RapidScreen>(
        _ screen: S.Type, _ tree: AccessibilityTree,
        mode: VerificationMode? = nil,
        options: VerificationOptions = VerificationOptions()
    ) -> VerificationResult {
        let variants = screen.variants()
        let variant = variants.isEmpty ? nil : tree.configuration.variant(among: variants)
        var options = options
        if variant == nil { options.mapSource.variants = variants }
        var result = verify(
            screen: screen.screenTypeName, screenIdentifier: screen.screenIdentifier,
            map: variant?.controls ?? screen.controlsInformation(), tree: tree,
            mode: mode ?? screen.verificationMode, options: options, labelLanguage: screen.labelLanguage,
            recordedScope: ScreenScope.declared(by: screen))
        if let variant {
            result.notes.append("verified against the map's variant for \(RecordingConfiguration.conditionDescription(variant))")
        }
        return result
    }

    /// Verifies a map given as values: the screen's name (for the report), the identifier
    /// of its root view, and its entries in any order. `labelLanguage` is the language the
    /// map's labels were recorded in (nil: checked in every language). `recordedScope` is
    /// the part of a tree the map declares it covers (`RapidScreen.mapScope`), or nil for a
    /// screen with no map yet (`RapidScreen.hasRecordedMap` false), whose first recording
    /// covers the app's window when the tree has no screen root
    /// (`ScreenScope.find(screenIdentifier:in:recorded:)`). A map that declares
    /// `MapScope.appWindow` verified on a tree that has the screen root is a difference,
    /// ``MapDifference/screenRootAppeared(identifier:)``, and the corrected map is the root's.
    /// `rapidgen` verifies the maps of a manifest with it; app and test authors verify a
    /// screen type (``verify(_:_:mode:options:)``).
    package static func verify(
        screen: String, screenIdentifier: String, map: [ControlInformation],
        tree: AccessibilityTree, mode: VerificationMode = .exact,
        options: VerificationOptions = VerificationOptions(),
        labelLanguage: String? = nil, recordedScope: MapScope? = .screenRoot
    ) -> VerificationResult {
        let scope = ScreenScope.find(screenIdentifier: screenIdentifier, in: tree, recorded: recordedScope)
        let actual = scope.elements(of: tree, engine: TraversalEngine(options: options.traversal))
        let labelsApply = labelsApply(labelLanguage: labelLanguage, to: tree)
        // A map recorded over the app's window needs no root: only the whole tree's does.
        let requiresRoot = scope == .wholeTree && options.requiresScreenRoot.requiresRoot(screenIdentifier: screenIdentifier, map: map)
        var result = compare(
            screen: screen, screenIdentifier: screenIdentifier,
            map: labelsApply
                ? map
                : map.map {
                    var c = $0; c.label = nil; return c
                },
            actual: actual, scope: scope, mode: mode, options: options,
            // Named only in the difference a missing, required root makes: not searched for otherwise.
            screenRootCandidates: requiresRoot ? screenRootCandidates(in: tree) : [],
            matchesLabels: labelsApply, requiresRoot: requiresRoot)
        if recordedScope == .appWindow, scope.foundScreenRoot {
            result.differences.insert(.screenRootAppeared(identifier: screenIdentifier), at: 0)
        }
        result.configuration = tree.configuration
        if let note = result.platform.verificationNote { result.notes.append(note) }
        result.mapSourceOptions.labelLanguage = tree.configuration.language
        if !labelsApply, let labelLanguage, let language = tree.configuration.language {
            result.notes.append("labels not checked: the map's labels are in \(labelLanguage), this recording is in \(language)")
        }
        return result
    }

    /// Whether a map whose labels were recorded in `labelLanguage` has its labels checked
    /// on `tree`: yes when either language is unknown, or both have the same primary
    /// subtag (`en` and `en-GB`).
    package static func labelsApply(labelLanguage: String?, to tree: AccessibilityTree) -> Bool {
        guard let labelLanguage, let language = tree.configuration.language else { return true }
        return RecordingConfiguration.primaryLanguage(labelLanguage) == RecordingConfiguration.primaryLanguage(language)
    }

    /// The identifiers of the nodes of `tree` that look like screen roots, in pre-order:
    /// a node whose identifier scopes another node's identifier (`LoginScreen` when some
    /// node is `LoginScreen.email`, as `RapidScreen.id(_:)` makes). Two passes over the nodes.
    package static func screenRootCandidates(in tree: AccessibilityTree) -> [String] {
        var scopes = Set<Substring>()
        for node in tree.nodes {
            if let id = node.identifier, let screen = ControlIdentifier.screenPart(of: id) { scopes.insert(screen) }
        }
        var seen = Set<String>()
        var candidates: [String] = []
        for node in tree.nodes {
            if let id = node.identifier, scopes.contains(id[...]), seen.insert(id).inserted { candidates.append(id) }
        }
        return candidates
    }

    /// Compares a map with elements already in VoiceOver order. `screenRootCandidates`
    /// are named when the screen root is missing and required (see
    /// `screenRootCandidates(in:)`). With `matchesLabels` false, entries without an
    /// identifier are matched by type alone (their labels are in another language).
    /// `requiresRoot`: whether the missing screen root is a difference, when the caller
    /// already asked the map (a verification asks once); nil: asked here.
    package static func compare(
        screen: String, screenIdentifier: String, map: [ControlInformation],
        actual: [OrderedElement], scope: ScreenScope,
        mode: VerificationMode = .exact,
        options: VerificationOptions = VerificationOptions(),
        screenRootCandidates: [String] = [], matchesLabels: Bool = true, requiresRoot: Bool? = nil
    ) -> VerificationResult {
        let requiresRoot =
            requiresRoot ?? (scope == .wholeTree && options.requiresScreenRoot.requiresRoot(screenIdentifier: screenIdentifier, map: map))
        // A stable sort: entries with a repeated index keep their order in the map.
        let expected =
            zip(map, map.dropFirst()).allSatisfy({ $0.index <= $1.index })
            ? map : map.enumerated().sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }.map(\.element)
        var (differences, rows) = MapComparison.compare(
            expected: expected, actual: actual, mode: mode,
            matchesLabels: matchesLabels)
        if requiresRoot {
            differences.insert(.screenRootNotFound(identifier: screenIdentifier, candidates: screenRootCandidates), at: 0)
        }
        // The corrected map keeps the mode it was verified in and the screen's identifier.
        var mapSource = options.mapSource
        mapSource.mode = mode
        if screenIdentifier != screen { mapSource.screenIdentifier = screenIdentifier }
        mapSource.mapScope = scope.mapScope
        return VerificationResult(
            screen: screen, screenIdentifier: screenIdentifier, mode: mode, scope: scope,
            expected: expected, actual: actual, differences: differences, alignedRows: rows,
            mapSourceOptions: mapSource)
    }
}
