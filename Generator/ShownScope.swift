import RapidVerify
import RapidProject

extension CommandContext {
    /// The subtree `speak`, `render` and `report` show: `--scope IDENTIFIER`, else the root
    /// identifier of the screen `--screen NAME` names (its manifest entry's `identifier`, else
    /// the type name, the default of `RapidScreen.screenIdentifier`), else none (the whole tree).
    func shownScope(_ parsed: ParsedArguments) -> String? {
        if let scope = parsed["--scope"] { return scope }
        guard let screen = parsed["--screen"] else { return nil }
        return quietManifestEntry(screen, manifest: parsed["--manifest"])?.entry.request.resolvedScreenIdentifier ?? screen
    }

    /// What the map of the screen `--screen NAME` declares it covers in `tree`
    /// (`GenerateCommand.withDeclaredScope`): `MapScope.appWindow` for a map recorded over the
    /// app's window, nil for a screen with no map yet; `MapScope.screenRoot` (a subtree, or the
    /// whole tree without it) with `--scope`, without `--screen`, or when no manifest lists it.
    func declaredScope(_ parsed: ParsedArguments, in tree: AccessibilityTree) -> MapScope? {
        guard parsed["--scope"] == nil, let screen = parsed["--screen"],
            let (loader, loaded, entry) = quietManifestEntry(screen, manifest: parsed["--manifest"]),
            let job = try? loader.job(for: entry, in: loaded)
        else { return .screenRoot }
        return GenerateCommand(context: loader.context).withDeclaredScope(job, tree: tree).recordedScope
    }

    /// The manifest entry of `screen`, read without a word on standard error (a manifest that
    /// cannot be read leaves the screen unknown: the commands show the tree as given).
    private func quietManifestEntry(
        _ screen: String, manifest: String?
    ) -> (loader: ManifestLoader, loaded: Manifest, entry: ManifestFile.Entry)? {
        var quiet = self
        quiet.standardError = { _ in }
        let loader = ManifestLoader(context: quiet)
        guard let loaded = try? loader.load(manifest), let entry = loaded.file.maps.first(where: { $0.request.screen == screen })
        else { return nil }
        return (loader, loaded, entry)
    }
}
