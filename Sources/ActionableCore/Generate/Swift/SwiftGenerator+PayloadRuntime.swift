/// The code, printed once per file, that reads and writes typed payload keys: `UserInfoError`, `UserInfoKeys`,
/// `PayloadCodec` with a codec per kind of value, and the defaults of `CategoryUserInfo`. Every value is read
/// from JSON (`PayloadValue`), so a notification's `userInfo` is first turned back into the JSON the server
/// sent; an error names the key path. Codecs that no key of the file needs (text, embedded JSON, maps,
/// objects, unions, constraints) are left out (``PayloadFeature``), so the file is no heavier than its keys.
extension SwiftGenerator {
    /// Whether a key of the file needs `feature`.
    func uses(_ feature: PayloadFeature) -> Bool { payloadFeatures.contains(feature) }

    /// Prints the types that read and write typed payload keys, in an extension of the namespace.
    func userInfoSupport(_ p: inout CodePrinter) {
        p.lines(of: """
            nonisolated extension \(namespaceName) {
                /// Whose custom keys a `userInfo` was read as: a category's notification\(hasPushes ? ", or a push kind" : "").
                \(access)enum UserInfoSource: Hashable, Sendable, CustomStringConvertible {
                    /// A notification of the category.
                    case category(CategoryID)\(hasPushes ? "\n        /// A push of the kind.\n        case push(PushKind)" : "")

                    /// `MEETING_INVITATION notification`\(hasPushes ? ", `sync push`" : "").
                    \(access)var description: String {
                        switch self {
                        case .category(let id): "\\(id.rawValue) notification"\(hasPushes ? "\n            case .push(let kind): \"\\(kind.rawValue) push\"" : "")
                        }
                    }
                }

                /// Why a \(hasPushes ? "push's" : "notification's") custom keys are not what its \(hasPushes ? "category or kind" : "category") declares: the first key that is
                /// missing or holds a value of another type.
                \(access)struct UserInfoError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
                    /// Whose keys were read: the notification's category\(hasPushes ? ", or the push's kind" : "").
                    \(access)var source: UserInfoSource
                    /// The key, or the path to a value inside one: `zulip.recipient_type`, `attachments[2].url`.
                    \(access)var key: String
                    /// What the definitions declare the value holds, such as `an integer`.
                    \(access)var expected: String
                    /// What the notification holds instead, such as `the string "soon"`; `nil` when the key is missing.
                    \(access)var found: String?

                    /// The notification's category; `nil` for a push kind's keys.
                    \(access)var category: CategoryID? {
                        if case .category(let id) = source { id } else { nil }
                    }

                    /// The problem in one line, naming the category or kind, and the key.
                    \(access)var description: String {
                        let problem = found.map { "must be \\(expected), found \\($0)" } ?? "is missing; it must be \\(expected)"
                        return "\\(source): custom key \\"\\(key)\\" \\(problem)"
                    }

                    /// The problem in one line, as ``description``.
                    \(access)var errorDescription: String? { description }
                }

                /// Where a value is read: whose keys, the key path (for errors), and where the problems of optional values
                /// are kept.
                fileprivate struct PayloadPlace {
                    let source: UserInfoSource
                    let path: String
                    let problems: ProblemList

                    /// The top of the keys of `source`, with a new problem list.
                    init(_ source: UserInfoSource) {
                        self.init(source: source, path: "", problems: ProblemList())
                    }

                    private init(source: UserInfoSource, path: String, problems: ProblemList) {
                        self.source = source
                        self.path = path
                        self.problems = problems
                    }

                    /// The place of `key` inside this one; a key holding `.`, `[`, `]` or `"` (or empty) is quoted.
                    func child(_ key: String) -> PayloadPlace {
                        let plain = !key.isEmpty && !key.utf8.contains { $0 == 46 || $0 == 91 || $0 == 93 || $0 == 34 }
                        let written = plain ? key : Self.quoted(key)
                        return PayloadPlace(source: source, path: path.isEmpty ? written : path + "." + written, problems: problems)
                    }

                    /// The place of the item `index` (counted from 0) of the list here.
                    func item(_ index: Int) -> PayloadPlace {
                        PayloadPlace(source: source, path: path + "[\\(index)]", problems: problems)
                    }

                    /// The same place with a new problem list: an alternative of a union is tried apart.
                    func trial() -> PayloadPlace { PayloadPlace(source: source, path: path, problems: ProblemList()) }

                    /// The error for a value here that is not `expected`; `found` is `nil` for a missing one.
                    func failure(_ expected: String, _ found: PayloadValue?) -> UserInfoError {
                        UserInfoError(source: source, key: path, expected: expected, found: found?.summary)
                    }

                    /// `key` in double quotes, `\\` and `"` escaped, control characters as `\\u00XX`.
                    private static func quoted(_ key: String) -> String {
                        var quoted = "\\""
                        for scalar in key.unicodeScalars {
                            switch scalar.value {
                            case 0x5C, 0x22: quoted += "\\\\" + String(scalar)
                            case 0..<0x20:
                                let hex = String(scalar.value, radix: 16, uppercase: true)
                                quoted += "\\\\u00" + (scalar.value < 0x10 ? "0" : "") + hex
                            default: quoted.unicodeScalars.append(scalar)
                            }
                        }
                        return quoted + "\\""
                    }
                }

                /// The problems of the optional values of one payload that did not decode (each left `nil`).
                fileprivate final class ProblemList {
                    var problems: [UserInfoError] = []
                }

                /// The custom keys of one notification, or of one object inside it, as a `UserInfo` reads them: from the
                /// notification's `userInfo`, or from JSON.
                fileprivate struct UserInfoKeys {
                    /// Where these keys are, named in errors.
                    let place: PayloadPlace
                    private let values: [String: PayloadValue]
                    private let userInfo: [AnyHashable: Any]

                    /// The keys of a JSON object at `place`.
                    init(_ place: PayloadPlace, values: [String: PayloadValue]) {
                        self.place = place
                        self.values = values
                        self.userInfo = [:]
                    }

                    /// The keys of a JSON object (a push payload).
                    init(_ source: UserInfoSource, values: [String: PayloadValue]) {
                        self.init(PayloadPlace(source), values: values)
                    }

                    /// The keys of a notification's `userInfo`, as the system delivers a push's JSON.
                    init(_ source: UserInfoSource, userInfo: [AnyHashable: Any]) {
                        self.place = PayloadPlace(source)
                        self.values = [:]
                        self.userInfo = userInfo
                    }

                    /// The problems of the optional values read so far, at any depth.
                    var problems: [UserInfoError] { place.problems.problems }

                    /// The value of `key`, which must be present.
                    func required<T>(_ key: String, _ codec: PayloadCodec<T>) throws(UserInfoError) -> T {
                        guard let json = try json(key, expected: codec.expected) else {
                            throw place.child(key).failure(codec.expected, nil)
                        }
                        return try codec.decode(json, place.child(key))
                    }

                    /// The value of `key`; `nil` when it is absent or `null`, and when it does not decode (the problem is kept).
                    func optional<T>(_ key: String, _ codec: PayloadCodec<T>) -> T? {
                        do throws(UserInfoError) {
                            guard let json = try json(key, expected: codec.expected), json != .null else { return nil }
                            return try codec.decode(json, place.child(key))
                        } catch {
                            place.problems.problems.append(error)
                            return nil
                        }
                    }
            \(uses(.fixedKey) ? Self.fixedKeyRuntime : "")
                    /// Writes `value` (unless `nil`) to `keys` under `key`, with `codec`: what a `UserInfo` or an object
                    /// writes for each of its keys.
                    static func write<T>(
                        _ value: T?, _ codec: PayloadCodec<T>, to key: String, in keys: inout [String: PayloadValue]
                    ) {
                        keys[key] = value.map(codec.encode)
                    }

            \(uses(.together) ? Self.togetherRuntime : "")        /// The JSON value of `key`; a `userInfo` value that JSON cannot hold is not `expected`.
                    private func json(
                        _ key: String, expected: @autoclosure () -> String
                    ) throws(UserInfoError) -> PayloadValue? {
                        if let value = values[key] { return value }
                        guard let raw = userInfo[key] else { return nil }
                        guard let value = PayloadValue(propertyList: raw) else {
                            throw UserInfoError(
                                source: place.source, key: place.child(key).path, expected: expected(),
                                found: "a \\(Swift.type(of: raw)), which JSON cannot hold")
                        }
                        return value
                    }
                }

                /// How the values of a custom key are written in JSON, and what a wrong one is called in errors.
                fileprivate struct PayloadCodec<T>: Sendable {
                    /// What the JSON must hold, such as `an integer`: built only for an error.
                    let describe: @Sendable () -> String
                    /// The value `json` at `place` holds; throws when it holds no value of the type.
                    let decode: @Sendable (PayloadValue, PayloadPlace) throws(UserInfoError) -> T
                    /// The JSON form of a value.
                    let encode: @Sendable (T) -> PayloadValue

                    init(expected: @autoclosure @escaping @Sendable () -> String,
                         decode: @escaping @Sendable (PayloadValue, PayloadPlace) throws(UserInfoError) -> T,
                         encode: @escaping @Sendable (T) -> PayloadValue) {
                        self.describe = expected
                        self.decode = decode
                        self.encode = encode
                    }

                    /// What the JSON must hold, such as `an integer`.
                    var expected: String { describe() }

                    /// A codec of single values: `value` is `nil` for JSON that is not one.
                    init(
                        expected: @autoclosure @escaping @Sendable () -> String,
                        value: @escaping @Sendable (PayloadValue) -> T?,
                        encode: @escaping @Sendable (T) -> PayloadValue
                    ) {
                        self.init(expected: expected(), decode: { json, place throws(UserInfoError) in
                            guard let decoded = value(json) else { throw place.failure(expected(), json) }
                            return decoded
                        }, encode: encode)
                    }
                }\(uses(.object) ? Self.objectProtocolRuntime : "")
            }
            """)
        p.line()
        p.lines(of: """
            nonisolated extension \(namespaceName).PayloadCodec where T == String {
                /// A JSON string.
                static var string: Self {
                    Self(
                        expected: "a string", value: { if case .string(let text) = $0 { text } else { nil } },
                        encode: { .string($0) })
                }
            }
            """)
        p.line()
        p.lines(of: """
            nonisolated extension \(namespaceName).PayloadCodec where T == Int {
                /// A JSON number without a fraction.
                static var int: Self {
                    Self(expected: "an integer", value: { json in
                        switch json {
                        case .int(let number): number
                        case .double(let number): Int(exactly: number)
                        default: nil
                        }
                    }, encode: { .int($0) })
                }
            }
            """)
        if uses(.text) {
            p.line()
            p.lines(of: """
                nonisolated extension \(namespaceName).PayloadCodec where T == Int {
                    /// An integer written as text: an optional `-`, then digits (`"42"`).
                    static var intText: Self {
                        Self(expected: "an integer written as a string", value: { json in
                            guard case .string(let text) = json, !text.hasPrefix("+"),
                                  text.utf8.allSatisfy({ $0 == 45 || (48...57).contains($0) })
                            else { return nil }
                            return Int(text)
                        }, encode: { .string(String($0)) })
                    }
                }
                """)
        }
        p.line()
        p.lines(of: """
            nonisolated extension \(namespaceName).PayloadCodec where T == Double {
                /// A JSON number.
                static var double: Self {
                    Self(expected: "a number", value: { json in
                        switch json {
                        case .int(let number): Double(number)
                        case .double(let number): number.isFinite ? number : nil
                        default: nil
                        }
                    }, encode: { .double($0) })
                }
            }
            """)
        if uses(.text) {
            p.line()
            p.lines(of: """
                nonisolated extension \(namespaceName).PayloadCodec where T == Double {
                    /// A number written as text, as JSON writes numbers (`"2.5"`).
                    static var doubleText: Self {
                        Self(expected: "a number written as a string", value: { json in
                            guard case .string(let text) = json, isJSONNumber(text) else { return nil }
                            return Double(text).flatMap { $0.isFinite ? $0 : nil }
                        }, encode: { number in
                            let isWhole = number.rounded() == number && abs(number) < 1e15
                            return .string(isWhole ? String(Int(number)) : String(number))
                        })
                    }

                    /// Whether `text` is a number as JSON writes it: `-`, digits without a leading zero, a fraction, an exponent.
                    private static func isJSONNumber(_ text: String) -> Bool {
                        var bytes = text.utf8[...]
                        func digits() -> Int {
                            let count = bytes.prefix { (48...57).contains($0) }.count
                            bytes = bytes.dropFirst(count)
                            return count
                        }
                        if bytes.first == 45 { bytes = bytes.dropFirst() }
                        if bytes.first == 48 { bytes = bytes.dropFirst() } else if digits() == 0 { return false }
                        if bytes.first == 46 {
                            bytes = bytes.dropFirst()
                            guard digits() > 0 else { return false }
                        }
                        if bytes.first == 69 || bytes.first == 101 {
                            bytes = bytes.dropFirst()
                            if bytes.first == 43 || bytes.first == 45 { bytes = bytes.dropFirst() }
                            guard digits() > 0 else { return false }
                        }
                        return bytes.isEmpty
                    }
                }
                """)
        }
        if uses(.bounded) {
            p.line()
            p.lines(of: """
                nonisolated extension \(namespaceName).PayloadCodec where T: Comparable & Sendable {
                    /// The number, from `minimum` up to `maximum` (compared exactly: an integer's bounds are integers).
                    func bounded(minimum: T?, maximum: T?) -> Self {
                        let base = self
                        let expected = { @Sendable in
                            base.expected + (minimum.map { " from \\($0)" } ?? "") + (maximum.map { " up to \\($0)" } ?? "")
                        }
                        return Self(expected: expected(), decode: { json, place throws(\(namespaceName).UserInfoError) in
                            let value = try base.decode(json, place)
                            guard minimum.map({ value >= $0 }) ?? true, maximum.map({ value <= $0 }) ?? true else {
                                throw place.failure(expected(), json)
                            }
                            return value
                        }, encode: base.encode)
                    }
                }
                """)
        }
        p.line()
        p.lines(of: """
            nonisolated extension \(namespaceName).PayloadCodec where T == Bool {
                /// `true` or `false` (not a number).
                static var bool: Self {
                    Self(
                        expected: "true or false", value: { if case .bool(let value) = $0 { value } else { nil } },
                        encode: { .bool($0) })
                }
            }
            """)
        if uses(.text) {
            p.line()
            p.lines(of: """
                nonisolated extension \(namespaceName).PayloadCodec where T == Bool {
                    /// A Boolean written as text, `trueText` or `falseText` (`"1"` and `"0"`).
                    static func boolText(true trueText: String, false falseText: String) -> Self {
                        Self(expected: "the string \\"\\(trueText)\\" or \\"\\(falseText)\\"", value: { json in
                            guard case .string(let text) = json else { return nil }
                            return text == trueText ? true : text == falseText ? false : nil
                        }, encode: { .string($0 ? trueText : falseText) })
                    }
                }
                """)
        }
        valueRules(&p)
        p.line()
        p.lines(of: """
            nonisolated extension \(namespaceName).PayloadCodec where T == UUID {
                /// A JSON string holding a UUID.
                static var uuid: Self {
                    Self(
                        expected: "a UUID",
                        value: { if case .string(let text) = $0 { UUID(uuidString: text) } else { nil } },
                        encode: { .string($0.uuidString) })
                }
            }
            """)
        p.line()
        p.lines(of: """
            nonisolated extension \(namespaceName).PayloadCodec
            where T: RawRepresentable & CaseIterable & Sendable, T.RawValue == String {
                /// A JSON string: one of the enumeration's values, or another kept as `unrecognized`.
                static var oneOf: Self {
                    Self(expected: "a string such as " + T.allCases.map { "\\"\\($0.rawValue)\\"" }.joined(separator: ", "),
                         value: { if case .string(let text) = $0 { T(rawValue: text) } else { nil } },
                         encode: { .string($0.rawValue) })
                }
            }
            """)
        if uses(.object) {
            p.line()
            p.lines(of: """
                nonisolated extension \(namespaceName).PayloadCodec where T: \(namespaceName).CustomKeyObject {
                    /// A JSON object with the keys the type declares.
                    static func object(_ type: T.Type) -> Self {
                        Self(expected: "an object", decode: { json, place throws(\(namespaceName).UserInfoError) in
                            guard case .object(let members) = json else { throw place.failure("an object", json) }
                            return try T(keys: \(namespaceName).UserInfoKeys(place, values: members))
                        }, encode: { .object($0.customKeys) })
                    }
                }
                """)
        }
        p.line()
        p.lines(of: """
            nonisolated extension \(namespaceName).PayloadCodec {
                /// A JSON array of values each written with `element`.
                static func list<Element>(_ element: \(namespaceName).PayloadCodec<Element>) -> Self where T == [Element] {
                    let expected = { @Sendable in "a list, each item \\(element.expected)" }
                    return Self(expected: expected(), decode: { json, place throws(\(namespaceName).UserInfoError) in
                        guard case .array(let items) = json else { throw place.failure(expected(), json) }
                        var values: [Element] = []
                        for (index, item) in items.enumerated() { values.append(try element.decode(item, place.item(index))) }
                        return values
                    }, encode: { .array($0.map(element.encode)) })
                }
            }
            """)
        if uses(.map) {
            p.line()
            p.lines(of: """
                nonisolated extension \(namespaceName).PayloadCodec {
                    /// A JSON object whose keys are anything and whose values are each written with `value`.
                    static func map<Value>(
                        _ value: \(namespaceName).PayloadCodec<Value>
                    ) -> Self where T == [String: Value] {
                        let expected = { @Sendable in "an object whose values are each \\(value.expected)" }
                        return Self(expected: expected(), decode: { json, place throws(\(namespaceName).UserInfoError) in
                            guard case .object(let members) = json else { throw place.failure(expected(), json) }
                            var values: [String: Value] = [:]
                            for (key, member) in members { values[key] = try value.decode(member, place.child(key)) }
                            return values
                        }, encode: { .object($0.mapValues(value.encode)) })
                    }
                }
                """)
        }
        if uses(.text) {
            p.line()
            p.lines(of: """
                nonisolated extension \(namespaceName).PayloadCodec {
                    /// Values each written as text with `element`, joined by `separator` in one string (`"1,2,3"`).
                    static func textList<Element>(
                        _ element: \(namespaceName).PayloadCodec<Element>, separator: String
                    ) -> Self where T == [Element] {
                        let expected = { @Sendable in "a string of items joined by \\"\\(separator)\\", each \\(element.expected)" }
                        return Self(expected: expected(), decode: { json, place throws(\(namespaceName).UserInfoError) in
                            guard case .string(let text) = json else { throw place.failure(expected(), json) }
                            guard !text.isEmpty else { return [] }
                            var values: [Element] = []
                            for (index, item) in text.components(separatedBy: separator).enumerated() {
                                values.append(try element.decode(.string(item), place.item(index)))
                            }
                            return values
                        }, encode: { values in
                            .string(values.map { value in
                                if case .string(let text) = element.encode(value) { return text }
                                return ""
                            }.joined(separator: separator))
                        })
                    }
                }
                """)
        }
        if uses(.json) {
            p.line()
            p.lines(of: """
                nonisolated extension \(namespaceName).PayloadCodec {
                    /// A value whose JSON is carried as text in a string.
                    static func json(_ inner: Self) -> Self {
                        let expected = { @Sendable in "a string holding JSON: \\(inner.expected)" }
                        return Self(expected: expected(), decode: { json, place throws(\(namespaceName).UserInfoError) in
                            guard case .string(let text) = json,
                                  let value = try? JSONDecoder().decode(
                                      \(namespaceName).PayloadValue.self, from: Data(text.utf8))
                            else { throw place.failure(expected(), json) }
                            return try inner.decode(value, place)
                        }, encode: { .string(\(namespaceName).PayloadValue.text(of: inner.encode($0))) })
                    }

                    /// A value whose JSON is carried Base64-encoded in a string (the URL-safe alphabet and missing padding read too).
                    static func base64JSON(_ inner: Self) -> Self {
                        let expected = { @Sendable in "a string holding Base64-encoded JSON: \\(inner.expected)" }
                        return Self(expected: expected(), decode: { json, place throws(\(namespaceName).UserInfoError) in
                            guard case .string(let text) = json else { throw place.failure(expected(), json) }
                            var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
                            standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
                            guard let data = Data(base64Encoded: standard),
                                  let value = try? JSONDecoder().decode(\(namespaceName).PayloadValue.self,
                                                                        from: data)
                            else { throw place.failure(expected(), json) }
                            return try inner.decode(value, place)
                        }, encode: { value in
                            let text = \(namespaceName).PayloadValue.text(of: inner.encode(value))
                            return .string(Data(text.utf8).base64EncodedString())
                        })
                    }
                }
                """)
        }
        if uses(.union) {
            p.line()
            p.lines(of: """
                nonisolated extension \(namespaceName).PayloadCodec {
                    /// One alternative of a union: how its value is read and written, and the case that holds it.
                    struct Alternative {
                        let expected: @Sendable () -> String
                        let decode: @Sendable (\(namespaceName).PayloadValue, \(namespaceName).PayloadPlace) -> T?
                        let encode: @Sendable (T) -> \(namespaceName).PayloadValue?

                        init<Value>(
                            _ codec: \(namespaceName).PayloadCodec<Value>,
                            _ wrap: @escaping @Sendable (Value) -> T,
                            _ unwrap: @escaping @Sendable (T) -> Value?
                        ) {
                            expected = codec.describe
                            // An alternative holds the value only when nothing in it fails, optional values included.
                            decode = { json, place in
                                let trial = place.trial()
                                guard let value = try? codec.decode(json, trial), trial.problems.problems.isEmpty else { return nil }
                                return wrap(value)
                            }
                            encode = { value in unwrap(value).map(codec.encode) }
                        }
                    }

                    /// A value of the first alternative the JSON holds, in the order given.
                    static func union(_ alternatives: [Alternative]) -> Self {
                        let expected = { @Sendable in alternatives.map { $0.expected() }.joined(separator: ", or ") }
                        return Self(expected: expected(), decode: { json, place throws(\(namespaceName).UserInfoError) in
                            for alternative in alternatives {
                                if let value = alternative.decode(json, place) { return value }
                            }
                            throw place.failure(expected(), json)
                        }, encode: { value in
                            for alternative in alternatives {
                                if let json = alternative.encode(value) { return json }
                            }
                            return .null
                        })
                    }
                }
                """)
        }
        p.line()
        p.lines(of: """
            nonisolated extension \(namespaceName).PayloadValue {
                /// The value in a few words, for errors: `the string "soon"`, `the number 3`.
                var summary: String {
                    switch self {
                    case .string(let text): "the string \\"\\(text.count > 40 ? text.prefix(40) + "…" : text)\\""
                    case .int(let number): "the number \\(number)"
                    case .double(let number): "the number \\(number)"
                    case .bool(let value): "\\(value)"
                    case .array(let items): "a list of \\(items.count) items"
                    case .object: "an object"
                    case .null: "null"
                    }
                }
            }
            """)
        if uses(.json) {
            p.line()
            p.lines(of: """
                nonisolated extension \(namespaceName).PayloadValue {
                    /// The value as compact JSON text, keys sorted.
                    static func text(of value: Self) -> String {
                        let encoder = JSONEncoder()
                        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
                    }
                }
                """)
        }
        p.line()
        p.lines(of: """
            nonisolated extension \(namespaceName).TypedUserInfo {
                /// The keys in a notification's `userInfo`, or why they are not what the definitions declare.
                \(access)static func decoding(
                    _ userInfo: [AnyHashable: Any]
                ) -> Result<Self, \(namespaceName).UserInfoError> {
                    do throws(\(namespaceName).UserInfoError) {
                        return .success(try Self(userInfo: userInfo))
                    } catch {
                        return .failure(error)
                    }
                }

                /// The keys as a notification's `userInfo` holds them (property-list values).
                \(access)var userInfo: [String: Any] { customKeys.mapValues(\\.propertyList) }
            }
            """)
        guard generatesServer else { return }
        p.line()
        p.lines(of: """
            nonisolated extension \(namespaceName).TypedUserInfo {
                /// Encodes the keys as a JSON object.
                \(access)func encode(to encoder: any Encoder) throws {
                    // As one value: an encoder's key strategy (`.convertToSnakeCase`) converts the keys of a keyed container,
                    // not those of a dictionary encoded as a value.
                    var container = encoder.singleValueContainer()
                    try container.encode(customKeys)
                }
            }
            """)
    }

