// The app's settings screen (UIKit): sections of switches and buttons under their headings.
// Each switch is labelled by its row's title, which is left out of VoiceOver's reading so the
// row is read once, and covers its row for VoiceOver (its accessibility frame), as a table
// cell holding a switch does: the switch's own 51 by 31 points are below the 44-point minimum.
#if canImport(UIKit)
import AppScreens
import UIKit

final class SettingsViewController: UIViewController {
    /// A heading, or a setting with its identifier's name (a switch when it has a value).
    enum Row {
        case heading(String)
        case toggle(String, name: String, isOn: Bool)
        case action(String, name: String)
        case footnote(String)
    }

    let rows: [Row] = [
        .heading("NOTIFICATIONS"),
        .toggle("Push Notifications", name: "pushNotifications", isOn: true),
        .toggle("Weekly Email Digest", name: "emailDigest", isOn: false),
        .toggle("Sounds", name: "sounds", isOn: true),
        .heading("PRIVACY"),
        .toggle("Share Analytics", name: "shareAnalytics", isOn: false),
        .action("Privacy Policy", name: "privacyPolicy"),
        .heading("ACCOUNT"),
        .action("Sign Out", name: "signOut"),
        .footnote("Version 4.2.1 (1187)"),
    ]
    private var rowViews: [UIView] = []
    /// Each row's switch, for the rows that have one.
    private var rowSwitches: [UISwitch?] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = SettingsScreen.screenIdentifier
        for row in rows {
            let rowView: UIView
            var rowSwitch: UISwitch?
            switch row {
            case .heading(let text), .footnote(let text):
                let label = UILabel(frame: .zero)
                label.text = text
                if case .heading = row { label.accessibilityTraits.insert(.header) }
                rowView = label
            case .toggle(let title, let name, let isOn):
                rowView = UIView(frame: .zero)
                let label = UILabel(frame: CGRect(x: 20, y: 15, width: 250, height: 22))
                label.text = title
                label.isAccessibilityElement = false
                let toggle = UISwitch(frame: CGRect(x: 319, y: 10, width: 51, height: 31))
                toggle.isOn = isOn
                toggle.accessibilityLabel = title
                toggle.accessibilityIdentifier = SettingsScreen.id(name)
                rowView.addSubview(label)
                rowView.addSubview(toggle)
                rowSwitch = toggle
            case .action(let title, let name):
                let button = UIButton(frame: .zero)
                button.setTitle(title, for: .normal)
                button.accessibilityIdentifier = SettingsScreen.id(name)
                rowView = button
            }
            rowViews.append(rowView)
            rowSwitches.append(rowSwitch)
            view.addSubview(rowView)
        }
    }

    // Rows of 52 points, headings of 18 with room above them.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        var y: CGFloat = 20
        for (row, (rowView, rowSwitch)) in zip(rows, zip(rowViews, rowSwitches)) {
            switch row {
            case .heading, .footnote:
                y += 20
                rowView.frame = CGRect(x: 20, y: y, width: view.bounds.width - 40, height: 18)
                y += 26
            case .toggle, .action:
                rowView.frame = CGRect(x: 0, y: y, width: view.bounds.width, height: 52)
                // Set again at each layout: an accessibility frame is in screen coordinates.
                rowSwitch?.accessibilityFrame = UIAccessibility.convertToScreenCoordinates(rowView.bounds, in: rowView)
                y += 52
            }
        }
    }
}
#endif
