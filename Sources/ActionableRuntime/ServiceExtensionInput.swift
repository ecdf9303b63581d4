#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

/// What the notification service extension receives in
/// `UNNotificationServiceExtension.didReceive(_:withContentHandler:)`, typed: the generated `ServiceExtensionPush`
/// conforms (the categories and push kinds the definitions mark `mutableContent`, with their custom keys typed, and
/// `unknown`), and gets its initializer from a `UNNotificationRequest`.
public protocol ServiceExtensionInput {
    /// The push whose `userInfo` (the whole payload, `aps` included) is `userInfo`. Tests build values with it.
    init(userInfo: [AnyHashable: Any])

    /// The proof's type, by a name the protocol's extensions find with the runtime embedded too.
    @_spi(ActionableGenerated) typealias ActionableGeneratedConformance = ActionableRuntime.GeneratedConformance
    /// Closes the protocol to types outside generated code (see `GeneratedConformance`): a name of its own, so that
    /// a type conforming to several protocols gets one default for each.
    @_spi(ActionableGenerated) static var serviceExtensionConformance: ActionableRuntime.GeneratedConformance { get }
}

extension ServiceExtensionInput {
    #if canImport(UserNotifications) && !os(tvOS)
    /// The push `didReceive(_:withContentHandler:)` got, read from its content's `userInfo`.
    public init(_ request: UNNotificationRequest) {
        self.init(userInfo: request.content.userInfo)
    }
    #endif
}

extension ServiceExtensionInput {
    /// Generated code's proof of conformance.
    @_spi(ActionableGenerated) public static var serviceExtensionConformance: ActionableGeneratedConformance {
        .init()
    }
}
