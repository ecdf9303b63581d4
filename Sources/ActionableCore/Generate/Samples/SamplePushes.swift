/// The sample pushes of a catalog: each category's and push kind's `samples`, or, where it has none, one made
/// from its keys' types (``PayloadSampleValues``). Each becomes the JSON APNs would deliver, ready for
/// `xcrun simctl push` or a server's fixtures; the same catalog always gives the same bytes.
public enum SamplePushes {
    /// One sample push and where it goes.
    public struct Entry: Hashable, Sendable {
        /// Its file name: `category-MEETING_INVITATION-Accepted.apns`, made of ASCII letters, digits, `-`, `_`
        /// and `.` only, unique in the catalog (ignoring case).
        public var file: String
        /// The category it is a push of, or `nil` for a push kind's.
        public var category: String?
        /// The push kind it is a push of, or `nil` for a category's.
        public var push: String?
        /// The sample's name.
        public var name: String
        /// The push, as JSON.
        public var payload: JSONValue
    }

    /// The name of a sample made from the keys' types.
    public static let synthesizedName = "Sample"

    /// The key `xcrun simctl push` and the Simulator read the app's bundle identifier from.
    public static let simulatorTargetBundleKey = "Simulator Target Bundle"

    /// Every sample push of `model`, categories first, then push kinds, each in the catalog's order;
    /// `bundleID` is written under ``simulatorTargetBundleKey`` when given, and localized texts in `language`
    /// when given (else as their keys).
    public static func entries(_ model: Model, bundleID: String? = nil, language: SampleLanguage? = nil) -> [Entry] {
        var entries: [Entry] = []
        var taken: Set<String> = []
        var nextNumber: [String: Int] = [:]
        func add(_ prefix: String, _ id: String, _ sample: Model.Sample, category: String?, push: String?, payload: JSONValue) {
            let file = uniqueName(prefix + "-" + safeName(id) + "-" + safeName(sample.name), taken: &taken, nextNumber: &nextNumber) + ".apns"
            entries.append(Entry(file: file, category: category, push: push, name: sample.name, payload: payload))
        }
        for category in model.categories {
            for sample in samples(of: category) {
                add("category", category.identifier, sample, category: category.identifier, push: nil,
                    payload: payload(sample, category: category, kind: nil, bundleID: bundleID, language: language))
            }
        }
        for kind in model.pushes {
            for sample in samples(of: kind) {
                add("push", kind.identifier, sample, category: nil, push: kind.identifier,
                    payload: payload(sample, category: nil, kind: kind, bundleID: bundleID, language: language))
            }
        }
        return entries
    }

    /// The samples of `category`: those written, or one made from its keys' types.
    public static func samples(of category: Model.Category) -> [Model.Sample] {
        guard category.samples.isEmpty else { return category.samples }
        return [Model.Sample(
            name: synthesizedName, title: Model.SampleText(category.identifier), body: category.description.map(Model.SampleText.init),
            userInfo: PayloadSampleValues.members(of: category.payload ?? [], everyKey: false))]
    }

    /// The samples of `kind`: those written, or one made from its keys' types (silent for a silent kind).
    public static func samples(of kind: Model.PushKind) -> [Model.Sample] {
        guard kind.samples.isEmpty else { return kind.samples }
        return [Model.Sample(
            name: synthesizedName, title: kind.isSilent ? nil : Model.SampleText(kind.identifier),
            body: kind.isSilent ? nil : kind.description.map(Model.SampleText.init),
            userInfo: PayloadSampleValues.members(of: kind.keys, everyKey: false))]
    }

    /// The name and push of each sample of `category` (`samples(of:)`), as servers' fixtures and the app's tests
    /// hold it: without a bundle id, localized texts as their keys.
    public static func pushes(of category: Model.Category) -> [(name: String, payload: JSONValue)] {
        samples(of: category).map { ($0.name, payload($0, category: category, kind: nil, bundleID: nil)) }
    }

    /// The name and push of each sample of `kind`, as `pushes(of:)` gives a category's.
    public static func pushes(of kind: Model.PushKind) -> [(name: String, payload: JSONValue)] {
        samples(of: kind).map { ($0.name, payload($0, category: nil, kind: kind, bundleID: nil)) }
    }

