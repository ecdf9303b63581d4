public import Foundation

/// The JSON body of a remote notification, as APNs expects it: `aps` with the category and alert, and custom
/// keys beside it. ``jsonData()`` encodes it and checks APNs' size limit. The HTTP/2 request carries the
/// rest: `apns-push-type`, `apns-topic`, `apns-priority`, `apns-expiration` and `apns-collapse-id` are
/// headers, not part of this payload. A generated file names it for its own definitions:
/// `NotificationCategories.Payload`.
///
/// What it writes, the app reads: the typed keys are read back as the app reads them, a category that
/// requires keys gets them, and a silent kind stays silent, whatever the content passed to the initializer
/// claims.
public struct Payload<Schema: PayloadSchema>: Encodable, Hashable, Sendable {
    /// The most bytes APNs accepts in the payload of a notification that is not a VoIP push.
    public static var maximumSize: Int { 4096 }

    /// `aps.category`: the category whose actions the notification shows; `nil` for a push that names none. It is
    /// the content's (a category's typed keys, `.category(_:)`, or none for a push kind), so that what the payload
    /// writes is what the app reads: make another payload for another category.
    public private(set) var category: Schema.CategoryID?
    /// `aps.alert.title`.
    public var title: String?
    /// `aps.alert.subtitle`.
    public var subtitle: String?
    /// `aps.alert.body`.
    public var body: String?
    /// `aps.alert.title-loc-key` and `title-loc-args`: a title the device looks up in the app's strings.
    public var localizedTitle: LocalizedText?
    /// `aps.alert.subtitle-loc-key` and `subtitle-loc-args`: a subtitle the device looks up in the app's strings.
    public var localizedSubtitle: LocalizedText?
    /// `aps.alert.loc-key` and `loc-args`: a body the device looks up in the app's strings.
    public var localizedBody: LocalizedText?
    /// `aps.thread-id`: notifications of one thread are grouped together.
    public var threadID: String?
    /// `aps.target-content-id`: the window or content to bring forward when the notification is opened.
    public var targetContentID: String?
    /// `aps.interruption-level`: how much the notification may interrupt the user.
    public var interruptionLevel: InterruptionLevel?
    /// `aps.relevance-score`, from 0 to 1: the app's most relevant notification is featured in the summary.
    public var relevanceScore: Double?
    /// `aps.mutable-content`: lets the app's notification service extension change the content first. A payload
    /// of a category or push kind the definitions mark `mutableContent` has it whatever this says.
    public var isMutableContent: Bool
    /// `aps.content-available`: wakes the app in the background to fetch content; without an alert, badge or
    /// sound the push is silent (send it with `apns-push-type: background` and `apns-priority: 5`).
    public var isContentAvailable: Bool
    /// `aps.badge`: the number on the app's icon; 0 removes it.
    public var badge: Int?
    /// `aps.sound`: a sound file in the app's bundle or `default` (write a string), or a critical alert's sound.
    public var sound: Sound?
    /// The custom keys the category or push kind declares, as JSON: set from its typed keys by the
    /// initializer that takes them.
    public private(set) var declaredKeys: [String: Value]
    /// Whose typed keys the declared keys came from; `nil` without any.
    private var declaredKeysSource: UserInfoSource<Schema>?
    /// What was wrong with the push the typed keys were read from: a key with a problem here is written as read.
    private var readingProblems: KeptProblems<Schema>
    /// Keys beside `aps` that the category does not declare, which the app reads from `userInfo` itself;
    /// neither `aps` nor a key the category declares.
    public var undeclaredKeys: [String: Value]

    /// A payload for `content`: a category's typed keys (its `UserInfo`), a push kind's (its type in `Push`),
    /// or `.category(_:)` of a category that requires no custom key; every other key is left out unless
    /// given. A push kind's payload names no category; a silent kind's gets `content-available` and may not
    /// have an alert, badge or sound.
    public init<Content: PayloadContent>(
        _ content: Content,
        title: String? = nil,
        subtitle: String? = nil,
        body: String? = nil,
        localizedTitle: LocalizedText? = nil,
        localizedSubtitle: LocalizedText? = nil,
        localizedBody: LocalizedText? = nil,
        threadID: String? = nil,
        targetContentID: String? = nil,
        interruptionLevel: InterruptionLevel? = nil,
        relevanceScore: Double? = nil,
        isMutableContent: Bool = false,
        isContentAvailable: Bool = false,
        badge: Int? = nil,
        sound: Sound? = nil,
        undeclaredKeys: [String: Value] = [:]
    ) where Content.Schema == Schema {
        category = content.payloadCategory
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.localizedBody = localizedBody
        self.threadID = threadID
        self.targetContentID = targetContentID
        self.interruptionLevel = interruptionLevel
        self.relevanceScore = relevanceScore
        self.isMutableContent = isMutableContent
        self.isContentAvailable = isContentAvailable
        self.badge = badge
        self.sound = sound
        self.undeclaredKeys = undeclaredKeys
        declaredKeysSource = content.payloadKeysSource
        declaredKeys = content.declaredKeys
        readingProblems = KeptProblems(content.readingProblems)
    }

