import Foundation
import FuzzSupport
import RapidMap
import RapidVerify
import RapidProject

/// libFuzzer entry point for generate → read back, without a compiler: any input that
/// reads as a tree (format detected from the content) gets a map generated for a screen
/// named by one of its identifiers; the generated file must hold exactly one region for
/// that screen, and the region, read back by `MapSourceParser`, must equal the generated
/// controls.
/// The map is then verified against the tree and the report rendered (for crashes only:
/// a tree with repeated identifiers rightly fails its own map).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let data = FuzzInput.data(start, count)
    guard let tree = try? AccessibilityTree(reading: data, path: "fuzz-input") else { return 0 }
    var named: [String] = []
    for i in 0..<tree.count { if let id = tree[i].identifier, !id.isEmpty { named.append(id) } }
    let screen = named.isEmpty ? "Fuzz Screen" : named[data.count % named.count]
    let options = MapSourceOptions(
        labels: data.count % 2 == 0 ? .all : .withoutIdentifier, values: true, traits: true,
        recordingPath: named.last, command: named.first)
    let controls = MapGeneration.controls(screen: screen, tree: tree, options: options)
    let file = MapSourceWriter.file(screen: screen, controls: controls, options: options)
    let regions: [MapRegion]
    do {
        regions = try MapRegion.scan(Array(file.utf8), file: "Generated.swift")
    } catch {
        fatalError("the generated file's regions do not scan: \(error)\n\(file)")
    }
    // The screen is a Swift type's name: `tv.play` is `play` nested in `tv`; anything else
    // becomes one valid identifier (`Fuzz Screen` is `Fuzz_Screen`).
    let typeName = MapSourceWriter.markerName(screen)
    guard regions.count == 1, regions[0].screen == MapSourceWriter.markerName(typeName) else {
        fatalError("expected one region named \(MapSourceWriter.markerName(typeName)), found \(regions.map(\.screen))\n\(file)")
    }
    let region = String(decoding: Array(file.utf8)[regions[0].byteRange], as: UTF8.self)
    do {
        let back = try MapSourceParser.parse(region: region)
        if back.controls != controls {
            fatalError("the generated literals read back differ from the controls:\n\(controls)\n\(back.controls)\n\(region)")
        }
        if (back.screenIdentifier ?? MapSourceWriter.markerName(typeName)) != screen {
            fatalError("the generated screen identifier reads back as \(String(reflecting: back.screenIdentifier)), not \(String(reflecting: screen))")
        }
    } catch {
        fatalError("a generated line does not read back: \(error)")
    }
    let verification = Verifier.verify(screen: typeName, screenIdentifier: screen, map: controls, tree: tree)
    _ = verification.report()
    _ = verification.correctedMapSource
    return 0
}
