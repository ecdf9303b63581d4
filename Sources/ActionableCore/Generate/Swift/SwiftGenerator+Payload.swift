/// The APNs payload type: compiled on every platform, since push servers on Linux are its main users.
///
/// Keys and their meaning follow Apple's "Generating a remote notification" (see the reference notes);
/// the text below is fixed, and only the access level varies.
extension SwiftGenerator {
    /// Prints the extension of the namespace that declares `Payload`.
    func payload(_ p: inout CodePrinter) {
        p.block("nonisolated extension \(namespaceName)") { p in
            p.line("/// The JSON body of a remote notification of one of these categories, as APNs expects it: `aps` with the")
            p.line("/// category and alert, and custom keys beside it. ``jsonData()`` encodes it and checks APNs' size limit.")
            p.block("\(access)struct Payload: Encodable, Hashable, Sendable") { p in
                payloadProperties(&p)
                p.line()
                payloadInitializer(&p)
                p.line()
                interruptionLevel(&p)
                p.line()
                localizedAlertText(&p)
                p.line()
                payloadValue(&p)
                p.line()
                payloadProblem(&p)
                p.line()
                payloadEncoding(&p)
            }
        }
    }

    private func payloadProperties(_ p: inout CodePrinter) {
        p.lines(of: """
            /// The most bytes APNs accepts in the payload of a notification that is not a VoIP push.
            \(access)static let maximumSize = 4096

            /// `aps.category`: the category whose actions the notification shows.
            \(access)var category: CategoryID
            /// `aps.alert.title`.
            \(access)var title: String?
            /// `aps.alert.subtitle`.
            \(access)var subtitle: String?
            /// `aps.alert.body`.
            \(access)var body: String?
            /// `aps.alert.title-loc-key` and `title-loc-args`: a title the device looks up in the app's strings.
            \(access)var localizedTitle: LocalizedText?
            /// `aps.alert.subtitle-loc-key` and `subtitle-loc-args`: a subtitle the device looks up in the app's strings.
            \(access)var localizedSubtitle: LocalizedText?
            /// `aps.alert.loc-key` and `loc-args`: a body the device looks up in the app's strings.
            \(access)var localizedBody: LocalizedText?
            /// `aps.thread-id`: notifications of one thread are grouped together.
            \(access)var threadID: String?
            /// `aps.target-content-id`: the window or content to bring forward when the notification is opened.
            \(access)var targetContentID: String?
            /// `aps.interruption-level`: how much the notification may interrupt the user.
            \(access)var interruptionLevel: InterruptionLevel?
            /// `aps.relevance-score`, from 0 to 1: the app's most relevant notification is featured in the summary.
            \(access)var relevanceScore: Double?
            /// `aps.mutable-content`: lets the app's notification service extension change the content first.
            \(access)var isMutableContent: Bool
            /// `aps.badge`: the number on the app's icon; 0 removes it.
            \(access)var badge: Int?
            /// `aps.sound`: the name of a sound file in the app's bundle, or `default`.
            \(access)var sound: String?
            """)
        if hasPayloads {
            p.lines(of: """
                /// The custom keys the category declares, as JSON: set from its typed `UserInfo` by
                /// ``init(_:title:subtitle:body:localizedTitle:localizedSubtitle:localizedBody:threadID:targetContentID:interruptionLevel:relevanceScore:isMutableContent:badge:sound:undeclaredKeys:)``.
                \(access)private(set) var declaredKeys: [String: Value]
                """)
        }
        p.lines(of: """
            /// Keys beside `aps` that the category does not declare, which the app reads from `userInfo` itself; neither
            /// `aps` nor a key the category declares.
            \(access)var undeclaredKeys: [String: Value]
            """)
    }

    /// The parameters of the initializers after the category or typed keys, and their defaults.
    private static let optionalParameters = [
        "title: String? = nil, subtitle: String? = nil, body: String? = nil,",
        "localizedTitle: LocalizedText? = nil, localizedSubtitle: LocalizedText? = nil, localizedBody: LocalizedText? = nil,",
        "threadID: String? = nil, targetContentID: String? = nil, interruptionLevel: InterruptionLevel? = nil,",
        "relevanceScore: Double? = nil, isMutableContent: Bool = false, badge: Int? = nil, sound: String? = nil,",
        "undeclaredKeys: [String: Value] = [:]",
    ]

    /// The names of those parameters, in order.
    private static let optionalParameterNames = [
        "title", "subtitle", "body", "localizedTitle", "localizedSubtitle", "localizedBody", "threadID", "targetContentID",
        "interruptionLevel", "relevanceScore", "isMutableContent", "badge", "sound", "undeclaredKeys",
    ]

