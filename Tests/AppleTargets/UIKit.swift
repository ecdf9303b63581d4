// A typecheck-only UIKit for Apple targets on Linux (Tests/AppleTargets/build-modules): the few declarations
// `Examples/Usage/AppDelegate.swift` and Documentation/GeneratedSwift.md's content extension use, with the shapes UIKit
// has as Swift 6.2 imports them (UIApplication.h, UIViewController.h: UIApplicationDelegate, UIApplication, UIResponder
// and UIViewController are `@MainActor`). Never linked or run.
@_exported import Foundation

/// `UIApplication`: `@MainActor` (NS_SWIFT_UI_ACTOR).
@MainActor
open class UIApplication: NSObject {
    /// `UIApplicationLaunchOptionsKey`.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// `UIBackgroundFetchResult`.
public enum UIBackgroundFetchResult: UInt, Sendable {
    case newData = 0
    case noData = 1
    case failed = 2
}

/// `UIApplicationDelegate`: `@MainActor` (NS_SWIFT_UI_ACTOR), every method optional.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
}

extension UIApplicationDelegate {
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// What `@main` calls on an app delegate (UIKit's `UIApplicationMain`).
    public static func main() { fatalError() }
}

/// `UIResponder`: `@MainActor` (NS_SWIFT_UI_ACTOR).
@MainActor
open class UIResponder: NSObject {}

/// `UIViewController`: `@MainActor` (NS_SWIFT_UI_ACTOR).
@MainActor
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    open func viewDidLoad() {}
}
