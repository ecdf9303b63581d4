#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

/// What a notification content extension receives in `UNNotificationContentExtension.didReceive(_:)`, typed: each
/// generated `ContentExtension.<Name>` conforms (one case per category the extension draws, with the notification's
/// context and its custom keys typed, and `unknown`), and gets its initializer from a `UNNotification`.
public protocol ContentExtensionNotification {
    /// The identifiers of the app's categories: the generated `CategoryID`.
    associatedtype CategoryID: RawRepresentable where CategoryID.RawValue == String
    /// The notification a content extension draws.
    typealias Context = NotificationContext<CategoryID>

    /// The notification `context` describes, as the extension reads it. Tests build values with it.
    init(context: Context)

    /// The proof's type, by a name the protocol's extensions find with the runtime embedded too.
    @_spi(ActionableGenerated) typealias ActionableGeneratedConformance = ActionableRuntime.GeneratedConformance
    /// Closes the protocol to types outside generated code (see `GeneratedConformance`): a name of its own, so that
    /// a type conforming to several protocols gets one default for each.
    @_spi(ActionableGenerated) static var contentExtensionConformance: ActionableRuntime.GeneratedConformance { get }
}

extension ContentExtensionNotification {
    #if canImport(UserNotifications) && !os(tvOS)
    /// The notification `didReceive(_:)` got, read as the extension draws it.
    public init(_ notification: UNNotification) {
        self.init(context: Context(notification))
    }
    #endif
}

extension ContentExtensionNotification {
    /// Generated code's proof of conformance.
    @_spi(ActionableGenerated) public static var contentExtensionConformance: ActionableGeneratedConformance {
        .init()
    }
}
