import ActionableTestSupport

/// A seeded generator of definitions and of push payloads for them, for the differential test of the four
/// readers of a push (`PayloadVerdictTests`): payloads valid and invalid in every way a value can be (wrong type,
/// bounds, pattern, text encoding, `together`, nulls, unions, silent kinds, dates and URLs at their edges, big
/// integers, `aps`), each built from the definitions' types. The same seed gives the same corpus.
struct VerdictCorpus {
    /// A key of a category, a push kind or an object.
    struct Key {
        var name: String
        var type: KeyType
        var isOptional: Bool
        var together: [String] = []
    }

    /// The types the corpus declares keys of.
    indirect enum KeyType {
        case int(minimum: Int?, maximum: Int?)
        case double(minimum: Double?, maximum: Double?)
        case bool
        case string(pattern: Int?)
        case date
        case url(relative: Bool)
        case uuid
        case values
        case intText(minimum: Int?)
        case doubleText
        case boolText
        case intList
        case stringList
        case intMap
        case object([Key])
        case unionScalar
        case unionObjects([Key], [Key])
        case jsonObject([Key])
    }

    /// A category (`match` is `nil`) or a push kind: the keys its pushes carry.
    struct Owner {
        var identifier: String
        var isKind: Bool
        var isSilent: Bool
        var keys: [Key]
        /// The member a kind's `match` fixes, as JSON (`"type": "k0"`, `"version": 2`); `nil` for a category or the
        /// silent kind.
        var match: (key: String, value: String)?
    }

    /// One payload: its JSON text, whose it is (an index into ``owners``), and whether JSON Schema cannot see
    /// its problem (inside embedded JSON, or the value of a number written as text: the schema accepts those,
    /// as documented).
    struct Payload {
        var json: String
        var owner: Int
        var isSchemaBlind: Bool
        /// For a payload that is another's with its integers spelled otherwise (`3.0`, `3e0`, `30E-1`): the other's
        /// index. Every reader must give both one verdict, and the encoder write both back alike.
        var respelling: Int?
    }

