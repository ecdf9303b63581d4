import Foundation
@_spi(StandIn) import UserNotifications

let center = UNUserNotificationCenter.current()
WithActionable.registerCategories()
print("categories:", await center.notificationCategories().map(\.identifier).sorted())
let content = try WithActionable.invitationContent(title: "Design review", body: "Thursday", meetingID: "m-1", userID: "u-2")
print("content:", content.categoryIdentifier, content.userInfo["MEETING_ID"] as? String ?? "-")
let push = try JSONSerialization.jsonObject(
    with: WithActionable.invitationPush(title: "Design review", body: "Thursday", meetingID: "m-1", userID: "u-2"))
print("push keys:", (push as? [String: Any]).map { $0.keys.sorted() } ?? [])
let sync = try JSONSerialization.jsonObject(with: WithActionable.syncPush(since: "s-9"))
print(WithActionable.work(for: sync as? [AnyHashable: Any] ?? [:]))
print(WithActionable.work(for: ["aps": ["category": "NEW_MESSAGE", "alert": "Hi"] as [String: Any]]))
// A refusal's words are not API (APIStability.md): only what precedes them is recorded.
let refused = WithActionable.work(for: ["aps": [:] as [String: Any], "type": "event", "room_id": 5, "event_id": "e-7"])
print(refused.split(separator: ":")[0])