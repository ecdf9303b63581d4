import CLibYAML

/// Loads one file into a ``YAMLNode`` tree by pulling libyaml events, enforcing ``InputLimits`` as it goes.
///
/// It uses the event API rather than libyaml's document loader so that depth and alias expansion are
/// checked event by event; it never recurses, so no input can exhaust the stack.
public struct YAMLLoader: Sendable {
    /// What loading a file produced.
    public enum Outcome: Hashable, Sendable {
        /// The file holds one document with this root node.
        case document(YAMLNode)
        /// The file holds no document (it is empty or only comments).
        case empty
        /// The file could not be loaded; the diagnostics say why.
        case failed
    }

    /// The limits this loader enforces.
    public let limits: InputLimits

    /// Creates a loader with the given limits.
    public init(limits: InputLimits = .default) {
        self.limits = limits
    }

    /// Loads `file`, appending every problem to `diagnostics`.
    public func load(_ file: SourceFile, diagnostics: inout [Diagnostic]) -> Outcome {
        guard file.contents.count <= limits.maxFileBytes else {
            diagnostics.append(Diagnostic(
                .inputLimit,
                "file is \(file.contents.count) bytes, over the limit of \(limits.maxFileBytes) bytes",
                at: SourceLocation(path: file.path, line: 1, column: 1)))
            return .failed
        }
        var session = EventSession(file: file, limits: limits)
        return session.run(diagnostics: &diagnostics)
    }
}

/// The state of one pass over a file's events: the stack of open collections and the anchors seen so far.
private struct EventSession {
    private struct Frame {
        let isMapping: Bool
        let location: SourceLocation
        let tag: String?
        let anchor: String?
        var items: [YAMLNode] = []
        var entries: [YAMLNode.MappingEntry] = []
        var pendingKey: YAMLNode?
        var nodeCount = 1
    }

    private struct Anchored {
        let node: YAMLNode
        let nodeCount: Int
    }

    /// A reason to stop reading, already turned into a diagnostic.
    private struct Stop: Error {
        let diagnostic: Diagnostic
    }

    let file: SourceFile
    let limits: InputLimits
    private var stack: [Frame] = []
    private var anchors: [String: Anchored] = [:]
    private var root: YAMLNode?
    private var documentCount = 0
    private var totalNodes = 0
    /// The 0-based line and 1-based column just after the last character, when the file does not end with a line
    /// break (see ``location(of:)``).
    private let unterminatedEnd: (line: Int, column: Int)?

    init(file: SourceFile, limits: InputLimits) {
        self.file = file
        self.limits = limits
        unterminatedEnd = Self.unterminatedEnd(of: file.contents)
    }

    mutating func run(diagnostics: inout [Diagnostic]) -> YAMLLoader.Outcome {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            diagnostics.append(Diagnostic(.yamlSyntax, "libyaml could not start (out of memory)",
                                          at: SourceLocation(path: file.path)))
            return .failed
        }
        defer { yaml_parser_delete(&parser) }