    /// `UserInfoKeys.fixed(_:_:)`, printed when a push kind's match fixes a key's value.
    private static let fixedKeyRuntime = """

                /// Checks that `key` holds `value`, the constant that tells a push kind.
                func fixed(_ key: String, _ value: PayloadValue) throws(UserInfoError) {
                    let json = try json(key, expected: value.summary)
                    guard json == value else { throw place.child(key).failure(value.summary, json) }
                }

        """

    /// `UserInfoKeys.together(_:_:)`, printed when a key declares `together`.
    private static let togetherRuntime = """
                /// Checks that each of `others` is present whenever `key` is.
                func together(_ key: String, _ others: [String]) throws(UserInfoError) {
                    guard isPresent(key) else { return }
                    for other in others where !isPresent(other) {
                        throw place.child(other).failure("present, as \\"\\(key)\\" is", nil)
                    }
                }

                private func isPresent(_ key: String) -> Bool {
                    if let value = values[key] { return value != .null }
                    guard let raw = userInfo[key] else { return false }
                    return !(raw is NSNull)
                }


        """

    /// The protocol of object structs, printed when a key is an object.
    private static let objectProtocolRuntime = """


            /// An object declared with `properties`, read and written key by key.
            fileprivate protocol CustomKeyObject: Hashable, Sendable {
                /// Reads the object's keys.
                init(keys: UserInfoKeys) throws(UserInfoError)
                /// The object's keys as JSON values; an optional key that is `nil` is left out.
                var customKeys: [String: PayloadValue] { get }
            }
        """
}

