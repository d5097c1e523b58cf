// Written by `rapidmap-bench --update-instructions` (release build): do not edit by hand.

/// The committed instructions per element that `rapidmap-bench --check ratios` judges
/// each phase's count against (see ``InstructionCount`` and BENCHMARKS.md).
enum InstructionBaseline {
    /// Instructions per ordered element at 10,000 nodes, by feed, format and phase.
    static let perElement: [String: Double] = [
        "dense feed | Appium XML | read": 11408.3,
        "dense feed | any | generate": 12688.1,
        "dense feed | any | order": 936.4,
        "dense feed | any | order table": 2739.0,
        "dense feed | any | verify, map differs": 4305.4,
        "dense feed | any | verify, map matches": 4118.5,
        "dense feed | native JSON, \\u-escaped | read": 7517.3,
        "long feed | Appium XML | read": 10656.2,
        "long feed | WebDriverAgent JSON | read": 16513.4,
        "long feed | any | generate": 19523.3,
        "long feed | any | order": 872.4,
        "long feed | any | order table": 5081.3,
        "long feed | any | verify, map differs": 3788.4,
        "long feed | any | verify, map matches": 3354.0,
        "long feed | debugDescription | read": 9627.5,
        "long feed | native JSON, \\u-escaped | read": 8241.9,
    ]
}
