import Foundation
import RapidVerify
import RapidProject

/// Everything a command reads from or writes to the outside world, injected so tests run
/// the command line in-process.
struct CommandContext {
    /// The absolute current directory.
    var currentDirectory: String
    /// The file system.
    var fileSystem: any FileSystem
    /// Writes results (standard output).
    var standardOutput: (String) -> Void
    /// Writes diagnostics (standard error).
    var standardError: (String) -> Void
    /// Writes results that are UTF-8 bytes already (standard output), when the process can
    /// take them as they are; nil: they go to ``standardOutput`` as a `String`.
    var standardOutputBytes: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil
    /// How much to print.
    var verbosity: Verbosity = .normal
    /// The HTTP requests `rapidgen live` makes.
    var transport: any HTTPTransport = URLSessionTransport()
    /// The time `rapidgen live` reads and waits.
    var clock: any LiveClock = SystemClock()
    /// The environment variables (`RAPIDMAP_RAPIDGEN`: the command printed for rapidgen,
    /// see ``RapidVerify/RapidgenCommand``).
    var environment: [String: String] = [:]
    /// Turns a recording's bytes into a tree (the format readers; tests may substitute one).
    /// The last argument, when set, takes back the bytes the reader has read.
    var readRecording: (Data, RecordingFormat?, String, (any InputRelease)?) throws -> AccessibilityTree = {
        try AccessibilityTree(reading: $0, format: $1, path: $2, release: $3)
    }

    /// Prints a result.
    func output(_ text: String) { standardOutput(text) }
    /// Prints a result given as UTF-8 bytes (a piece of `rapidgen order`'s table), without
    /// making a `String` of it when ``standardOutputBytes`` is set.
    func output(bytes: UnsafeBufferPointer<UInt8>) {
        if let standardOutputBytes { standardOutputBytes(bytes) } else { standardOutput(String(decoding: bytes, as: UTF8.self)) }
    }
    /// Prints a diagnostic.
    func error(_ text: String) { standardError(text.hasSuffix("\n") ? text : text + "\n") }
    /// Prints a progress line unless quiet.
    func info(_ text: String) { if verbosity >= .normal { standardError(text + "\n") } }
    /// Prints a detail line when verbose.
    func detail(_ text: String) { if verbosity >= .verbose { standardError(text + "\n") } }
    /// Prints `RECORDING: note: order computed with iOS's rules: …` (unless quiet) when the
    /// recording comes from a platform whose VoiceOver order is not modelled
    /// (`generate`, `check` and `compare`; the outputs that print an order carry the note).
    func notePlatform(of tree: AccessibilityTree, at path: String) {
        guard let note = RecordingPlatform(idiom: tree.idiom).verificationNote else { return }
        info("\(display(path)): note: \(note)")
    }

    /// A path from the command line made absolute and normalized.
    func absolute(_ path: String) -> String {
        MapOutputPath.resolve(path, against: currentDirectory)
    }

    /// A path as messages show it: relative to the current directory when inside it.
    func display(_ path: String) -> String {
        MapOutputPath.isInside(path, directory: currentDirectory)
            ? MapOutputPath.relative(path, to: currentDirectory) : path
    }

    /// Reads a recording. On failure prints the diagnostic and throws ``ExitCode/input``.
    func readTree(_ path: String, format: RecordingFormat?) throws(ExitCode) -> AccessibilityTree {
        let data: Data, release: (any InputRelease)?
        do throws(FileSystemError) {
            (data, release) = try fileSystem.recordingData(of: path)
        } catch {
            self.error("\(display(path)): error: cannot read the recording: \(error.message)")
            throw .input
        }
        do {
            return try readRecording(data, format, display(path), release)
        } catch let error as RecordingError {
            self.error(error.description)
        } catch {
            self.error("\(display(path)): error: \(error)")
        }
        throw .input
    }

    /// Reads a file that `what` (`the recording`, `the map file`, …) names in the
    /// diagnostic. On failure prints `PATH: error: cannot read WHAT: REASON` and throws
    /// ``ExitCode/input``.
    func readFile(_ path: String, what: String) throws(ExitCode) -> [UInt8] {
        do throws(FileSystemError) {
            return try fileSystem.contents(of: path)
        } catch {
            self.error("\(display(path)): error: cannot read \(what): \(error.message)")
            throw .input
        }
    }
}

extension CommandContext {
    /// Writes `bytes` to the absolute `path` atomically unless the file already holds them.
    /// Returns false when nothing needed writing. A missing folder, or a failed write, is
    /// a diagnostic naming the file, what it is (`what`: `the map`, `the recording`) and
    /// what to do, and throws ``ExitCode/output``; nothing is written then.
    @discardableResult
    func writeIfChanged(_ bytes: [UInt8], to path: String, what: String) throws(ExitCode) -> Bool {
        let shown = display(path)
        if fileSystem.exists(path), (try? fileSystem.contents(of: path)) == bytes {
            detail("unchanged \(shown)")
            return false
        }
        let folder = MapOutputPath.directory(of: path)
        guard fileSystem.isDirectory(folder) else {
            let shownFolder = display(folder)
            error(
                "\(shown): error: cannot write \(what): the folder \(shownFolder) does not exist; create it (mkdir -p \(MapRequest.shellQuoted(shownFolder))) or choose another output (a folder output ends in `/`)"
            )
            throw .output
        }
        do throws(FileSystemError) {
            try fileSystem.writeAtomically(bytes, to: path)
        } catch {
            self.error("\(shown): error: \(error.message)")
            throw .output
        }
        return true
    }

    /// Creates the folder at the absolute `path`, and its parents, when it is missing. On
    /// failure prints `PATH: error: REASON` and throws ``ExitCode/output``.
    func createFolderIfMissing(_ path: String) throws(ExitCode) {
        guard !fileSystem.isDirectory(path) else { return }
        do throws(FileSystemError) {
            try fileSystem.createDirectory(path)
        } catch {
            self.error("\(display(path)): error: \(error.message)")
            throw .output
        }
    }
}

extension CommandContext {
    /// The project search (a project's folder, its Swift files, a screen's declaration) through
    /// ``fileSystem``: the one RapidTesting uses when a test records into the project.
    var projectSearch: ProjectSearch {
        let files = fileSystem
        return ProjectSearch(
            read: { try? files.contents(of: $0) }, list: { files.isDirectory($0) ? files.names(in: $0) : nil },
            isDirectory: files.isDirectory, resolve: files.resolvingLinks)
    }

    /// The project's writer through ``fileSystem``: the one RapidTesting uses when a test
    /// records into the project (paths kept in it, locks, atomic writes).
    var projectWriter: ProjectWriter {
        let files = fileSystem
        return ProjectWriter(
            read: { try? files.contents(of: $0) },
            write: { bytes, path in
                try files.createDirectory(MapOutputPath.directory(of: path))
                try files.writeAtomically(bytes, to: path)
            },
            createExclusively: files.createExclusively, remove: files.remove, search: projectSearch)
    }
}
