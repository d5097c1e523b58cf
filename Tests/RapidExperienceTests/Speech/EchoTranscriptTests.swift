import Foundation
import RapidExperience
import RapidMapTestSupport
import RapidVerify
import Testing

/// The transcript of a recording whose source echoes text says each thing once: the
/// readers drop the echoes (see RecordedEchoTests), so the speech rules never see them.
@Suite struct EchoTranscriptTests {
    @Test func theTranscriptSaysEachThingOnce() throws {
        let text = Transcript(tree: try AppiumXMLReader.read(Data(EchoSamples.appiumXML.utf8), path: nil)).text()
        #expect(text.contains("1. Mail Address\n"))
        #expect(text.contains("3. Search book title. Search Field.\n"))
        #expect(!text.contains("Text Field. Search Field."))
    }
}
