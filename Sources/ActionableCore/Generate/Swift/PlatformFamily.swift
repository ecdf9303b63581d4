/// The groups of Apple platforms whose registration can differ, and what each lacks.
///
/// The gates follow the SDK headers (see the reference notes): every category API is unavailable on
/// tvOS, so the whole registration extension is compiled only `#if canImport(UserNotifications) && !os(tvOS)`;
/// the rest differ per family as below. The runtime drops what a family lacks (`NotificationSystem.category`), so a
/// generated file differs per family only in a category's action list, where an action is listed on some
/// platforms only (`platforms:`). Families whose registration comes out the same share one branch.
enum PlatformFamily: CaseIterable {
    /// watchOS: no hidden-preview placeholders or summary format (the C2 and C3 initializers are
    /// `API_UNAVAILABLE(watchos)`), and no `hiddenPreviewsShowTitle` / `hiddenPreviewsShowSubtitle`.
    case watchOS
    /// macOS: no `allowInCarPlay` or `allowAnnouncement` (`API_UNAVAILABLE(macos)`).
    case macOS
    /// Mac Catalyst, which compiles as `os(iOS)` and has the iOS API.
    case macCatalyst
    /// iPhone and iPad.
    case iOS
    /// visionOS, which has the iOS API.
    case visionOS
    /// Anything else that has UserNotifications: the stand-in SDK on Linux, which behaves like iOS.
    case other

    /// The `#if` condition that selects this family; `nil` for ``other``, which is the `#else` branch.
    /// Conditions never overlap, so their order in a chain does not matter.
    var condition: String? {
        switch self {
        case .watchOS: return "os(watchOS)"
        case .macOS: return "os(macOS)"
        case .macCatalyst: return "targetEnvironment(macCatalyst)"
        case .iOS: return "os(iOS) && !targetEnvironment(macCatalyst)"
        case .visionOS: return "os(visionOS)"
        case .other: return nil
        }
    }

    /// The platform whose action lists the family registers.
    var platform: Platform {
        switch self {
        case .watchOS: return .watchOS
        case .macOS: return .macOS
        case .macCatalyst: return .macCatalyst
        case .iOS, .other: return .iOS
        case .visionOS: return .visionOS
        }
    }

    /// The `#if` condition that selects any of `families` (none of them ``other``).
    static func condition(for families: [PlatformFamily]) -> String {
        let conditions = families.compactMap(\.condition)
        guard conditions.count > 1 else { return conditions.joined() }
        return conditions.map { $0.contains("&&") ? "(\($0))" : $0 }.joined(separator: " || ")
    }
}
