/// Typed custom payload keys: each category that declares a `payload` gets a `UserInfo` struct with one
/// property per key, and the file gets, once, the code that reads and writes them (`CategoryUserInfo`,
/// `PayloadCodec`, `UserInfoKeys`, `UserInfoError`). Every key travels as JSON; a notification's `userInfo`
/// is read through `JSONSerialization`, so a value is checked exactly as the JSON the server sent. Whatever
/// the access level, the readers and writers (`UserInfoKeys`, `PayloadCodec`) stay internal: only the
/// initializers that use them are API.
extension SwiftGenerator {
    /// Prints the `UserInfo` of a category that declares `keys`.
    func userInfoType(_ category: Model.Category, keys: [Model.PayloadKey], _ p: inout CodePrinter) {
        let names = keys.map { $0.key }.map { "`\($0)`" }
        let summary = names.isEmpty ? "none" : names.joined(separator: ", ")
        p.lines(SwiftComment.lines("The custom keys this category's notifications carry beside `aps`, typed: \(summary)."))
        p.block("\(access)struct UserInfo: CategoryUserInfo") { p in
            for key in keys {
                p.lines(SwiftComment.lines(documentation(of: key)))
                p.line("\(access)var \(SwiftIdentifier.escaped(key.swiftName)): \(swiftType(of: key))")
            }
            for key in keys {
                guard let values = key.type.kind.values else { continue }
                p.line()
                p.lines(SwiftComment.lines("The values of `\(key.key)`."))
                p.block("\(access)enum \(SwiftIdentifier.escaped(key.enumTypeName)): String, CaseIterable, Sendable\(generatesServer ? ", Codable" : "")") { p in
                    for value in values {
                        let name = ValidationSession.payloadCaseName(for: value) ?? value
                        p.line("case \(SwiftIdentifier.escaped(name)) = \(SwiftLiteral.string(value))")
                    }
                }
            }
            p.line()
            p.line("/// Custom keys with these values; an optional key left `nil` is not sent.")
            let parameters = keys.map { key in
                "\(SwiftIdentifier.escaped(key.swiftName)): \(swiftType(of: key))\(key.isOptional ? " = nil" : "")"
            }
            p.block("\(access)init(\(parameters.joined(separator: ", ")))") { p in
                for key in keys {
                    let name = SwiftIdentifier.escaped(key.swiftName)
                    p.line("self.\(name) = \(name)")
                }
            }
            p.line()
            p.line("\(access)static var category: CategoryID { .\(SwiftIdentifier.escaped(category.swiftName)) }")
            p.line()
            p.block("\(access)init(userInfo: [AnyHashable: Any]) throws(UserInfoError)") { p in
                p.line("try self.init(keys: UserInfoKeys(Self.category, userInfo: userInfo))")
            }
            if generatesServer {
                p.line()
                p.line("/// Decodes the keys from a JSON object (a push payload, or a part of one); other keys are ignored.")
                p.block("\(access)init(from decoder: any Decoder) throws") { p in
                    p.line("try self.init(keys: UserInfoKeys(Self.category, values: [String: PayloadValue](from: decoder)))")
                }
            }
            p.line()
            p.line("/// Reads every key from `keys`; throws for the first key that is missing or holds another type.")
            p.block("init(keys: UserInfoKeys) throws(UserInfoError)") { p in
                for key in keys {
                    let reader = key.isOptional ? "optional" : "required"
                    p.line("\(SwiftIdentifier.escaped(key.swiftName)) = try keys.\(reader)(\(SwiftLiteral.string(key.key)), \(codec(of: key.type)))")
                }
            }
            p.line()
            p.block("\(access)var customKeys: [String: PayloadValue]") { p in
                p.line("var keys: [String: PayloadValue] = [:]")
                for key in keys {
                    p.line("Self.write(\(SwiftIdentifier.escaped(key.swiftName)), \(codec(of: key.type)), to: \(SwiftLiteral.string(key.key)), in: &keys)")
                }
                p.line("return keys")
            }
        }
    }

