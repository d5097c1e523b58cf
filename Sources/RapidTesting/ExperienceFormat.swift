import Foundation
import RapidExperience

/// How `assertExperience(of:matches:as:screen:)` writes and
/// compares a screen's experience.
public enum ExperienceFormat: Sendable, Hashable {
    /// The spoken transcript (`.txt`), compared line by line; with `frames`, every element's
    /// frame rounded to whole points is part of it.
    case transcript(frames: Bool = false)
    /// The JSON element snapshot (`.json`): label, frame, enabled, type and traits per
    /// element, frames compared within `tolerance` points.
    case json(tolerance: Double = ElementSnapshot.defaultTolerance)

    /// The reference file's extension.
    var fileExtension: String {
        switch self {
        case .transcript: return "txt"
        case .json: return "json"
        }
    }
}
