/// The APNs payload type: compiled on every platform, since push servers on Linux are its main users.
///
/// Keys and their meaning follow Apple's "Generating a remote notification" (see the reference notes);
/// the text below is fixed, and only the access level varies.
extension SwiftGenerator {
    /// Prints the extension of the namespace that declares `Payload` and `PayloadError`; `catalog` says which
    /// categories require custom keys.
    func payload(_ catalog: Model, _ p: inout CodePrinter) {
        p.block("nonisolated extension \(namespaceName)") { p in
            p.line("/// The JSON body of a remote notification of one of these categories, as APNs expects it: `aps` with the")
            p.line("/// category and alert, and custom keys beside it. ``jsonData()`` encodes it and checks APNs' size limit.")
            p.line("/// The HTTP/2 request carries the rest: `apns-push-type`, `apns-topic`, `apns-priority`, `apns-expiration`")
            p.line("/// and `apns-collapse-id` are headers, not part of this payload.")
            p.block("\(access)struct Payload: Encodable, Hashable, Sendable") { p in
                payloadProperties(&p)
                p.line()
                payloadInitializer(catalog, &p)
                p.line()
                p.line("/// The JSON value of a custom key.")
                p.line("\(access)typealias Value = PayloadValue")
                p.line()
                interruptionLevel(&p)
                p.line()
                sound(&p)
                p.line()
                localizedAlertText(&p)
                p.line()
                payloadEncoding(catalog, &p)
            }
            p.line()
            payloadContent(&p)
            p.line()
            payloadError(&p)
        }
        payloadContentConformances(catalog, &p)
    }

    private func payloadProperties(_ p: inout CodePrinter) {
        p.lines(of: """
            /// The most bytes APNs accepts in the payload of a notification that is not a VoIP push.
            \(access)static let maximumSize = 4096

            """)
        if hasCategories {
            p.lines(of: """
                /// `aps.category`: the category whose actions the notification shows; `nil` for a push that names none.
                \(access)var category: CategoryID?
                """)
        }
        p.lines(of: """
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
            /// `aps.content-available`: wakes the app in the background to fetch content; without an alert, badge or
            /// sound the push is silent (send it with `apns-push-type: background` and `apns-priority: 5`).
            \(access)var isContentAvailable: Bool
            /// `aps.badge`: the number on the app's icon; 0 removes it.
            \(access)var badge: Int?
            /// `aps.sound`: a sound file in the app's bundle or `default` (write a string), or a critical alert's sound.
            \(access)var sound: Sound?
            """)
        if hasPayloads {
            p.lines(of: """
                /// The custom keys the category\(hasPushes ? " or push kind" : "") declares, as JSON: set from its typed keys by the
                /// initializer that takes them.
                \(access)private(set) var declaredKeys: [String: Value]
                /// Whose typed keys the declared keys came from; `nil` without any.
                private var declaredKeysSource: UserInfoSource?
                """)
        }
        p.lines(of: """
            /// Keys beside `aps` that the category does not declare, which the app reads from `userInfo` itself; neither
            /// `aps` nor a key the category declares.
            \(access)var undeclaredKeys: [String: Value]
            """)
    }

    /// The parameters of the initializer after what the payload is for, one per line, with their defaults.
    private static let optionalParameters = [
        "title: String? = nil,", "subtitle: String? = nil,", "body: String? = nil,",
        "localizedTitle: LocalizedText? = nil,", "localizedSubtitle: LocalizedText? = nil,", "localizedBody: LocalizedText? = nil,",
        "threadID: String? = nil,", "targetContentID: String? = nil,", "interruptionLevel: InterruptionLevel? = nil,",
        "relevanceScore: Double? = nil,", "isMutableContent: Bool = false,", "isContentAvailable: Bool = false,", "badge: Int? = nil,",
        "sound: Sound? = nil,",
        "undeclaredKeys: [String: Value] = [:]",
    ]

    /// The names of those parameters, in order.
    private static let optionalParameterNames = optionalParameters.map { String($0.prefix { $0 != ":" }) }

