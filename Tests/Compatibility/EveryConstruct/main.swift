// What a release's `Generated/EveryConstruct.swift` does, printed: each release's fixture copies this program into
// `EveryConstruct/main.swift` and records what it printed in `EveryConstruct/expected-output.txt`. It touches every
// construct of `every-construct.yaml` the way an app and a server do, and prints only what is the same on every
// machine (no dictionary's order, no date in local time).
import Foundation
@_spi(StandIn) import UserNotifications

/// `value` as JSON with sorted keys, or why it cannot be written.
func json(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // A refusal's words are not API (APIStability.md): only that it refused is printed.
    do { return String(decoding: try encoder.encode(value), as: UTF8.self) } catch { return "refused" }
}

/// What a key held, in words that are API (a finding's case and the value as JSON), not the runtime's prose.
func finding(_ error: NotificationCategories.UserInfoError) -> String {
    switch error.finding {
    case .missing: "\(error.key): missing"
    case .value(let value): "\(error.key): \(json(value))"
    default: "\(error.key): another finding"
    }
}

/// A chat's sender, its value as JSON when this release cannot read it.
func sender(_ sender: NotificationCategories.Chat.UserInfo.Sender) -> String {
    switch sender {
    case .int(let number): "int \(number)"
    case .intText(let number): "int text \(number)"
    case .list(let names): "list \(names)"
    case .unrecognized(let value): "unrecognized \(json(value))"
    }
}

/// The property list `text` (JSON) stands for, as `userInfo`.
func userInfo(_ text: String) -> [AnyHashable: Any] {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [AnyHashable: Any] ?? [:]
}

/// What the app's delegate reads from a response to the notification `push`.
func response(_ action: String, text: String? = nil, to push: String) -> NotificationCategories.Response {
    let keys = userInfo(push)
    let category = (keys["aps"] as? [String: Any])?["category"] as? String ?? ""
    let context = NotificationCategories.NotificationContext(categoryIdentifier: category, userInfo: keys)
    return NotificationCategories.Response(actionIdentifier: action, userText: text, context: context)
}

// Registration: every category, its actions, options, placeholder and summary format.
let center = UNUserNotificationCenter.current()
NotificationCategories.register(on: center)
for category in await center.notificationCategories().sorted(by: { $0.identifier < $1.identifier }) {
    let actions = category.actions.map { action in
        let input = (action as? UNTextInputNotificationAction).map { " input(\($0.textInputButtonTitle), \($0.textInputPlaceholder))" }
        return "\(action.identifier) \"\(action.title)\" options \(action.options.rawValue)" + (input ?? "")
    }
    print("category \(category.identifier): options \(category.options.rawValue),",
          "intents \(category.intentIdentifiers), placeholder \"\(category.hiddenPreviewsBodyPlaceholder)\",",
          "summary \"\(category.categorySummaryFormat)\"")
    for action in actions { print("  action", action) }
}

