// An implicit member list whose element type the declaration gives (`[Act]`), mapped through a function that
// switches over the enum, or a method of it.
import UserNotifications

enum ImplicitMemberListAct {
    case read, reply

    func makeAction() -> UNNotificationAction {
        switch self {
        case .read: return UNNotificationAction(identifier: "IML_READ2", title: "Read", options: [])
        case .reply: return UNTextInputNotificationAction(identifier: "IML_REPLY2", title: "Reply", options: [])
        }
    }
}

struct ImplicitMemberListProvider {
    var actions: [ImplicitMemberListAct] { [.read, .reply] }
    static let quick: [ImplicitMemberListAct] = [.read]

    func action(_ act: ImplicitMemberListAct) -> UNNotificationAction {
        switch act {
        case .read: return UNNotificationAction(identifier: "IML_READ", title: "Read", options: [.foreground])
        case .reply: return UNTextInputNotificationAction(identifier: "IML_REPLY", title: "Reply", options: [])
        }
    }
}

func registerImplicitMemberList() {
    let provider = ImplicitMemberListProvider()
    let local: [ImplicitMemberListAct] = [.reply]
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "IML", actions: provider.actions.map { provider.action($0) }, intentIdentifiers: [], options: []),
        UNNotificationCategory(identifier: "IML2", actions: ImplicitMemberListProvider.quick.map { $0.makeAction() } + local.map { $0.makeAction() },
                               intentIdentifiers: [], options: []),
    ])
}
