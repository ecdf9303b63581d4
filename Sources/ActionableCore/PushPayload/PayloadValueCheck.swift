/// Whether a JSON value read with positions holds a value of a payload type, exactly as the generated code
/// reads it (an integer may be written `3.0`, a date is RFC 3339 text, a URL has a scheme, an object has its
/// required keys, a value written as text or embedded JSON is read from its string), and how values and types
/// are named in messages. Every problem names the key path (`zulip.recipient_type`, `tags[2]`).
enum PayloadValueCheck {
    /// A value that is not what its place needs: the rule, the message and where.
    struct Problem {
        var rule: Rule = .payloadWrongValue
        var message: String
        var position: SourceLocation.Position
    }

    /// The problems with `node` as the value at `path` (a key path such as `zulip.recipient_type`) of `type`.
    static func check(_ node: JSONNode, type: Model.PayloadType, path: String, into problems: inout [Problem]) {
        switch type.encoding {
        case .plain:
            checkPlain(node, type: type, path: path, into: &problems)
        case .text(let separator, let trueText, let falseText):
            guard let text = node.string else { return wrong(node, type, path, &problems) }
            var decoded = node
            if case .list = type.shape {
                let items = text.isEmpty ? [] : text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
                for (index, item) in items.enumerated() where !isIntegerText(item) {
                    problems.append(Problem(
                        message: "\(DiagnosticText.quoted("\(path)[\(index + 1)]")) must be an integer written as a string (\(expected(type))), found the string \(DiagnosticText.quoted(item))",
                        position: node.position))
                    return
                }
                return
            }
            switch type.scalarKind {
            case .int?:
                guard isIntegerText(text) else { return wrong(node, type, path, &problems) }
                decoded.content = .number(text)
            case .double?:
                guard JSONNumberText.isValid(text) else { return wrong(node, type, path, &problems) }
                decoded.content = .number(text)
            case .bool?:
                guard text == trueText || text == falseText else { return wrong(node, type, path, &problems) }
                return
            default:
                return wrong(node, type, path, &problems)
            }
            checkPlain(decoded, type: type.plain, path: path, into: &problems)
        case .json, .base64JSON:
            guard let text = node.string else { return wrong(node, type, path, &problems) }
            var bytes = Array(text.utf8)
            if type.encoding == .base64JSON {
                guard let decoded = Base64.decode(text) else {
                    problems.append(Problem(
                        message: "\(DiagnosticText.quoted(path)) must be \(expected(type)), but its text is not Base64", position: node.position))
                    return
                }
                bytes = decoded
            }
            let document = JSONParser.parseDocument(bytes)
            guard var root = document.root, document.failure == nil else {
                let reason = document.failure.map { ": \($0.message)" } ?? ""
                problems.append(Problem(
                    message: "\(DiagnosticText.quoted(path)) must be \(expected(type)), but its text is not JSON\(reason)", position: node.position))
                return
            }
            // Places inside the embedded text are reported at the string that holds it.
            root.relocate(to: node.position)
            checkPlain(root, type: type.plain, path: path, into: &problems)
        }
    }

    /// The problems with a value written as itself.
    private static func checkPlain(_ node: JSONNode, type: Model.PayloadType, path: String, into problems: inout [Problem]) {
        switch type.shape {
        case .scalar(let kind):
            guard holds(node, kind, constraints: type.constraints) else { return wrong(node, type, path, &problems) }
            if let problem = constraintProblem(node, type.constraints, path: path) { problems.append(problem) }
        case .list(let element):
            guard case .array(let items) = node.content else { return wrong(node, type, path, &problems) }
            for (index, item) in items.enumerated() {
                check(item, type: element, path: "\(path)[\(index + 1)]", into: &problems)
            }
        case .map(let value):
            guard let members = node.members else { return wrong(node, type, path, &problems) }
            for member in members {
                check(member.value, type: value, path: "\(path).\(member.key)", into: &problems)
            }
        case .object(let object):
            guard let members = node.members else { return wrong(node, type, path, &problems) }
            checkObject(members, at: node.position, keys: object.properties, path: path, owner: "the object \(DiagnosticText.quoted(path))", into: &problems)
        case .anyOf(let alternatives):
            for alternative in alternatives {
                var found: [Problem] = []
                check(node, type: alternative.type, path: path, into: &found)
                if found.isEmpty { return }
            }
            wrong(node, type, path, &problems)
        }
    }

