/// Swift names for identifiers: how they are derived from ids, which are valid, and how they are written.
public enum SwiftIdentifier {
    /// Names that backticks cannot make usable as an enum case or member: `E.self` silently means the
    /// metatype, `` E.`Type` `` and `` E.`Protocol` `` do not compile, and `init` and `Self` read as the
    /// initializer and the type. Derived names get a `_` suffix; an explicit `swiftName` may not use them.
    public static let unusableNames: Set<String> = ["self", "Self", "Type", "Protocol", "init"]

    /// Initialisms, lowercased: as the API Design Guidelines ask, a derived name writes one all uppercase
    /// (`meetingID`, `imageURL`) unless it starts the name, where it is all lowercase (`urlScheme`).
    public static let initialisms: Set<String> = [
        "api", "gps", "html", "http", "https", "id", "json", "pdf", "sms", "ui", "uri", "url", "uuid", "xml",
    ]

    /// Derives a Swift name from an identifier: split at every character that is not an ASCII letter or
    /// digit and at lower-to-upper case boundaries, drop empty parts, lowercase the first part and
    /// capitalise the rest (an all-caps part becomes Capitalised, an initialism all uppercase), prefix `_`
    /// before a leading digit, and suffix `_` to an unusable name. Returns `nil` when the id has no ASCII
    /// letter or digit.
    ///
    /// `MEETING_INVITATION` → `meetingInvitation`, `com.example.reply-v2` → `comExampleReplyV2`,
    /// `IMAGE_URL` → `imageURL`, `user_ids` → `userIDs`.
    public static func derive(from identifier: String) -> String? {
        // Words are runs of ASCII letters and digits, so the work is done on UTF-8 bytes: every byte of a
        // non-ASCII scalar separates words, exactly like the scalar itself. Each word is copied as written
        // and rewritten in place when it ends.
        var name: [UInt8] = []
        name.reserveCapacity(identifier.utf8.count + 2)
        var wordStart = 0
        var previous: UInt8?
        for byte in identifier.utf8 {
            guard isASCIILetter(byte) || isASCIIDigit(byte) else {
                finishWord(&name, from: wordStart)
                wordStart = name.count
                previous = nil
                continue
            }
            if let previous, isLowercase(previous), isUppercase(byte) {
                finishWord(&name, from: wordStart)
                wordStart = name.count
            }
            name.append(byte)
            previous = byte
        }
        finishWord(&name, from: wordStart)
        guard let first = name.first else { return nil }
        if isASCIIDigit(first) { name.insert(UInt8(ascii: "_"), at: 0) }
        var result = String(decoding: name, as: UTF8.self)
        if unusableNames.contains(result) { result += "_" }
        return result
    }

    /// Whether `name` may be used as a `swiftName`: ASCII `[A-Za-z_][A-Za-z0-9_]*`, not `_` alone, not
    /// starting with `__` (reserved by Swift), and not one of ``unusableNames``.
    public static func isValidName(_ name: String) -> Bool {
        // Checked on UTF-8 bytes: a non-ASCII scalar has no byte that is an ASCII letter, digit or `_`.
        let underscore = UInt8(ascii: "_")
        let isPlain = { (bytes: UnsafeBufferPointer<UInt8>) in
            guard let head = bytes.first, isASCIILetter(head) || head == underscore else { return false }
            guard bytes.allSatisfy({ isASCIILetter($0) || isASCIIDigit($0) || $0 == underscore }) else { return false }
            // Not `_` alone, and not starting with `__`.
            return head != underscore || (bytes.count > 1 && bytes[1] != underscore)
        }
        var name = name
        return name.withUTF8(isPlain) && !(name.utf8.count <= longestKeyword && unusableNames.contains(name))
    }

