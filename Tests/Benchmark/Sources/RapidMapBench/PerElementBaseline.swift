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
        "10000 | long feed | any | order": 0.6130,
        "10000 | long feed | any | verify, map matches": 2.3830,
        "10000 | long feed | any | verify, map differs": 2.0950,
        "10000 | long feed | any | generate": 9.6125,
        "10000 | long feed | any | order table": 2.6237,
        "10000 | long feed | native JSON, \\u-escaped | read": 4.0564,
        "10000 | long feed | Appium XML | read": 5.4354,
        "10000 | long feed | WebDriverAgent JSON | read": 7.6867,
        "10000 | long feed | WebDriverAgent JSON | live poll": 24.7507,
        "10000 | long feed | debugDescription | read": 5.1949,
        "10000 | dense feed | any | order": 2.2700,
        "10000 | dense feed | any | verify, map matches": 12.1493,
        "10000 | dense feed | any | verify, map differs": 12.1546,
        "10000 | dense feed | any | generate": 35.9810,
        "10000 | dense feed | any | order table": 7.1065,
        "10000 | dense feed | native JSON, \\u-escaped | read": 16.1918,
        "10000 | dense feed | Appium XML | read": 28.7015,
        "100000 | long feed | any | order": 0.6760,
        "100000 | long feed | any | verify, map matches": 2.5390,
        "100000 | long feed | any | verify, map differs": 2.2830,
        "100000 | long feed | any | generate": 9.5587,
        "100000 | long feed | any | order table": 2.7815,
        "100000 | long feed | native JSON, \\u-escaped | read": 4.1319,
        "100000 | long feed | Appium XML | read": 5.8931,
        "100000 | long feed | WebDriverAgent JSON | read": 8.8658,
        "100000 | long feed | debugDescription | read": 5.1480,
        "100000 | dense feed | any | order": 3.0460,
        "100000 | dense feed | any | verify, map matches": 13.1249,
        "100000 | dense feed | any | verify, map differs": 12.9996,
        "100000 | dense feed | any | generate": 38.8847,
        "100000 | dense feed | any | order table": 7.8673,
        "100000 | dense feed | native JSON, \\u-escaped | read": 16.3525,
        "100000 | dense feed | Appium XML | read": 27.7990,
    ]
}
