// The app's sign-in screen (UIKit). Its root view carries the screen's identifier and its
// controls the map's identifiers, from the map itself, so the two never drift apart.
#if canImport(UIKit)
import AppScreens
import UIKit

final class LoginViewController: UIViewController {
    let logo = UIImageView(image: UIImage(named: "AcmeLogo"))
    let welcome = UILabel(frame: .zero)
    let email = UITextField(frame: .zero)
    let password = UITextField(frame: .zero)
    let showPassword = UIButton(frame: .zero)
    let forgotPassword = UIButton(frame: .zero)
    let signIn = UIButton(frame: .zero)
    let noAccount = UILabel(frame: .zero)
    let createAccount = UIButton(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        // verify orders only the subtree of the view whose identifier is the screen's.
        view.accessibilityIdentifier = LoginScreen.screenIdentifier
        logo.isAccessibilityElement = true
        logo.accessibilityLabel = "Acme"
        logo.accessibilityIdentifier = LoginScreen.id("logo")
        welcome.text = "Welcome back"
        welcome.accessibilityTraits.insert(.header)
        email.accessibilityLabel = "Email"
        email.placeholder = "name@example.com"
        email.accessibilityIdentifier = LoginScreen.id("email")
        password.accessibilityLabel = "Password"
        password.isSecureTextEntry = true
        password.accessibilityIdentifier = LoginScreen.id("password")
        showPassword.setImage(UIImage(systemName: "eye"), for: .normal)
        showPassword.accessibilityLabel = "Show password"
        showPassword.accessibilityIdentifier = LoginScreen.id("showPassword")
        forgotPassword.setTitle("Forgot password?", for: .normal)
        forgotPassword.accessibilityTraits = .link
        forgotPassword.accessibilityIdentifier = LoginScreen.id("forgotPassword")
        signIn.setTitle("Sign In", for: .normal)
        signIn.accessibilityIdentifier = LoginScreen.id("signIn")
        noAccount.text = "Don’t have an account?"
        createAccount.setTitle("Create account", for: .normal)
        createAccount.accessibilityIdentifier = LoginScreen.id("createAccount")
        for control in [logo, welcome, email, password, showPassword, forgotPassword, signIn, noAccount, createAccount] {
            view.addSubview(control)
        }
    }

    // One column, 20 points from each edge; the password field shares its row with the
    // show-password button, the last line its text with the create-account button.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width - 40
        logo.frame = CGRect(x: (view.bounds.width - 80) / 2, y: 120, width: 80, height: 80)
        welcome.frame = CGRect(x: 20, y: 220, width: width, height: 34)
        email.frame = CGRect(x: 20, y: 274, width: width, height: 44)
        password.frame = CGRect(x: 20, y: 330, width: width - 52, height: 44)
        showPassword.frame = CGRect(x: 20 + width - 44, y: 330, width: 44, height: 44)
        forgotPassword.frame = CGRect(x: 20, y: 386, width: 150, height: 30)
        signIn.frame = CGRect(x: 20, y: 436, width: width, height: 50)
        noAccount.frame = CGRect(x: 20, y: 510, width: 200, height: 22)
        createAccount.frame = CGRect(x: 20 + width - 144, y: 506, width: 144, height: 30)
    }
}
#endif
