/// Accumulates Swift source line by line with 4-space indentation; a value type, so generators compose
/// by passing it `inout`.
///
/// Lines go into a byte buffer; chunks that ``forEach(_:_:)`` prints concurrently stay separate pieces
/// until ``takePieces()`` hands them on (``SwiftQualifier`` joins them once).
struct CodePrinter {
    /// Finished pieces of the text, in order; `current` follows them.
    private var pieces: [[UInt8]] = []
    /// The lines printed since the last finished piece; every line ends with a newline.
    private var current = UTF8Buffer()
    private var indentation = ""
    /// How ``forEach(_:_:)`` spreads its items; nested printers inherit it.
    let parallelism: Parallelism

    /// The number of items one nested printer of ``forEach(_:_:)`` prints: enough to make a task worth
    /// scheduling, few enough to balance two cores on a few hundred items.
    static let itemsPerChunk = 64

    /// Creates an empty printer at the outermost level.
    init(parallelism: Parallelism = .sequential) {
        self.parallelism = parallelism
    }

    /// An empty printer at this printer's indentation, whose text ``append(_:)`` adds back.
    func nested() -> CodePrinter {
        var printer = CodePrinter(parallelism: parallelism)
        printer.indentation = indentation
        return printer
    }

    /// The pieces of the text printed, in order, leaving the printer empty: each starts at the start of a line,
    /// where ``forEach(_:_:)`` began an item or went on after its items.
    mutating func takePieces() -> [[UInt8]] {
        finishPiece()
        defer { pieces = [] }
        return pieces
    }

    /// Adds the text of `printer`, made by ``nested()`` at the same indentation.
    mutating func append(_ printer: CodePrinter) {
        guard !printer.pieces.isEmpty else { return current.write(printer.current) }
        finishPiece()
        pieces += printer.pieces
        current = printer.current
    }

    /// Turns the lines printed so far into a finished piece.
    private mutating func finishPiece() {
        guard !current.bytes.isEmpty else { return }
        pieces.append(current.bytes)
        current = UTF8Buffer()
    }

    /// Prints one line at the current indentation (an empty line stays empty, with no trailing spaces); a line wider
    /// than ``width`` is broken where ``SwiftLineBreaker`` finds a place.
    mutating func line(_ content: String = "") {
        if indentation.utf8.count + content.utf8.count > Self.width,
           let broken = SwiftLineBreaker.lines(content, column: indentation.utf8.count) {
            for piece in broken {
                current.write(indentation)
                current.write(piece)
                current.write("\n")
            }
            return
        }
        if !content.isEmpty {
            current.write(indentation)
            current.write(content)
        }
        current.write("\n")
    }

    /// The most columns a line should take: ``list(_:_:_:)`` and ``documentation(_:)`` wrap what would not
    /// fit. (A single name or string literal longer than that stays on its own line, unbroken.)
    static let width = 120

    /// The columns the indentation of the next line takes.
    var column: Int { indentation.utf8.count }

    /// Prints `opening`, the `items` separated by commas, and `closing` on one line when it fits within ``width``
    /// columns; otherwise `opening`, each item on a line of its own one level deeper, and `closing`:
    /// `list("return category(", ["id", "[.reply]"], ")")`. An item made by ``wrapped(_:_:_:column:)`` may take
    /// several lines.
    mutating func list(_ opening: String, _ items: [String], _ closing: String) {
        let text = Self.wrapped(opening, items, closing, column: column)
        if text.utf8.contains(UInt8(ascii: "\n")) { lines(of: text) } else { line(text) }
    }

