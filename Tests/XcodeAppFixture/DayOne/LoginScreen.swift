// Day one: the login screen as "First green verify in an Xcode app" declares it before its
// first test run, in one line. That run writes the map between rapidgen markers inside this
// declaration, as Sources/AppScreens/LoginScreen.swift shows. In no target of the fixture (a
// screen without a map fails CI's record mode, never); `.ci/xcode-fixture.sh` type-checks it
// with Xcode 26's app settings.
import RapidMap

nonisolated public enum LoginScreen: RapidScreen {}
