// The app's mailboxes screen (UIKit): a table of the mailboxes, one row each, from a data
// source. XCUITest records each row as a cell, and so does a unit-test capture of the view.
#if canImport(UIKit)
import AppScreens
import UIKit

final class MailboxesViewController: UIViewController, UITableViewDataSource {
    /// Each mailbox's title and the name of its identifier.
    let mailboxes: [(title: String, name: String)] = [
        ("Inbox", "inbox"), ("Drafts", "drafts"), ("Sent", "sent"), ("Junk", "junk"), ("Trash", "trash"),
    ]
    let tableView = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = MailboxesScreen.screenIdentifier
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Mailbox")
        tableView.dataSource = self
        view.addSubview(tableView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = view.bounds
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { mailboxes.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Mailbox", for: indexPath)
        let mailbox = mailboxes[indexPath.row]
        cell.textLabel?.text = mailbox.title
        cell.accessibilityIdentifier = MailboxesScreen.id(mailbox.name)
        return cell
    }
}
#endif
