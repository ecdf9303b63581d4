// UserNotificationsUI.swift
//
// Linux stand-in for Apple's UserNotificationsUI framework (UNNotificationContentExtension.h), used only by the
// test suite, built as its own module on the stand-in UserNotifications. The protocol mirrors the SDK's as Swift
// imports it: no actor isolation (the header has none), `NSObjectProtocol`, the required `didReceive(_:)`. The
// header's `@optional` members (`didReceive(_:completionHandler:)`, the media play/pause button) are Objective-C
// optional requirements, which Swift declares only with Objective-C interop; they are left out, so a conformer may not
// rely on them here. Members marked `@_spi(StandIn)` are not part of the SDK.

@_exported import UserNotifications

/// How a content extension's view reacts to an action (`didReceive(_:completionHandler:)`).
@available(macOS 11.0, iOS 10.0, macCatalyst 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public enum UNNotificationContentExtensionResponseOption: UInt, @unchecked Sendable {
    case doNotDismiss = 0
    case dismiss = 1
    case dismissAndForwardAction = 2
}

/// The play/pause button a content extension may ask the system to draw.
@available(macOS 11.0, iOS 10.0, macCatalyst 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public enum UNNotificationContentExtensionMediaPlayPauseButtonType: UInt, @unchecked Sendable {
    case none = 0
    case `default` = 1
    case overlay = 2
}

/// The view controller of a notification content extension (`com.apple.usernotifications.content-extension`).
@available(macOS 11.0, iOS 10.0, macCatalyst 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public protocol UNNotificationContentExtension: NSObjectProtocol {
    /// Called with each notification the extension is shown for (and with each related one that arrives while shown).
    func didReceive(_ notification: UNNotification)
}

/// Stand-in only: what the system does when the user expands a notification: it shows a content extension only when
/// the notification's category is one its Info.plist lists (`UNNotificationExtensionCategory`), compared exactly, and
/// gives it the notification on the main thread.
@available(macOS 11.0, iOS 10.0, macCatalyst 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@_spi(StandIn) public enum StandInContentExtensionHost {
    /// Shows `notification` in `contentExtension`, whose Info.plist lists `listedCategories`; returns whether it was
    /// shown (otherwise the system shows its default interface).
    @MainActor public static func expand(
        _ notification: UNNotification, in contentExtension: any UNNotificationContentExtension, listedCategories: [String]
    ) -> Bool {
        let category = notification.request.content.categoryIdentifier
        guard listedCategories.contains(where: { $0.unicodeScalars.elementsEqual(category.unicodeScalars) }) else { return false }
        contentExtension.didReceive(notification)
        return true
    }
}
