// What PODNotifications.m registers, written in Swift by hand from reading it. The stand-in SDK's Foundation has
// no `localizedUserNotificationString(forKey:arguments:)`: it looks the key up in the main bundle's Localizable
// table, as NSLocalizedString does.
import Foundation
import UserNotifications

func registerExpected(on center: UNUserNotificationCenter) {
    let title = NSLocalizedString("PLAY_NOW", comment: "")
    let play: UNNotificationAction
    if #available(iOS 15.0, macOS 12.0, *) {
        play = UNNotificationAction(
            identifier: "episode.play", title: title, options: [.foreground], icon: UNNotificationActionIcon(templateImageName: "play-glyph"))
    } else {
        play = UNNotificationAction(identifier: "episode.play", title: title, options: [.foreground])
    }
    let queue = UNNotificationAction(
        identifier: "episode.queue", title: Bundle.main.localizedString(forKey: "Play Later", value: "", table: nil), options: [])
    center.setNotificationCategories([
        UNNotificationCategory(
            identifier: "NEW_EPISODE", actions: [play, queue], intentIdentifiers: ["INPlayMediaIntent"],
            hiddenPreviewsBodyPlaceholder: "New episode", options: [.hiddenPreviewsShowTitle]),
        UNNotificationCategory(identifier: "DOWNLOAD_FAILED", actions: [], intentIdentifiers: [], options: [.customDismissAction]),
    ])
}