// Pushes as a server sends them: every key type, numbers written 1.0, a value this release does not know.
let zulip = #"""
    {"aps": {"category": "ZULIP_MESSAGE", "alert": {"title": "Ana"}, "mutable-content": 1},
     "zulip": {"recipient_type": "huddle", "sender_id": "7", "stream": "design", "user_ids": "1,2,3",
               "attachments": [{"url": "/user_uploads/a.png", "size": 12.0}, {"url": "b.pdf"}]}}
    """#
let chat = #"""
    {"aps": {"category": "CHAT"}, "ejson": "{\"rid\":\"r-1\",\"unread\":\"0\"}", "b64": "eyJhIjoxfQ==",
     "sender": "42", "k": "key", "s": "secret", "scores": {"x": [1.0, 2.5]}, "at": "2026-12-03T10:00:00Z",
     "link": "https://example.com/c?id=1", "id": "6BA7B810-9DAD-11D1-80B4-00C04FD430C8", "extra": true}
    """#
let pushes = [
    ("zulip", zulip), ("chat", chat),
    ("chat, a sender this release cannot read", #"{"aps": {"category": "CHAT"}, "ejson": "{\"rid\":\"r\",\"unread\":\"1\"}", "sender": {"a": 1}, "scores": {}}"#),
    ("chat, missing keys", #"{"aps": {"category": "CHAT"}}"#),
    ("summary", #"{"aps": {"category": "DAILY_SUMMARY", "alert": "3 new"}}"#),
    ("message", #"{"aps": {"mutable-content": 1}, "type": "message", "room_id": "r-9", "unread": 2.0}"#),
    ("message, out of bounds", #"{"aps": {}, "type": "message", "room_id": "r-9", "unread": -1}"#),
    ("sync", #"{"aps": {"content-available": 1}}"#),
    ("other", #"{"aps": {"category": "SOMETHING_ELSE"}, "x": 1}"#),
]
for (name, text) in pushes {
    switch NotificationCategories.Push(userInfo: userInfo(text)) {
    case .category(.zulipMessage(.success(let keys))):
        let zulip = keys.zulip
        print(name, "->", "zulip from", zulip.senderID, "to", zulip.recipientType.rawValue, zulip.stream ?? "-",
              zulip.userIDs ?? [], zulip.attachments?.map { "\($0.url.relativeString) \($0.size ?? -1)" } ?? [])
        print("  written back:", json(NotificationCategories.Payload(keys)))
    case .category(.chat(.success(let keys))):
        print(name, "->", "chat", keys.ejson.rid, keys.ejson.unread, keys.b64 ?? [:] == ["a": 1], sender(keys.sender),
              keys.k ?? "-", keys.s ?? "-", keys.scores["x"] ?? [], keys.at?.timeIntervalSince1970 ?? -1,
              keys.link?.absoluteString ?? "-", keys.id?.uuidString ?? "-")
        print("  written back:", json(NotificationCategories.Payload(keys)))
    case .category(.chat(.failure(let error))): print(name, "->", "unreadable chat:", finding(error))
    case .category(let other): print(name, "->", "category", other.id.rawValue)
    case .message(let message):
        print(name, "->", "message", message.roomID, message.unread ?? -1, message.problems.map(finding))
    case .sync: print(name, "->", "sync")
    case .manual(let manual): print(name, "->", "manual", manual.x)
    case .unknown(let payload, let error): print(name, "->", "unknown", payload.keys.sorted(), error.map(finding) ?? "-")
    }
}

// Responses: every action, a reply's text, dismissing, a category this release does not declare.
for (action, text) in [("ZULIP_REPLY", "On my way"), ("ZULIP_MUTE", nil), ("ZULIP_OPEN", nil),
                       (UNNotificationDismissActionIdentifier, nil), (UNNotificationDefaultActionIdentifier, nil),
                       ("ZULIP_FORWARD", nil)] as [(String, String?)] {
    switch response(action, text: text, to: zulip) {
    case .zulipMessage(let answer, _, let keys): print("response", action, "->", answer, (try? keys.get())?.zulip.senderID ?? -1)
    default: print("response", action, "->", "not a zulip response")
    }
}
if case .chat(let answer, let context, .success(let keys)) = response("CHAT_REPLY", to: chat) {
    print("response CHAT_REPLY ->", answer, context.categoryIdentifier, keys.ejson.rid)
}
print("response on an undeclared category ->", response("X", to: #"{"aps": {"category": "GONE"}}"#).context.categoryIdentifier)

// The content extension and the service extension.
for (name, text) in [("zulip", zulip), ("chat", chat), ("summary", #"{"aps": {"category": "DAILY_SUMMARY"}}"#)] {
    let keys = userInfo(text)
    let category = (keys["aps"] as? [String: Any])?["category"] as? String ?? ""
    switch NotificationCategories.ContentExtension.ZulipContent(
        context: NotificationCategories.NotificationContext(categoryIdentifier: category, userInfo: keys)) {
    case .zulipMessage(_, let read): print("content extension", name, "-> zulip", (try? read.get())?.zulip.senderID ?? -1)
    case .chat(_, let read): print("content extension", name, "-> chat", (try? read.get())?.ejson.rid ?? "-")
    case .unknown(let context): print("content extension", name, "-> unknown", context.categoryIdentifier)
    }
}
for (name, text) in [("zulip", zulip), ("message", pushes[5].1), ("sync", pushes[7].1)] {
    switch NotificationCategories.ServiceExtensionPush(userInfo: userInfo(text)) {
    case .message(let message): print("service extension", name, "-> message", message.roomID)
    case .category(.zulipMessage(let read)): print("service extension", name, "-> zulip", (try? read.get())?.zulip.stream ?? "-")
    case .unknown(let payload, let error): print("service extension", name, "-> unknown", payload.keys.sorted(), error.map(finding) ?? "-")
    }
}

// What a server writes: every kind of payload, checked before it is sent.
let message = NotificationCategories.Payload(NotificationCategories.Push.Message(roomID: "r-1", unread: 3), isMutableContent: true)
print("payload message:", json(message))
print("payload sync:", json(NotificationCategories.Payload(NotificationCategories.Push.Sync(), isContentAvailable: true)))
print("payload summary:", json(NotificationCategories.Payload(.category(.dailySummary), title: "Today")))
let attachment = NotificationCategories.ZulipMessage.UserInfo.Zulip.Attachments(url: URL(string: "/a")!, size: 2_000_000)
let tooLarge = NotificationCategories.ZulipMessage.UserInfo(zulip: .init(recipientType: .stream, senderID: 1, attachments: [attachment]))
print("payload out of bounds:", json(NotificationCategories.Payload(tooLarge)))
