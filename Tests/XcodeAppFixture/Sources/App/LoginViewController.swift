// The app's sign-in screen (UIKit). Its root view carries the screen's identifier and its
// controls the map's identifiers, from the map itself, so the two never drift apart.
#if canImport(UIKit)
import AppScreens
import UIKit

final class LoginViewController: UIViewController {
    let email = UITextField(frame: .zero)
    let signIn = UIButton(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        // verify orders only the subtree of the view whose identifier is the screen's.
        view.accessibilityIdentifier = LoginScreen.screenIdentifier
        email.accessibilityIdentifier = LoginScreen.id("email")
        signIn.accessibilityIdentifier = LoginScreen.id("signIn")
        view.addSubview(email)
        view.addSubview(signIn)
    }
}
#endif
