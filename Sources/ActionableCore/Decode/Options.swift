/// An option of a `UNNotificationAction`, in the order of Apple's bit values.
public enum ActionOption: String, CaseIterable, Hashable, Sendable {
    /// `.authenticationRequired`: the device must be unlocked before the action runs.
    case authenticationRequired
    /// `.destructive`: the button is shown as destructive.
    case destructive
    /// `.foreground`: the action launches the app in the foreground.
    case foreground
}

/// An option of a `UNNotificationCategory`, in the order of Apple's bit values.
public enum CategoryOption: String, CaseIterable, Hashable, Sendable {
    /// `.customDismissAction`: dismissing the notification is reported to the app.
    case customDismissAction
    /// `.allowInCarPlay`: the category's notifications may show in CarPlay (not on macOS).
    case allowInCarPlay
    /// `.hiddenPreviewsShowTitle`: the title stays visible when previews are hidden (not on watchOS).
    case hiddenPreviewsShowTitle
    /// `.hiddenPreviewsShowSubtitle`: the subtitle stays visible when previews are hidden (not on watchOS).
    case hiddenPreviewsShowSubtitle
    /// `.allowAnnouncement`: deprecated and ignored by Apple from iOS 15 and watchOS 7; registered where it exists.
    case allowAnnouncement

    /// Whether Apple deprecated the option and ignores it.
    public var isDeprecated: Bool { self == .allowAnnouncement }
}
