import Foundation
#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

/// The notification a response answers, as a handler needs it: which request, when, in which thread, of which
/// category, and every custom key (declared or not) as JSON. Immutable and `Sendable`: it can go into a `Task`.
/// Equal contexts have equal values. (A class, so that each case of a generated `Response` holds one reference:
/// copying, comparing and building responses stays small in the app.)
///
/// A generated file names it for its own categories: `NotificationCategories.NotificationContext` is
/// `NotificationContext<NotificationCategories.CategoryID>`.
public final class NotificationContext<Category: RawRepresentable>: Hashable, Sendable
where Category.RawValue == String {
    /// The notification request's identifier (`UNNotificationRequest.identifier`).
    public let requestIdentifier: String
    /// When the notification was delivered (`UNNotification.date`).
    public let date: Date
    /// The thread the notification is grouped in (`threadIdentifier`, a push's `aps.thread-id`); empty when none.
    public let threadID: String
    /// The content to bring forward (`targetContentIdentifier`, a push's `aps.target-content-id`).
    public let targetContentID: String?
    /// The category the notification names (`categoryIdentifier`, a push's `aps.category`); empty when none.
    public let categoryIdentifier: String
    /// Every key of the notification's `userInfo` but `aps`, as JSON: the custom keys, declared or not.
    public let allCustomKeys: [String: PayloadValue]
    /// The notification's `aps`, as JSON; empty for a local notification.
    public let aps: [String: PayloadValue]
    /// The keys JSON cannot hold (or nested deeper than `PayloadValue.maximumDepth`), with why
    /// (`PayloadValue.marker(of:)`): reading one from ``valuesAsUserInfo`` fails for the same reason, instead of
    /// finding it missing.
    @_spi(ActionableGenerated) public let refusedKeys: [String: PayloadValue]

    /// `PayloadValue`, by a name the context's extensions in other files can see in the embedded copy.
    @_spi(ActionableGenerated) public typealias RuntimeValue = PayloadValue

    /// A context with these values; `userInfo` is the notification's `userInfo` (a key that is not a string, or a
    /// value that is not a property-list value, is left out). Tests build contexts with it.
    public init(
        requestIdentifier: String = "",
        date: Date = Date(timeIntervalSince1970: 0),
        threadID: String = "",
        targetContentID: String? = nil,
        categoryIdentifier: String = "",
        userInfo: [AnyHashable: Any] = [:]
    ) {
        self.requestIdentifier = requestIdentifier
        self.date = date
        self.threadID = threadID
        self.targetContentID = targetContentID
        self.categoryIdentifier = categoryIdentifier
        var refused: [String: PayloadValue] = [:]
        var customKeys = PayloadValue.members(of: userInfo, refused: &refused)
        if case .object(let aps)? = customKeys.removeValue(forKey: "aps") {
            self.aps = aps
        } else {
            self.aps = [:]
        }
        self.allCustomKeys = customKeys
        refused["aps"] = nil
        self.refusedKeys = refused
    }

    #if canImport(UserNotifications) && !os(tvOS)
    /// The context of a delivered notification (`response.notification`, or in `willPresent`).
    public convenience init(_ notification: UNNotification) {
        let request = notification.request
        var targetContentID: String?
        if #available(iOS 13.0, *) { targetContentID = request.content.targetContentIdentifier }
        self.init(
            requestIdentifier: request.identifier,
            date: notification.date,
            threadID: request.content.threadIdentifier,
            targetContentID: targetContentID,
            categoryIdentifier: request.content.categoryIdentifier,
            userInfo: request.content.userInfo)
    }
    #endif

    /// Whether both describe the same notification: all their values are equal.
    public static func == (lhs: NotificationContext, rhs: NotificationContext) -> Bool {
        lhs === rhs
            || (lhs.requestIdentifier == rhs.requestIdentifier && lhs.date == rhs.date
                && lhs.threadID == rhs.threadID && lhs.targetContentID == rhs.targetContentID
                && lhs.categoryIdentifier == rhs.categoryIdentifier && lhs.allCustomKeys == rhs.allCustomKeys
                && lhs.aps == rhs.aps && lhs.refusedKeys == rhs.refusedKeys)
    }

    /// Hashes the request's identifier and date, which tell notifications apart.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(requestIdentifier)
        hasher.combine(date)
    }

    /// The category, when the generated file declares it.
    public var category: Category? { Category(rawValue: categoryIdentifier) }
}
