import CLibYAML

/// Pulls libyaml's parser events from one file, one at a time, as ``YAMLEvent`` values.
///
/// It enforces no ``InputLimits``: its consumer (``YAMLLoader``) checks each event before it pulls the
/// next one. It owns the libyaml parser and a copy of the file's bytes (libyaml keeps a pointer to
/// them from call to call, and an array's storage pointer is valid only inside one closure), so it
/// cannot be copied, and frees both when it goes away.
struct YAMLEventReader: ~Copyable {
    /// A problem libyaml reported, with where it is.
    struct Failure: Error, Hashable, Sendable {
        /// A one-line message.
        var message: String
        /// Where the problem is; only libyaml running out of memory names the whole file.
        var location: SourceLocation
    }

    /// The file's path, for the locations of failures.
    private let path: String
    /// The file's bytes, to turn a reader error's byte offset into a line and column.
    private let contents: [UInt8]
    /// The 0-based line and 1-based column just after the last character, when the file does not end with a
    /// line break (see ``position(of:)``).
    private let unterminatedEnd: (line: Int, column: Int)?
    /// The copy of the bytes that libyaml reads.
    private let input: UnsafeMutableBufferPointer<UInt8>
    /// The libyaml parser, on the heap.
    private let parser: UnsafeMutablePointer<yaml_parser_t>

