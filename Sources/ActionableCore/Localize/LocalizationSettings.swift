/// Where the generated code looks localized strings up at run time.
public struct LocalizationSettings: Hashable, Sendable {
    /// The table a push's `loc-key` fields are looked up in, and the default.
    public static let defaultTable = "Localizable"

    /// The bundle holding the strings.
    public var bundle: LocalizationBundle
    /// The strings table (the catalog's or `.strings` file's name without extension).
    public var table: String

    /// Creates settings; the default is the app's own `Localizable` table.
    public init(bundle: LocalizationBundle = .main, table: String = LocalizationSettings.defaultTable) {
        self.bundle = bundle
        self.table = table
    }

    /// Whether the strings are in the app's `Localizable` table: the only place the system looks up a push's
    /// `loc-key`s and `NSString.localizedUserNotificationString(forKey:arguments:)` looks at.
    public var isAppDefault: Bool { bundle == .main && table == Self.defaultTable }

    /// Whether `name` can name a strings table: ASCII letters, digits, `_`, `-` and `.`, not starting with `.`
    /// (it becomes a file name in the app's bundle).
    public static func isValidTable(_ name: String) -> Bool {
        guard let first = name.utf8.first, first != UInt8(ascii: ".") else { return false }
        return name.utf8.allSatisfy { byte in
            isASCIILetterOrDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
    }

    /// Whether `code` looks like a language code as String Catalogs write them: two or three ASCII letters,
    /// then `-` and letters or digits (`en`, `pt-BR`, `zh-Hans`).
    public static func isValidLanguage(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.utf8.count),
              language.utf8.allSatisfy({ isASCIILetterOrDigit($0) && $0 > UInt8(ascii: "9") }) else { return false }
        return parts.dropFirst().allSatisfy { !$0.isEmpty && $0.utf8.count <= 8 && $0.utf8.allSatisfy(isASCIILetterOrDigit) }
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}

/// The bundle that holds the localized strings.
public enum LocalizationBundle: String, CaseIterable, Sendable {
    /// The app's main bundle (`Bundle.main`).
    case main
    /// The resource bundle of the Swift package target the generated file is compiled in (`Bundle.module`).
    case module
}
