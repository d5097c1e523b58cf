import RapidMapTestSupport
import RapidVerify
import RapidProject
import Testing

/// ``RapidgenCommand``: the words a printed command or a map's header uses to run rapidgen,
/// in a package, at the root of an Xcode project (the resolved checkout) and by override.
@Suite("The printed rapidgen command")
struct RapidgenCommandTests {
    static let project = "/Users/ada/Shop"
    static let derivedData = "/Users/ada/Library/Developer/Xcode/DerivedData/Shop-abc/SourcePackages/checkouts/RapidMap"

    /// `exists` for a file system holding exactly `paths`.
    func holding(_ paths: String...) -> (String) -> Bool { { paths.contains($0) } }

    @Test func theCheckoutIsTheFolderThisPackageWasCompiledFrom() {
        // The tests are compiled from the same package folder as RapidVerify.
        #expect(RapidgenCommand.builtCheckout == PackagePaths.root.path)
        #expect(
            RapidgenCommand.checkout(ofSourceFile: Self.derivedData + "/Sources/RapidProject/MapSource/RapidgenCommand.swift")
                == Self.derivedData)
        // A path the compiler rewrote (or any other file) names no checkout.
        #expect(RapidgenCommand.checkout(ofSourceFile: "RapidgenCommand.swift") == nil)
        #expect(RapidgenCommand.checkout(ofSourceFile: "/Sources/RapidProject/MapSource/RapidgenCommand.swift") == nil)
        #expect(RapidgenCommand.checkout(ofSourceFile: Self.derivedData + "/Sources/RapidTesting/RapidgenCommand.swift") == nil)
    }

    @Test func aResolvedCheckoutIsNamedAsXcodeNamedIt() {
        #expect(RapidgenCommand.checkoutName(of: Self.derivedData) == "RapidMap")
        // Named after the repository's URL, in whatever case it has.
        #expect(RapidgenCommand.checkoutName(of: "/ci/.build/SourcePackages/checkouts/rapidmap") == "rapidmap")
        // A local package or a clone is not in a checkouts folder: the package's name.
        #expect(RapidgenCommand.checkoutName(of: "/Users/ada/Developer/rapid-map") == "RapidMap")
        #expect(RapidgenCommand.checkoutName(of: "/checkouts") == "RapidMap")
        #expect(RapidgenCommand.checkoutName(of: nil) == "RapidMap")
    }

    @Test func inAPackageItIsSwiftRun() {
        let exists = holding(Self.project + "/Package.swift")
        #expect(RapidgenCommand.command(runIn: Self.project, override: nil, exists: exists) == "swift run rapidgen")
        #expect(
            RapidgenCommand.command(runIn: Self.project, override: nil, exists: exists, checkout: Self.derivedData)
                == "swift run rapidgen")
        // From a test folder below it, a command naming absolute paths looks upwards.
        #expect(
            RapidgenCommand.command(near: Self.project + "/Tests/ShopTests", override: nil, exists: exists, checkout: Self.derivedData)
                == "swift run rapidgen")
    }

    @Test func inAnXcodeProjectAMessageNamesTheCheckoutTheTestsWereBuiltFrom() {
        #expect(
            RapidgenCommand.command(runIn: Self.project, override: nil, exists: holding(), checkout: Self.derivedData)
                == "swift run --package-path \(Self.derivedData) rapidgen")
        #expect(
            RapidgenCommand.command(near: Self.project + "/ShopUITests", override: nil, exists: holding(), checkout: Self.derivedData)
                == "swift run --package-path \(Self.derivedData) rapidgen")
        // A home folder with a space and a quote: one word for the shell.
        #expect(
            RapidgenCommand.command(runIn: Self.project, override: nil, exists: holding(), checkout: "/Users/Ada O'Hara/RapidMap")
                == #"swift run --package-path '/Users/Ada O'\''Hara/RapidMap' rapidgen"#)
    }

    @Test func inAnXcodeProjectACommittedHeaderNamesTheCheckoutEveryMachineResolves() {
        // Never a path of one machine: the checkout the documented resolve puts in the project.
        let header = RapidgenCommand.command(runIn: Self.project, override: nil, exists: holding())
        #expect(header == "swift run --package-path .build/SourcePackages/checkouts/RapidMap rapidgen")
        #expect(!header.contains(PackagePaths.root.path))
        #expect(RapidgenCommand.resolvedCheckout(named: "rapid map") == "swift run --package-path '.build/SourcePackages/checkouts/rapid map' rapidgen")
    }

    @Test func anOverrideIsPrintedAsItIsUnlessBlank() {
        let tools = "swift run --package-path ../Tools rapidgen"
        let exists = holding(Self.project + "/Package.swift")
        #expect(RapidgenCommand.command(runIn: Self.project, override: tools, exists: exists) == tools)
        #expect(RapidgenCommand.command(runIn: Self.project, override: tools, exists: holding(), checkout: Self.derivedData) == tools)
        #expect(RapidgenCommand.command(runIn: Self.project, override: " \t", exists: exists) == "swift run rapidgen")
    }
}