        // libyaml asserts on a NULL input pointer, which an empty array may give: use a one-byte stand-in.
        var emptyStandIn: UInt8 = 0
        let contents = file.contents
        do {
            try contents.withUnsafeBufferPointer { (buffer) throws(Stop) in
                if let base = buffer.baseAddress, !buffer.isEmpty {
                    yaml_parser_set_input_string(&parser, base, buffer.count)
                    try pullEvents(from: &parser)
                } else {
                    try withUnsafePointer(to: &emptyStandIn) { (pointer) throws(Stop) in
                        yaml_parser_set_input_string(&parser, pointer, 0)
                        try pullEvents(from: &parser)
                    }
                }
            }
        } catch {
            diagnostics.append(error.diagnostic)
            return .failed
        }
        return root.map(YAMLLoader.Outcome.document) ?? .empty
    }

    private mutating func pullEvents(from parser: inout yaml_parser_t) throws(Stop) {
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                throw Stop(diagnostic: syntaxDiagnostic(parser))
            }
            defer { yaml_event_delete(&event) }
            // After the end of the stream (or an error) libyaml keeps returning YAML_NO_EVENT:
            // both end the loop, so it can never spin.
            switch event.type {
            case YAML_STREAM_END_EVENT, YAML_NO_EVENT:
                return
            case YAML_STREAM_START_EVENT, YAML_DOCUMENT_END_EVENT:
                continue
            case YAML_DOCUMENT_START_EVENT:
                documentCount += 1
                if documentCount > 1 {
                    throw Stop(diagnostic: Diagnostic(
                        .unsupportedYAML, "a definition file holds one YAML document; found a second one",
                        at: location(of: event.start_mark)))
                }
            case YAML_SCALAR_EVENT:
                try scalar(event)
            case YAML_SEQUENCE_START_EVENT:
                let data = event.data.sequence_start
                try open(isMapping: false, at: event.start_mark, tag: data.tag, anchor: data.anchor)
            case YAML_MAPPING_START_EVENT:
                let data = event.data.mapping_start
                try open(isMapping: true, at: event.start_mark, tag: data.tag, anchor: data.anchor)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                try close()
            case YAML_ALIAS_EVENT:
                try alias(event)
            default:
                continue
            }
        }
    }

    private mutating func scalar(_ event: yaml_event_t) throws(Stop) {
        let data = event.data.scalar
        let at = location(of: event.start_mark)
        guard data.length <= limits.maxScalarBytes else {
            throw Stop(diagnostic: Diagnostic(
                .inputLimit, "text is \(data.length) bytes long, over the limit of \(limits.maxScalarBytes) bytes",
                at: at))
        }
        // Read by length, never as a C string: a "\0" escape puts a NUL byte inside the value.
        let text = data.value.map {
            String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self)
        } ?? ""
        let node = YAMLNode(.scalar(text, Self.style(data.style)), at: at, tag: Self.string(data.tag))
        try count(1, at: at)
        try complete(node, nodeCount: 1, anchor: Self.string(data.anchor))
    }

    private mutating func open(
        isMapping: Bool, at mark: yaml_mark_t, tag: UnsafeMutablePointer<yaml_char_t>?,
        anchor: UnsafeMutablePointer<yaml_char_t>?
    ) throws(Stop) {
        let at = location(of: mark)
        guard stack.count < limits.maxDepth else {
            throw Stop(diagnostic: Diagnostic(
                .inputLimit, "lists and mappings are nested more than \(limits.maxDepth) levels deep", at: at))
        }
        try count(1, at: at)
        stack.append(Frame(isMapping: isMapping, location: at, tag: Self.string(tag), anchor: Self.string(anchor)))
    }

    private mutating func close() throws(Stop) {
        guard let frame = stack.popLast() else { return }
        let content: YAMLNode.Content = frame.isMapping ? .mapping(frame.entries) : .sequence(frame.items)
        try complete(YAMLNode(content, at: frame.location, tag: frame.tag),
                     nodeCount: frame.nodeCount, anchor: frame.anchor)
    }

    private mutating func alias(_ event: yaml_event_t) throws(Stop) {
        let at = location(of: event.start_mark)
        let name = Self.string(event.data.alias.anchor) ?? ""
        guard let anchored = anchors[name] else {
            let isOpen = stack.contains { $0.anchor == name }
            let message = isOpen
                ? "alias \(DiagnosticText.quoted("*" + name)) refers to a node that contains it"
                : "alias \(DiagnosticText.quoted("*" + name)) refers to no anchor defined before it"
            throw Stop(diagnostic: Diagnostic(.yamlSyntax, message, at: at))
        }
        try count(anchored.nodeCount, at: at)
        var copy = anchored.node
        copy.location = at
        try complete(copy, nodeCount: anchored.nodeCount, anchor: nil)
    }

    /// Counts nodes as they are created or copied by an alias, so an alias bomb stops at its first step over the limit.
    private mutating func count(_ nodes: Int, at location: SourceLocation) throws(Stop) {
        totalNodes += nodes
        guard totalNodes <= limits.maxNodes else {
            throw Stop(diagnostic: Diagnostic(
                .inputLimit,
                "file expands to more than \(limits.maxNodes) nodes (aliases count every node they copy)",
                at: location))
        }
    }

    private mutating func complete(_ node: YAMLNode, nodeCount: Int, anchor: String?) throws(Stop) {
        if let anchor { anchors[anchor] = Anchored(node: node, nodeCount: nodeCount) }
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        stack[top].nodeCount += nodeCount
        if stack[top].isMapping {
            if let key = stack[top].pendingKey {
                stack[top].entries.append(YAMLNode.MappingEntry(key: key, value: node))
                stack[top].pendingKey = nil
            } else {
                stack[top].pendingKey = node
            }
        } else {
            stack[top].items.append(node)
        }
    }

    /// The location of a libyaml mark. At the end of a file that does not end with a line break, libyaml moves
    /// its mark to the start of a line after the last one, a line the file does not have; such a mark is
    /// reported just after the last character instead.
    private func location(of mark: yaml_mark_t) -> SourceLocation {
        if let end = unterminatedEnd, mark.column == 0, Int(mark.line) == end.line + 1 {
            return SourceLocation(path: file.path, line: end.line + 1, column: end.column)
        }
        return SourceLocation(path: file.path, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// The 0-based line and 1-based column just after the last character of UTF-8 `contents`, counted as libyaml
    /// counts (a leading byte-order mark skipped; CR, LF, CRLF, NEL, LS and PS break lines), or `nil` when the
    /// contents are empty, end with a line break, or are UTF-16 (whose marks stay as libyaml gives them).
    private static func unterminatedEnd(of contents: [UInt8]) -> (line: Int, column: Int)? {
        guard !contents.starts(with: [0xFE, 0xFF]), !contents.starts(with: [0xFF, 0xFE]) else { return nil }
        let text = contents.starts(with: [0xEF, 0xBB, 0xBF]) ? contents.dropFirst(3) : contents[...]
        var line = 0
        var column = 0
        var previous: Unicode.Scalar?
        for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\n" where previous == "\r": continue
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
                line += 1
                column = 0
            default: column += 1
            }
        }
        return column == 0 ? nil : (line, column + 1)
    }

    private func syntaxDiagnostic(_ parser: yaml_parser_t) -> Diagnostic {
        let problem = Self.string(parser.problem) ?? "unknown problem"
        switch parser.error {
        case YAML_READER_ERROR:
            // Reader (encoding) errors carry a byte offset, not a mark.
            let value = parser.problem_value
            let detail = value >= 0 ? " (0x\(String(value, radix: 16, uppercase: true)))" : ""
            return Diagnostic(
                .yamlSyntax, "not valid UTF-8 or UTF-16 text: \(problem)\(detail)",
                at: location(ofByteOffset: Int(parser.problem_offset)))
        case YAML_MEMORY_ERROR:
            return Diagnostic(.yamlSyntax, "libyaml ran out of memory", at: SourceLocation(path: file.path))
        default:
            var message = problem
            if let context = Self.string(parser.context) {
                let start = location(of: parser.context_mark).position.map { " that starts at line \($0.line), column \($0.column)" } ?? ""
                message += " (\(context)\(start))"
            }
            return Diagnostic(.yamlSyntax, message, at: location(of: parser.problem_mark))
        }
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset, for reader errors.
    private func location(ofByteOffset offset: Int) -> SourceLocation {
        let end = min(max(offset, 0), file.contents.count)
        var line = 1
        var column = 1
        var index = 0
        while index < end {
            let byte = file.contents[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= file.contents.count || file.contents[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourceLocation(path: file.path, line: line, column: column)
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLNode.ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
