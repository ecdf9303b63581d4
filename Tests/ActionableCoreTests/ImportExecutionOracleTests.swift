@testable import ActionableCore
import ActionableImport
import ActionableTestSupport
import Foundation
import Testing

/// `actionable import` judged by running the code it reads (issue 78). Each file of `Tests/Fixtures/ImportCases`
/// is a small registration program in a shape apps write (a `do` block, a `while` loop, a closure that runs later, an
/// `inout` helper, ...) with its expected verdict written in it (``ImportCase``). All of them, and the definitions
/// each imports into (under a namespace of its own), are compiled into one program against the stand-in SDK and run:
/// each case's own registration is what the app registers, and the generated registration must register the same,
/// field by field, or the import must have reported the case at a line the case marks as responsible. A case
/// whose import says nothing and registers something else is silently wrong, the one outcome never allowed.
@Suite("Import judged by running the code it reads")
struct ImportExecutionOracleTests {
    static let root = TestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/ImportCases")

    /// The hand-written cases run whole in the fast tier and in the full tier, and not again in its rest (CI's second
    /// pass, which runs what the full tier adds).
    static let handWritten = TestTier.split(full: ["every case"], fast: ["every case"])

    @Test("Every case imports into definitions that register what its code registers, or is reported at a line it marks",
          arguments: handWritten)
    func everyCaseIsExactOrReported(_: String) throws {
        let handWritten = try ImportCase.load(from: Self.root)
        try #require(handWritten.count >= 100, "the cases are missing: \(handWritten.count) in \(Self.root.path)")
        // With a program for each syntax kind (``SyntaxKindSample``: those that build run here) and each kind of
        // Objective-C statement (``ObjectiveCKindSample``).
        let cases = handWritten + SyntaxKindSample.all.filter(\.builds).map(\.importCase) + ObjectiveCKindSample.all.map(\.importCase)
        let imports = cases.map { ImportedCase(importing: $0) }
        let outcomes = try ImportCaseProgram.run(imports)
        let tally = Self.judge(imports, outcomes, listing: true)
        print("import execution oracle: \(cases.count) cases: \(tally[.exact] ?? 0) exact, \(tally[.reported] ?? 0) reported, \(tally[.silentlyWrong] ?? 0) silently wrong")
        #expect(tally[.silentlyWrong] == nil)
    }

    /// Each case's verdict, checked against what it expects: exact only where it does not depend on the run,
    /// reported only at lines it marks, never silently wrong. Returns how many of each verdict; with `listing`, prints
    /// each case's.
    static func judge(_ imports: [ImportedCase], _ outcomes: [ImportCaseProgram.Outcome], listing: Bool) -> [ImportVerdict: Int] {
        var tally: [ImportVerdict: Int] = [:]
        for (imported, outcome) in zip(imports, outcomes) {
            let verdict = imported.verdict(given: outcome)
            tally[verdict, default: 0] += 1
            if listing {
                print("import execution oracle: \(imported.case.name): \(verdict)\(verdict == .reported ? " at \(imported.reportedLines.sorted())" : "")")
            }
            let detail = "\(imported.describe(outcome))\ncode:\n\(imported.case.text)"
            let expectation = imported.case.expectation
            #expect(!outcome.registered.isEmpty, "\(imported.case.name): its code registered nothing, so the case proves nothing")
            switch verdict {
            case .exact:
                #expect(!expectation.mustReport, "\(imported.case.name): its code depends on the run, yet the import wrote values without a report\n\(detail)")
            case .reported:
                #expect(imported.reportedLines.isSubset(of: expectation.allowed),
                        "\(imported.case.name): reported at \(imported.reportedLines.sorted()), where only \(expectation.allowed.sorted()) may be\n\(detail)")
            case .silentlyWrong:
                Issue.record("\(imported.case.name): silently wrong\n\(detail)")
            }
        }
        return tally
    }

    /// The generated programs (``ControlFlowProgram``), in batches of ``batchSize`` built as one program each: 2,000
    /// in the full tier, one batch drawn in the fast one.
    static let batches: [Int] = TestTier.slice(Array(0..<20), count: 1, salt: "control flow batches")
    static let batchSize = 100

    @Test("Generated control flow imports into definitions that register what the code registers, or is reported at a line it marks",
          arguments: batches)
    func generatedProgramsAreExactOrReported(batch: Int) throws {
        let cases = (0..<Self.batchSize).map { index in
            ControlFlowProgram.make(name: "Gen\(batch)x\(index)", seed: TestTier.seed &* 1_000_003 &+ UInt64(batch * Self.batchSize + index))
        }
        let imports = cases.map { ImportedCase(importing: $0) }
        let outcomes = try ImportCaseProgram.run(imports)
        let tally = Self.judge(imports, outcomes, listing: false)
        print("import execution oracle, batch \(batch): \(cases.count) programs: \(tally[.exact] ?? 0) exact, \(tally[.reported] ?? 0) reported, \(tally[.silentlyWrong] ?? 0) silently wrong")
        // Both verdicts occur: a generator whose programs all come out one way proves less than it seems to.
        #expect((tally[.exact] ?? 0) > 0 && (tally[.reported] ?? 0) > 0)
    }
}

