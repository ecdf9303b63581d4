/// The groups of Apple platforms whose UserNotifications API differs for categories, and what each lacks.
///
/// The gates follow the SDK headers (see the reference notes): every category API is unavailable on
/// tvOS, so the whole registration extension is compiled only `#if canImport(UserNotifications) && !os(tvOS)`;
/// the rest differ per family as below. Mac Catalyst compiles as `os(iOS)` and visionOS has every API,
/// so both belong to ``other``.
enum PlatformFamily: CaseIterable {
    /// watchOS: no hidden-preview placeholders or summary format (the C2 and C3 initializers are
    /// `API_UNAVAILABLE(watchos)`), and no `hiddenPreviewsShowTitle` / `hiddenPreviewsShowSubtitle`.
    case watchOS
    /// macOS: no `allowInCarPlay` (`API_UNAVAILABLE(macos)`).
    case macOS
    /// iOS, iPadOS, Mac Catalyst, visionOS (and the stand-in SDK on Linux): everything.
    case other

    /// The `#if` condition that selects this family; `nil` for ``other``, which is the `#else` branch.
    var condition: String? {
        switch self {
        case .watchOS: return "os(watchOS)"
        case .macOS: return "os(macOS)"
        case .other: return nil
        }
    }

    /// Whether the family's SDK declares `option`. `allowAnnouncement` (iOS 13, watchOS 6) is unavailable on
    /// macOS; Apple deprecated it and ignores it from iOS 15 and watchOS 7, but registers it before.
    func supports(_ option: CategoryOption) -> Bool {
        switch option {
        case .customDismissAction: return true
        case .allowInCarPlay, .allowAnnouncement: return self != .macOS
        case .hiddenPreviewsShowTitle, .hiddenPreviewsShowSubtitle: return self != .watchOS
        }
    }

    /// Whether the family has the placeholder initializers (C2/C3) and properties.
    var supportsPlaceholders: Bool { self != .watchOS }
}