    private func payloadInitializer(_ p: inout CodePrinter) {
        initializer(["/// A payload for a notification of `category`; every other key is left out unless given."], "init",
                    firstParameter: "category: CategoryID", &p) { p in
            for name in ["category"] + Self.optionalParameterNames {
                p.line("self.\(name) = \(name)")
            }
            if hasPayloads { p.line("declaredKeys = [:]") }
        }
        guard hasPayloads else { return }
        p.line()
        initializer([
            "/// A payload for a notification of `UserInfo`'s category, carrying its custom keys; every other key is left out",
            "/// unless given.",
        ], "init<UserInfo: CategoryUserInfo>", firstParameter: "_ userInfo: UserInfo", &p) { p in
            let arguments = Self.optionalParameterNames.map { "\($0): \($0)" }.joined(separator: ", ")
            p.line("self.init(category: UserInfo.categoryID, \(arguments))")
            p.line("declaredKeys = userInfo.customKeys")
        }
    }

    /// Prints an initializer of `Payload` whose parameters are `firstParameter` and then ``optionalParameters``.
    private func initializer(
        _ documentation: [String], _ name: String, firstParameter: String, _ p: inout CodePrinter, body: (inout CodePrinter) -> Void
    ) {
        p.lines(documentation)
        p.line("\(access)\(name)(")
        p.indented { p in
            p.line(firstParameter + ",")
            p.lines(Self.optionalParameters)
        }
        p.block(")", body)
    }

    private func interruptionLevel(_ p: inout CodePrinter) {
        p.lines(of: """
            /// How much a notification may interrupt the user (`aps.interruption-level`).
            \(access)enum InterruptionLevel: String, CaseIterable, Encodable, Hashable, Sendable {
                /// Added to the notification list without lighting the screen or playing a sound.
                case passive
                /// Presented at once, lighting the screen and playing a sound: the system's default.
                case active
                /// Presented at once even during a Focus; needs the Time Sensitive Notifications capability.
                case timeSensitive = "time-sensitive"
                /// Presented at once with sound even when the device is muted; needs an entitlement from Apple.
                case critical
            }
            """)
    }

    private func localizedAlertText(_ p: inout CodePrinter) {
        p.lines(of: """
            /// Alert text the device looks up by key in the app's `Localizable` strings when the notification arrives,
            /// in the user's language, and formats with `arguments` (each `%@` in turn, or `%n$@`). The keys of the
            /// category's own strings are in the manifest's `localizations`.
            \(access)struct LocalizedText: Hashable, Sendable {
                /// The key in the app's `Localizable` strings.
                \(access)var key: String
                /// The strings that replace the format specifiers of the localized text.
                \(access)var arguments: [String]

                /// Text looked up by `key` and formatted with `arguments`.
                \(access)init(key: String, arguments: [String] = []) {
                    self.key = key
                    self.arguments = arguments
                }
            }
            """)
    }

    private func payloadValue(_ p: inout CodePrinter) {
        p.lines(of: """
            /// The JSON value of a custom key, written with literals: `["meeting": "42", "attendees": 3]`.
            \(access)enum Value: Codable, Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
                ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
            {
                /// A JSON string.
                case string(String)
                /// A JSON number without a fraction.
                case int(Int)
                /// A JSON number; it must be finite.
                case double(Double)
                /// `true` or `false`.
                case bool(Bool)
                /// A JSON array.
                case array([Value])
                /// A JSON object; of a literal's repeated keys, the last wins.
                case object([String: Value])
                /// `null`.
                case null

                /// A string.
                \(access)init(stringLiteral value: String) { self = .string(value) }
                /// An integer.
                \(access)init(integerLiteral value: Int) { self = .int(value) }
                /// A number.
                \(access)init(floatLiteral value: Double) { self = .double(value) }
                /// A Boolean.
                \(access)init(booleanLiteral value: Bool) { self = .bool(value) }
                /// An array.
                \(access)init(arrayLiteral elements: Value...) { self = .array(elements) }
                /// An object.
                \(access)init(dictionaryLiteral elements: (String, Value)...) {
                    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
                }

                /// Decodes any JSON value.
                \(access)init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    if container.decodeNil() {
                        self = .null
                    } else if let value = try? container.decode(Bool.self) {
                        self = .bool(value)
                    } else if let value = try? container.decode(Int.self) {
                        self = .int(value)
                    } else if let value = try? container.decode(Double.self) {
                        self = .double(value)
                    } else if let value = try? container.decode(String.self) {
                        self = .string(value)
                    } else if let value = try? container.decode([Value].self) {
                        self = .array(value)
                    } else {
                        self = .object(try container.decode([String: Value].self))
                    }
                }

                /// Encodes the value as JSON.
                \(access)func encode(to encoder: any Encoder) throws {
                    var container = encoder.singleValueContainer()
                    switch self {
                    case .string(let value): try container.encode(value)
                    case .int(let value): try container.encode(value)
                    case .double(let value): try container.encode(value)
                    case .bool(let value): try container.encode(value)
                    case .array(let value): try container.encode(value)
                    case .object(let value): try container.encode(value)
                    case .null: try container.encodeNil()
                    }
                }
            }
            """)
    }