/// A part of the payload runtime that only some keys need.
enum PayloadFeature: Hashable, Sendable {
    /// Numbers, Booleans and lists of integers written as text.
    case text
    /// Values carried as JSON, or Base64-encoded JSON, in a string.
    case json
    /// Maps of one value type.
    case map
    /// Objects with declared properties.
    case object
    /// Unions.
    case union
    /// `minimum` and `maximum`.
    case bounded
    /// `pattern`.
    case matching
    /// URLs.
    case url
    /// Dates.
    case date
    /// URLs that may be relative.
    case relativeURL
    /// Keys that must come with others.
    case together
    /// A key a push kind's match fixes to a value.
    case fixedKey
    /// A value of a Foundation type: a URL, a date or a UUID.
    case foundationValue

    /// The features `keys` need, at any depth.
    static func needed(by keys: [Model.PayloadKey]) -> Set<PayloadFeature> {
        var features: Set<PayloadFeature> = []
        for key in keys {
            if !key.together.isEmpty { features.insert(.together) }
            collect(key.type, into: &features)
        }
        return features
    }

    /// The `pattern` of every key's value, at any depth, in the order met.
    static func patterns(in keys: [Model.PayloadKey]) -> [String] {
        keys.flatMap { patterns(in: $0.type) }
    }