    /// The patterns keys use, with strings that match each and strings that do not, as the rule reads them.
    static let patterns: [(pattern: String, matching: [String], other: [String])] = [
        (#"^[A-Z]{3}-\d{2,4}$"#, ["ABC-12", "XYZ-1234"], ["ABC-١٢", "ABC-12\n", "abc-12", "ABC-12345", "ABC-1", ""]),
        (#"^\w+\s\w+$"#, ["ab cd", "a_1\tb"], ["ab\u{A0}cd", "é b", "ab  cd", "ab\u{2003}cd"]),
        (#"^a.c$"#, ["abc", "a😀c", "a\u{E9}c"], ["a\nc", "a\u{2028}c", "ac", "abbc"]),
        (#"(x|yz)+"#, ["x", "--yzx--"], ["", "y", "z"]),
    ]

    var owners: [Owner] = []
    private var random: SeededGenerator

    /// Definitions made from `seed`: `categories` categories and `kinds` push kinds with keys of every type, and
    /// one silent kind.
    init(seed: UInt64, categories: Int = 10, kinds: Int = 3) {
        random = SeededGenerator(seed: seed)
        for index in 0..<categories {
            owners.append(Owner(identifier: "C\(index)", isKind: false, isSilent: false, keys: makeKeys(count: 3 + pick(5), depth: 0)))
        }
        for index in 0..<kinds {
            owners.append(Owner(
                identifier: "k\(index)", isKind: true, isSilent: false, keys: makeKeys(count: 2 + pick(4), depth: 0),
                match: ("type", Self.quoted("k\(index)"))))
        }
        // A kind matched by a number: a server may write it `2.0`.
        owners.append(Owner(
            identifier: "versioned", isKind: true, isSilent: false, keys: makeKeys(count: 1 + pick(3), depth: 0),
            match: ("version", "2")))
        owners.append(Owner(identifier: "silent", isKind: true, isSilent: true, keys: [
            Key(name: "since", type: .string(pattern: nil), isOptional: true),
            Key(name: "count", type: .int(minimum: 0, maximum: nil), isOptional: true),
        ]))
    }

    // MARK: Definitions

    private mutating func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
    private mutating func chance(_ percent: Int) -> Bool { pick(100) < percent }

    private mutating func makeKeys(count: Int, depth: Int) -> [Key] {
        var keys: [Key] = []
        for index in 0..<count {
            keys.append(Key(name: (depth == 0 ? "k" : "p") + "\(index)", type: makeType(depth: depth), isOptional: chance(40)))
        }
        // Two optional keys that come together.
        if count >= 2, chance(35) {
            keys[count - 2].isOptional = true
            keys[count - 1].isOptional = true
            keys[count - 2].together = [keys[count - 1].name]
        }
        return keys
    }

    private mutating func makeType(depth: Int) -> KeyType {
        let scalarCount = 14
        let choice = pick(depth < 1 ? scalarCount + 4 : scalarCount)
        switch choice {
        case 0: return .int(minimum: chance(50) ? -5 : nil, maximum: chance(50) ? 100 : nil)
        case 1: return .double(minimum: chance(50) ? 0.5 : nil, maximum: chance(50) ? 1e6 : nil)
        case 2: return .bool
        case 3: return .string(pattern: chance(60) ? pick(Self.patterns.count) : nil)
        case 4: return .date
        case 5: return .url(relative: chance(40))
        case 6: return .uuid
        case 7: return .values
        case 8: return .intText(minimum: chance(50) ? 1 : nil)
        case 9: return .doubleText
        case 10: return .boolText
        case 11: return .intList
        case 12: return .stringList
        case 13: return .intMap
        case 14: return .object(makeKeys(count: 1 + pick(3), depth: depth + 1))
        case 15: return .unionScalar
        case 16:
            return .unionObjects(
                [Key(name: "x", type: .int(minimum: nil, maximum: nil), isOptional: false)],
                [Key(name: "y", type: .string(pattern: nil), isOptional: false), Key(name: "w", type: .bool, isOptional: true)])
        default: return .jsonObject(makeKeys(count: 1 + pick(2), depth: depth + 1))
        }
    }

    /// The definitions as YAML.
    var yaml: String {
        var text = "categories:\n"
        for owner in owners where !owner.isKind {
            text += "  - id: \(owner.identifier)\n    payload:\n" + Self.yaml(owner.keys, indent: 6)
        }
        text += owners.contains(where: \.isKind) ? "pushes:\n" : ""
        for owner in owners where owner.isKind {
            text += "  - id: \(owner.identifier)\n"
            if let match = owner.match {
                text += "    match: { key: \(match.key), value: \(match.value) }\n"
            } else {
                text += "    silent: true\n"
            }
            text += "    payload:\n" + Self.yaml(owner.keys, indent: 6)
        }
        return text
    }

    private static func yaml(_ keys: [Key], indent: Int) -> String {
        keys.map { key in
            var settings = typeYAML(key.type, indent: indent + 2)
            if key.isOptional { settings.append("optional: true") }
            if !key.together.isEmpty { settings.append("together: [\(key.together.joined(separator: ", "))]") }
            return String(repeating: " ", count: indent) + key.name + ":\n" + settings.map { String(repeating: " ", count: indent + 2) + $0 + "\n" }.joined()
        }.joined()
    }

    /// The settings of a type, one per line.
    private static func typeYAML(_ type: KeyType, indent: Int) -> [String] {
        func bounds(_ minimum: String?, _ maximum: String?) -> [String] {
            (minimum.map { ["minimum: \($0)"] } ?? []) + (maximum.map { ["maximum: \($0)"] } ?? [])
        }
        func properties(_ keys: [Key]) -> [String] {
            ["properties:"] + yaml(keys, indent: 2).split(separator: "\n").map { "  " + $0 }
        }
        switch type {
        case .int(let minimum, let maximum): return ["type: int"] + bounds(minimum.map(String.init), maximum.map(String.init))
        case .double(let minimum, let maximum): return ["type: double"] + bounds(minimum.map { "\($0)" }, maximum.map { "\($0)" })
        case .bool: return ["type: bool"]
        case .string(let pattern):
            return ["type: string"] + (pattern.map { ["pattern: '\(patterns[$0].pattern)'"] } ?? [])
        case .date: return ["type: date"]
        case .url(let relative): return ["type: url"] + (relative ? ["relative: true"] : [])
        case .uuid: return ["type: uuid"]
        case .values: return ["values: [red, green, \"dark blue\"]"]
        case .intText(let minimum): return ["type: int", "encoding: text"] + bounds(minimum.map(String.init), nil)
        case .doubleText: return ["type: double", "encoding: text"]
        case .boolText: return ["type: bool", "encoding: text", "textValues: [\"1\", \"0\"]"]
        case .intList: return ["type: \"[int]\"", "encoding: text", "separator: \",\""]
        case .stringList: return ["type: \"[string]\""]
        case .intMap: return ["type: map", "of: int"]
        case .object(let keys): return ["type: object"] + properties(keys)
        case .unionScalar: return ["anyOf: [int, string]"]
        case .unionObjects(let first, let second):
            return ["anyOf:", "  - type: object", "    swiftName: first"] + properties(first).map { "    " + $0 }
                + ["  - type: object", "    swiftName: second"] + properties(second).map { "    " + $0 }
        case .jsonObject(let keys): return ["type: object", "encoding: json"] + properties(keys)
        }
    }

    // MARK: Payloads

    /// `count` payloads, each of a random category or kind, about half of them changed in one way.
    mutating func payloads(count: Int) -> [Payload] {
        var payloads: [Payload] = []
        for _ in 0..<count {
            let payload = payload()
            payloads.append(payload)
            if chance(40), let json = Self.respelled(payload.json, style: pick(3)) {
                payloads.append(Payload(json: json, owner: payload.owner, isSchemaBlind: payload.isSchemaBlind, respelling: payloads.count - 1))
            }
        }
        return payloads
    }

    /// `json` with every integer outside strings whose value a `Double` holds exactly written otherwise: `3.0`
    /// (`style` 0), `3e0` (1) or `30E-1` (2); `nil` when it has none.
    static func respelled(_ json: String, style: Int) -> String? {
        var output = ""
        var changed = false
        var inString = false
        var escaped = false
        var token = ""
        func flush() {
            defer { token = "" }
            guard !token.isEmpty else { return }
            guard let value = Int64(token), value.magnitude < 1 << 53 else { return output += token }
            changed = true
            switch style {
            case 0: output += token + ".0"
            case 1: output += token + "e0"
            default: output += value == 0 ? token + "E-1" : token + "0E-1"
            }
        }
        for character in json {
            if inString {
                output.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            if character.isASCII, character.isNumber || character == "-" || character == "." || character == "e" || character == "E" || character == "+" {
                token.append(character)
                continue
            }
            flush()
            output.append(character)
            if character == "\"" { inString = true }
        }
        flush()
        return changed ? output : nil
    }

    private mutating func payload() -> Payload {
        let index = pick(owners.count)
        let owner = owners[index]
        var aps: [(String, String)] = []
        if !owner.isKind { aps.append(("category", Self.quoted(owner.identifier))) }
        if owner.isSilent { aps.append(("content-available", "1")) } else if chance(50) { aps.append(("alert", #"{"title": "Hi", "body": "There"}"#)) }
        var members: [(String, String)] = []
        if let match = owner.match { members.append(match) }
        var blind = false
        members += validMembers(owner.keys)
        if chance(60) {
            switch pick(10) {
            case 0...4:
                // A key's value replaced by one of its type's edge values (valid or not).
                if !owner.keys.isEmpty {
                    let key = owner.keys[pick(owner.keys.count)]
                    let (value, isBlind) = edgeValue(key.type)
                    blind = isBlind
                    members.removeAll { $0.0 == key.name }
                    members.append((key.name, value))
                }
            case 5:
                // A required key missing, or null.
                if let key = owner.keys.first(where: { !$0.isOptional }) {
                    members.removeAll { $0.0 == key.name }
                    if chance(50) { members.append((key.name, "null")) }
                }
            case 6:
                // A key that must come with another, without it (or with it null).
                if let key = owner.keys.first(where: { !$0.together.isEmpty }) {
                    members.removeAll { $0.0 == key.name || key.together.contains($0.0) }
                    members.append((key.name, validValue(key.type)))
                    if chance(50) { members.append((key.together[0], "null")) }
                }
            case 7:
                members.append(("undeclared", chance(50) ? "1" : #"{"a": [true]}"#))
            case 8:
                let broken = [
                    ("badge", "-1"), ("badge", #""3""#), ("badge", "2"), ("interruption-level", #""urgent""#), ("relevance-score", "2"),
                    ("relevance-score", "0.5"), ("alert", #"{"title": 3}"#), ("sound", #"{"name": "a", "volume": 2}"#),
                    ("colour", #""red""#), ("mutable-content", "true"), ("thread-id", "7"),
                ]
                let change = broken[pick(broken.count)]
                aps.removeAll { $0.0 == change.0 }
                aps.append(change)
            default:
                // Optional keys null.
                for key in owner.keys where key.isOptional && chance(50) {
                    members.removeAll { $0.0 == key.name || key.together.contains($0.0) }
                    members.append((key.name, "null"))
                }
            }
        }
        let apsText = "{" + aps.map { Self.quoted($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
        let json = "{" + ([("aps", apsText)] + members).map { Self.quoted($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
        return Payload(json: json, owner: index, isSchemaBlind: blind, respelling: nil)
    }

    /// The members of an object with `keys`: every required key, about half the optional ones (and those that
    /// come together with them), each a valid value.
    private mutating func validMembers(_ keys: [Key]) -> [(String, String)] {
        var members: [(String, String)] = []
        var included: Set<String> = []
        for key in keys where !key.isOptional || chance(50) {
            included.insert(key.name)
            included.formUnion(key.together)
        }
        for key in keys where included.contains(key.name) {
            members.append((key.name, validValue(key.type)))
        }
        return members
    }

    private mutating func object(_ keys: [Key]) -> String {
        "{" + validMembers(keys).map { Self.quoted($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    /// A value of `type` every reader accepts.
    private mutating func validValue(_ type: KeyType) -> String {
        switch type {
        case .int(let minimum, let maximum):
            let low = minimum ?? -1_000
            return String(low + pick((maximum ?? 1_000) - low + 1))
        case .double(let minimum, _): return String((minimum ?? -10) + Double(pick(4_000)) / 8)
        case .bool: return chance(50) ? "true" : "false"
        case .string(let pattern):
            guard let pattern else { return Self.quoted(["", "hello", "é ✓", "a\"b\\c", "line\nbreak"][pick(5)]) }
            let matching = Self.patterns[pattern].matching
            return Self.quoted(matching[pick(matching.count)])
        case .date: return Self.quoted(["2026-11-23T09:30:00Z", "2026-11-23T10:30:00.25+01:00", "1999-12-31T23:59:59-08:00"][pick(3)])
        case .url(let relative):
            let urls = ["https://example.com/a?b=c#d", "mailto:a@b.c", "https://e.com:8080/x"] + (relative ? ["/rooms/7", "rooms/7?x=1"] : [])
            return Self.quoted(urls[pick(urls.count)])
        case .uuid: return Self.quoted("E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        case .values: return Self.quoted(["red", "green", "dark blue"][pick(3)])
        case .intText(let minimum): return Self.quoted(String((minimum ?? -50) + pick(100)))
        case .doubleText: return Self.quoted(["2.5", "-0", "1e3", "7"][pick(4)])
        case .boolText: return Self.quoted(chance(50) ? "1" : "0")
        case .intList: return Self.quoted(["1,2,3", "", "-4"][pick(3)])
        case .stringList: return chance(50) ? #"["a", "b"]"# : "[]"
        case .intMap: return chance(50) ? #"{"a": 1, "b": -2}"# : "{}"
        case .object(let keys): return object(keys)
        case .unionScalar: return chance(50) ? String(pick(100)) : Self.quoted("s")
        case .unionObjects(let first, let second): return chance(50) ? object(first) : object(second)
        case .jsonObject(let keys): return Self.quoted(object(keys))
        }
    }

    /// A value of `type` at its edges, valid or not, and whether JSON Schema cannot see its problem.
    private mutating func edgeValue(_ type: KeyType) -> (String, Bool) {
        func one(_ values: [String]) -> String { values[pick(values.count)] }
        switch type {
        case .int(let minimum, let maximum):
            var values = [
                "3.0", "1e2", "1E2", "-0", "9223372036854775807", "-9223372036854775808", "9223372036854775808", "1e300",
                "9223372036854775807.0", "100000000000000000000", "2.5", #""3""#, "true", "null", "[]",
            ]
            if let minimum { values += [String(minimum - 1), String(minimum)] }
            if let maximum { values += [String(maximum + 1), String(maximum), "\(maximum).5"] }
            return (one(values), false)
        case .double(let minimum, let maximum):
            var values = ["1e308", "-1e308", "1e400", "0.1", #""2.5""#, "true", "1"]
            if let minimum { values += ["\(minimum - 0.25)", "\(minimum)"] }
            if let maximum { values += ["\(maximum * 2)"] }
            return (one(values), false)
        case .bool: return (one(["1", "0", #""true""#, "null"]), false)
        case .string(let pattern):
            guard let pattern else { return (one(["3", "[]", "{}"]), false) }
            return (Self.quoted(one(Self.patterns[pattern].other + Self.patterns[pattern].matching)), false)
        case .date:
            return (Self.quoted(one([
                "2026-02-30T00:00:00Z", "2023-02-29T00:00:00Z", "2024-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2000-02-29T00:00:00Z",
                "2026-11-23T24:00:00Z", "2026-11-23T09:30:00+0100", "2026-11-23t09:30:00z", "2026-11-23T09:30Z", "2026-11-23T09:30:00.Z",
                "2026-11-23 09:30:00Z", "2026-12-31T23:59:60Z", "2026-11-23T09:30:00.123456789+14:00", "2026-11-23T09:60:00Z",
                "0000-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "2026-11-23T09:30:00-24:00",
            ])), false)
        case .url(let relative):
            _ = relative
            return (Self.quoted(one([
                "https://foo.bar/pizza monster.png", "https://exämple.com", "http://host:abc/", "a:b#c#d", "https://e.com/%zz",
                "https://e.com/%41", "https://e.com/a|b", "https://[::1]/", "", "/rooms/7", "rooms/7?x=1", "1a:b", "//host/p",
                "http://a@b@c/", "urn:isbn:0451450523", "x:", "http://", "#frag", "?q", "a:b", "https://e.com/\u{7F}",
            ])), false)
        case .uuid: return (one([#""1234""#, #""E621E1F8C36C495A93FC0C247A3E6E5F""#, #""e621e1f8-c36c-495a-93fc-0c247a3e6e5f""#, "3"]), false)
        case .values: return (one([#""zzz""#, #""RED""#, #""""#, "3"]), false)
        case .intText(let minimum):
            let values = ["+4", "4.0", " 4", "", "abc", "99999999999999999999", "-0", "007"]
            if chance(30) { return ("4", false) }
            if let minimum, chance(30) { return (Self.quoted(String(minimum - 1)), true) }
            // The schema sees the text, not the number it writes: its bounds, and Int64's.
            let value = one(values)
            return (Self.quoted(value), minimum != nil || value == "99999999999999999999")
        case .doubleText:
            if chance(20) { return (Self.quoted("1e400"), true) }
            return (one([#""2.""#, #"".5""#, #""abc""#, "2.5", #""01""#, #""-1.5E-3""#]), false)
        case .boolText: return (one([#""true""#, "1", #""""#, #""0""#]), false)
        case .intList: return (one([#""1,,2""#, #""1,x""#, #""1, 2""#, "[1, 2]", #"",""#, #""-""#]), false)
        case .stringList: return (one([#"["a", 1]"#, #""a""#, "[null]", "[[]]"]), false)
        case .intMap: return (one([#"{"a": "x"}"#, "[1]", #"{"a": 1.5}"#, #"{"": 0}"#]), false)
        case .object(let keys):
            guard let key = keys.first else { return ("{}", false) }
            let (inner, blind) = edgeValue(key.type)
            return (one([#""x""#, "{" + Self.quoted(key.name) + ": " + inner + "}", #"{"extra": 1}"#]), blind)
        case .unionScalar: return (one(["true", "2.5", "null", "[1]", "1e2"]), false)
        case .unionObjects: return (one(["{}", #"{"x": "s"}"#, #"{"y": "s", "z": 2}"#, #"{"x": 1, "extra": true}"#, #""x""#, #"{"y": "s", "w": 1}"#]), false)
        case .jsonObject(let keys):
            guard let key = keys.first else { return (Self.quoted("{}"), true) }
            let (inner, _) = edgeValue(key.type)
            return (one([Self.quoted("{bad"), Self.quoted("{" + Self.quoted(key.name) + ": " + inner + "}"), "3", Self.quoted("[]")]), true)
        }
    }

    /// `text` as a JSON string.
    static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                quoted += String(format: "\\u%04X", scalar.value)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