/// What the import of a case gives, judged against what its code registers.
enum ImportVerdict: String, CustomStringConvertible {
    /// No report, and the definitions register exactly what the code does.
    case exact
    /// The import reported something: the definitions are not claimed to be the code's.
    case reported
    /// No report, and the definitions register something else (or nothing).
    case silentlyWrong = "silently wrong"

    var description: String { rawValue }
}

/// A registration program of `Tests/Fixtures/ImportCases`: one Swift file, `NAME.swift`, whose function
/// `registerNAME()` registers its categories. Its lines say what the import may give:
/// - a line ending in `// reported` depends on what only the running app decides: the case must be reported (its
///   registration under the test's conditions proves nothing), at such lines or `// may report` ones alone;
/// - a line ending in `// may report` is one the import may report at instead of modelling it: the case is exact, or
///   reported at such lines alone;
/// - a case with neither must import exactly, without a report.
///
/// A case may have a strings table beside it, `NAME.strings`: the development language's (English) `Localizable`
/// table, given to the import as `--strings` gives it, and in the program's bundle (every case's keys in one table,
/// so keys are the case's own).
///
/// An Objective-C case is `NAME.m`, imported, beside `NAME.expected.swift`, the registration it makes written in Swift
/// by construction (no Objective-C runtime here), which runs in its place; its marks are in the `.m` file.
struct ImportCase {
    /// The file's name without its extension.
    var name: String
    /// The text the import reads.
    var text: String
    /// The Swift that runs as the case's code: `text` itself, or an Objective-C case's `NAME.expected.swift`.
    var program: String?
    /// Whether the case is Objective-C.
    var isObjectiveC: Bool
    /// The text of its strings table, if it has one.
    var strings: String?
    /// What the import must give.
    var expectation: Expectation

    /// What a case expects: whether it must be reported, and the lines a report may be at.
    struct Expectation {
        /// Whether the case depends on the run (a line marked `// reported`).
        var mustReport: Bool
        /// The lines marked `// reported` or `// may report`.
        var allowed: Set<Int>
    }

    /// The path the import is given (and reports at).
    var path: String { isObjectiveC ? "\(name).m" : "\(name).swift" }

    /// Every case in `directory`, by name.
    static func load(from directory: URL) throws -> [ImportCase] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { ($0.hasSuffix(".swift") && !$0.hasSuffix(".expected.swift")) || $0.hasSuffix(".m") }.sorted().map { file in
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            let isObjectiveC = file.hasSuffix(".m")
            let name = String(file.dropLast(isObjectiveC ? ".m".count : ".swift".count))
            let strings = try? String(contentsOf: directory.appendingPathComponent("\(name).strings"), encoding: .utf8)
            let program = isObjectiveC ? try String(contentsOf: directory.appendingPathComponent("\(name).expected.swift"), encoding: .utf8) : nil
            return ImportCase(name: name, text: text, program: program, isObjectiveC: isObjectiveC, strings: strings)
        }
    }

    /// A case of `text`, its expectation read from its marks.
    init(name: String, text: String, program: String? = nil, isObjectiveC: Bool = false, strings: String? = nil) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        let must = lines.filter { $0.element.hasSuffix("// reported") }.map { $0.offset + 1 }
        let may = lines.filter { $0.element.hasSuffix("// may report") }.map { $0.offset + 1 }
        (self.name, self.text, self.program, self.isObjectiveC, self.strings) = (name, text, program, isObjectiveC, strings)
        expectation = Expectation(mustReport: !must.isEmpty, allowed: Set(must + may))
    }
}