    /// The problems with the members of an object that declares `keys`: a required key missing, a key that must
    /// come with another alone, a value of the wrong type, and (as warnings) keys it does not declare. `path` is
    /// the object's key path, empty for the payload itself.
    static func checkObject(
        _ members: [JSONNode.Member], at position: SourceLocation.Position, keys: [Model.PayloadKey], path: String, owner: String,
        skipping skipped: Set<String> = [], into problems: inout [Problem]
    ) {
        func childPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
        var present: [ExactText: JSONNode] = [:]
        for member in members { present[ExactText(member.key)] = member.value }
        for key in keys where !key.isOptional && present[ExactText(key.key)] == nil {
            problems.append(Problem(
                rule: .payloadMissingKey,
                message: "\(path.isEmpty ? "the payload" : DiagnosticText.quoted(path)) has no \(DiagnosticText.quoted(key.key)), which \(owner) declares as required (\(expected(key.type)))",
                position: position))
        }
        for key in keys {
            guard let value = present[ExactText(key.key)], !(key.isOptional && value.isNull) else { continue }
            for other in key.together where present[ExactText(other)]?.isNull ?? true {
                problems.append(Problem(
                    rule: .payloadMissingKey,
                    message: "\(DiagnosticText.quoted(childPath(key.key))) comes with \(DiagnosticText.quoted(other)), which \(path.isEmpty ? "the payload" : DiagnosticText.quoted(path)) lacks",
                    position: value.position))
            }
        }
        var declared: [ExactText: Model.PayloadKey] = [:]
        for key in keys { declared[ExactText(key.key)] = key }
        for member in members where !skipped.contains(member.key) {
            guard let key = declared[ExactText(member.key)] else {
                problems.append(Problem(
                    rule: .payloadUnknownKey,
                    message: "\(DiagnosticText.quoted(childPath(member.key))) is not a key \(owner) declares; the app's typed UserInfo ignores it"
                        + Suggestion.hint(for: member.key, among: keys.map(\.key)),
                    position: member.value.position))
                continue
            }
            if key.isOptional, member.value.isNull { continue }
            check(member.value, type: key.type, path: childPath(member.key), into: &problems)
        }
    }

    private static func wrong(_ node: JSONNode, _ type: Model.PayloadType, _ path: String, _ problems: inout [Problem]) {
        problems.append(Problem(message: "\(DiagnosticText.quoted(path)) must be \(expected(type)), found \(describe(node))", position: node.position))
    }

    /// The problem with a number or string against `constraints`, or `nil`.
    private static func constraintProblem(_ node: JSONNode, _ constraints: Model.PayloadConstraints, path: String) -> Problem? {
        if case .number(let text) = node.content, let number = Double(text) {
            if let minimum = constraints.minimum, number < minimum {
                return Problem(message: "\(DiagnosticText.quoted(path)) must be at least \(numberText(minimum)), found \(text)", position: node.position)
            }
            if let maximum = constraints.maximum, number > maximum {
                return Problem(message: "\(DiagnosticText.quoted(path)) must be at most \(numberText(maximum)), found \(text)", position: node.position)
            }
        }
        if let pattern = constraints.pattern, let text = node.string, !PayloadPattern.matches(text, pattern) {
            return Problem(
                message: "\(DiagnosticText.quoted(path)) must match the pattern \(DiagnosticText.quoted(pattern)), found \(describe(node))",
                position: node.position)
        }
        return nil
    }

    /// A bound as written in messages: `3`, not `3.0`.
    static func numberText(_ number: Double) -> String {
        switch JSONValue.number(number) {
        case .integer(let whole): String(whole)
        default: String(number)
        }
    }

    /// What a value of `type` is, in words: `an integer`, `a list, each item a string`.
    static func expected(_ type: Model.PayloadType) -> String {
        let plain = type.plain
        switch type.encoding {
        case .plain: break
        case .text(let separator, let trueText, let falseText):
            if case .list = type.shape { return "a string of integers joined by \(DiagnosticText.quoted(separator))" }
            if type.scalarKind == .bool { return "the string \(DiagnosticText.quoted(trueText)) or \(DiagnosticText.quoted(falseText))" }
            return "\(expected(plain)) written as a string"
        case .json: return "a string holding JSON: \(expected(plain))"
        case .base64JSON: return "a string holding Base64-encoded JSON: \(expected(plain))"
        }
        var text: String
        switch type.shape {
        case .scalar(let kind):
            text = switch kind {
            case .string: "a string"
            case .int: "an integer"
            case .double: "a number"
            case .bool: "true or false"
            case .url: type.constraints.allowsRelative ? "a URL or a path" : "an absolute URL"
            case .date: "an ISO 8601 date and time such as \"2026-11-23T09:30:00Z\""
            case .uuid: "a UUID"
            case .oneOf(let values): "one of " + values.map { DiagnosticText.quoted($0.value) }.joined(separator: ", ")
            }
            if let minimum = type.constraints.minimum { text += " from \(numberText(minimum))" }
            if let maximum = type.constraints.maximum { text += " up to \(numberText(maximum))" }
            if let pattern = type.constraints.pattern { text += " matching \(DiagnosticText.quoted(pattern))" }
        case .list(let element): text = "a list, each item \(expected(element))"
        case .map(let value): text = "an object whose values are each \(expected(value))"
        case .object: text = "an object"
        case .anyOf(let alternatives): text = alternatives.map { expected($0.type) }.joined(separator: ", or ")
        }
        return text
    }