    /// The doc comment of a key's property: its description, and the key.
    private func documentation(of key: Model.PayloadKey) -> String {
        let wire = "`\(key.key)`" + (key.isOptional ? ", optional" : "")
        guard let description = key.description else { return "The custom key \(wire)." }
        return "\(description) (\(wire))"
    }

    /// The Swift type of a key's property.
    private func swiftType(of key: Model.PayloadKey) -> String {
        let base = switch key.type.kind {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .url: "URL"
        case .date: "Date"
        case .uuid: "UUID"
        case .oneOf: SwiftIdentifier.escaped(key.enumTypeName)
        }
        let type = key.type.isList ? "[\(base)]" : base
        return key.isOptional ? type + "?" : type
    }

    /// The `PayloadCodec` a key is read and written with: `.string`, `.list(.date)`, `.oneOf`.
    private func codec(of type: Model.PayloadType) -> String {
        let base = switch type.kind {
        case .oneOf: ".oneOf"
        default: "." + type.kind.name
        }
        return type.isList ? ".list(\(base))" : base
    }

    /// Prints the protocols of typed payloads, inside the namespace, and for an app `ReceivedResponse`.
    func userInfoProtocols(_ p: inout CodePrinter) {
        p.lines(of: """
            /// What every category's `UserInfo` has: the custom keys of a notification of the category, typed, and their
            /// JSON form. Read one from a notification's `userInfo` with `init(userInfo:)`\(generatesServer ? ", or decode one from JSON" : "").
            \(access)protocol CategoryUserInfo: \(generatesServer ? "Codable, " : "")Hashable, Sendable {
                /// The identifier of the category whose notifications carry these keys.
                static var category: CategoryID { get }
                /// Reads the keys from a notification's `userInfo` (`UNNotificationContent.userInfo`), as the system
                /// delivers a push's JSON; throws for the first key that is missing or holds another type.
                init(userInfo: [AnyHashable: Any]) throws(UserInfoError)
                /// The keys as JSON values, beside `aps`; an optional key that is `nil` is left out.
                var customKeys: [String: PayloadValue] { get }
            }

            /// A category whose notifications carry the custom keys it declares (`payload`), typed as its `UserInfo`.
            \(access)protocol PayloadCategory {
                /// The category's identifier.
                static var id: CategoryID { get }
            """)
        if generatesApp {
            p.line("    /// What the user did with a notification of the category.")
            p.line("    associatedtype Response: CategoryResponse, Equatable, Sendable")
        }
        p.lines(of: """
                /// The custom keys of a notification of the category.
                associatedtype UserInfo: CategoryUserInfo
            }
            """)
        guard generatesApp else { return }
        p.line()
        p.lines(of: """
            /// What the user did with a notification of a category that declares custom keys (its `Received`), and the
            /// keys: the action always, even when a key is not what the category declares, so that no tap is lost.
            \(access)struct ReceivedResponse<CategoryType: PayloadCategory>: Equatable, Sendable {
                /// What the user did.
                \(access)var response: CategoryType.Response
                /// The notification's custom keys, typed, or why they are not what the category declares.
                \(access)var userInfo: Result<CategoryType.UserInfo, UserInfoError>

                /// A response with its custom keys.
                \(access)init(response: CategoryType.Response, userInfo: Result<CategoryType.UserInfo, UserInfoError>) {
                    self.response = response
                    self.userInfo = userInfo
                }

                /// The response that `actionIdentifier` names (`userText` is the text of a text-input response), with the
                /// keys read from a notification's `userInfo`. Tests build responses with it.
                \(access)init(actionIdentifier: String, userText: String? = nil, userInfo: [AnyHashable: Any]) {
                    self.init(
                        response: CategoryType.Response(actionIdentifier: actionIdentifier, userText: userText),
                        userInfo: CategoryType.UserInfo.decoding(userInfo))
                }
            }
            """)
    }

