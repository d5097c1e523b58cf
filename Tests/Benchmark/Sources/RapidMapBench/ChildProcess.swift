import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Another program run and waited for, with what `wait4` says it used: the benchmark's way
/// to measure a command (`rapidgen order`, the C readers, a compiler) as a process of its own.
///
/// On Linux a spawned child starts in its parent's memory (`vfork`), and the peak resident
/// memory `wait4` reports is kept across `exec`: a child spawned from a benchmark that has
/// grown counts the benchmark's memory as its own. Where the peak matters, the measured
/// program is started from a small process between (`/usr/bin/time` in ``CompareC``,
/// `rapidmap-bench --type-check-child` in ``MapTypeCheck``).
enum ChildProcess {
    /// What one run used.
    struct Usage {
        /// The exit status as `wait4` gives it (0: exited with 0).
        var status: Int32
        /// Wall-clock time from start to exit.
        var wallSeconds: Double
        /// Processor time, user and system, of the process and the children it waited for.
        var cpuSeconds: Double
        /// Peak resident memory of the process and the children it waited for.
        var peakBytes: Int
    }

    /// Runs `arguments` (an absolute executable first) with standard output to `output`
    /// and standard error to `errors` (inherited when nil) and waits for it.
    static func run(_ arguments: [String], output: String = "/dev/null", errors: String? = nil) throws -> Usage {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if let errors { posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
        guard spawned == 0 else { throw Bench.Failure(description: "cannot run \(arguments[0]): error \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        // ru_maxrss is in kilobytes on Linux, in bytes on Darwin.
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)
        #else
        let peak = Int(usage.ru_maxrss) * 1024
        #endif
        return Usage(
            status: status, wallSeconds: Double(elapsed) / 1e9, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime), peakBytes: peak)
    }

    /// The absolute path of `tool` on `PATH`, if any.
    static func which(_ tool: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(folder)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    private static func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
}