    /// What a JSON value holds, in words: `the string "soon"`, `the number 3`, `a list`.
    static func describe(_ node: JSONNode) -> String {
        switch node.content {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let text): "the number \(text)"
        case .string(let text): "the string \(DiagnosticText.quoted(text))"
        case .array: "a list"
        case .object: "an object"
        }
    }

    /// Whether `node` holds a single value of `kind`.
    static func holds(_ node: JSONNode, _ kind: Model.PayloadKind, constraints: Model.PayloadConstraints = Model.PayloadConstraints()) -> Bool {
        switch (kind, node.content) {
        case (.bool, .bool): true
        case (.int, .number(let text)): isInteger(text)
        case (.double, .number): true
        case (.string, .string): true
        case (.url, .string(let text)): hasScheme(text) || constraints.allowsRelative && isRelativeReference(text)
        case (.date, .string(let text)): isDateTime(text)
        case (.uuid, .string(let text)): isUUID(text)
        case (.oneOf(let values), .string(let text)): values.contains { $0.value == text }
        default: false
        }
    }

    /// Whether `text` is an integer written as text, as the generated code reads it: an optional `-`, then digits,
    /// within `Int`'s range.
    static func isIntegerText(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber } && Int(text) != nil
    }

    /// Whether `text` can be a relative URL reference: not empty, no spaces or control characters.
    static func isRelativeReference(_ text: String) -> Bool {
        !text.isEmpty && !text.utf8.contains { $0 < 0x21 || $0 == 0x7F }
    }

    /// Whether a JSON number is an integer the app can hold (`Int`): digits, optionally with a fraction of zeros
    /// (`3.0`). An exponent is not read as an integer.
    static func isInteger(_ text: String) -> Bool {
        guard let dot = text.firstIndex(of: ".") else { return Int(text) != nil }
        return Int(text[..<dot]) != nil && text[text.index(after: dot)...].allSatisfy { $0 == "0" }
    }

    /// Whether `text` starts with a URL scheme (`https:`): a letter, then letters, digits, `+`, `.` or `-`.
    static func hasScheme(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, isLetter(bytes[0]) else { return false }
        return bytes[1..<colon].allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }
            && !bytes.contains { $0 < 0x21 }
    }

    /// Whether `text` is an RFC 3339 date and time: `YYYY-MM-DDTHH:MM:SS`, an optional fraction, then `Z` or an offset.
    static func isDateTime(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[start..<start + count] {
                guard isDigit(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        func byte(_ index: Int, is character: Character) -> Bool { index < bytes.count && bytes[index] == character.asciiValue }
        guard number(0, 4) != nil, byte(4, is: "-"), let month = number(5, 2), (1...12).contains(month), byte(7, is: "-"),
              let day = number(8, 2), (1...31).contains(day), byte(10, is: "T"), let hour = number(11, 2), hour < 24,
              byte(13, is: ":"), let minute = number(14, 2), minute < 60, byte(16, is: ":"), let second = number(17, 2), second <= 60
        else { return false }
        var index = 19
        if byte(index, is: ".") {
            index += 1
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > start else { return false }
        }
        if byte(index, is: "Z") { return index + 1 == bytes.count }
        guard byte(index, is: "+") || byte(index, is: "-"), let offsetHours = number(index + 1, 2), offsetHours < 24,
              byte(index + 3, is: ":"), let offsetMinutes = number(index + 4, 2), offsetMinutes < 60 else { return false }
        return index + 6 == bytes.count
    }

    /// Whether `text` is a UUID: 32 hexadecimal digits in groups of 8, 4, 4, 4 and 12, joined by `-`.
    static func isUUID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            let isDash = [8, 13, 18, 23].contains(index)
            guard isDash ? byte == UInt8(ascii: "-") : isHexDigit(byte) else { return false }
        }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte) || (97...122).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
    private static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || (65...70).contains(byte) || (97...102).contains(byte) }
}
