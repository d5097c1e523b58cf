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
        "10000 | long feed | any | order": 1.1059,
        "10000 | long feed | any | verify, map matches": 4.1658,
        "10000 | long feed | any | verify, map differs": 4.2067,
        "10000 | long feed | any | number identifiers": 0.9137,
        "10000 | long feed | any | generate": 9.0028,
        "10000 | long feed | any | order table": 9.2920,
        "10000 | long feed | any | escape + measure texts": 7.4201,
        "10000 | long feed | native JSON, \\u-escaped | read": 4.5097,
        "10000 | long feed | Appium XML | read": 7.1395,
        "10000 | long feed | WebDriverAgent JSON | read": 9.1627,
        "10000 | long feed | debugDescription | read": 5.4291,
        "10000 | dense feed | any | order": 5.8040,
        "10000 | dense feed | any | verify, map matches": 19.8476,
        "10000 | dense feed | any | verify, map differs": 20.5174,
        "10000 | dense feed | any | number identifiers": 0.9900,
        "10000 | dense feed | any | generate": 34.4663,
        "10000 | dense feed | any | order table": 25.3590,
        "10000 | dense feed | any | escape + measure texts": 5.2506,
        "10000 | dense feed | native JSON, \\u-escaped | read": 22.3965,
        "10000 | dense feed | Appium XML | read": 35.1154,
        "100000 | long feed | any | order": 1.3798,
        "100000 | long feed | any | verify, map matches": 5.1740,
        "100000 | long feed | any | verify, map differs": 5.5622,
        "100000 | long feed | any | number identifiers": 1.0433,
        "100000 | long feed | any | generate": 9.4832,
        "100000 | long feed | any | order table": 9.3219,
        "100000 | long feed | any | escape + measure texts": 7.3252,
        "100000 | long feed | native JSON, \\u-escaped | read": 4.3501,
        "100000 | long feed | Appium XML | read": 7.5339,
        "100000 | long feed | WebDriverAgent JSON | read": 8.6536,
        "100000 | long feed | debugDescription | read": 5.6126,
        "100000 | dense feed | any | order": 9.0929,
        "100000 | dense feed | any | verify, map matches": 25.9289,
        "100000 | dense feed | any | verify, map differs": 26.5526,
        "100000 | dense feed | any | number identifiers": 0.8842,
        "100000 | dense feed | any | generate": 34.6172,
        "100000 | dense feed | any | order table": 29.8660,
        "100000 | dense feed | any | escape + measure texts": 5.8062,
        "100000 | dense feed | native JSON, \\u-escaped | read": 24.8444,
        "100000 | dense feed | Appium XML | read": 37.5301,
    ]
}