    private static func patterns(in type: Model.PayloadType) -> [String] {
        let own = type.constraints.pattern.map { [$0] } ?? []
        switch type.shape {
        case .scalar: return own
        case .list(let element), .map(let element): return own + patterns(in: element)
        case .object(let object): return own + patterns(in: object.properties)
        case .anyOf(let alternatives): return own + alternatives.flatMap { patterns(in: $0.type) }
        }
    }

    private static func collect(_ type: Model.PayloadType, into features: inout Set<PayloadFeature>) {
        switch type.encoding {
        case .plain: break
        case .text: features.insert(.text)
        case .json, .base64JSON: features.insert(.json)
        }
        if type.constraints.minimum != nil || type.constraints.maximum != nil { features.insert(.bounded) }
        if type.constraints.pattern != nil { features.insert(.matching) }
        if type.constraints.allowsRelative { features.insert(.relativeURL) }
        switch type.shape {
        case .scalar(let kind):
            if [.url, .date, .uuid].contains(kind) { features.insert(.foundationValue) }
            if kind == .url { features.insert(.url) }
            if kind == .date { features.insert(.date) }
        case .list(let element): collect(element, into: &features)
        case .map(let value):
            features.insert(.map)
            collect(value, into: &features)
        case .object(let object):
            features.insert(.object)
            features.formUnion(needed(by: object.properties))
        case .anyOf(let alternatives):
            features.insert(.union)
            for alternative in alternatives { collect(alternative.type, into: &features) }
        }
    }
}