    /// Prints `opening`, the `items` separated by commas, and `closing` on one line when it fits within ``width``
    /// columns; otherwise `opening`, then the items filling lines one level deeper, as many to a line as fit, with
    /// `closing` after the last: a call whose arguments are short (`return action(`, `id.rawValue`, `"Join"`, `)`).
    /// An item that fits on no line stays whole on a line of its own; items that span lines are laid out as
    /// ``list(_:_:_:)`` lays them out.
    mutating func filled(_ opening: String, _ items: [String], _ closing: String) {
        if items.contains(where: { $0.utf8.contains(UInt8(ascii: "\n")) }) { return list(opening, items, closing) }
        let joined = opening + items.joined(separator: ", ") + closing
        guard !Self.fits(joined, at: column) else { return line(joined) }
        line(opening)
        indented { p in
            var current = ""
            for (index, item) in items.enumerated() {
                let piece = item + (index < items.count - 1 ? "," : closing)
                if current.isEmpty {
                    current = piece
                } else if Self.fits(current + " " + piece, at: p.column) {
                    current += " " + piece
                } else {
                    p.line(current)
                    current = piece
                }
            }
            p.line(current)
        }
    }

    /// `opening`, `items` and `closing` laid out as text whose first line starts at `column`: one line when it fits
    /// within ``width`` (and no item spans lines), else one item per line, 4 columns deeper, and `closing`.
    /// ``list(_:_:_:)`` prints it; an item of another list is made with it at the column that list gives its
    /// items (4 more than the printer's).
    static func wrapped(_ opening: String, _ items: [String], _ closing: String, column: Int) -> String {
        let multiline = items.contains { $0.utf8.contains(UInt8(ascii: "\n")) }
        if !multiline {
            let joined = opening + items.joined(separator: ", ") + closing
            if fits(joined, at: column) { return joined }
        }
        // Relative to `column`: each item's lines 4 columns deeper. Built as bytes: a newline is ASCII, so
        // indenting after each one never splits a character.
        let indent = Array("\n    ".utf8)
        var text = Array(opening.utf8)
        text.reserveCapacity(opening.utf8.count + closing.utf8.count + 1 + items.reduce(0) { $0 + $1.utf8.count + 6 })
        for (index, item) in items.enumerated() {
            text += indent
            for byte in item.utf8 {
                if byte == UInt8(ascii: "\n") { text += indent } else { text.append(byte) }
            }
            if index < items.count - 1 { text.append(UInt8(ascii: ",")) }
        }
        text.append(UInt8(ascii: "\n"))
        text += closing.utf8
        return String(decoding: text, as: UTF8.self)
    }

    /// Prints `head tail` on one line when it fits within ``width``, else `head` alone and `tail` on the next line,
    /// 4 columns deeper: a `case` and its body (`case .accept:`, `self = .accept`), a declaration and its value
    /// (`static let id: PayloadCodec<T> =`, the codec), whose names come from the definitions and may be long.
    mutating func headed(_ head: String, _ tail: String) {
        if Self.fits(head + " " + tail, at: column) {
            line(head + " " + tail)
        } else {
            line(head)
            indented { $0.line(tail) }
        }
    }

    /// Prints `text` and returns `true` when it fits on one line within ``width`` columns; otherwise prints nothing.
    mutating func lineIfFits(_ text: String) -> Bool {
        guard !text.utf8.contains(UInt8(ascii: "\n")), Self.fits(text, at: column) else { return false }
        line(text)
        return true
    }

    /// Prints `head`, then the call `opening items closing` on the same line when all of it fits within ``width``,
    /// else on the next lines, 4 columns deeper, laid out by ``filled(_:_:_:)``: a `case` and the call that is its
    /// body (`default:`, `self = systemResponse(`, `to: actionIdentifier`, `)`).
    mutating func headed(_ head: String, call opening: String, _ items: [String], _ closing: String) {
        let call = opening + items.joined(separator: ", ") + closing
        if Self.fits(head + " " + call, at: column) { return line(head + " " + call) }
        line(head)
        indented { $0.filled(opening, items, closing) }
    }

    /// Whether `line` fits within ``width`` columns after `indent` columns once ``SwiftQualifier`` has
    /// qualified its names (as if the definitions named none of them: at worst a list is wrapped that need not be).
    private static func fits(_ line: String, at indent: Int) -> Bool {
        let length = indent + line.utf8.count
        if length > width { return false }
        // Qualifying adds at most 11 columns (`Foundation.`) before a name, and every name it qualifies starts
        // with a capital letter: a line with room for that many always fits.
        var capitals = 0
        for byte in line.utf8 where byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { capitals += 1 }
        if length + capitals * 11 <= width { return true }
        return indent + SwiftQualifier.qualified(Array(line.utf8), keeping: []).count <= width
    }

