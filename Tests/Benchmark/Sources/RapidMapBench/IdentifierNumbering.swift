import RapidVerify

/// The verifier's numbering of identifiers, with its ``IdentifierTable`` and with the
/// standard library's `[String: Int32]`, for the phase table's "number identifiers" line.
///
/// Both do what the verifier did before aligning (`MapComparison.NumberedKeys`) when no
/// element matches the entry in its place: each identifier the map declares gets a number
/// (a repeated one keeps its first), then each identifier of the screen's elements is
/// looked up. (The verifier now makes no table: it numbers the map's identifiers, and those
/// of the elements that do not match in place, bucket by bucket,
/// `IdentifierTable.firstOccurrences`.) Both return the sum of the numbers found, so the
/// run checks that they agree and neither can be optimised away.
enum IdentifierNumbering {
    /// With the verifier's table; identifiers it does not take (non-ASCII without an ASCII
    /// equivalent) go to a dictionary, as in the verifier.
    static func withTable(declared: [String], seen: [String]) -> Int {
        var table = IdentifierTable(capacity: declared.count)
        var others: [String: Int32] = [:]
        var next: Int32 = 0
        for id in declared {
            let n: Int32
            if let key = IdentifierTable.key(id) {
                n = table.insert(key.text, hash: key.hash, number: next)
            } else {
                n = numbering(&others[id, default: -1], next)
            }
            if n == next { next += 1 }
        }
        var sum = 0
        for id in seen {
            let found = IdentifierTable.key(id).map { table.find($0.text, hash: $0.hash) } ?? others[id]
            sum += Int(found ?? -1)
        }
        return sum
    }

    /// With one `[String: Int32]`: one hash per declared identifier (inserted through the
    /// subscript's default, not looked up then stored) and one per element.
    static func withDictionary(declared: [String], seen: [String]) -> Int {
        var numbers = [String: Int32](minimumCapacity: declared.count)
        var next: Int32 = 0
        for id in declared where numbering(&numbers[id, default: -1], next) == next {
            next += 1
        }
        var sum = 0
        for id in seen { sum += Int(numbers[id] ?? -1) }
        return sum
    }

    /// The number in `slot`, giving it `next` when it has none (-1).
    private static func numbering(_ slot: inout Int32, _ next: Int32) -> Int32 {
        if slot < 0 { slot = next }
        return slot
    }
}
