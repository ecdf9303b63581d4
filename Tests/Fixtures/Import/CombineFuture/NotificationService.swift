// A Combine-style service: the registration runs in the closure of a `Future` the method returns.
import Foundation
import UserNotifications

/// A future as Combine's (its closure runs at once, as Combine's does).
final class Future<Output, Failure: Error> {
    typealias Promise = (Result<Output, Failure>) -> Void
    init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) { attemptToFulfill { _ in } }
}

final class NotificationService {
    private let center: UNUserNotificationCenter

    init(center: UNUserNotificationCenter) { self.center = center }

    func configure() -> Future<Void, Never> {
        Future { [center] promise in
            let accept = UNNotificationAction(identifier: "ACCEPT", title: "Accept", options: [.foreground])
            let decline = UNNotificationAction(identifier: "DECLINE", title: "Decline", options: [.destructive])
            center.setNotificationCategories([
                UNNotificationCategory(identifier: "INVITATION", actions: [accept, decline], intentIdentifiers: [], options: []),
            ])
            promise(.success(()))
        }
    }
}
