// A test-only stand-in of the documented SwiftUI API surface the docs' SwiftUI examples use
// (Tests/XcodeAppFixture/Sources/App/LoginView.swift; the Xcode 26 SDK's declarations, whose
// `ViewBuilder.buildBlock` takes a parameter pack since the iOS 17 SDK), so `.ci/typecheck-adapters.sh` can
// type-check them on Linux. Names, types, isolation and availability follow Apple's
// documentation; bodies are placeholders and never run.
//
// To extend it: add the member with its documented name, type, isolation and availability
// and a body of `standIn()`, nothing else.
@_exported import Foundation

private func standIn() -> Never { fatalError("Apple API stand-in: type-checking only") }

/// `View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    public typealias Body = Never
    public var body: Never { standIn() }
}

/// `ViewBuilder`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { standIn() }
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { standIn() }
}

/// `TupleView`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TupleView<T>: View {
    public var body: Never { standIn() }
}

/// `Text`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Text: View {
    public init<S: StringProtocol>(_ content: S) { standIn() }
    public var body: Never { standIn() }
}

/// `Button`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Button<Label: View>: View {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { standIn() }
    public var body: Never { standIn() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) { standIn() }
}

/// `Image`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Image: View {
    public init(_ name: String, bundle: Bundle? = nil) { standIn() }
    public init(systemName: String) { standIn() }
    public var body: Never { standIn() }
}

/// `Binding`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public init(projectedValue: Binding<Value>) { standIn() }
    public var wrappedValue: Value {
        get { standIn() }
        nonmutating set { standIn() }
    }
    public var projectedValue: Binding<Value> { standIn() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { standIn() }
}

/// `DynamicProperty`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {}

/// `State`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { standIn() }
    public var wrappedValue: Value {
        get { standIn() }
        nonmutating set { standIn() }
    }
    public var projectedValue: Binding<Value> { standIn() }
}

/// `TextField`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TextField<Label: View>: View {
    public var body: Never { standIn() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextField where Label == Text {
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) { standIn() }
}

/// `SecureField`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct SecureField<Label: View>: View {
    public var body: Never { standIn() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension SecureField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { standIn() }
}

/// `Link`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct Link<Label: View>: View {
    public var body: Never { standIn() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Link where Label == Text {
    public init<S: StringProtocol>(_ title: S, destination: URL) { standIn() }
}

/// `VerticalAlignment`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct VerticalAlignment: Equatable, Sendable {
    public static let center = VerticalAlignment()
}

/// `HStack`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { standIn() }
    public var body: Never { standIn() }
}

/// `AccessibilityTraits`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
    public static let isHeader = AccessibilityTraits()
    public init() { standIn() }
    public func contains(_ member: AccessibilityTraits) -> Bool { standIn() }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { standIn() }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { standIn() }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { standIn() }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) { standIn() }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { standIn() }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { standIn() }
    public mutating func formUnion(_ other: AccessibilityTraits) { standIn() }
    public mutating func formIntersection(_ other: AccessibilityTraits) { standIn() }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { standIn() }
    public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool { standIn() }
}

/// `HorizontalAlignment`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct HorizontalAlignment: Equatable, Sendable {
    public static let center = HorizontalAlignment()
}

/// `VStack`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { standIn() }
    public var body: Never { standIn() }
}

/// `ModifiedContent`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ModifiedContent<Content, Modifier> {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View {
    public var body: Never { standIn() }
}

/// `AccessibilityAttachmentModifier`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityAttachmentModifier {}

/// `AccessibilityChildBehavior`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct AccessibilityChildBehavior: Hashable, Sendable {
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { standIn() }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { standIn() }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { standIn() }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { standIn() }
}