/// A case, imported: the import's reports and the Swift its definitions generate (under the namespace
/// `NAMECategories`), or why they do not compile.
struct ImportedCase {
    var `case`: ImportCase
    var response: ImportTransport.Response
    /// The generated Swift, when the definitions compile.
    var swift: String?
    /// What the compiler said of the definitions.
    var compilerMessages: [String]

    var namespace: String { "\(self.case.name)Categories" }

    init(importing importCase: ImportCase) {
        self.case = importCase
        var tables: [StringsTable] = []
        var diagnostics: [Diagnostic] = []
        if let strings = importCase.strings,
           let table = StringsTable.read(path: "\(importCase.name)/en.lproj/Localizable.strings", text: strings, diagnostics: &diagnostics) {
            tables.append(table)
        }
        response = Importer.run(ImportTransport.Request(sources: [.init(path: importCase.path, text: importCase.text)], strings: tables))
        compilerMessages = diagnostics.map(\.message)
        var settings = (try? ImportFixtureTests.settings(response)) ?? GenerationSettings(runtime: .module)
        settings.namespace = "\(importCase.name)Categories"
        let result = Compiler(settings: settings).compile(ImportFixtureTests.definitions(response))
        swift = result.swiftSource
        compilerMessages += result.diagnostics.map { "\($0.location.position?.line ?? 0) \($0.message)" }
    }

    /// The lines the import reported at.
    var reportedLines: Set<Int> { Set(response.diagnostics.map(\.line)) }

    /// The verdict, given what the program printed for this case.
    func verdict(given outcome: ImportCaseProgram.Outcome) -> ImportVerdict {
        if !response.diagnostics.isEmpty { return .reported }
        return swift != nil && outcome.generated == outcome.registered ? .exact : .silentlyWrong
    }

    /// Everything a failure needs to be understood: the reports, the definitions, and both registrations.
    func describe(_ outcome: ImportCaseProgram.Outcome) -> String {
        let reports = response.diagnostics.map { "  \($0.line):\($0.column) \($0.message)" }.joined(separator: "\n")
        return """
            reports:
            \(reports)
            definitions:
            \(response.files.map(\.text).joined())
            compiler: \(compilerMessages)
            the code registers:
            \(outcome.registered.joined(separator: "\n"))
            the definitions register:
            \((outcome.generated ?? ["(do not compile)"]).joined(separator: "\n"))
            """
    }
}

/// One program holding every case and its generated registration, built once against the stand-in SDK (iOS's
/// branches) and run: for each case, what its code registers and what its definitions register.
enum ImportCaseProgram {
    /// What the program printed for one case.
    struct Outcome {
        /// The categories the case's code registered, one description a line, sorted.
        var registered: [String]
        /// Those of its generated registration, when its definitions compile.
        var generated: [String]?
    }

    /// `String(localized:)` as Foundation on Apple platforms has it, where this Foundation lacks it: the key is the
    /// literal's text with a format specifier for each interpolation (`%@` for text, `%lld` for an integer), looked
    /// up in the main bundle's `Localizable` table, and the value found is formatted with the interpolations.
    static let localizationStandIn = #"""
        import Foundation

        #if !canImport(Darwin)
        extension String {
            struct LocalizationValue: ExpressibleByStringInterpolation {
                var key = ""
                var arguments: [String] = []
                init(stringLiteral value: String) { key = value.replacingOccurrences(of: "%", with: "%%") }
                init(stringInterpolation: Interpolation) { (key, arguments) = (stringInterpolation.key, stringInterpolation.arguments) }
                struct Interpolation: StringInterpolationProtocol {
                    var key = ""
                    var arguments: [String] = []
                    init(literalCapacity: Int, interpolationCount: Int) {}
                    mutating func appendLiteral(_ literal: String) { key += literal.replacingOccurrences(of: "%", with: "%%") }
                    mutating func appendInterpolation(_ value: String) { key += "%@"; arguments.append(value) }
                    mutating func appendInterpolation(_ value: Int) { key += "%lld"; arguments.append(String(value)) }
                }
            }