    /// The names the generated file declares inside its namespace or refers to from inside it: the
    /// namespace's own types, and the types and modules of Swift, Foundation and UserNotifications it
    /// uses. A category type with one of these names would shadow it, so ``typeName(for:)`` avoids them;
    /// a test checks that every capitalised name in generated code is either declared by it or listed here.
    ///
    /// The set is 0.4.0's, and stays so (Documentation/APIStability.md, "Names"): a name added would move an app's
    /// type (a category `FIELD` from `Field` to `FieldCategory`), a name removed would move it back. Code added to the
    /// namespace names the runtime's types through `ActionableRuntime.` (`ActionableRuntime.RegistrationDifference`),
    /// and the runtime a file carries (`runtime: embedded`) lives in `ActionableRuntime`, whose code never looks up
    /// the namespace's types; `Tests/APIBaseline/reserved-names.json` records the set, and the release oracle
    /// (`ReleaseOracleTests`) compares the names the last release's tool gives with today's.
    public static let reservedTypeNames: Set<String> = [
        // Declared by the generator in the namespace.
        "Action", "ActionID", "Category", "CategoryAction", "CategoryID", "CategoryResponse", "NoAction", "Payload",
        "PayloadError", "Received", "ReceivedResponse", "Response", "Sound", "CategoryType",
        // Declared by the generator for typed payload keys.
        "CategoryUserInfo", "CustomKeyObject", "PayloadCategory", "PayloadCodec", "PayloadPlace", "UserInfo", "UserInfoError", "UserInfoKeys", "Value",
        // Declared by the generator for push kinds.
        "Push", "PushKind", "PushType", "PushUserInfo", "TypedUserInfo", "UserInfoSource",
        // Declared by the generated registration code.
        "ActionIcon", "ActionIconName",
        // Declared by the generator for notification extensions, and the runtime's protocols they conform to.
        "ContentExtension", "ContentExtensionNotification", "MutableContentCategory", "ServiceExtensionInput",
        "ServiceExtensionPush",
        // Modules the generated code imports, and the runtime's names (module mode: its `@_spi`, the version check).
        "ActionableGenerated", "ActionableRuntime", "ActionableRuntimeAPI", "Foundation", "Swift", "UserNotifications",
        // Swift names that are types in their own right.
        "Any", "Protocol", "Self", "Type",
        // Swift standard library.
        "AllCases", "Bool", "CaseIterable", "Codable", "CodingKey", "Decoder", "DecodingError", "Dictionary", "Double", "Encodable", "Encoder", "EncodingError", "Equatable", "Error", "Hasher",
        "ExpressibleByArrayLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByDictionaryLiteral",
        "ExpressibleByFloatLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByNilLiteral",
        "ExpressibleByStringLiteral", "Hashable", "Int", "RawRepresentable", "Sendable", "Set", "String",
        // Foundation.
        "Bundle", "Data", "Date", "ISO8601DateFormatter", "JSONDecoder", "JSONEncoder", "JSONSerialization", "NSNull", "NSRange",
        "NSRegularExpression", "NSString", "URL", "UUID",
        // Swift standard library types used by typed payload keys.
        "AnyHashable", "CustomStringConvertible", "Element", "Result", "T", "UTF8",
        // Declared by the payload runtime.
        "Alternative", "CategoryNotification", "Codecs", "CategoryWithoutRequiredKeys", "InterruptionLevel", "Keys", "LocalizedText",
        "NotificationContext", "NotificationSystem", "PayloadContent", "Content", "PayloadPattern", "PayloadValue", "ProblemList", "Step",
        "PayloadKeyError", "PayloadKeyPath", "PayloadPatterns", "RFC3339", "URLSyntax", "APIVersion1", "EncodingError",
        "NSDecimalNumber", "RuntimeCodec", "RuntimeDates", "RuntimeFailure", "RuntimeKeys", "RuntimePattern", "RuntimePlace",
        "RuntimeURLs", "RuntimeValue", "PayloadSchema", "Schema", "NoPushKind", "Never", "Uncategorized",
        "CategoryRegistry", "KeylessCategory", "NotificationResponse", "Context", "KeyValuePairs", "IdentifiedCategory",
        "ReceivingCategory", "PushRecognition", "SamplePushProviding", "RuntimeTypedUserInfo", "RuntimeSchema",
        "CategoryOptions", "OptionSet", "Decodable", "PropertyListRefusal", "JSONNumberSyntax", "JSONIntegerRange", "RuntimeNumbers",
        "KeptProblems", "GeneratedConformance", "ActionableGeneratedConformance", "Expectation", "Finding", "RuntimeExpectation", "PayloadExpectation", "PayloadFinding",
        // Standard library and Foundation types the payload rules use.
        "AnyObject", "Array", "ClosedRange", "Comparable", "LocalizedError", "NSNumber", "UInt32", "UInt64", "UInt8",
        // Declared by the generated code itself when two ids differ only in Unicode normalization.
        "ExactID",
        // UserNotifications.
        "UNMutableNotificationContent", "UNNotification", "UNNotificationAction", "UNNotificationActionIcon", "UNNotificationCategory",
        "UNNotificationActionOptions", "UNNotificationCategoryOptions",
        "UNNotificationDefaultActionIdentifier", "UNNotificationDismissActionIdentifier", "UNNotificationRequest", "UNNotificationResponse",
        "UNTextInputNotificationAction", "UNTextInputNotificationResponse", "UNUserNotificationCenter",
    ]

