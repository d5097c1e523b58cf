import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a `GET` request got: an answer (its status and body), or why none came.
enum HTTPAnswer: Sendable {
    /// The server answered.
    case answered(status: Int, body: Data)
    /// Nothing accepted the connection (a closed port, a host that is not there).
    case nothingListening
    /// No answer within the timeout.
    case timedOut
    /// Another failure, in the system's words.
    case failed(String)
}

/// The HTTP requests `rapidgen live` makes, injected beside ``FileSystem`` so the command's
/// I/O stays at the edge. The tests use the real one (``URLSessionTransport``) against a
/// server on loopback.
protocol HTTPTransport: Sendable {
    /// `GET url`, waiting at most `timeout` seconds for the whole answer.
    func get(_ url: URL, timeout: Double) -> HTTPAnswer
}

/// ``HTTPTransport`` over `URLSession` (FoundationNetworking on Linux): one request at a
/// time, waited for.
struct URLSessionTransport: HTTPTransport {
    func get(_ url: URL, timeout: Double) -> HTTPAnswer {
        final class Box: @unchecked Sendable {
            var answer = HTTPAnswer.timedOut
        }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let session = URLSession(configuration: configuration)
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = "GET"
        let task = session.dataTask(with: request) { data, response, error in
            if let error = error as? URLError {
                switch error.code {
                case .timedOut: box.answer = .timedOut
                case .cannotConnectToHost, .cannotFindHost, .networkConnectionLost, .notConnectedToInternet:
                    box.answer = .nothingListening
                default: box.answer = .failed(error.localizedDescription)
                }
            } else if let error {
                box.answer = .failed("\(error)")
            } else {
                box.answer = .answered(status: (response as? HTTPURLResponse)?.statusCode ?? 0, body: data ?? Data())
            }
            done.signal()
        }
        task.resume()
        // The session's own timeout ends the task; this wait only guards against one that never calls back.
        if done.wait(timeout: .now() + timeout + Self.callbackGrace) == .timedOut {
            task.cancel()
            session.invalidateAndCancel()
            return .timedOut
        }
        session.finishTasksAndInvalidate()
        return box.answer
    }

    /// How long past the timeout the task may take to report it before the wait gives up.
    static let callbackGrace = 1.0
}

/// The time `rapidgen live` reads and waits, injected so tests neither sleep nor depend on
/// the machine's speed.
protocol LiveClock {
    /// Seconds since 1970.
    func now() -> Double
    /// Waits `seconds`; false when the command should stop instead (a test's last step).
    func sleep(_ seconds: Double) -> Bool
}

/// The system's clock: the time of day, and a real wait (Ctrl-C ends the process; every
/// file `live` writes is written atomically, so none is left half-written).
struct SystemClock: LiveClock {
    func now() -> Double { Date().timeIntervalSince1970 }
    func sleep(_ seconds: Double) -> Bool {
        Thread.sleep(forTimeInterval: seconds)
        return true
    }
}
