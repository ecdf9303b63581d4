/// Accumulates Swift source line by line with 4-space indentation; a value type, so generators compose
/// by passing it `inout`.
///
/// Lines go into a byte buffer; chunks that ``forEach(_:_:)`` prints concurrently stay separate pieces
/// until ``takeBytes()`` concatenates them once.
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

    /// The UTF-8 text printed, leaving the printer empty: each piece is freed as soon as it is copied, so the
    /// text is held about once rather than twice.
    mutating func takeBytes() -> [UInt8] {
        finishPiece()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
        for index in pieces.indices {
            bytes += pieces[index]
            pieces[index] = []
        }
        pieces = []
        return bytes
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

    /// Prints one line at the current indentation (an empty line stays empty, with no trailing spaces).
    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            current.write(indentation)
            current.write(content)
        }
        current.write("\n")
    }

    /// Prints each of `lines`.
    mutating func lines(_ lines: [String]) {
        for content in lines { line(content) }
    }

    /// Prints each line of `block`, a fixed piece of code written with its own relative indentation.
    mutating func lines(of block: String) {
        lines(block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
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
