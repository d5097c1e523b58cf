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
        "10000 | long feed | any | order": 1.0097,
        "10000 | long feed | any | verify, map matches": 3.6977,
        "10000 | long feed | any | verify, map differs": 3.6951,
        "10000 | long feed | any | number identifiers": 0.7661,
        "10000 | long feed | any | generate": 18.0498,
        "10000 | long feed | any | order table": 14.9876,
        "10000 | long feed | native JSON, \u-escaped | read": 4.7506,
        "10000 | long feed | Appium XML | read": 7.7001,
        "10000 | long feed | WebDriverAgent JSON | read": 9.5633,
        "10000 | long feed | debugDescription | read": 5.8604,
        "10000 | dense feed | any | order": 5.5655,
        "10000 | dense feed | any | verify, map matches": 17.2799,
        "10000 | dense feed | any | verify, map differs": 17.4501,
        "10000 | dense feed | any | number identifiers": 0.8194,
        "10000 | dense feed | any | generate": 39.8906,
        "10000 | dense feed | any | order table": 29.9552,
        "10000 | dense feed | native JSON, \u-escaped | read": 25.0825,
        "10000 | dense feed | Appium XML | read": 38.0774,
        "100000 | long feed | any | order": 1.3125,
        "100000 | long feed | any | verify, map matches": 4.7977,
        "100000 | long feed | any | verify, map differs": 7.1594,
        "100000 | long feed | any | number identifiers": 0.9015,
        "100000 | long feed | any | generate": 16.1270,
        "100000 | long feed | any | order table": 9.8303,
        "100000 | long feed | native JSON, \u-escaped | read": 4.5884,
        "100000 | long feed | Appium XML | read": 7.4779,
        "100000 | long feed | WebDriverAgent JSON | read": 8.1902,
        "100000 | long feed | debugDescription | read": 5.6334,
        "100000 | dense feed | any | order": 9.1289,
        "100000 | dense feed | any | verify, map matches": 26.6866,
        "100000 | dense feed | any | verify, map differs": 28.1351,
        "100000 | dense feed | any | number identifiers": 0.8364,
        "100000 | dense feed | any | generate": 51.4167,
        "100000 | dense feed | any | order table": 30.7224,
        "100000 | dense feed | native JSON, \u-escaped | read": 23.0401,
        "100000 | dense feed | Appium XML | read": 37.6205,
    ]
}
