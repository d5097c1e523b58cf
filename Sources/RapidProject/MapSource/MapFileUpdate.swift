import RapidVerify
/// The result of ``MapFileUpdater/update(_:file:screen:controls:options:force:)``.
package struct MapFileUpdate: Sendable {
    /// What the update did.
    package enum Kind: Sendable, Hashable {
        /// A new file was made.
        case created
        /// The screen's region was regenerated in place.
        case regenerated
        /// A file without markers was replaced (with `force`).
        case replacedFile
        /// A declaration was appended to a file with other screens' regions (with `force`).
        case appended
    }

    /// The file's new content.
    package var bytes: [UInt8]
    /// False when the new content is the old content: nothing needs writing.
    package var changed: Bool
    /// What the update did.
    package var kind: Kind
    /// The region that was regenerated and its old text, for ``Kind/regenerated``.
    package var previousRegion: (region: MapRegion, text: String)?
    /// The text of the generated region in the new content.
    package var regionText: String
}

extension MapFileUpdate {
    /// The number of changed declarations between the old and the new region, compared by
    /// entries (``MapRegionComparison/changeCount``): 0 when unchanged, when only comments or
    /// the form differ, or when there was no old region.
    package var differenceCount: Int {
        guard let previousRegion else { return 0 }
        return MapRegionComparison(old: previousRegion.text, new: regionText).changeCount
    }
}
