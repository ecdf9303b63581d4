// What FITNotificationCenter.m registers, written in Swift by hand from reading it.
import Foundation
import UserNotifications

func workoutActions() -> [UNNotificationAction] {
    var actions = [UNNotificationAction(identifier: "workout.pause", title: "Pause", options: [])]
    #if os(watchOS)
    actions.insert(UNNotificationAction(identifier: "workout.lock", title: "Water Lock", options: []), at: 0)
    #elseif os(iOS)
    actions.append(UNNotificationAction(identifier: "workout.open", title: "Show Workout", options: [.foreground]))
    actions.append(UNNotificationAction(identifier: "workout.end", title: "End", options: [.destructive]))
    #endif
    return actions
}

func registerExpected(on center: UNUserNotificationCenter) {
    var categories: Set<UNNotificationCategory> = []
    for kind in ["run", "walk", "swim"] {
        categories.insert(UNNotificationCategory(identifier: "workout.\(kind)", actions: workoutActions(), intentIdentifiers: [], options: []))
    }
    categories.insert(UNNotificationCategory(
        identifier: "goal.reached", actions: [], intentIdentifiers: [], hiddenPreviewsBodyPlaceholder: "Goal reached",
        options: [.customDismissAction]))
    center.setNotificationCategories(categories)
}