    /// Prints the types that read and write typed payload keys, in an extension of the namespace.
    func userInfoSupport(_ p: inout CodePrinter) {
        p.lines(of: """
            nonisolated extension \(namespaceName) {
                /// Why a notification's custom keys are not what its category declares: the first key that is missing or
                /// holds a value of another type.
                \(access)struct UserInfoError: Error, Hashable, Sendable, CustomStringConvertible {
                    /// The notification's category.
                    \(access)var category: CategoryID
                    /// The key.
                    \(access)var key: String
                    /// What the category declares the key holds, such as `an integer`.
                    \(access)var expected: String
                    /// What the notification holds instead, such as `the string "soon"`; `nil` when the key is missing.
                    \(access)var found: String?

                    /// The problem in one line, naming the category and the key.
                    \(access)var description: String {
                        let problem = found.map { "must be \\(expected), found \\($0)" } ?? "is missing; it must be \\(expected)"
                        return "\\(category.rawValue) notification: custom key \\"\\(key)\\" \\(problem)"
                    }
                }

                /// The custom keys of one notification, as a category's `UserInfo` reads them: from the notification's
                /// `userInfo`, or from JSON.
                struct UserInfoKeys {
                    /// The category whose keys are read, named in errors.
                    let category: CategoryID
                    private let values: [String: PayloadValue]
                    private let userInfo: [AnyHashable: Any]

                    /// The keys of a JSON object.
                    init(_ category: CategoryID, values: [String: PayloadValue]) {
                        self.category = category
                        self.values = values
                        self.userInfo = [:]
                    }

                    /// The keys of a notification's `userInfo`, as the system delivers a push's JSON.
                    init(_ category: CategoryID, userInfo: [AnyHashable: Any]) {
                        self.category = category
                        self.values = [:]
                        self.userInfo = userInfo
                    }

                    /// The value of `key`, which must be present.
                    func required<T>(_ key: String, _ codec: PayloadCodec<T>) throws(UserInfoError) -> T {
                        guard let json = try json(key, codec) else {
                            throw UserInfoError(category: category, key: key, expected: codec.expected, found: nil)
                        }
                        return try value(json, key, codec)
                    }

                    /// The value of `key`, or `nil` when it is absent or `null`.
                    func optional<T>(_ key: String, _ codec: PayloadCodec<T>) throws(UserInfoError) -> T? {
                        guard let json = try json(key, codec), json != .null else { return nil }
                        return try value(json, key, codec)
                    }

                    private func value<T>(_ json: PayloadValue, _ key: String, _ codec: PayloadCodec<T>) throws(UserInfoError) -> T {
                        guard let value = codec.decode(json) else {
                            throw UserInfoError(category: category, key: key, expected: codec.expected, found: codec.describe(json))
                        }
                        return value
                    }

                    /// The JSON value of `key`; a `userInfo` value is read back through `JSONSerialization`, so a
                    /// number and a Boolean stay apart as they were in the push.
                    private func json<T>(_ key: String, _ codec: PayloadCodec<T>) throws(UserInfoError) -> PayloadValue? {
                        if let value = values[key] { return value }
                        guard let raw = userInfo[key] else { return nil }
                        if raw is NSNull { return .null }
                        guard JSONSerialization.isValidJSONObject([raw]), let data = try? JSONSerialization.data(withJSONObject: [raw]),
                              let value = try? JSONDecoder().decode([PayloadValue].self, from: data).first else {
                            throw UserInfoError(
                                category: category, key: key, expected: codec.expected, found: "a \\(Swift.type(of: raw)), which JSON cannot hold")
                        }
                        return value
                    }
                }

                /// How the values of a custom key are written in JSON, and what a wrong one is called in errors.
                struct PayloadCodec<T>: Sendable {
                    /// What the JSON must hold, such as `an integer`.
                    let expected: String
                    /// The value `json` holds, or `nil` when it holds no value of the type.
                    let decode: @Sendable (PayloadValue) -> T?
                    /// The JSON form of a value.
                    let encode: @Sendable (T) -> PayloadValue
                    /// What a JSON value that is not a value of the type holds, for errors.
                    var describe: @Sendable (PayloadValue) -> String = { $0.summary }
                }
            }

            nonisolated extension \(namespaceName).PayloadCodec where T == String {
                /// A JSON string.
                static var string: Self { Self(expected: "a string", decode: { if case .string(let text) = $0 { text } else { nil } }, encode: { .string($0) }) }
            }

            nonisolated extension \(namespaceName).PayloadCodec where T == Int {
                /// A JSON number without a fraction.
                static var int: Self {
                    Self(expected: "an integer", decode: { json in
                        switch json {
                        case .int(let number): number
                        case .double(let number): Int(exactly: number)
                        default: nil
                        }
                    }, encode: { .int($0) })
                }
            }

            nonisolated extension \(namespaceName).PayloadCodec where T == Double {
                /// A JSON number.
                static var double: Self {
                    Self(expected: "a number", decode: { json in
                        switch json {
                        case .int(let number): Double(number)
                        case .double(let number): number
                        default: nil
                        }
                    }, encode: { .double($0) })
                }
            }

            nonisolated extension \(namespaceName).PayloadCodec where T == Bool {
                /// `true` or `false` (not a number).
                static var bool: Self { Self(expected: "true or false", decode: { if case .bool(let value) = $0 { value } else { nil } }, encode: { .bool($0) }) }
            }

            nonisolated extension \(namespaceName).PayloadCodec where T == URL {
                /// A JSON string holding an absolute URL.
                static var url: Self {
                    Self(expected: "an absolute URL", decode: { json in
                        guard case .string(let text) = json, let url = URL(string: text), url.scheme != nil else { return nil }
                        return url
                    }, encode: { .string($0.absoluteString) })
                }
            }

            nonisolated extension \(namespaceName).PayloadCodec where T == Date {
                /// A JSON string holding an ISO 8601 date and time with its offset, such as `2026-11-23T09:30:00Z`;
                /// fractions of a second are written to the millisecond.
                static var date: Self {
                    Self(expected: "an ISO 8601 date and time such as \\"2026-11-23T09:30:00Z\\"", decode: { json in
                        guard case .string(let text) = json else { return nil }
                        let formatter = ISO8601DateFormatter()
                        if let date = formatter.date(from: text) { return date }
                        formatter.formatOptions.insert(.withFractionalSeconds)
                        return formatter.date(from: text)
                    }, encode: { date in
                        let formatter = ISO8601DateFormatter()
                        if date.timeIntervalSinceReferenceDate.rounded(.down) != date.timeIntervalSinceReferenceDate {
                            formatter.formatOptions.insert(.withFractionalSeconds)
                        }
                        return .string(formatter.string(from: date))
                    })
                }
            }

            nonisolated extension \(namespaceName).PayloadCodec where T == UUID {
                /// A JSON string holding a UUID.
                static var uuid: Self {
                    Self(expected: "a UUID", decode: { if case .string(let text) = $0 { UUID(uuidString: text) } else { nil } }, encode: { .string($0.uuidString) })
                }
            }

            nonisolated extension \(namespaceName).PayloadCodec where T: RawRepresentable & CaseIterable & Sendable, T.RawValue == String {
                /// A JSON string that is one of the enumeration's raw values.
                static var oneOf: Self {
                    Self(expected: "one of " + T.allCases.map { "\\"\\($0.rawValue)\\"" }.joined(separator: ", "),
                         decode: { if case .string(let text) = $0 { T(rawValue: text) } else { nil } }, encode: { .string($0.rawValue) })
                }
            }

            nonisolated extension \(namespaceName).PayloadCodec {
                /// A JSON array of values each written with `element`.
                static func list<Element>(_ element: \(namespaceName).PayloadCodec<Element>) -> Self where T == [Element] {
                    Self(expected: "a list, each item \\(element.expected)", decode: { json in
                        guard case .array(let items) = json else { return nil }
                        var values: [Element] = []
                        for item in items {
                            guard let value = element.decode(item) else { return nil }
                            values.append(value)
                        }
                        return values
                    }, encode: { .array($0.map(element.encode)) }, describe: { json in
                        guard case .array(let items) = json, let index = items.firstIndex(where: { element.decode($0) == nil }) else {
                            return json.summary
                        }
                        return "a list whose item \\(index + 1) is \\(element.describe(items[index]))"
                    })
                }
            }

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

                /// The value as a property list holds it, for a notification's `userInfo`.
                var propertyList: Any {
                    switch self {
                    case .string(let text): text
                    case .int(let number): number
                    case .double(let number): number
                    case .bool(let value): value
                    case .array(let items): items.map(\\.propertyList)
                    case .object(let members): members.mapValues(\\.propertyList)
                    case .null: NSNull()
                    }
                }
            }

            nonisolated extension \(namespaceName).CategoryUserInfo {
                /// The keys in a notification's `userInfo`, or why they are not what the category declares.
                \(access)static func decoding(_ userInfo: [AnyHashable: Any]) -> Result<Self, \(namespaceName).UserInfoError> {
                    do throws(\(namespaceName).UserInfoError) {
                        return .success(try Self(userInfo: userInfo))
                    } catch {
                        return .failure(error)
                    }
                }

                /// The keys as a notification's `userInfo` holds them (property-list values).
                \(access)var userInfo: [String: Any] { customKeys.mapValues(\\.propertyList) }

                /// Writes `value` (unless `nil`) to `keys` under `key`, with `codec`.
                static func write<T>(_ value: T?, _ codec: \(namespaceName).PayloadCodec<T>, to key: String, in keys: inout [String: \(namespaceName).PayloadValue]) {
                    keys[key] = value.map(codec.encode)
                }
            }
            """)
        guard generatesServer else { return }
        p.line()
        p.lines(of: """
            nonisolated extension \(namespaceName).CategoryUserInfo {
                /// Encodes the keys as a JSON object.
                \(access)func encode(to encoder: any Encoder) throws {
                    try customKeys.encode(to: encoder)
                }
            }
            """)
    }

