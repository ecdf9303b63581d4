/// `NotificationContext`: what a response keeps of the notification it answers (its request, date, thread,
/// category and every custom key), a plain `Sendable` value, so that a handler knows which conversation a reply
/// belongs to and can hand the response to a `Task`.
extension SwiftGenerator {
    /// Prints `NotificationContext`, inside the namespace.
    func notificationContext(_ p: inout CodePrinter) {
        p.lines(of: """
            /// The notification a response answers, as a handler needs it: which request, when, in which thread, of which
            /// category, and every custom key (declared or not) as JSON. Immutable and `Sendable`: it can go into a
            /// `Task`. Equal contexts have equal values. (A class, so that each case of `Response` holds one reference:
            /// copying, comparing and building responses stays small in the app.)
            \(access)final class NotificationContext: Hashable, Sendable {
                /// The notification request's identifier (`UNNotificationRequest.identifier`).
                \(access)let requestIdentifier: String
                /// When the notification was delivered (`UNNotification.date`).
                \(access)let date: Date
                /// The thread the notification is grouped in (`threadIdentifier`, a push's `aps.thread-id`); empty when none.
                \(access)let threadID: String
                /// The content to bring forward (`targetContentIdentifier`, a push's `aps.target-content-id`).
                \(access)let targetContentID: String?
                /// The category the notification names (`categoryIdentifier`, a push's `aps.category`); empty when none.
                \(access)let categoryIdentifier: String
                /// Every key of the notification's `userInfo` but `aps`, as JSON: the custom keys, declared or not.
                \(access)let allCustomKeys: [String: PayloadValue]
                /// The notification's `aps`, as JSON; empty for a local notification.
                \(access)let aps: [String: PayloadValue]

                /// A context with these values; `userInfo` is the notification's `userInfo`. Tests build contexts with it.
                \(access)init(
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
                    var customKeys: [String: PayloadValue] = [:]
                    var aps: [String: PayloadValue] = [:]
                    for (key, value) in userInfo {
                        guard let key = key.base as? String, let value = PayloadValue(propertyList: value) else {
                            continue
                        }
                        if key != "aps" {
                            customKeys[key] = value
                        } else if case .object(let members) = value {
                            aps = members
                        }
                    }
                    self.allCustomKeys = customKeys
                    self.aps = aps
                }

                /// Whether both describe the same notification: all their values are equal.
                \(access)static func == (lhs: NotificationContext, rhs: NotificationContext) -> Bool {
                    lhs === rhs
                        || (lhs.requestIdentifier == rhs.requestIdentifier && lhs.date == rhs.date
                            && lhs.threadID == rhs.threadID && lhs.targetContentID == rhs.targetContentID
                            && lhs.categoryIdentifier == rhs.categoryIdentifier && lhs.allCustomKeys == rhs.allCustomKeys
                            && lhs.aps == rhs.aps)
                }

                /// Hashes the request's identifier and date, which tell notifications apart.
                \(access)func hash(into hasher: inout Hasher) {
                    hasher.combine(requestIdentifier)
                    hasher.combine(date)
                }

                /// The category, when these definitions declare it.
                \(access)var category: CategoryID? { CategoryID(rawValue: categoryIdentifier) }

                /// The notification's `userInfo` again, as property-list values: the custom keys and `aps`.
                \(access)var userInfo: [AnyHashable: Any] {
                    var userInfo: [AnyHashable: Any] = allCustomKeys.mapValues(\\.propertyList)
                    if !aps.isEmpty { userInfo["aps"] = aps.mapValues(\\.propertyList) }
                    return userInfo
                }
            }
            """)
    }

    /// Prints, where UserNotifications exists, `NotificationContext(_:)` from a delivered notification.
    func notificationContextFromNotification(_ p: inout CodePrinter) {
        p.lines(of: """
            nonisolated extension \(namespaceName).NotificationContext {
                /// The context of a delivered notification (`response.notification`, or in `willPresent`).
                \(access)convenience init(_ notification: UNNotification) {
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
            }
            """)
    }
}
