import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 (an ephemeral port) that answers recorded
/// WebDriverAgent bodies: `rapidgen live`'s tests talk to it over real sockets through
/// `URLSession`, as the command talks to WebDriverAgent. Each path has a script of answers,
/// given out in order (the last one repeats); every request's path is kept.
final class LoopbackServer: @unchecked Sendable {
    /// One scripted answer.
    struct Answer: Sendable {
        var status = 200
        var body: Data
        /// How long the server waits before it answers (a slow device), in seconds.
        var delay = 0.0

        /// A 200 answer holding `text`.
        static func ok(_ text: String, delay: Double = 0) -> Answer { Answer(body: Data(text.utf8), delay: delay) }
    }

    /// The port it listens on.
    let port: Int
    /// Its address: `http://127.0.0.1:PORT`.
    var url: String { "http://127.0.0.1:\(port)" }

    private let socket: Int32
    private let lock = NSLock()
    private var scripts: [String: [Answer]]
    private var served: [String: Int] = [:]
    private var requested: [String] = []

    /// Starts listening, with `scripts` keyed by path and query (`/source?format=json`).
    init(_ scripts: [String: [Answer]]) throws {
        self.scripts = scripts
        #if canImport(Darwin)
        let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #else
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard fd >= 0 else { throw ServerError(message: "socket() failed: \(errno)") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
        setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            throw ServerError(message: "bind/listen failed: \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socket = fd
        port = Int(UInt16(bigEndian: address.sin_port))
        let server = self
        Thread.detachNewThread { server.acceptLoop() }
    }

    deinit { stop() }

    /// Stops listening: the accept loop ends.
    func stop() {
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    /// The paths requested so far, in order.
    var requests: [String] {
        lock.lock()
        defer { lock.unlock() }
        return requested
    }

    struct ServerError: Error { var message: String }

    private func acceptLoop() {
        while true {
            let client = accept(socket, nil, nil)
            guard client >= 0 else { return }
            let server = self
            Thread.detachNewThread { server.serve(client) }
        }
    }

    private func next(for path: String) -> Answer {
        lock.lock()
        defer { lock.unlock() }
        requested.append(path)
        guard let script = scripts[path], !script.isEmpty else {
            return Answer(
                status: 404, body: Data(#"{"value":{"error":"unknown command","message":"Unhandled endpoint: \#(path)","traceback":""},"sessionId":null}"#.utf8)
            )
        }
        let n = served[path, default: 0]
        served[path] = n + 1
        return script[min(n, script.count - 1)]
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.containsHeaderEnd {
            let n = recv(client, &buffer, buffer.count, 0)
            guard n > 0 else { return }
            request += buffer[0..<n]
        }
        let line = String(decoding: request.prefix { $0 != 13 && $0 != 10 }, as: UTF8.self)
        let parts = line.split(separator: " ")
        let path = parts.count > 1 ? String(parts[1]) : "/"
        let answer = next(for: path)
        if answer.delay > 0 { Thread.sleep(forTimeInterval: answer.delay) }
        let reason = answer.status == 200 ? "OK" : "Error"
        var bytes = Array(
            "HTTP/1.1 \(answer.status) \(reason)\r\nContent-Type: application/json;charset=UTF-8\r\nContent-Length: \(answer.body.count)\r\nConnection: close\r\n\r\n"
                .utf8)
        bytes += answer.body
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { send(client, $0.baseAddress, $0.count, Self.sendFlags) }
            guard n > 0 else { return }
            sent += n
        }
    }

    /// No SIGPIPE when the client has gone (a test's short timeout).
    #if canImport(Darwin)
    static let sendFlags: Int32 = 0
    #else
    static let sendFlags = Int32(MSG_NOSIGNAL)
    #endif

    /// A port nothing listens at: bound, then closed.
    static func closedPort() throws -> Int {
        let server = try LoopbackServer([:])
        let port = server.port
        server.stop()
        return port
    }
}

extension Array where Element == UInt8 {
    /// True once the request's headers are complete (`\r\n\r\n`).
    fileprivate var containsHeaderEnd: Bool {
        count >= 4 && indices.dropLast(3).contains { self[$0] == 13 && self[$0 + 1] == 10 && self[$0 + 2] == 13 && self[$0 + 3] == 10 }
    }
}
