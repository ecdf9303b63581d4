// The app's entry point on iOS, iPadOS, visionOS and Mac Catalyst (Documentation/GeneratedSwift.md, step 1):
// the categories and the delegate are set before launch finishes. Type-checked for every Apple target by the
// tests (against a stand-in of UIKit); Linux has no UIKit.

#if canImport(UIKit) && !os(tvOS)
import UIKit

@main
final class AppDelegate: NSObject, UIApplicationDelegate {
    let notifications = AppNotificationDelegate()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        notifications.start()
        return true
    }
}
#endif
