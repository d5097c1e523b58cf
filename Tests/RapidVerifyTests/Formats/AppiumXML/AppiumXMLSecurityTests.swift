import Foundation
import Testing
@testable import RapidVerify
@testable import RapidTree
import RapidMap

/// Recordings come from CI artifacts and other people's machines: no DTD is processed,
/// no entity is declared or expanded, no file is opened.
@Suite struct AppiumSourceSecurityTests {
    typealias F = AppiumSourceFixtures

    @Test func billionLaughsIsRefusedWithoutExpansion() throws {
        let data = try F.data("billion-laughs.xml")
        let clock = ContinuousClock()
        var error: RecordingError?
        let elapsed = clock.measure { error = F.error(data) }
        let refused = try #require(error)
        #expect(refused.message.hasPrefix("a DOCTYPE declaration"))
        #expect(refused.line == 2 && refused.column == 1)
        // Expanding &lol9; would build 10^9 "lol"s; refusing takes no time at all.
        #expect(elapsed < .seconds(5))
        #expect(refused.description.count < 400)
    }

    @Test func externalEntityIsRefusedAndNoFileIsRead() throws {
        let refused = try #require(F.error(try F.data("external-entity.xml")))
        #expect(refused.message.hasPrefix("a DOCTYPE declaration"))
        #expect(refused.line == 2)
        #expect(!refused.description.contains("root:"), "no content of /etc/passwd leaks into the error")
    }

    @Test func undeclaredEntitiesAreErrorsNotExpansions() throws {
        let refused = try #require(F.error(try F.data("undeclared-entities.xml")))
        #expect(refused.message.hasPrefix("unknown entity `&lol9;`"))
        #expect(refused.line == 3)
        let xxe = try #require(F.error(xml: #"<XCUIElementTypeButton label="&xxe;"/>"#))
        #expect(xxe.message.hasPrefix("unknown entity `&xxe;`"))
    }

    @Test func aDoctypeAfterTheRootOrWithoutSubsetIsStillRefused() throws {
        #expect(F.error(xml: "<!DOCTYPE AppiumAUT SYSTEM \"http://example.com/x.dtd\"><AppiumAUT/>")?.message.hasPrefix("a DOCTYPE declaration") == true)
        #expect(F.error(xml: "<XCUIElementTypeButton/><!DOCTYPE x>")?.message.hasPrefix("a DOCTYPE declaration") == true)
    }
}