    /// Names a category's Swift name may not have, besides ``reservedTypeNames`` and the type names of
    /// categories: `CategoryID` has the members of `RawRepresentable`, `CaseIterable` and `Hashable`, the
    /// namespace-wide `Response` declares cases for unknown categories and category-less pushes and a `context`,
    /// `Push.CategoryNotification` an `id`, and their members refer to the category types, which a case of the same
    /// name would hide.
    public static let reservedCategoryCaseNames: Set<String> = ["allCases", "context", "hashValue", "id", "identifiers", "push", "rawValue", "unknown"]

    /// Names an action's Swift name may not have, besides ``reservedTypeNames``: each category's `Response`
    /// declares cases for the system's actions and for unknown ones and the members of `CategoryResponse`, each
    /// category's `Action` enum has `allCases`, `id` and the members of `Hashable` beside one case per action, and
    /// their code refers to the category's `Action` and `id`, which a case of the same name would hide. (Names
    /// the generated code used before 0.3.0, such as `actionIDs` and `userText`, stay reserved, so a Swift name
    /// never becomes invalid again later.)
    public static let reservedActionCaseNames: Set<String> = [
        "Action", "actionIDs", "actionIdentifier", "allCases", "category", "categoryID", "dismissed", "hashValue", "id", "opened", "rawValue",
        "unknown", "userText",
    ]

    /// The name of a category's own type in the namespace: its Swift name with the first letter capitalised.
    /// `Category` is appended when that name is one of ``reservedTypeNames``, or when the Swift name does not
    /// start with a lowercase letter, so that a category's type and its case never share a name.
    ///
    /// `meetingInvitation` → `MeetingInvitation`, `error` → `ErrorCategory`, `_2faCode` → `_2faCodeCategory`.
    public static func typeName(for swiftName: String) -> String {
        guard let first = swiftName.unicodeScalars.first, isLowercase(first) else { return unreserved(swiftName + "Category", suffix: "Category") }
        return unreserved(capitalized(swiftName), suffix: "Category")
    }

    /// The name of a push kind's own type, nested in the generated `Push`: its Swift name capitalised, with `Push`
    /// appended when that is one of ``reservedTypeNames`` or the Swift name does not start with a lowercase letter
    /// (so that the type and the kind's case never share a name). `roomSync` → `RoomSync`, `value` → `ValuePush`.
    public static func pushTypeName(for swiftName: String) -> String {
        guard let first = swiftName.unicodeScalars.first, isLowercase(first) else { return unreserved(swiftName + "Push", suffix: "Push") }
        return unreserved(capitalized(swiftName), suffix: "Push")
    }

    /// The name of a content extension's own type, nested in the generated `ContentExtension`: the Swift name derived
    /// from its id (``derive(from:)``) capitalised, with `Extension` appended when that is one of ``reservedTypeNames``;
    /// `nil` when the id has no ASCII letter or digit. `MeetingContent` → `MeetingContent`, `content` → `Content` is
    /// reserved → `ContentExtension` is too → `ContentExtensionExtension`.
    public static func contentExtensionTypeName(for id: String) -> String? {
        derive(from: id).map { unreserved(capitalized($0), suffix: "Extension") }
    }

    /// The name of the Swift type a payload value needs of its own (an enumeration, an object, a union), from
    /// the Swift name of what holds it: capitalised (``capitalized(_:)``), with `Value` appended when that is a
    /// name the generated code uses (``reservedTypeNames``).
    public static func valueTypeName(for swiftName: String) -> String {
        unreserved(capitalized(swiftName), suffix: "Value")
    }

    /// `name`, with `suffix` appended for as long as it is one of `reserved` (by default ``reservedTypeNames``:
    /// `Payload` → `PayloadValue` is reserved too → `PayloadValueValue`).
    static func unreserved(_ name: String, suffix: String, in reserved: Set<String> = reservedTypeNames) -> String {
        var name = name
        while reserved.contains(name) { name += suffix }
        return name
    }

