import Foundation
import Testing
import RapidMap
import RapidVerify
import RapidExperience
import RapidMapTestSupport

/// `rapidgen live`'s poll without HTTP: the interval rule, the settle rule, error answers,
/// a cut tree. (`LiveCommandTests` runs it over HTTP on loopback.)
@Suite("the live poll")
struct LivePollTests {
    static func screen(_ labels: [String], root: String = "LoginScreen") -> AccessibilityTree {
        Trees.login(labels.map { AccessibilityNode(type: .button, identifier: "\(root).\($0)", label: $0) }, screenIdentifier: root)
    }

    @Test("the wait is the larger of 1 s and twice the answer's time", arguments: [(0.0, 1.0), (0.3, 1.0), (0.5, 1.0), (0.75, 1.5), (4, 8), (-1, 1)])
    func interval(_ answer: Double, _ wait: Double) {
        #expect(LivePoll.interval(afterAnswerTaking: answer) == wait)
    }

    @Test("a screen shows only when two answers in a row agree on the order")
    func settles() {
        var poll = LivePoll(maps: [], screen: nil)
        #expect(poll.receive(Self.screen(["a", "b"]), at: 0).kind == .settling)
        #expect(poll.receive(Self.screen(["b", "a"]), at: 1).kind == .settling, "a different order restarts the wait")
        let shown = poll.receive(Self.screen(["b", "a"]), at: 2)
        #expect(shown.kind == .shown)
        #expect(shown.screen?.elements.count == 2)
        #expect(poll.receive(Self.screen(["b", "a"]), at: 3).kind == .unchanged)
        #expect(poll.receive(Self.screen(["b", "a", "c"]), at: 4).kind == .settling)
        let changed = poll.receive(Self.screen(["b", "a", "c"]), at: 5)
        #expect(changed.kind == .changed)
        #expect(changed.text.contains("now, the screen also has `c`"))
    }

    @Test("another screen (no identified element in common) is printed whole, not as everything going and coming")
    func anotherScreen() {
        var poll = LivePoll(maps: [], screen: nil)
        _ = poll.receive(Self.screen(["a", "b"]), at: 0)
        _ = poll.receive(Self.screen(["a", "b"]), at: 1)
        _ = poll.receive(Self.screen(["x"], root: "Settings"), at: 2)
        let other = poll.receive(Self.screen(["x"], root: "Settings"), at: 3)
        #expect(other.kind == .shown)
        #expect(other.text.contains("1 element in VoiceOver order"))
        #expect(!other.text.contains("the screen has no"))
    }

    @Test("the map whose root identifier is in the tree is checked; a failing one prints verify's report")
    func mapCheck() {
        let map = LivePoll.Map(
            screen: "LoginScreen", screenIdentifier: "LoginScreen",
            controls: [
                ControlInformation(index: 0, type: .button, identifier: "LoginScreen.a", label: "a"),
                ControlInformation(index: 1, type: .button, identifier: "LoginScreen.b", label: "b"),
            ])
        var poll = LivePoll(maps: [map], screen: nil)
        _ = poll.receive(Self.screen(["b", "a"]), at: 0)
        let shown = poll.receive(Self.screen(["b", "a"]), at: 1)
        #expect(shown.screen?.map == map)
        #expect(shown.screen?.check?.passed == false)
        #expect(shown.text.contains(shown.screen!.check!.report()))
        var other = LivePoll(maps: [map], screen: nil)
        _ = other.receive(Self.screen(["x"], root: "Other"), at: 0)
        #expect(other.receive(Self.screen(["x"], root: "Other"), at: 1).text.contains("no map checked"))
    }

    @Test("WebDriverAgent's error body is quoted; a page source is not an error")
    func errorBody() {
        let body = Data(
            #"{"value": {"error": "no such alert", "message": "An attempt was made to operate on a modal dialog", "traceback": "…"}, "sessionId": "1"}"#.utf8)
        #expect(LivePoll.errorAnswer(body) == #"WebDriverAgent answered the error "no such alert": "An attempt was made to operate on a modal dialog""#)
        #expect(LivePoll.errorAnswer(Data(#"{"value": {"type": "Button", "rect": {"x": 0, "y": 0, "width": 1, "height": 1}}}"#.utf8)) == nil)
        var poll = LivePoll(maps: [], screen: nil)
        let failed = poll.receive(status: 404, body: body, at: 0)
        #expect(failed.kind == .failed)
        #expect(poll.receive(status: 404, body: body, at: 1).text == "", "the same failure prints once")
    }

    @Test("a tree as deep as WebDriverAgent's snapshot depth is said to be incomplete")
    func cutTree() {
        func chain(_ levels: Int) -> AccessibilityTree {
            var node = NestedNode(AccessibilityNode(type: .button, identifier: "deep", label: "Deep", frame: Frame(x: 0, y: 0, width: 10, height: 10)))
            for _ in 1..<levels { node = NestedNode(AccessibilityNode(type: .other), children: [node]) }
            return AccessibilityTree(root: node)
        }
        let poll = LivePoll(maps: [], screen: nil)
        #expect(poll.read(chain(LivePoll.snapshotMaxDepth), at: 0).incomplete)
        #expect(!poll.read(chain(LivePoll.snapshotMaxDepth - 1), at: 0).incomplete)
        var shown = LivePoll(maps: [], screen: nil)
        _ = shown.receive(chain(LivePoll.snapshotMaxDepth), at: 0)
        #expect(shown.receive(chain(LivePoll.snapshotMaxDepth), at: 1).text.contains("warning: the tree is incomplete"))
    }

    @Test("times print as HH:MM:SS")
    func clockText() {
        #expect(LivePoll.utcClockText(1_767_225_600 + 3_723.9) == "01:02:03")
    }
}
