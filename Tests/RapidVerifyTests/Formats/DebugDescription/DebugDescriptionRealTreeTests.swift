import Foundation
import Testing
@testable import RapidVerify
@testable import RapidTree
import RapidMapTestSupport

/// The real dumps in `../shared/realtrees/` (see SOURCES.md there).
@Suite("debugDescription reader: real dumps", .enabled(if: RealTrees.available), .tags(.realTrees))
struct DebugDescriptionRealTreeTests {
    private func read(_ name: String) throws -> AccessibilityTree {
        let url = RealTrees.url(name)
        #expect(RecordingFormat.detect(try Data(contentsOf: url)) == .debugDescription)
        return try AccessibilityTree(contentsOf: url)
    }

    private func frame(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Frame {
        Frame(x: x, y: y, width: w, height: h)
    }

    @Test("TestPilot: the full simulator dump, its tab bar and the selected Explore button")
    func testPilotTabBar() throws {
        let tree = try read("dd_testpilot_tabbar_app.txt")
        // 34 lines between `Element subtree:` and `Path to element:`; the Query chain's
        // Application is not part of the tree.
        #expect(tree.count == 34)
        #expect(tree[0].type == .application)
        #expect(tree[0].label == "Test App")
        #expect(tree.nodes.filter { $0.type == .other }.count == 15)
        #expect(tree.nodes.filter { $0.type == .image }.count == 8)
        #expect(tree.idiom == .phone)
        #expect(tree.source.format == .debugDescription)

        let tabBar = try #require(tree.nodes.firstIndex { $0.type == .tabBar })
        #expect(tree[tabBar].label == "Tab Bar")
        #expect(tree[tabBar].frame == frame(0, 769, 393, 83))
        let items = Array(tree.children(of: tabBar))
        #expect(items.map { tree[$0].type } == [.other, .button, .button, .button, .button, .button])
        let buttons = items.filter { tree[$0].type == .button }
        #expect(buttons.map { tree[$0].label } == ["News", "Explore", "Leaderboard", "Watch", "Profile"])
        #expect(buttons.map { tree[$0].selected } == [false, true, false, false, false])
        // Each tab button holds one image named like the tab.
        #expect(buttons.map { Array(tree.children(of: $0)).map { tree[$0].identifier } } == [["News"], ["Explore"], ["Leaderboard"], ["Watch"], ["Profile"]])

        let explore = buttons[1]
        #expect(tree[explore].frame == frame(81, 770, 74, 48))
        #expect(tree[explore].traits.contains(.selected))
        #expect(tree[explore].enabled)

        let menu = try #require(tree.nodes.firstIndex { $0.label == "Menu" })
        #expect(tree[menu].type == .button)
        #expect(tree[menu].frame == frame(20, 59, 55, 40))
        #expect(Array(tree.children(of: menu)).map { tree[$0].label } == [nil, "chevron"])
        #expect(tree.depth(of: menu) == 15)
    }

    @Test("rjchatfield/AX: a dump in a source comment, indented 9 spaces, after (lldb) po app")
    func rjchatfieldHello() throws {
        let tree = try read("dd_rjchatfield_ax_hello.txt")
        #expect(tree.count == 8)
        #expect(tree[0].label == "AX")
        #expect(tree[1].type == .window)
        #expect(tree[1].frame == frame(0, 0, 390, 844))
        let hello = try #require(tree.nodes.firstIndex { $0.type == .staticText })
        #expect(tree[hello].label == "Hello, world!")
        #expect(tree[hello].frame == frame(147.7, 404.1, 94.7, 20.3))
        let button = try #require(tree.nodes.firstIndex { $0.type == .button })
        #expect(tree[button].label == "Tap me!")
        #expect(tree[button].frame == frame(164.7, 448.7, 60.7, 20.3))
        #expect(tree.parent(of: button) == tree.parent(of: hello))
        #expect(tree.depth(of: button) == 6)
        #expect(button == tree.count - 1)
    }

    @Test("XQUITestDemo: a device dump (0x28… addresses) with two windows, a Disabled Other and Chinese labels")
    func xquitestDemoDevice() throws {
        let tree = try read("dd_xquitestdemo_tabbar_device_zh.txt")
        #expect(tree.count == 23)
        #expect(tree[0].label == "XQUITestDemo")
        let windows = Array(tree.children(of: 0))
        #expect(windows.map { tree[$0].type } == [.window, .window])
        #expect(windows.map { tree.subtree(of: $0).count } == [19, 3])

        let touchMe = try #require(tree.firstIndex(identifier: "touchMe"))
        #expect(tree[touchMe].type == .button)
        #expect(tree[touchMe].label == "点我")
        #expect(tree[touchMe].frame == frame(30, 214, 60, 60))
        #expect(Array(tree.children(of: touchMe)).map { tree[$0].label } == ["点我"])

        let disabled = tree.nodes.indices.filter { !tree[$0].enabled }
        #expect(disabled.count == 1)
        let hud = try #require(disabled.first)
        #expect(tree[hud].type == .other)
        #expect(tree[hud].traits.contains(.notEnabled))
        #expect(Array(tree.children(of: hud)).map { tree[$0].identifier } == ["SVProgressHUD"])
        #expect(tree.parent(of: hud) == windows[0])

        let tabBar = try #require(tree.nodes.firstIndex { $0.type == .tabBar })
        let tabs = Array(tree.children(of: tabBar))
        #expect(tabs.map { tree[$0].label } == ["首页", "我的"])
        #expect(tabs.map { tree[$0].selected } == [false, true])
        #expect(tree[tabs[1]].frame == frame(190, 619, 183, 48))
        #expect(tree.nodes.first { $0.type == .navigationBar }?.identifier == "我的")
        #expect(tree.idiom == .phone)
    }
}