    /// Prints the one initializer of `Payload`, generic over what the payload is for (``payloadContent(_:)``),
    /// and, with categories, the categories that require no custom key.
    private func payloadInitializer(_ catalog: Model, _ p: inout CodePrinter) {
        p.line("/// A payload for `content`: a category's typed keys (its `UserInfo`)\(hasPushes ? ", a push kind's (its type in `Push`)" : "")\(hasCategories ? ", or" : "")")
        if hasCategories {
            p.line("/// `.category(_:)` of a category that requires no custom key; every other key is left out unless given.")
        } else {
            p.line("/// every other key is left out unless given.")
        }
        if hasPushes {
            p.line("/// A push kind's payload names no category; a silent kind's gets `content-available` and may not have an")
            p.line("/// alert, badge or sound.")
        }
        initializer(
            "init<Content: PayloadContent>(", first: "_ content: Content,", category: "category = content.payloadCategory",
            keys: ["declaredKeysSource = content.payloadKeysSource", "declaredKeys = (content as? any TypedUserInfo)?.customKeys ?? [:]"],
            &p)
        guard hasCategories else { return }
        p.line()
        p.line("/// A payload of the category `category`, without typed keys (0.3.0's initializer).")
        p.line("@available(")
        p.line("    *, deprecated,")
        p.line("    message: \"use Payload(.category(_:)) without required keys, else Payload(_:) with the category's UserInfo\")")
        initializer(
            "init(", first: "category: CategoryID,", category: "self.category = category",
            keys: ["declaredKeysSource = nil", "declaredKeys = [:]"], &p)
        let keyless = catalog.categories.filter { !($0.payload ?? []).contains { !$0.isOptional } }
        p.line()
        p.line("/// The categories whose notifications need no custom key: a payload of one is `Payload(.category(_:))`.")
        p.block("\(access)enum CategoryWithoutRequiredKeys: PayloadContent, Hashable") { p in
            p.forEach(keyless) { category, p in
                p.documentation(documentation(of: category))
                p.line("case \(SwiftIdentifier.escaped(category.swiftName))")
            }
            p.line()
            p.line("/// The category's identifier.")
            sameNameMapping("\(access)var id: CategoryID", cases: keyless.map(\.swiftName), &p)
            p.line()
            p.line("/// The category, which the payload names in `aps.category`.")
            p.line("\(access)var payloadCategory: CategoryID? { id }")
            if hasPayloads {
                p.line("/// `nil`: the payload carries no typed keys.")
                p.line("\(access)var payloadKeysSource: UserInfoSource? { nil }")
            }
        }
    }

    /// Prints an initializer of `Payload`: `opening` (`init(`), the parameter `first`, then ``optionalParameters``; its
    /// body sets the category with `category` (when the file has categories), every optional parameter, and with
    /// typed keys the statements `keys`.
    private func initializer(_ opening: String, first: String, category: String, keys: [String], _ p: inout CodePrinter) {
        p.line(access + opening)
        p.indented { p in
            p.line(first)
            p.lines(Self.optionalParameters)
        }
        p.block(")") { p in
            if hasCategories { p.line(category) }
            for name in Self.optionalParameterNames {
                p.line("self.\(name) = \(name)")
            }
            if hasPayloads { p.lines(keys) }
        }
    }

    /// Prints, in the namespace, `PayloadContent`: what `Payload`'s initializer takes. With categories, its
    /// extension gives `.category(_:)`.
    func payloadContent(_ p: inout CodePrinter) {
        p.line("/// What a `Payload` is for: a category's typed keys (its `UserInfo`)\(hasPushes ? ", a push kind's (its type in `Push`)" : "")\(hasCategories ? "," : "")")
        if hasCategories { p.line("/// or `.category(_:)` of a category that requires no custom key.") }
        p.block("\(access)protocol PayloadContent: Sendable") { p in
            if hasCategories {
                p.line("/// The category the payload names in `aps.category`; `nil` for a push that names none.")
                p.line("var payloadCategory: CategoryID? { get }")
            }
            if hasPayloads {
                p.line("/// Whose typed keys the payload carries; `nil` for a category's payload without them.")
                p.line("var payloadKeysSource: UserInfoSource? { get }")
            }
        }
    }

    /// Prints, at file scope, what conforms typed keys to `PayloadContent`, and `.category(_:)` when some category
    /// requires no custom key.
    func payloadContentConformances(_ catalog: Model, _ p: inout CodePrinter) {
        if catalog.categories.contains(where: { !($0.payload ?? []).contains { !$0.isOptional } }) {
            p.line()
            p.line("nonisolated extension \(namespaceName).PayloadContent")
            p.block("where Self == \(namespaceName).Payload.CategoryWithoutRequiredKeys") { p in
                p.line("/// A notification of `category`, which requires no custom key: `Payload(.category(.dailySummary))`.")
                p.line("\(access)static func category(_ category: Self) -> Self { category }")
            }
        }
        if hasCategoryPayloads {
            p.line()
            p.block("nonisolated extension \(namespaceName).CategoryUserInfo") { p in
                p.line("/// The keys' category, which the payload names in `aps.category`.")
                p.line("\(access)var payloadCategory: \(namespaceName).CategoryID? { Self.category }")
                p.line("/// The keys' category.")
                p.line("\(access)var payloadKeysSource: \(namespaceName).UserInfoSource? { .category(Self.category) }")
            }
        }
        if hasPushes {
            p.line()
            p.block("nonisolated extension \(namespaceName).PushUserInfo") { p in
                if hasCategories {
                    p.line("/// `nil`: a push kind's payload names no category.")
                    p.line("\(access)var payloadCategory: \(namespaceName).CategoryID? { nil }")
                }
                p.line("/// The keys' push kind.")
                p.line("\(access)var payloadKeysSource: \(namespaceName).UserInfoSource? { .push(Self.kind) }")
            }
        }
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

    private func sound(_ p: inout CodePrinter) {
        p.lines(of: """
            /// The sound of a notification (`aps.sound`): write a file name, or `default`, as a string.
            \(access)enum Sound: Hashable, Sendable, ExpressibleByStringLiteral {
                /// The sound file `name` in the app's bundle, or `default` for the system's sound.
                case named(String)
                /// A critical alert's sound, played even when the device is muted (needs Apple's critical alerts
                /// entitlement): the file `name` (or `default`), at `volume` from 0 (silent) to 1 (full).
                case critical(name: String, volume: Double)

                /// The sound file `value`.
                \(access)init(stringLiteral value: String) { self = .named(value) }
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

    private func payloadError(_ p: inout CodePrinter) {
        p.lines(of: """
            /// Why a payload cannot be sent: thrown when it is encoded.
            \(access)enum PayloadError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
                /// The encoded payload has `size` bytes, more than ``Payload/maximumSize``.
                case tooLarge(size: Int)
                /// `undeclaredKeys` has the key `aps`, which belongs to the system.
                case customKeyNamedAPS
                /// `relevanceScore` is not between 0 and 1.
                case relevanceScoreOutOfRange(Double)
                /// A critical sound's volume is not between 0 and 1.
                case soundVolumeOutOfRange(Double)
                /// `badge` is negative; 0 removes the number from the app's icon.
                case negativeBadge(Int)
            """)
        if hasPayloads {
            p.lines(of: """
                    /// `undeclaredKeys` has a key the category\(hasPushes ? " or push kind" : "") declares; set it through its typed keys.
                    case undeclaredKeyIsDeclared(String)
                    /// A typed key holds a value its readers reject (a number out of bounds, a string against its pattern, a
                    /// date outside the years 0000 to 9999, a key without the keys it comes with): the app could not read it.
                    case invalidValue(UserInfoError)
                """)
        }
        if hasPayloads && hasCategories {
            p.lines(of: """
                    /// The category declares required custom keys and the payload does not carry its `UserInfo` (or carries
                    /// another's keys): the app could not read the notification. Build it with `Payload(userInfo, ...)`.
                    case missingUserInfo(CategoryID)
                """)
        }
        if silentKinds != nil {
            p.lines(of: """
                    /// The push of a silent kind has an alert, badge or sound, which the system would show or play.
                    case audibleSilentPush(PushKind)
                """)
        }
        p.line()
        p.lines(of: """
                /// The problem in one line.
                \(access)var description: String {
                    switch self {
                    case .tooLarge(let size): "the payload is \\(size) bytes, more than APNs' \\(Payload.maximumSize)"
                    case .customKeyNamedAPS: "undeclaredKeys has the key \\"aps\\", which belongs to the system"
                    case .relevanceScoreOutOfRange(let score): "the relevance score \\(score) is not from 0 to 1"
                    case .soundVolumeOutOfRange(let volume): "the critical sound's volume \\(volume) is not from 0 to 1"
                    case .negativeBadge(let badge): "the badge \\(badge) is negative"
            """)
        if hasPayloads {
            p.lines(of: """
                        case .undeclaredKeyIsDeclared(let key):
                            "undeclaredKeys has \\"\\(key)\\", which is declared: set it through the typed keys"
                        case .invalidValue(let error): "the app could not read the payload: \\(error)"
                """)
        }
        if hasPayloads && hasCategories {
            p.lines(of: """
                        case .missingUserInfo(let category):
                            "\\(category.rawValue) needs its custom keys: build the payload from its UserInfo"
                """)
        }
        if silentKinds != nil {
            p.lines(of: """
                        case .audibleSilentPush(let kind):
                            "a \\(kind.rawValue) push is silent: it may not have an alert, badge or sound"
                """)
        }
        p.lines(of: """
                    }
                }

                /// The problem in one line, as ``description``.
                \(access)var errorDescription: String? { description }
            }
            """)
    }

    /// The cases of `PushKind` whose pushes are silent, as Swift writes them in an array (`.sync, .wipe`); `nil`
    /// when no kind is silent.
    var silentKinds: String? {
        let silent = pushKinds.filter(\.isSilent)
        return silent.isEmpty ? nil : silent.map { "." + SwiftIdentifier.escaped($0.swiftName) }.joined(separator: ", ")
    }

    private func payloadEncoding(_ catalog: Model, _ p: inout CodePrinter) {
        // The declared keys join the undeclared ones, which may not repeat them (checked in key order, so the
        // same payload always names the same key).
        var declaredKeys = ""
        if hasPayloads {
            let requiring = catalog.categories.filter { $0.payload?.contains { !$0.isOptional } ?? false }
                .map { "." + SwiftIdentifier.escaped($0.swiftName) }
            if !requiring.isEmpty {
                declaredKeys += "if let category {\n"
                    + "        let requiresUserInfo = [\(requiring.joined(separator: ", "))].contains(category)\n"
                    + "        if declaredKeysSource != .category(category) && (declaredKeysSource != nil || requiresUserInfo) {\n"
            } else {
                declaredKeys += "if let category {\n"
                    + "        if declaredKeysSource != nil && declaredKeysSource != .category(category) {\n"
            }
            declaredKeys += "            throw PayloadError.missingUserInfo(category)\n        }\n    }"
            if !hasCategories { declaredKeys = "" }
            if let silentKinds {
                declaredKeys += (hasCategories ? " else " : "") + "if case .push(let kind)? = declaredKeysSource, [\(silentKinds)].contains(kind) {\n"
                    + "        guard alert.isEmpty && badge == nil && sound == nil else { throw PayloadError.audibleSilentPush(kind) }\n"
                    + "        aps[\"content-available\"] = .int(1)\n    }"
            }
            declaredKeys += "\n    for key in declaredKeys.keys.sorted() where undeclaredKeys[key] != nil {\n"
                + "        throw PayloadError.undeclaredKeyIsDeclared(key)\n    }\n"
                + "    payload.merge(declaredKeys) { _, declared in declared }\n"
                // Whatever a conformer of `PayloadContent` claims, the keys are read back as the app reads them.
                + "    let source = declaredKeysSource\n"
                + "    if let problem = Self.problem(readingBack: payload, category: \(hasCategories ? "category" : "nil"), source: source) {\n"
                + "        throw PayloadError.invalidValue(problem)\n    }\n    "
        }
        p.lines(of: """
            /// The payload as APNs expects it: UTF-8 JSON with sorted keys and unescaped slashes, so one payload always
            /// gives the same bytes, and no byte of the 4 KB is spent on a `\\/`.
            ///
            /// - Throws: ``PayloadError`` when APNs would refuse the payload or the app could not read it, and
            ///   `EncodingError` for a value that JSON cannot hold (a number that is not finite).
            \(access)func jsonData() throws -> Data {
                let encoder = JSONEncoder()
                encoder.outputFormatting = .sortedKeys
                if #available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *) {
                    encoder.outputFormatting.insert(.withoutEscapingSlashes)
                }
                let data = try encoder.encode(self)
                guard data.count <= Self.maximumSize else { throw PayloadError.tooLarge(size: data.count) }
                return data
            }

            /// Encodes `aps` and the custom keys; use ``jsonData()`` to check the size as well.
            ///
            /// - Throws: ``PayloadError`` for an undeclared key `aps`\(hasPayloads ? " or one the category declares, a missing\n///   `UserInfo`, a typed key the app would not read, a negative badge," : "") or a relevance score or volume outside\n///   0...1.
            \(access)func encode(to encoder: any Encoder) throws {
                guard undeclaredKeys["aps"] == nil else { throw PayloadError.customKeyNamedAPS }
                if let relevanceScore, !(0...1).contains(relevanceScore) {
                    throw PayloadError.relevanceScoreOutOfRange(relevanceScore)
                }
                if let badge, badge < 0 { throw PayloadError.negativeBadge(badge) }
                var alert: [String: Value] = [:]
                alert["title"] = title.map(Value.string)
                alert["subtitle"] = subtitle.map(Value.string)
                alert["body"] = body.map(Value.string)
                Self.add(localizedTitle, prefix: "title-", to: &alert)
                Self.add(localizedSubtitle, prefix: "subtitle-", to: &alert)
                Self.add(localizedBody, prefix: "", to: &alert)
                var aps: [String: Value] = [:]\(hasCategories ? "\n    aps[\"category\"] = category.map { .string($0.rawValue) }" : "")
                if !alert.isEmpty { aps["alert"] = .object(alert) }
                aps["thread-id"] = threadID.map(Value.string)
                aps["target-content-id"] = targetContentID.map(Value.string)
                aps["interruption-level"] = interruptionLevel.map { Value.string($0.rawValue) }
                aps["relevance-score"] = relevanceScore.map(Value.double)
                if isMutableContent { aps["mutable-content"] = .int(1) }
                if isContentAvailable { aps["content-available"] = .int(1) }
                aps["badge"] = badge.map(Value.int)
                switch sound {
                case .named(let name)?:
                    aps["sound"] = .string(name)
                case .critical(let name, let volume)?:
                    guard (0...1).contains(volume) else { throw PayloadError.soundVolumeOutOfRange(volume) }
                    aps["sound"] = ["critical": 1, "name": .string(name), "volume": .double(volume)]
                case nil:
                    break
                }
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
        guard hasPayloads else { return }
        p.line()
        readBack(catalog, &p)
    }

    /// Prints `problem(readingBack:category:source:)`: the custom keys a payload writes, read as the app reads a push of
    /// the category it names (when the category declares keys) or of the kind its keys came from; the first problem, or
    /// `nil`. A type of the app that conforms to `PayloadContent` cannot make the payload skip it.
    private func readBack(_ catalog: Model, _ p: inout CodePrinter) {
        p.documentation("The first problem of `keys` read back as the app reads a push of `category` (when it declares keys), or of the kind `source` names; `nil` when there is none.")
        p.line("private static func problem(")
        p.line("    readingBack keys: [String: Value], category: CategoryID?, source: UserInfoSource?")
        p.block(") -> UserInfoError?") { p in
            p.line("do throws(UserInfoError) {")
            p.indented { p in
                let typed = catalog.categories.filter { $0.payload != nil }
                if !typed.isEmpty {
                    p.line("switch category {")
                    for category in typed {
                        let type = "\(namespaceName).\(SwiftIdentifier.escaped(category.typeName)).UserInfo"
                        p.headed("case .\(SwiftIdentifier.escaped(category.swiftName))?:", "return try \(type)(customKeys: keys).problems.first")
                    }
                    p.line("default: break")
                    p.line("}")
                }
                if hasPushes {
                    p.line("guard case .push(let kind)? = source else { return nil }")
                    p.line("switch kind {")
                    for kind in pushKinds {
                        let type = "\(namespaceName).Push.\(SwiftIdentifier.escaped(kind.typeName))"
                        p.headed("case .\(SwiftIdentifier.escaped(kind.swiftName)):", "return try \(type)(customKeys: keys).problems.first")
                    }
                    p.line("}")
                } else {
                    p.line("return nil")
                }
            }
            p.line("} catch {")
            p.line("    return error")
            p.line("}")
        }
    }
}
