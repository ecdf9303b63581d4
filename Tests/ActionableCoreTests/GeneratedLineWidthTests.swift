@testable import ActionableCore
import Testing

/// The generated file reads like hand-written Swift in a pull request: no line wider than
/// ``CodePrinter/width``, and no parameter list printed twice.
@Suite("Generated Swift's layout")
struct GeneratedLineWidthTests {
    /// Definitions that use every construct the generator prints: the examples, nested objects and unions,
    /// push kinds, and seeded definitions of every kind of key (patterns, bounds, text encodings, `together`).
    static func definitionSets() throws -> [(name: String, files: [SourceFile])] {
        try [
            ("examples", TestSupport.exampleFiles()),
            ("nested", [TestSupport.file("nested.yaml", NestedPayloadTests.definitions)]),
            ("pushes", [TestSupport.file("pushes.yaml", PushKindTests.definitions)]),
        ] + (1...4).map { seed in ("corpus \(seed)", [TestSupport.file("corpus.yaml", VerdictCorpus(seed: UInt64(seed)).yaml)]) }
    }

    /// Every setting that changes the printed lines: the access level (`public ` on every declaration),
    /// the parts generated, the bundle strings are looked up in.
    static let settings: [GenerationSettings] = AccessLevel.allCases.flatMap { accessLevel in
        [Set(GeneratedPart.allCases), [.app], [.server]].map { parts in
            GenerationSettings.tested(accessLevel: accessLevel, localization: LocalizationSettings(bundle: .module), parts: parts)
        }
    }

    @Test("No generated line is wider than 120 columns, whatever the definitions and settings")
    func linesFit() throws {
        #expect(CodePrinter.width == 120)
        for (name, files) in try Self.definitionSets() {
            for settings in Self.settings {
                let swift = try #require(Compiler(settings: settings).compile(files).swiftSource, "\(name)")
                let lines: [Substring] = swift.split(separator: "\n", omittingEmptySubsequences: false)
                let wide = lines.indices.filter { lines[$0].count > CodePrinter.width && !Self.isOneLiteral(lines[$0]) }
                    .map { "line \($0 + 1): \(lines[$0])" }
                let parts = settings.parts.map(\.rawValue).sorted()
                #expect(wide.isEmpty, "\(name), \(settings.accessLevel), \(parts): \(wide.prefix(3))")
            }
        }
    }

    /// Whether `line` holds one string literal from the definitions, alone or as a labelled member
    /// (`"body": "...",`): the one kind of line the width does not bind, since a literal is not broken.
    static func isOneLiteral(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " }
        let value = trimmed.hasPrefix("\"") && trimmed.contains("\": \"") ? trimmed[trimmed.range(of: "\": ")!.upperBound...] : trimmed
        let literal = value.hasSuffix(",") ? value.dropLast() : value
        return literal.hasPrefix("\"") && literal.hasSuffix("\"") && !literal.dropFirst().dropLast().contains("\", \"")
    }

    @Test("A list that does not fit is printed one item per line, and one that fits stays on its line")
    func listsWrap() {
        var printer = CodePrinter()
        printer.list("return category(", ["id", "[.reply]"], ")")
        let long = (0..<12).map { "argument\($0): value\($0)" }
        printer.indented { $0.list("call(", long, ")") }
        let text = Self.text(of: &printer)
        #expect(text == "return category(id, [.reply])\n    call(\n" + long.map { "        " + $0 }.joined(separator: ",\n") + "\n    )\n")
    }

    @Test("A long documentation comment is broken at spaces within the width; a word longer than the width stays whole")
    func documentationWraps() {
        var printer = CodePrinter()
        let words = (0..<60).map { "word\($0)" }.joined(separator: " ")
        let unbreakable = String(repeating: "x", count: 130)
        printer.indented { p in
            p.documentation(words)
            p.documentation(unbreakable + " tail")
        }
        let lines = Self.text(of: &printer).split(separator: "\n")
        let wrapped = lines.dropLast(2)
        #expect(wrapped.count > 1 && wrapped.allSatisfy { $0.count <= CodePrinter.width && $0.hasPrefix("    /// word") })
        #expect(wrapped.map { $0.dropFirst(8) }.joined(separator: " ") == words)
        #expect(lines.suffix(2).map(String.init) == ["    /// " + unbreakable, "    /// tail"])
    }

    @Test("Payload is the runtime's: no generated file prints its parameter list, whatever the definitions")
    func payloadInitializerNeverPrinted() throws {
        // With the module: an embedded file carries the runtime's own `Payload`, once.
        let compiler = Compiler(settings: GenerationSettings(runtime: .module))
        for (name, files) in try Self.definitionSets() {
            let swift = try #require(compiler.compile(files).swiftSource, "\(name)")
            let printed = swift.components(separatedBy: "relevanceScore: Swift.Double? = nil").count - 1
            #expect(printed == 0, "\(name): \(printed)")
        }
    }

    @Test("A comment beyond ASCII is broken by characters, a combining accent counting with its letter")
    func documentationWrapsCharacters() {
        var printer = CodePrinter()
        // "é" written as e and a combining acute: two Unicode scalars, three UTF-8 bytes, one column.
        let words = (0..<60).map { "caf\u{65}\u{301}\($0)" }.joined(separator: " ")
        printer.documentation(words)
        let lines = Self.text(of: &printer).split(separator: "\n")
        #expect(lines.count > 1 && lines.allSatisfy { $0.count <= CodePrinter.width })
        // Broken where characters, not bytes, reach the width: each line but the last has no room for another word.
        #expect(lines.dropLast().allSatisfy { $0.count + 1 + "caf\u{65}\u{301}59".count > CodePrinter.width })
        #expect(lines.map { $0.dropFirst(4) }.joined(separator: " ") == words)
    }

    @Test("The file's pieces, qualified on every core, read as the whole file qualified at once")
    func qualifiedPieceByPiece() throws {
        for (name, files) in try Self.definitionSets() {
            for settings in Self.settings {
                let compiler = Compiler(settings: settings)
                let catalog = try #require(compiler.check(files).catalog, "\(name)")
                let generator = compiler.swiftGenerator.configured(for: catalog)
                var pieces = generator.printedPieces(catalog, parallelism: .allCores)
                let printed = Array(pieces.joined())
                let whole = SwiftQualifier.qualified(printed, keeping: generator.keptNames(catalog))
                // Several pieces, and names qualified: the comparison has boundaries and insertions to get wrong.
                #expect(pieces.count > 3 && whole.count > printed.count, "\(name)")
                let pieceWise = SwiftQualifier.qualified(&pieces, keeping: generator.keptNames(catalog), parallelism: .allCores)
                #expect(pieceWise == whole, "\(name), \(settings.accessLevel), \(settings.parts.map(\.rawValue).sorted())")
            }
        }
    }

    /// The text `printer` printed.
    static func text(of printer: inout CodePrinter) -> String {
        String(decoding: Array(printer.takePieces().joined()), as: UTF8.self)
    }
}
