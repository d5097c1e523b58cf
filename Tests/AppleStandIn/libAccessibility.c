// A runnable fake of the two functions of libAccessibility that RapidTesting's UIKit capture
// calls (Sources/RapidTesting/AccessibilityAutomationSwitch.swift): the accessibility
// runtime's automation switch, off until a capture turns it on. `.ci/fixture-capture.bash`
// builds it as <root>/usr/lib/libAccessibility.dylib and runs the fixture's capture program
// with IPHONE_SIMULATOR_ROOT=<root>, so the capture loads it with `dlopen` by the path it
// uses in a simulator, finds both symbols with `dlsym`, turns the switch on and has it turned
// off at exit, as on Apple platforms. The signatures are the ones KIF and
// AccessibilitySnapshot declare for these undocumented functions (KIFAccessibilityEnabler.m,
// ASAccessibilityEnabler.m): `int _AXSAutomationEnabled(void)`, `void
// _AXSSetAutomationEnabled(int)`.
static int automation_enabled = 0;

int _AXSAutomationEnabled(void) { return automation_enabled; }

void _AXSSetAutomationEnabled(int enabled) { automation_enabled = enabled; }