    /// Prints, in the UserNotifications part, reading typed keys from notifications and responses and writing
    /// them to local content.
    func userInfoNotifications(_ p: inout CodePrinter) {
        p.lines(of: """
            nonisolated extension \(namespaceName).PayloadCategory {
                /// The custom keys of `notification` (in `userNotificationCenter(_:willPresent:)`), typed, or why they are not
                /// what the category declares; `nil` when the notification is of another category.
                \(access)static func userInfo(of notification: UNNotification) -> Result<UserInfo, \(namespaceName).UserInfoError>? {
                    let content = notification.request.content
                    guard content.categoryIdentifier.unicodeScalars.elementsEqual(id.rawValue.unicodeScalars) else { return nil }
                    return UserInfo.decoding(content.userInfo)
                }

                /// New content for a local notification of this category, carrying `userInfo`'s keys.
                \(access)static func makeContent(
                    _ userInfo: UserInfo, title: String = "", subtitle: String = "", body: String = "", threadID: String = ""
                ) -> UNMutableNotificationContent {
                    let content = \(namespaceName).makeContent(id, title: title, subtitle: subtitle, body: body, threadID: threadID)
                    content.userInfo = userInfo.userInfo
                    return content
                }
            }

            nonisolated extension \(namespaceName).ReceivedResponse {
                /// The user's response with the notification's custom keys (in `userNotificationCenter(_:didReceive:)`); `nil`
                /// when `response` is to a notification of another category.
                \(access)init?(_ response: UNNotificationResponse) {
                    guard let action = CategoryType.Response(response) else { return nil }
                    self.init(response: action, userInfo: CategoryType.UserInfo.decoding(response.notification.request.content.userInfo))
                }
            }
            """)
    }
}
