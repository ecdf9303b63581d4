// A local struct's field assigned through the local.
import UserNotifications

struct MemberAssignmentSpec { var title = "Before" }

func registerMemberAssignment() {
    var spec = MemberAssignmentSpec()
    spec.title = "After" // may report
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "MA", actions: [UNNotificationAction(identifier: "MA_A", title: spec.title, options: [])], // may report
                               intentIdentifiers: [], options: []),
    ])
}
