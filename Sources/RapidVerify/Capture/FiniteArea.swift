import Foundation

extension CGRect {
    /// True for a rectangle a capture can place: a width and a height, every coordinate
    /// finite (not null, not `CGRect.infinite`, no NaN).
    var hasFiniteArea: Bool {
        [origin.x, origin.y, size.width, size.height].allSatisfy(\.isFinite) && !isEmpty && !isInfinite
    }
}
