/// Recordings whose automation source echoes text: a static text's label again as its
/// value, a search field's placeholder as its value, a selected button's `1`.
package enum EchoSamples {
    /// An Appium XML page source with every echo the readers drop, and values they keep.
    package static let appiumXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Books" label="Books" x="0" y="0" width="390" height="844">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Mail Address" name="Mail Address" label="Mail Address" x="20" y="100" width="200" height="20"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="3 new" name="Inbox" label="Inbox" x="20" y="130" width="200" height="20"/>
            <XCUIElementTypeSearchField type="XCUIElementTypeSearchField" value="Search book title" name="Search book title" label="Search book title" placeholderValue="Search book title" x="20" y="160" width="350" height="36"/>
            <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="jane@example.com" name="email" label="Email" placeholderValue="Email address" x="20" y="210" width="350" height="36"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" name="Grid" label="Grid" selected="true" x="20" y="260" width="60" height="44"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" name="Count" label="Count" x="100" y="260" width="60" height="44"/>
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """
}
