import Foundation
#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

/// What generated responses, content and registration share: the system's action identifiers, and the SDK's
/// objects built from a category's and an action's definition. Each function is compiled once, here, instead of
/// in every generated file; `@inline(never)` keeps each call site one call.
@_spi(ActionableGenerated) public enum NotificationSystem {
    /// The text of a text-input response; `""` when the system sent none.
    @_spi(ActionableGenerated) public static func text(_ userText: String?) -> String {
        userText ?? ""
    }

    /// Whether `actionIdentifier` is the system's when the user opens a notification
    /// (`UNNotificationDefaultActionIdentifier`).
    @inline(never) @_spi(ActionableGenerated) public static func isDefaultAction(_ actionIdentifier: String) -> Bool {
        actionIdentifier == "com.apple.UNNotificationDefaultActionIdentifier"
    }

    /// Whether `actionIdentifier` is the system's when the user dismisses a notification of a category with
    /// `customDismissAction` (`UNNotificationDismissActionIdentifier`).
    @inline(never) @_spi(ActionableGenerated) public static func isDismissAction(_ actionIdentifier: String) -> Bool {
        actionIdentifier == "com.apple.UNNotificationDismissActionIdentifier"
    }

    /// The response to an action the category does not define: `opened` for the system's default action,
    /// `dismissed` (given for a category with `customDismissAction`) for its dismiss action, else `unknown`.
    @inline(never) @_spi(ActionableGenerated) public static func systemResponse<Response: CategoryResponse>(
        to actionIdentifier: String, dismissed: Response? = nil
    ) -> Response {
        if isDefaultAction(actionIdentifier) { return .opened }
        if let dismissed, isDismissAction(actionIdentifier) { return dismissed }
        return .unknown(actionIdentifier: actionIdentifier)
    }

    #if canImport(UserNotifications) && !os(tvOS)
    /// The category `identifier` with `actions` in display order. Without a placeholder or summary format (and on
    /// watchOS, which has neither) the system's own are kept.
    @inline(never) @_spi(ActionableGenerated) public static func category(
        _ identifier: String, _ actions: [UNNotificationAction], intents: [String] = [],
        placeholder: String? = nil, summary: String? = nil, options: CategoryOptions = []
    ) -> UNNotificationCategory {
        #if !os(watchOS)
        if placeholder != nil || summary != nil {
            return UNNotificationCategory(
                identifier: identifier, actions: actions, intentIdentifiers: intents,
                hiddenPreviewsBodyPlaceholder: placeholder, categorySummaryFormat: summary, options: options.system)
        }
        #endif
        return UNNotificationCategory(
            identifier: identifier, actions: actions, intentIdentifiers: intents, options: options.system)
    }

    /// A category's options as the definitions name them, on every platform: a category is registered with
    /// those the platform's SDK has, so that a generated file needs no `#if os(...)` for them.
    /// (Not an `OptionSet`: `SetAlgebra`'s witnesses would cost every app's binary 3 KB.)
    @_spi(ActionableGenerated) public struct CategoryOptions: ExpressibleByArrayLiteral, Sendable {
        /// The options, one bit each.
        @_spi(ActionableGenerated) public let rawValue: Int

        /// The options `rawValue` holds.
        @_spi(ActionableGenerated) public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Every option of `options`.
        @_spi(ActionableGenerated) public init(arrayLiteral options: Self...) {
            rawValue = options.reduce(0) { $0 | $1.rawValue }
        }

        /// Whether `option` is one of these.
        func contains(_ option: Self) -> Bool { rawValue & option.rawValue != 0 }

