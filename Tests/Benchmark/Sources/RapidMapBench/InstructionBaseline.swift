// Written by `rapidmap-bench --update-instructions` (release build): do not edit by hand.

/// The committed instructions per element that `rapidmap-bench --check ratios` judges
/// each phase's count against (see ``InstructionCount`` and BENCHMARKS.md).
enum InstructionBaseline {
    /// Instructions per ordered element at 10,000 nodes, by feed, format and phase.
    static let perElement: [String: Double] = [
        "dense feed | Appium XML | read": 11023.5,
        "dense feed | any | generate": 12687.0,
        "dense feed | any | order": 982.7,
        "dense feed | any | order table": 2737.7,
        "dense feed | any | verify, map differs": 4368.3,
        "dense feed | any | verify, map matches": 4246.3,
        "dense feed | native JSON, \\u-escaped | read": 7151.5,
        "long feed | Appium XML | read": 10333.4,
        "long feed | WebDriverAgent JSON | live poll": 46780.2,
        "long feed | WebDriverAgent JSON | read": 16189.8,
        "long feed | any | generate": 19547.6,
        "long feed | any | order": 923.5,
        "long feed | any | order table": 5070.8,
        "long feed | any | verify, map differs": 3615.2,
        "long feed | any | verify, map matches": 3409.2,
        "long feed | debugDescription | read": 9303.7,
        "long feed | native JSON, \\u-escaped | read": 7932.2,
    ]
}