            init(localized value: LocalizationValue, table: String? = nil, comment: StaticString? = nil) {
                var text = Bundle.main.localizedString(forKey: value.key, value: nil, table: table)
                for argument in value.arguments {
                    guard let specifier = ["%@", "%lld"].compactMap({ text.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) else { break }
                    text.replaceSubrange(specifier, with: argument)
                }
                self = text.replacingOccurrences(of: "%%", with: "%")
            }
        }
        #endif
        """#

    /// Builds and runs the program of `cases`; their outcomes in the same order.
    static func run(_ cases: [ImportedCase]) throws -> [Outcome] {
        var sources: [String: String] = [:]
        var main = """
            import Foundation
            import UserNotifications

            /// Lets the main queue run what the case dispatched to it (and what that dispatched in turn).
            func drainMainQueue() async {
                for _ in 0..<4 { await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } } }
            }
            func show(_ categories: [UNNotificationCategory]) {
                for description in categories.map(\\.description).sorted() { print(description) }
            }

            """
        // The cases' code in one file (their names are their own): one compiler job, not one per case.
        // Each case runs in a function of its own (one long top-level body costs the compiler more than its length),
        // on the main actor as an app's registration does: what it dispatches to the main queue runs after it.
        var code = ""
        for imported in cases {
            code += ImportFixtureTests.platformConditionsAsFlags(imported.case.program ?? imported.case.text) + "\n"
            var body = """
                @MainActor func run\(imported.case.name)() async {
                    print("--- case \(imported.case.name)")
                    center.setNotificationCategories([])
                    \(imported.case.text.contains("func register\(imported.case.name)() async") ? "await " : "")register\(imported.case.name)()
                    await drainMainQueue()
                    show(Array(await center.notificationCategories()))

                """
            if let swift = imported.swift {
                sources["\(imported.namespace).swift"] = swift
                body += """
                        print("--- generated")
                        show(Array(\(imported.namespace).makeCategories()))

                    """
            }
            code += body + "}\n"
        }
        // One `await` in the program's top level: each `await` there costs code for every one after it.
        code += "@MainActor let allCases: [@MainActor () async -> Void] = [\n" + cases.map { "    run\($0.case.name),\n" }.joined() + "]\n"
        main += "for run in allCases { await run() }\n"
        sources["Cases.swift"] = "import Foundation\nimport UserNotifications\n\nlet center = UNUserNotificationCenter.current()\n" + code
        sources["main.swift"] = main
        sources["LocalizationStandIn.swift"] = Self.localizationStandIn
        let sdk = try GeneratedProgram.standInSDK.get().path
        let compilation = try CompileCache.swiftc(
            ["-swift-version", "5", "-I", sdk, "-L", sdk, "-lUserNotifications", "-o", "program", "-D", "ACTIONABLE_OS_iOS"]
                + (try GeneratedProgram.runtimeFlags(withStandInSDK: true)),
            sources: sources, kind: "import-cases")
        try #require(compilation.status == 0, "\(compilation.output)")
        // The program runs from a directory of its own (the cache entry is never written to), beside every case's
        // strings in the bundle's development-language table, where Foundation looks them up.
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("import-cases-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: bundle) }
        try FileManager.default.createDirectory(at: bundle.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Data(cases.compactMap(\.case.strings).joined(separator: "\n").utf8)
            .write(to: bundle.appendingPathComponent("en.lproj/Localizable.strings"))
        try FileManager.default.copyItem(at: compilation.directory.appendingPathComponent("program"), to: bundle.appendingPathComponent("program"))
        let output = try ProcessRunner.run(bundle.appendingPathComponent("program"), [])
        try #require(output.status == 0, "\(output.standardError)")
        var outcomes: [Outcome] = []
        for block in output.standardOutput.components(separatedBy: "--- case ").dropFirst() {
            let parts = block.components(separatedBy: "--- generated\n")
            let registered = parts[0].split(separator: "\n").dropFirst().map(String.init)
            outcomes.append(Outcome(registered: registered, generated: parts.count > 1 ? parts[1].split(separator: "\n").map(String.init) : nil))
        }
        try #require(outcomes.count == cases.count, "the program printed \(outcomes.count) cases of \(cases.count)")
        return outcomes
    }
}