        /// `customDismissAction`, on every platform.
        @_spi(ActionableGenerated) public static let customDismissAction = Self(rawValue: 1 << 0)
        /// `allowInCarPlay`: not on macOS, which does not declare it.
        @_spi(ActionableGenerated) public static let allowInCarPlay = Self(rawValue: 1 << 1)
        /// `hiddenPreviewsShowTitle`: not on watchOS, which does not declare it.
        @_spi(ActionableGenerated) public static let hiddenPreviewsShowTitle = Self(rawValue: 1 << 2)
        /// `hiddenPreviewsShowSubtitle`: not on watchOS, which does not declare it.
        @_spi(ActionableGenerated) public static let hiddenPreviewsShowSubtitle = Self(rawValue: 1 << 3)
        /// `allowAnnouncement` where the system honours it (iOS 13 and 14, watchOS 6). It is registered as its raw
        /// value: the name is deprecated (iOS 15, watchOS 7), and naming it would make every build print a warning.
        @_spi(ActionableGenerated) public static let allowAnnouncement = Self(rawValue: 1 << 4)

        /// The options the platform's SDK declares.
        var system: UNNotificationCategoryOptions {
            var options: UNNotificationCategoryOptions = []
            if contains(.customDismissAction) { options.insert(.customDismissAction) }
            #if !os(macOS)
            if contains(.allowInCarPlay) { options.insert(.allowInCarPlay) }
            if contains(.allowAnnouncement), #available(iOS 13.0, watchOS 6.0, *) {
                options.insert(UNNotificationCategoryOptions(rawValue: 1 << 4))
            }
            #endif
            #if !os(watchOS)
            if #available(macOS 10.14, iOS 11.0, *) {
                if contains(.hiddenPreviewsShowTitle) { options.insert(.hiddenPreviewsShowTitle) }
                if contains(.hiddenPreviewsShowSubtitle) { options.insert(.hiddenPreviewsShowSubtitle) }
            }
            #endif
            return options
        }
    }

    /// The name of an action's icon: an SF Symbol, or an image in the app's asset catalog.
    @_spi(ActionableGenerated) public enum ActionIcon: Sendable {
        /// An SF Symbol.
        case system(String)
        /// An image in the app's asset catalog.
        case template(String)

        /// The icon.
        @available(iOS 15.0, macOS 12.0, watchOS 8.0, *)
        var icon: UNNotificationActionIcon {
            switch self {
            case .system(let name): UNNotificationActionIcon(systemImageName: name)
            case .template(let name): UNNotificationActionIcon(templateImageName: name)
            }
        }
    }

    /// The button `identifier`; its icon shows where the system has icons.
    @inline(never) @_spi(ActionableGenerated) public static func action(
        _ identifier: String, _ title: String, _ options: UNNotificationActionOptions = [],
        icon: ActionIcon? = nil
    ) -> UNNotificationAction {
        if #available(iOS 15.0, macOS 12.0, watchOS 8.0, *), let icon {
            return UNNotificationAction(
                identifier: identifier, title: title, options: options, icon: icon.icon)
        }
        return UNNotificationAction(identifier: identifier, title: title, options: options)
    }

    /// The text-input action `identifier`. Without a `button` title the system's send button is kept.
    @inline(never) @_spi(ActionableGenerated) public static func textInputAction(
        _ identifier: String, _ title: String, _ options: UNNotificationActionOptions = [],
        icon: ActionIcon? = nil, button: String? = nil, placeholder: String = ""
    ) -> UNNotificationAction {
        guard let button else {
            if #available(iOS 15.0, macOS 12.0, watchOS 8.0, *), let icon {
                return UNTextInputNotificationAction(
                    identifier: identifier, title: title, options: options, icon: icon.icon)
            }
            return UNTextInputNotificationAction(identifier: identifier, title: title, options: options)
        }
        if #available(iOS 15.0, macOS 12.0, watchOS 8.0, *), let icon {
            return UNTextInputNotificationAction(
                identifier: identifier, title: title, options: options, icon: icon.icon,
                textInputButtonTitle: button, textInputPlaceholder: placeholder)
        }
        return UNTextInputNotificationAction(
            identifier: identifier, title: title, options: options, textInputButtonTitle: button,
            textInputPlaceholder: placeholder)
    }
    #endif
}