    /// A payload of the category `category`, without typed keys (0.3.0's initializer).
    @available(
        *, deprecated,
        message: "use Payload(.category(_:)) without required keys, else Payload(_:) with the category's UserInfo")
    public init(
        category: Schema.CategoryID,
        title: String? = nil,
        subtitle: String? = nil,
        body: String? = nil,
        localizedTitle: LocalizedText? = nil,
        localizedSubtitle: LocalizedText? = nil,
        localizedBody: LocalizedText? = nil,
        threadID: String? = nil,
        targetContentID: String? = nil,
        interruptionLevel: InterruptionLevel? = nil,
        relevanceScore: Double? = nil,
        isMutableContent: Bool = false,
        isContentAvailable: Bool = false,
        badge: Int? = nil,
        sound: Sound? = nil,
        undeclaredKeys: [String: Value] = [:]
    ) {
        self.init(
            Uncategorized(category: category), title: title, subtitle: subtitle, body: body,
            localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle, localizedBody: localizedBody,
            threadID: threadID, targetContentID: targetContentID, interruptionLevel: interruptionLevel,
            relevanceScore: relevanceScore, isMutableContent: isMutableContent,
            isContentAvailable: isContentAvailable, badge: badge, sound: sound, undeclaredKeys: undeclaredKeys)
    }

    /// What the deprecated initializer's payload is for: a category, without typed keys.
    private struct Uncategorized: PayloadContent {
        /// The category the payload names.
        var category: Schema.CategoryID

        /// The category, which the payload names in `aps.category`.
        var payloadCategory: Schema.CategoryID? { category }
    }

    /// The JSON value of a custom key.
    public typealias Value = PayloadValue
    /// The categories whose notifications need no custom key: a payload of one is `Payload(.category(_:))`.
    public typealias CategoryWithoutRequiredKeys = Schema.CategoryWithoutRequiredKeys

    /// How much a notification may interrupt the user (`aps.interruption-level`).
    public enum InterruptionLevel: String, CaseIterable, Encodable, Hashable, Sendable {
        /// Added to the notification list without lighting the screen or playing a sound.
        case passive
        /// Presented at once, lighting the screen and playing a sound: the system's default.
        case active
        /// Presented at once even during a Focus; needs the Time Sensitive Notifications capability.
        case timeSensitive = "time-sensitive"
        /// Presented at once with sound even when the device is muted; needs an entitlement from Apple.
        case critical
    }

    /// The sound of a notification (`aps.sound`): write a file name, or `default`, as a string.
    public enum Sound: Hashable, Sendable, ExpressibleByStringLiteral {
        /// The sound file `name` in the app's bundle, or `default` for the system's sound.
        case named(String)
        /// A critical alert's sound, played even when the device is muted (needs Apple's critical alerts
        /// entitlement): the file `name` (or `default`), at `volume` from 0 (silent) to 1 (full).
        case critical(name: String, volume: Double)

        /// The sound file `value`.
        public init(stringLiteral value: String) { self = .named(value) }
    }

    /// Alert text the device looks up by key in the app's `Localizable` strings when the notification
    /// arrives, in the user's language, and formats with `arguments` (each `%@` in turn, or `%n$@`). The keys
    /// of the category's own strings are in the manifest's `localizations`.
    public struct LocalizedText: Hashable, Sendable {
        /// The key in the app's `Localizable` strings.
        public var key: String
        /// The strings that replace the format specifiers of the localized text.
        public var arguments: [String]

        /// Text looked up by `key` and formatted with `arguments`.
        public init(key: String, arguments: [String] = []) {
            self.key = key
            self.arguments = arguments
        }
    }

