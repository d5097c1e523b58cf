// A test-only stand-in of the Swift Testing API surface RapidTesting uses, as swift-testing
// declares it at its release tag 6.2.0 (the Swift Testing of Xcode 26.0, the oldest Xcode
// RapidMap supports). Compiled as a module named `Testing`, it lets
// `.ci/typecheck-adapters.sh` type-check RapidTesting's sources as Xcode 26.0 reads them:
// every `#if compiler(>=6.3)` false, and nothing used that 6.2 lacks.
//
// Facts from the 6.2.0 tag: `Issue.record(_:severity:sourceLocation:)` and `Issue.Severity`
// are `@_spi(Experimental)` there (public from 6.3), so they are absent here; `Attachment`
// and `Attachable` are public, with `[UInt8]` attachable; `Test.current` and
// `Comment(rawValue:)` exist. Bodies are placeholders and never run.
//
// To extend it: add the declaration as the 6.2.0 tag has it (public, not SPI), with a body
// of `fatalError()`, and nothing else.

/// `Comment`.
public struct Comment: RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// `SourceLocation`.
public struct SourceLocation: Sendable {
    public init(fileID: String, filePath: String, line: Int, column: Int) { fatalError("stand-in") }
}

/// `Test`.
public struct Test: Sendable {
    public var name: String
    public static var current: Test? { fatalError("stand-in") }
}

/// `Issue`.
public struct Issue: Sendable {
    @discardableResult
    public static func record(
        _ comment: Comment? = nil,
        sourceLocation: SourceLocation = SourceLocation(
            fileID: #fileID, filePath: #filePath,
            line: #line, column: #column)
    ) -> Issue {
        fatalError("stand-in")
    }

    @discardableResult
    public static func record(
        _ error: any Error, _ comment: Comment? = nil,
        sourceLocation: SourceLocation = SourceLocation(
            fileID: #fileID, filePath: #filePath,
            line: #line, column: #column)
    ) -> Issue {
        fatalError("stand-in")
    }
}

/// `Attachable`.
public protocol Attachable: ~Copyable {}

extension Array: Attachable where Element == UInt8 {}
extension String: Attachable {}

/// `Attachment`.
public struct Attachment<AttachableValue>: ~Copyable where AttachableValue: Attachable & ~Copyable {}

extension Attachment: Copyable where AttachableValue: Copyable {}

extension Attachment where AttachableValue: Sendable & Copyable {
    public static func record(
        _ attachableValue: consuming AttachableValue, named preferredName: String? = nil,
        sourceLocation: SourceLocation = SourceLocation(
            fileID: #fileID, filePath: #filePath,
            line: #line, column: #column)
    ) {
        fatalError("stand-in")
    }
}

/// `Test.Case`.
extension Test {
    public struct Case: Sendable {}
}

/// `TestScoping` (public since Swift 6.1).
public protocol TestScoping: Sendable {
    func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void) async throws
}

/// `Trait`, with the scope provider requirement of 6.1 and later.
public protocol Trait: Sendable {
    func prepare(for test: Test) async throws
    var comments: [Comment] { get }
    associatedtype TestScopeProvider: TestScoping = Never
    func scopeProvider(for test: Test, testCase: Test.Case?) -> TestScopeProvider?
}

extension Never: TestScoping {
    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {}
}

extension Trait {
    public func prepare(for test: Test) async throws {}
    public var comments: [Comment] { [] }
}

extension Trait where TestScopeProvider == Never {
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Never? { nil }
}

extension Trait where Self: TestScoping {
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? { self }
}

/// `TestTrait`.
public protocol TestTrait: Trait {}

/// `SuiteTrait`.
public protocol SuiteTrait: Trait {
    var isRecursive: Bool { get }
}

extension SuiteTrait {
    public var isRecursive: Bool { false }
}