    /// Starts reading `file`; fails only if libyaml cannot allocate its parser.
    init(_ file: SourceFile) throws(Failure) {
        // On the heap: libyaml keeps a pointer to the parser inside it, so the parser must never move.
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        parser.initialize(to: yaml_parser_t())
        guard yaml_parser_initialize(parser) == 1 else {
            parser.deallocate()
            throw Failure(message: "libyaml could not start (out of memory)", location: SourceLocation(path: file.path))
        }
        // libyaml asserts on a NULL input pointer, so even an empty file gets a (one-byte) buffer.
        let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(file.contents.count, 1))
        _ = input.initialize(from: file.contents)
        yaml_parser_set_input_string(parser, input.baseAddress, file.contents.count)
        self.path = file.path
        self.contents = file.contents
        self.unterminatedEnd = Self.unterminatedEnd(of: file.contents)
        self.input = input
        self.parser = parser
    }

    /// Frees the parser and the copy of the bytes.
    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deallocate()
    }

    /// The next event, or `nil` once the stream has ended or an error has been thrown.
    ///
    /// Always inlined: in the loader's loop the optimizer then hands each event's strings to the
    /// node without copying the event, which keeps the loader's own cost near what it was before
    /// this layer existed.
    @inline(__always)
    mutating func next() throws(Failure) -> YAMLEvent? {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else {
            throw failure()
        }
        defer { yaml_event_delete(&event) }
        let kind: YAMLEvent.Kind
        switch event.type {
        case YAML_STREAM_START_EVENT:
            kind = .streamStart
        case YAML_STREAM_END_EVENT:
            kind = .streamEnd
        case YAML_DOCUMENT_START_EVENT:
            kind = .documentStart(explicit: event.data.document_start.implicit == 0)
        case YAML_DOCUMENT_END_EVENT:
            kind = .documentEnd(explicit: event.data.document_end.implicit == 0)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            kind = .mappingStart(YAMLEvent.Collection(
                anchor: Self.string(data.anchor), tag: Self.string(data.tag), isFlow: data.style == YAML_FLOW_MAPPING_STYLE))
        case YAML_MAPPING_END_EVENT:
            kind = .mappingEnd
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            kind = .sequenceStart(YAMLEvent.Collection(
                anchor: Self.string(data.anchor), tag: Self.string(data.tag), isFlow: data.style == YAML_FLOW_SEQUENCE_STYLE))
        case YAML_SEQUENCE_END_EVENT:
            kind = .sequenceEnd
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            // Read by length, never as a C string: a "\0" escape puts a NUL byte inside the value.
            let value = data.value.map {
                String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self)
            } ?? ""
            kind = .scalar(YAMLEvent.Scalar(
                anchor: Self.string(data.anchor), tag: Self.string(data.tag), style: Self.style(data.style), value: value))
        case YAML_ALIAS_EVENT:
            kind = .alias(Self.string(event.data.alias.anchor) ?? "")
        default:
            // YAML_NO_EVENT: what libyaml keeps returning after the end of the stream or an error.
            return nil
        }
        return YAMLEvent(kind: kind, start: position(of: event.start_mark), end: position(of: event.end_mark))
    }

    /// The error libyaml has just reported, with its location.
    private func failure() -> Failure {
        let problem = Self.string(parser.pointee.problem) ?? "unknown problem"
        switch parser.pointee.error {
        case YAML_READER_ERROR:
            // Reader (encoding) errors carry a byte offset, not a mark.
            let value = parser.pointee.problem_value
            let detail = value >= 0 ? " (0x\(String(value, radix: 16, uppercase: true)))" : ""
            return Failure(message: "not valid UTF-8 or UTF-16 text: \(problem)\(detail)",
                           location: location(ofByteOffset: Int(parser.pointee.problem_offset)))
        case YAML_MEMORY_ERROR:
            return Failure(message: "libyaml ran out of memory", location: SourceLocation(path: path))
        default:
            let context = Self.string(parser.pointee.context)
            let report = YAMLSyntaxAdvice.Report(
                problem: problem, context: context,
                contextPosition: context == nil ? nil : position(of: parser.pointee.context_mark),
                problemPosition: position(of: parser.pointee.problem_mark))
            let contents = contents
            let (message, position) = YAMLSyntaxAdvice.explain(report) { Self.line($0, of: contents) }
            return Failure(message: message, location: SourceLocation(path: path, line: position.line, column: position.column))
        }
    }

    /// The Unicode scalars of 1-based line `number` of a UTF-8 file (without its line break), for explaining a
    /// syntax error; `nil` past the end or for a file in UTF-16.
    private static func line(_ number: Int, of contents: [UInt8]) -> [Unicode.Scalar]? {
        guard number >= 1, !(contents.starts(with: [0xFE, 0xFF]) || contents.starts(with: [0xFF, 0xFE])) else { return nil }
        var current = 1
        var start = 0
        var index = 0
        while index < contents.count, current < number {
            if contents[index] == 0x0A { current += 1; start = index + 1 }
            index += 1
        }
        guard current == number else { return nil }
        var end = start
        while end < contents.count, contents[end] != 0x0A, contents[end] != 0x0D { end += 1 }
        return Array(String(decoding: contents[start..<end], as: UTF8.self).unicodeScalars)
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset, for reader errors.
    private func location(ofByteOffset offset: Int) -> SourceLocation {
        let end = min(max(offset, 0), contents.count)
        var line = 1
        var column = 1
        var index = 0
        while index < end {
            let byte = contents[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= contents.count || contents[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourceLocation(path: path, line: line, column: column)
    }

    /// The 1-based position of a libyaml mark (whose line and column count from 0). At the end of a file that
    /// does not end with a line break, libyaml moves its mark to the start of a line after the last one, a
    /// line the file does not have; such a mark is placed just after the last character instead.
    private func position(of mark: yaml_mark_t) -> SourceLocation.Position {
        if let end = unterminatedEnd, mark.column == 0, Int(mark.line) == end.line + 1 {
            return SourceLocation.Position(line: end.line + 1, column: end.column)
        }
        return SourceLocation.Position(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// The 0-based line and 1-based column just after the last character of UTF-8 `contents`, counted as
    /// libyaml counts (a leading byte-order mark skipped; CR, LF, CRLF, NEL, LS and PS break lines), or `nil`
    /// when the contents are empty, end with a line break, or are UTF-16 (whose marks stay as libyaml gives them).
    private static func unterminatedEnd(of contents: [UInt8]) -> (line: Int, column: Int)? {
        // Almost every file ends with a line feed: no need to count its lines.
        guard let last = contents.last, last != 0x0A, last != 0x0D else { return nil }
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

    /// The loader's name for a libyaml scalar style.
    private static func style(_ style: yaml_scalar_style_t) -> YAMLNode.ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }

    /// A NUL-terminated libyaml string (an anchor, a tag), or `nil` for a NULL pointer.
    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// A NUL-terminated C string (a problem or context message), or `nil` for a NULL pointer.
    private static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
