#if os(Linux)
import Foundation
import RapidVerify
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A large recording read into memory the kernel may back with 2 MB pages, whose part the
/// reader has read goes back to the system as it reads (``RapidVerify/InputRelease``).
///
/// Huge pages: a recording of a million nodes is 100 to 250 MB; read into 4 KB pages, each
/// first write of a page is a page fault, tens of thousands of them, a noticeable share of
/// `rapidgen order`'s time. `MADV_HUGEPAGE` asks for 2 MB pages, which
/// Debian's and Ubuntu's default "madvise" setting of transparent huge pages waits for.
///
/// Giving back: the reader says how far it has read; the whole 2 MB pages before go back
/// (`MADV_DONTNEED`), so the file and the tree built from it are not both in memory at
/// the end of the read. Before the reader reads passed text again (the line of an error),
/// ``restore()`` reads the released part back from the file, which stays open for that.
/// Memory given back reads as zeros, never as a fault, so even a file cut short meanwhile
/// costs a wrong line number at worst, not a crash.
final class HugePageRecording: InputRelease {
    /// The least size read this way: below it a file reads as fast into ordinary memory
    /// (a few pages), and there is little to give back.
    static let leastBytes = 8 << 20
    /// A huge page of x86-64 and arm64 Linux, the alignment the kernel maps one at.
    static let hugePageBytes = 2 << 20

    private let memory: UnsafeMutableRawPointer
    private let count: Int
    private let file: Int32
    /// How many bytes from the start have gone back (a multiple of ``hugePageBytes``).
    private(set) var released = 0

    /// Reads a regular file of at least ``leastBytes``; nil for anything else, or when a
    /// step fails, and the caller reads the file the ordinary way.
    init?(path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) >= Self.leastBytes else {
            close(fd)
            return nil
        }
        // One byte more than the size: a read that fills it means the file grew meanwhile.
        let capacity = Int(status.st_size) + 1
        var allocated: UnsafeMutableRawPointer?
        guard posix_memalign(&allocated, Self.hugePageBytes, capacity) == 0, let memory = allocated else {
            close(fd)
            return nil
        }
        _ = madvise(memory, capacity, MADV_HUGEPAGE)
        let count = Self.read(fd, into: memory, capacity, from: 0)
        guard let count, count < capacity else {
            free(memory)
            close(fd)
            return nil
        }
        self.memory = memory
        self.count = count
        self.file = fd
    }

    /// The file's bytes, in this object's memory: the `Data` keeps the object alive (the
    /// object does not keep the `Data`, so the two are freed when both are dropped).
    var data: Data {
        Data(bytesNoCopy: memory, count: count, deallocator: .custom { [self] _, _ in withExtendedLifetime(self) {} })
    }

    deinit {
        free(memory)
        close(file)
    }

    /// Reads from `offset` until `capacity` bytes are in `memory` or the file ends; nil on
    /// an error.
    private static func read(_ fd: Int32, into memory: UnsafeMutableRawPointer, _ capacity: Int, from offset: Int) -> Int? {
        var done = offset
        while done < capacity {
            let n = pread(fd, memory + done, capacity - done, off_t(done))
            if n > 0 { done += n; continue }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return nil }
            break
        }
        return done
    }

    func release(before offset: Int) {
        let end = min(offset, count) / Self.hugePageBytes * Self.hugePageBytes
        guard end > released else { return }
        if madvise(memory + released, end - released, MADV_DONTNEED) == 0 { released = end }
    }

    func restore() {
        guard released > 0 else { return }
        _ = Self.read(file, into: memory, released, from: 0)
        released = 0
    }
}
#endif
