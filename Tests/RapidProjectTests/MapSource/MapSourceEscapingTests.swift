import RapidVerify
import Testing
import RapidMapTestSupport

@Suite("Swift source escaping")
struct MapSourceEscapingTests {
    @Test("plain names stay as they are")
    func plainNames() {
        #expect(SwiftSourceEscaping.identifier("LoginScreen") == "LoginScreen")
        #expect(SwiftSourceEscaping.identifier("設定画面") == "設定画面")
        #expect(SwiftSourceEscaping.identifier("شاشة_الدخول") == "شاشة_الدخول")
    }

    @Test("spaces, dashes, dots and slashes become underscores")
    func separators() {
        #expect(SwiftSourceEscaping.identifier("Login Screen") == "Login_Screen")
        #expect(SwiftSourceEscaping.identifier("login-screen.v2") == "login_screen_v2")
        #expect(SwiftSourceEscaping.identifier("../../x") == "______x")
    }

    @Test("a leading digit gets an underscore before it")
    func leadingDigit() {
        #expect(SwiftSourceEscaping.identifier("2fa") == "_2fa")
    }

    @Test("keywords are put in backticks")
    func keywords() {
        #expect(SwiftSourceEscaping.identifier("class") == "`class`")
        #expect(SwiftSourceEscaping.identifier("init") == "`init`")
    }

    @Test("empty names and names of only underscores get a letter")
    func emptyNames() {
        #expect(SwiftSourceEscaping.identifier("") == "Screen")
        #expect(SwiftSourceEscaping.identifier("_") == "Screen_")
        #expect(SwiftSourceEscaping.identifier("   ") == "Screen___")
    }

    @Test("names of types the generated code uses get a suffix")
    func reservedNames() {
        #expect(SwiftSourceEscaping.identifier("String") == "StringScreen")
        #expect(SwiftSourceEscaping.identifier("ControlInformation") == "ControlInformationScreen")
        #expect(SwiftSourceEscaping.identifier("Self") == "SelfScreen")
        #expect(SwiftSourceEscaping.identifier("Any") == "AnyScreen")
    }

    @Test("a combining mark at the start follows an underscore")
    func combiningMarkAtStart() {
        #expect(SwiftSourceEscaping.identifier("\u{301}a") == "_\u{301}a")
    }

    @Test(
        "invisible and invalid characters in names become underscores",
        arguments: ["\u{200B}", "\u{202E}", "\u{2066}", "\u{FEFF}", "\u{FFFD}", "\u{FFFC}", "\u{AD}", "\u{0}", "\u{1F}", "$", "\u{1FFFE}"])
    func invisibleCharacters(_ c: String) {
        #expect(SwiftSourceEscaping.identifier("a" + c + "b") == "a_b")
    }

    @Test("quotes, backslashes and interpolations are escaped in literals")
    func literalEscapes() {
        #expect(SwiftSourceEscaping.stringLiteral("say \"hi\"") == #""say \"hi\"""#)
        #expect(SwiftSourceEscaping.stringLiteral(#"a\(b)"#) == #""a\\(b)""#)
        #expect(SwiftSourceEscaping.stringLiteral(##"""" #" "#"##) == ##""\"\"\" #\" \"#""##)
    }

    @Test("line breaks, tabs, NUL and other controls become escapes")
    func controlCharacters() {
        #expect(SwiftSourceEscaping.stringLiteral("a\nb\tc\r\0") == #""a\nb\tc\r\0""#)
        #expect(SwiftSourceEscaping.stringLiteral("\r\n") == #""\r\n""#)
        #expect(SwiftSourceEscaping.stringLiteral("\u{7}\u{7F}\u{85}") == #""\u{7}\u{7F}\u{85}""#)
        #expect(SwiftSourceEscaping.stringLiteral("a\u{2028}b\u{2029}") == #""a\u{2028}b\u{2029}""#)
    }

    @Test("escapes between runs of kept text keep every scalar, inside a character too")
    func escapesBetweenRuns() {
        // The zero-width joiner inside a family emoji is escaped; the emoji around it is kept.
        #expect(SwiftSourceEscaping.stringLiteral("👨\u{200D}👩 ok") == #""👨\u{200D}👩 ok""#)
        #expect(SwiftSourceEscaping.stringLiteral("\"\"") == #""\"\"""#)
        #expect(SwiftSourceEscaping.stringLiteral("") == #""""#)
        #expect(SwiftSourceEscaping.stringLiteral("e\u{301}\\") == "\"e\u{301}\\\\\"")
        #expect(SwiftSourceEscaping.stringLiteral("Café 12") == "\"Café 12\"")
    }

    @Test("bidirectional controls are escaped, right-to-left text is kept")
    func bidirectional() {
        #expect(SwiftSourceEscaping.stringLiteral("\u{202E}abc\u{061C}") == #""\u{202E}abc\u{61C}""#)
        #expect(SwiftSourceEscaping.stringLiteral("تسجيل الدخول") == "\"تسجيل الدخول\"")
        #expect(SwiftSourceEscaping.stringLiteral("ログイン 🔒 登录") == "\"ログイン 🔒 登录\"")
    }

    @Test("comment text has no line breaks or bidirectional controls")
    func commentText() {
        #expect(SwiftSourceEscaping.commentText("a\nb\r\u{2028}c\u{202E}") == "a b  c ")
    }
}