    /// `name` with its first letter uppercased, or its first word when that is an initialism (``initialisms``):
    /// `meetingID` → `MeetingID`, `urlScheme` → `URLScheme`.
    public static func capitalized(_ name: String) -> String {
        let firstWord = name.prefix { isLowercase($0) }
        if initialisms.contains(String(firstWord)) { return firstWord.uppercased() + name.dropFirst(firstWord.count) }
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// Whether `character` is an ASCII lowercase letter.
    private static func isLowercase(_ character: Character) -> Bool { ("a"..."z").contains(character) }

    /// Whether `name` may name the generated namespace: a valid name (``isValidName(_:)``) that is not one
    /// of ``reservedTypeNames``, which as a top-level type would shadow what the generated code uses.
    public static func isValidNamespace(_ name: String) -> Bool {
        isValidName(name) && !reservedTypeNames.contains(name)
    }

    /// The name as written in Swift source: in backticks when it is a keyword. Every identifier the generator
    /// emits from user input goes through this function; `name` must satisfy ``isValidName(_:)``.
    public static func escaped(_ name: String) -> String {
        precondition(isValidName(name), "unvalidated Swift name \(name)")
        return name.utf8.count <= longestKeyword && keywords.contains(name) ? "`\(name)`" : name
    }

    /// Rewrites the word `name[start...]`, copied as written, into its derived form: the first word all
    /// lowercase; any other capitalised, with the rest lowercased too when the word has no lowercase letter.
    private static func finishWord(_ name: inout [UInt8], from start: Int) {
        guard start < name.count else { return }
        let lowercasesFrom: Int
        if start == 0 {
            lowercasesFrom = 0
        } else if name.count - start <= longestInitialism,
                  initialisms.contains(String(decoding: name[start...].map(lowercased), as: UTF8.self)) {
            for index in start..<name.count { name[index] = uppercased(name[index]) }
            return
        } else if name.count - start - 1 <= longestInitialism, name.count - start > 2, lowercased(name[name.count - 1]) == UInt8(ascii: "s"),
                  initialisms.contains(String(decoding: name[start..<(name.count - 1)].map(lowercased), as: UTF8.self)) {
            // A plural initialism: `ids` → `IDs`, `urls` → `URLs`.
            for index in start..<(name.count - 1) { name[index] = uppercased(name[index]) }
            name[name.count - 1] = UInt8(ascii: "s")
            return
        } else {
            let isAllCaps = !name[start...].contains(where: isLowercase)
            name[start] = uppercased(name[start])
            lowercasesFrom = isAllCaps ? start + 1 : name.count
        }
        for index in lowercasesFrom..<name.count { name[index] = lowercased(name[index]) }
    }

    /// Whether `scalar` is an ASCII lowercase letter.
    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
    /// Whether `byte` is an ASCII letter.
    private static func isASCIILetter(_ byte: UInt8) -> Bool { isLowercase(byte) || isUppercase(byte) }
    /// Whether `byte` is an ASCII lowercase letter.
    private static func isLowercase(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    /// Whether `byte` is an ASCII uppercase letter.
    private static func isUppercase(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    /// Whether `byte` is an ASCII digit.
    private static func isASCIIDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    /// `byte` lowercased, when it is an ASCII uppercase letter.
    private static func lowercased(_ byte: UInt8) -> UInt8 { isUppercase(byte) ? byte + 32 : byte }
    /// `byte` uppercased, when it is an ASCII lowercase letter.
    private static func uppercased(_ byte: UInt8) -> UInt8 { isLowercase(byte) ? byte - 32 : byte }

    /// The length in bytes of the longest of ``keywords`` and ``unusableNames``: a longer name is neither, and
    /// most generated names are longer, so this spares hashing them.
    static let longestKeyword = keywords.union(unusableNames).map(\.utf8.count).max() ?? 0

    /// The length in bytes of the longest of ``initialisms``: a longer word is none of them.
    static let longestInitialism = initialisms.map(\.utf8.count).max() ?? 0

    /// Every keyword and contextual keyword of Swift 6 (The Swift Programming Language, Lexical Structure),
    /// so any of them is backticked. Backticks around a contextual keyword are harmless, so the list errs on
    /// the side of including words.
    static let keywords: Set<String> = [
        // Declarations.
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
        "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        // Contextual keywords.
        "actor", "any", "associativity", "async", "consume", "convenience", "copy", "didSet", "discard",
        "distributed", "dynamic", "each", "final", "get", "indirect", "infix", "isolated", "lazy", "left",
        "macro", "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence", "prefix",
        "Protocol", "required", "right", "sending", "set", "some", "then", "Type", "unowned", "weak", "willSet",
    ]
}
