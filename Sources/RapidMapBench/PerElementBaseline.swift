// Written by `rapidmap-bench --update-baseline` (release build): do not edit by hand.

/// The committed per-element costs that `rapidmap-bench --check ratios` judges each run
/// against (see ``PerElementCheck`` and BENCHMARKS.md).
enum PerElementBaseline {
    /// The ordered elements of each feed at each size.
    static let elements: [String: Int] = [
        "10000 | dense feed": 5997,
        "10000 | long feed": 7997,
        "100000 | dense feed": 59997,
        "100000 | long feed": 79997,
    ]

    /// Each phase's processor time per element over the reference's per node, in one run.
    static let costs: [String: Double] = [
        "10000 | long feed | any | order": 1.0725,
        "10000 | long feed | any | verify, map matches": 4.0236,
        "10000 | long feed | any | verify, map differs": 4.0358,
        "10000 | long feed | any | number identifiers": 0.9074,
        "10000 | long feed | any | generate": 8.9171,
        "10000 | long feed | any | order table": 9.1627,
        "10000 | long feed | any | escape + measure texts": 7.3675,
        "10000 | long feed | native JSON, \\u-escaped | read": 4.3202,
        "10000 | long feed | Appium XML | read": 6.8641,
        "10000 | long feed | WebDriverAgent JSON | read": 8.8526,
        "10000 | long feed | debugDescription | read": 5.3455,
        "10000 | dense feed | any | order": 5.6517,
        "10000 | dense feed | any | verify, map matches": 19.8956,
        "10000 | dense feed | any | verify, map differs": 21.0529,
        "10000 | dense feed | any | number identifiers": 0.8578,
        "10000 | dense feed | any | generate": 33.0446,
        "10000 | dense feed | any | order table": 29.2615,
        "10000 | dense feed | any | escape + measure texts": 5.7488,
        "10000 | dense feed | native JSON, \\u-escaped | read": 23.5759,
        "10000 | dense feed | Appium XML | read": 35.6668,
        "100000 | long feed | any | order": 1.3960,
        "100000 | long feed | any | verify, map matches": 4.8050,
        "100000 | long feed | any | verify, map differs": 5.1100,
        "100000 | long feed | any | number identifiers": 0.9634,
        "100000 | long feed | any | generate": 9.7103,
        "100000 | long feed | any | order table": 8.7716,
        "100000 | long feed | any | escape + measure texts": 8.1169,
        "100000 | long feed | native JSON, \\u-escaped | read": 4.3668,
        "100000 | long feed | Appium XML | read": 7.7029,
        "100000 | long feed | WebDriverAgent JSON | read": 7.5440,
        "100000 | long feed | debugDescription | read": 5.6146,
        "100000 | dense feed | any | order": 8.3290,
        "100000 | dense feed | any | verify, map matches": 25.7216,
        "100000 | dense feed | any | verify, map differs": 24.6436,
        "100000 | dense feed | any | number identifiers": 0.7063,
        "100000 | dense feed | any | generate": 42.1340,
        "100000 | dense feed | any | order table": 32.8510,
        "100000 | dense feed | any | escape + measure texts": 6.9053,
        "100000 | dense feed | native JSON, \\u-escaped | read": 27.4422,
        "100000 | dense feed | Appium XML | read": 41.3982,
    ]
}