    /// The push `sample` is: `aps` with the alert, the category (when `category` is given), the thread, badge,
    /// sound and interruption level it names, `content-available` for a silent kind, `mutable-content` for a category
    /// or kind marked `mutableContent`, then its keys (and the
    /// key a kind's match fixes, unless the sample holds it). A localized text is written as its key and
    /// arguments (`title-loc-key`, `title-loc-args`), or, with a `language`, as the text that language shows.
    public static func payload(
        _ sample: Model.Sample, category: Model.Category?, kind: Model.PushKind?, bundleID: String?, language: SampleLanguage? = nil
    ) -> JSONValue {
        var alert: [String: JSONValue] = [:]
        for (field, text) in sample.texts {
            if let localization = text.text.localization, language == nil {
                alert[field.localizationKey] = .string(localization.key)
                if !text.arguments.isEmpty { alert[field.argumentsKey] = .array(text.arguments.map(JSONValue.string)) }
            } else {
                alert[field.literalKey] = .string(language?.shown(text).text ?? text.shown)
            }
        }
        var aps: [String: JSONValue] = [:]
        if !alert.isEmpty { aps["alert"] = .object(alert) }
        aps["category"] = category.map { .string($0.identifier) }
        aps["thread-id"] = sample.threadID.map(JSONValue.string)
        aps["badge"] = sample.badge.map(JSONValue.integer)
        aps["sound"] = sample.sound.map(JSONValue.string)
        aps["interruption-level"] = sample.interruptionLevel.map(JSONValue.string)
        if kind?.isSilent == true { aps["content-available"] = .integer(1) }
        if category?.mutableContent == true || kind?.mutableContent == true { aps["mutable-content"] = .integer(1) }
        var members = sample.userInfo
        if let match = kind?.match, members[match.key] == nil {
            switch match.value {
            case .string(let text)?: members[match.key] = .string(text)
            case .int(let number)?: members[match.key] = .integer(number)
            case .bool(let flag)?: members[match.key] = .bool(flag)
            case nil: break
            }
        }
        members["aps"] = .object(aps)
        if let bundleID { members[simulatorTargetBundleKey] = .string(bundleID) }
        return .object(members)
    }

    /// The index of `entries`: a JSON array with, for each, its `file`, `category` or `push`, and `name`.
    public static func index(_ entries: [Entry]) -> JSONValue {
        .array(entries.map { entry in
            var object: [String: JSONValue] = ["file": .string(entry.file), "name": .string(entry.name)]
            object["category"] = entry.category.map(JSONValue.string)
            object["push"] = entry.push.map(JSONValue.string)
            return .object(object)
        })
    }

    /// The files an index written by ``index(_:)`` lists, keeping only names this type could have made (ASCII
    /// letters, digits, `-`, `_` and `.`, ending in `.apns`, not starting with `.`): the earlier run's files a new
    /// run may remove, never a path the index's author chose.
    public static func files(listedIn index: [UInt8]) -> [String] {
        let document = JSONParser.parseDocument(index)
        guard document.failure == nil, case .array(let items)? = document.root?.content else { return [] }
        return items.compactMap { item in
            guard let file = item.members?["file"]?.string, file.hasSuffix(".apns"), !file.hasPrefix("."), file.utf8.count <= 255,
                  file.utf8.allSatisfy({ isSafe($0) || $0 == UInt8(ascii: ".") }) else { return nil }
            return file
        }
    }

    /// `text` with every character but ASCII letters, digits, `-` and `_` written `_`, at most 60 of them.
    static func safeName(_ text: String) -> String {
        String(decoding: text.utf8.prefix(60).map { isSafe($0) ? $0 : UInt8(ascii: "_") }, as: UTF8.self)
    }

    /// Whether `byte` is an ASCII letter, digit, `-` or `_`: what a file name ``safeName(_:)`` makes holds.
    private static func isSafe(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// `name`, or `name-2`, `name-3`, ... : the first not in `taken` ignoring case, which it joins. `nextNumber` keeps,
    /// for each name, the number to try first (every lower one is taken already), so that many samples of one name
    /// take linear time, not a retry from `-2` each.
    private static func uniqueName(_ name: String, taken: inout Set<String>, nextNumber: inout [String: Int]) -> String {
        let base = name.lowercased()
        guard !taken.insert(base).inserted else { return name }
        var number = nextNumber[base, default: 2]
        while !taken.insert(base + "-" + String(number)).inserted { number += 1 }
        nextNumber[base] = number + 1
        return name + "-" + String(number)
    }
}
