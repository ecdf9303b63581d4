/// An Apple platform an action can be limited to (`platforms:`), in the order the generated code and the
/// manifest list them.
public enum Platform: String, CaseIterable, Hashable, Sendable, Comparable {
    /// iPhone and iPad (not Mac Catalyst): `os(iOS) && !targetEnvironment(macCatalyst)`.
    case iOS
    /// An iPad app running on a Mac: `targetEnvironment(macCatalyst)`.
    case macCatalyst
    /// A native macOS app: `os(macOS)`.
    case macOS
    /// `os(watchOS)`.
    case watchOS
    /// `os(visionOS)`.
    case visionOS

    /// The lowest version of the platform the generated code supports (the deployment targets it is type-checked
    /// for): code gated on this version or a lower one runs wherever the generated code does.
    public var lowestSupportedVersion: [Int] {
        switch self {
        case .iOS: [13, 0]
        case .macCatalyst: [14, 0]
        case .macOS: [11, 0]
        case .watchOS: [7, 0]
        case .visionOS: [1, 0]
        }
    }

    /// Orders by declaration order.
    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// `platforms` once each, in declaration order.
    public static func normalized(_ platforms: some Sequence<Platform>) -> [Platform] {
        let set = Set(platforms)
        return allCases.filter(set.contains)
    }
}