    /// Prints `text` as `///` documentation (through ``SwiftComment``), each line broken at spaces to fit
    /// within ``width`` columns at this indentation.
    mutating func documentation(_ text: String) {
        let room = max(Self.width - indentation.utf8.count, 40)
        for comment in SwiftComment.lines(text) {
            guard comment.utf8.count > room else {
                line(comment)
                continue
            }
            var rest = comment.dropFirst(4)
            // While more than fit: the last space that leaves the line within `room`, or else the first one after it.
            while let limit = rest.index(rest.startIndex, offsetBy: room - 4, limitedBy: rest.endIndex), limit != rest.endIndex {
                guard let space = rest[...limit].lastIndex(of: " ") ?? rest.firstIndex(of: " "), space > rest.startIndex else { break }
                line("/// " + rest[..<space])
                rest = rest[rest.index(after: space)...].drop { $0 == " " }
            }
            line("/// " + rest)
        }
    }

    /// Prints each of `lines`.
    mutating func lines(_ lines: [String]) {
        for content in lines { line(content) }
    }

    /// Prints each line of `block`, a fixed piece of code written with its own relative indentation.
    mutating func lines(of block: String) {
        var block = block
        block.withUTF8 { bytes in
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "\n") {
                if end - start + indentation.utf8.count > Self.width {
                    let own = bytes[start..<end].prefix { $0 == UInt8(ascii: " ") }.count
                    let content = String(decoding: bytes[(start + own)..<end], as: UTF8.self)
                    let prefix = indentation + String(repeating: " ", count: own)
                    for piece in SwiftLineBreaker.lines(content, column: prefix.utf8.count) ?? [content] {
                        current.write(prefix)
                        current.write(piece)
                        current.write("\n")
                    }
                    start = end + 1
                    continue
                }
                if end > start {
                    current.write(indentation)
                    current.write(bytes[start..<end])
                }
                current.write("\n")
                start = end + 1
            }
        }
    }

    /// Prints `body` one level deeper.
    mutating func indented(_ body: (inout CodePrinter) -> Void) {
        let outer = indentation
        let depth = indentation.utf8.count / 4 + 1
        indentation = depth < Self.indentations.count ? Self.indentations[depth] : outer + "    "
        body(&self)
        indentation = outer
    }

    /// The indentation of the first levels, made once rather than on every ``indented(_:)``.
    private static let indentations = (0..<16).map { String(repeating: "    ", count: $0) }

    /// Prints `opening {`, `body` one level deeper, and `}`.
    mutating func block(_ opening: String, _ body: (inout CodePrinter) -> Void) {
        line(opening + " {")
        indented(body)
        line("}")
    }

    /// Prints `head rest {`, `body` one level deeper, and `}`; when the first line would not fit within ``width``,
    /// `head` alone, `rest` on the next line 4 columns deeper, and `{` on a line of its own (an extension's long
    /// conformance: `extension NotificationCategories.MeetingInvitation:`, `ActionableRuntime.SamplePushProviding`).
    mutating func block(_ head: String, _ rest: String, _ body: (inout CodePrinter) -> Void) {
        guard !Self.fits(head + " " + rest + " {", at: column) else { return block(head + " " + rest, body) }
        line(head)
        indented { $0.line(rest) }
        line("{")
        indented(body)
        line("}")
    }

    /// Prints `body` for each item in order, exactly as a `for` loop would. With ``Parallelism/allCores``
    /// chunks of ``itemsPerChunk`` items are printed concurrently by nested printers and appended in order,
    /// so the text is the same either way; `body` must only print.
    mutating func forEach<Item: Sendable>(_ items: [Item], _ body: @Sendable (Item, inout CodePrinter) -> Void) {
        let printer = nested()
        let chunks = parallelism.map(items.count, chunkSize: Self.itemsPerChunk) { range in
            var printer = printer
            for item in items[range] { body(item, &printer) }
            printer.finishPiece()
            return printer
        }
        for chunk in chunks { append(chunk) }
    }
}