    /// The payload as APNs expects it: UTF-8 JSON with sorted keys and unescaped slashes, so one payload
    /// always gives the same bytes, and no byte of the 4 KB is spent on a `\/`.
    ///
    /// - Throws: ``PayloadError`` when APNs would refuse the payload or the app could not read it, and
    ///   `EncodingError` for a value that JSON cannot hold (a number that is not finite).
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        if #available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *) {
            encoder.outputFormatting.insert(.withoutEscapingSlashes)
        }
        let data = try encoder.encode(self)
        guard data.count <= Self.maximumSize else { throw PayloadError<Schema>.tooLarge(size: data.count) }
        return data
    }

    /// Encodes `aps` and the custom keys; use ``jsonData()`` to check the size as well.
    ///
    /// - Throws: ``PayloadError`` for an undeclared key `aps` or one the category declares, a missing `UserInfo`,
    /// a typed key the app would not read, an audible silent push, a negative badge, or a relevance score or
    ///   volume outside 0...1.
    public func encode(to encoder: any Encoder) throws {
        guard undeclaredKeys["aps"] == nil else { throw PayloadError<Schema>.customKeyNamedAPS }
        let aps = try aps()
        var payload = try customKeys()
        payload["aps"] = .object(aps)
        try Value.object(payload).encode(to: encoder)
    }

    /// `aps`, checked.
    private func aps() throws(PayloadError<Schema>) -> [String: Value] {
        if let relevanceScore, !(0...1).contains(relevanceScore) {
            throw .relevanceScoreOutOfRange(relevanceScore)
        }
        if let badge, badge < 0 { throw .negativeBadge(badge) }
        var alert: [String: Value] = [:]
        alert["title"] = title.map(Value.string)
        alert["subtitle"] = subtitle.map(Value.string)
        alert["body"] = body.map(Value.string)
        Self.add(localizedTitle, prefix: "title-", to: &alert)
        Self.add(localizedSubtitle, prefix: "subtitle-", to: &alert)
        Self.add(localizedBody, prefix: "", to: &alert)
        var aps: [String: Value] = [:]
        aps["category"] = category.map { .string($0.rawValue) }
        if !alert.isEmpty { aps["alert"] = .object(alert) }
        aps["thread-id"] = threadID.map(Value.string)
        aps["target-content-id"] = targetContentID.map(Value.string)
        aps["interruption-level"] = interruptionLevel.map { Value.string($0.rawValue) }
        aps["relevance-score"] = relevanceScore.map(Value.double)
        let source: UserInfoSource<Schema>? = category.map { .category($0) } ?? declaredKeysSource
        if isMutableContent || source.map(Schema.requiresMutableContent) == true {
            aps["mutable-content"] = .int(1)
        }
        if isContentAvailable { aps["content-available"] = .int(1) }
        aps["badge"] = badge.map(Value.int)
        switch sound {
        case .named(let name)?:
            aps["sound"] = .string(name)
        case .critical(let name, let volume)?:
            guard (0...1).contains(volume) else { throw .soundVolumeOutOfRange(volume) }
            aps["sound"] = ["critical": 1, "name": .string(name), "volume": .double(volume)]
        case nil:
            break
        }
        if category == nil, case .push(let kind)? = declaredKeysSource, Schema.isSilent(kind) {
            guard alert.isEmpty && badge == nil && sound == nil else { throw .audibleSilentPush(kind) }
            aps["content-available"] = .int(1)
        }
        return aps
    }

    /// The keys beside `aps`: the undeclared ones and the declared ones, which may not repeat them (checked
    /// in key order, so the same payload always names the same key), read back as the app reads them.
    private func customKeys() throws(PayloadError<Schema>) -> [String: Value] {
        if let category, declaredKeysSource != .category(category),
            declaredKeysSource != nil || Schema.requiresCustomKeys(category)
        {
            throw .missingUserInfo(category)
        }
        for key in declaredKeys.keys.sorted() where undeclaredKeys[key] != nil {
            throw .undeclaredKeyIsDeclared(key)
        }
        let keys = undeclaredKeys.merging(declaredKeys) { _, declared in declared }
        do throws(UserInfoError<Schema>) {
            let problems = try Schema.problems(readingBack: keys, category: category, source: declaredKeysSource)
            if let problem = UserInfoError.first(of: problems, beyond: readingProblems.errors) { throw problem }
        } catch {
            throw .invalidValue(error)
        }
        return keys
    }

    /// Adds `text`'s key and arguments to `alert`, under `prefix` + `loc-key` and `loc-args`.
    private static func add(_ text: LocalizedText?, prefix: String, to alert: inout [String: Value]) {
        guard let text else { return }
        alert[prefix + "loc-key"] = .string(text.key)
        if !text.arguments.isEmpty { alert[prefix + "loc-args"] = .array(text.arguments.map(Value.string)) }
    }
}