    private func payloadProblem(_ p: inout CodePrinter) {
        p.lines(of: """
            /// Why a payload cannot be sent: thrown when it is encoded.
            \(access)enum Problem: Error, Hashable, Sendable {
                /// The encoded payload has `size` bytes, more than ``maximumSize``.
                case tooLarge(size: Int)
                /// `undeclaredKeys` has the key `aps`, which belongs to the system.
                case customKeyNamedAPS
                /// `relevanceScore` is not between 0 and 1.
                case relevanceScoreOutOfRange(Double)
            """)
        if hasPayloads {
            p.lines(of: """
                    /// `undeclaredKeys` has a key the category declares; set it through the category's `UserInfo`.
                    case undeclaredKeyIsDeclared(String)
                """)
        }
        p.line("}")
    }

    private func payloadEncoding(_ p: inout CodePrinter) {
        // The declared keys join the undeclared ones, which may not repeat them (checked in key order, so the
        // same payload always names the same key).
        let declaredKeys = hasPayloads
            ? "for key in declaredKeys.keys.sorted() where undeclaredKeys[key] != nil { throw Problem.undeclaredKeyIsDeclared(key) }\n"
                + "    payload.merge(declaredKeys) { _, declared in declared }\n    "
            : ""
        p.lines(of: """
            /// The payload as APNs expects it: UTF-8 JSON with sorted keys, so one payload always gives the same bytes.
            ///
            /// - Throws: ``Problem`` when APNs would refuse the payload, and `EncodingError` for a value that JSON
            ///   cannot hold (a number that is not finite).
            \(access)func jsonData() throws -> Data {
                let encoder = JSONEncoder()
                encoder.outputFormatting = .sortedKeys
                let data = try encoder.encode(self)
                guard data.count <= Self.maximumSize else { throw Problem.tooLarge(size: data.count) }
                return data
            }

            /// Encodes `aps` and the custom keys; use ``jsonData()`` to check the size as well.
            ///
            /// - Throws: ``Problem`` for an undeclared key `aps`\(hasPayloads ? " or one the category declares," : "") or a relevance score outside 0...1.
            \(access)func encode(to encoder: any Encoder) throws {
                guard undeclaredKeys["aps"] == nil else { throw Problem.customKeyNamedAPS }
                if let relevanceScore, !(0...1).contains(relevanceScore) { throw Problem.relevanceScoreOutOfRange(relevanceScore) }
                var alert: [String: Value] = [:]
                alert["title"] = title.map(Value.string)
                alert["subtitle"] = subtitle.map(Value.string)
                alert["body"] = body.map(Value.string)
                Self.add(localizedTitle, prefix: "title-", to: &alert)
                Self.add(localizedSubtitle, prefix: "subtitle-", to: &alert)
                Self.add(localizedBody, prefix: "", to: &alert)
                var aps: [String: Value] = ["category": .string(category.rawValue)]
                if !alert.isEmpty { aps["alert"] = .object(alert) }
                aps["thread-id"] = threadID.map(Value.string)
                aps["target-content-id"] = targetContentID.map(Value.string)
                aps["interruption-level"] = interruptionLevel.map { Value.string($0.rawValue) }
                aps["relevance-score"] = relevanceScore.map(Value.double)
                if isMutableContent { aps["mutable-content"] = .int(1) }
                aps["badge"] = badge.map(Value.int)
                aps["sound"] = sound.map(Value.string)
                var payload = undeclaredKeys
                \(declaredKeys)payload["aps"] = .object(aps)
                try Value.object(payload).encode(to: encoder)
            }

            /// Adds `text`'s key and arguments to `alert`, under `prefix` + `loc-key` and `loc-args`.
            private static func add(_ text: LocalizedText?, prefix: String, to alert: inout [String: Value]) {
                guard let text else { return }
                alert[prefix + "loc-key"] = .string(text.key)
                if !text.arguments.isEmpty { alert[prefix + "loc-args"] = .array(text.arguments.map(Value.string)) }
            }
            """)
    }
}
