import ActionableCore
import ActionableImport
import ActionableTestSupport
import Foundation
import Testing

/// Every check is linear or n log n in its input, and what a run writes is a bounded multiple of what it reads
/// (Documentation/Reliability.md, "Limits"). For each shape of input a pull request could grow, the whole pipeline
/// (check, the Swift file and the manifest, a comparison with a smaller base rendered in every format, the preview
/// page) runs at n and at 8n, on one thread: the time at 8n must be at most 12 times the time at n (linear is 8; a
/// quadratic step would be 64), each the least CPU time of the thread in three rounds (so tests running beside it
/// on a busy machine do not count), and the bytes written at most ``outputMultiple`` times the bytes
/// of text read, every alias's copy counted (the larger of that and the file's size), plus ``outputAllowance``.
@Suite("Bounded cost", .serialized)
struct ComplexityTests {
    /// The documented bound on what one run writes per byte of definitions (Reliability.md).
    static let outputMultiple = 128
    /// What every run may write on top (the runtime in the Swift file, the page's style).
    static let outputAllowance = 1_048_576

    /// A shape of input, made at scale `n` as definition files.
    struct Shape: CustomTestStringConvertible, Sendable {
        var name: String
        var n: Int
        var make: @Sendable (Int) -> [SourceFile]
        var testDescription: String { name }
    }

    static let shapes: [Shape] = [
        Shape(name: "categories", n: 60) { n in
            [file((0..<n).map { "  - id: C\($0)\n    actions:\n      - { id: A\($0), title: Accept }\n      - { id: B\($0), title: Decline, options: [destructive] }\n" })]
        },
        Shape(name: "shared actions", n: 60) { n in
            let actions = (0..<n).map { "  - { id: S\($0), title: Snooze \($0) }\n" }.joined()
            let categories = (0..<n).map { "  - id: C\($0)\n    actions: [S\($0), S\(($0 + 1) % n)]\n" }.joined()
            return [SourceFile(path: "defs.yaml", contents: Array(("actions:\n" + actions + "categories:\n" + categories).utf8))]
        },
        Shape(name: "push kinds sharing one key", n: 150) { n in
            let kinds = (0..<n).map { "  - id: k\($0)\n    match: { key: type, value: v\($0) }\n    payload: { room: string }\n" }.joined()
            return [SourceFile(path: "defs.yaml", contents: Array(("pushes:\n" + kinds + "  - id: any\n    match: { key: type }\n").utf8))]
        },
        Shape(name: "payload keys", n: 60) { n in
            let keys = (0..<n).map { "      key\($0): { type: string, optional: true, pattern: '^[a-z]+(-[a-z]+)*$' }\n" }.joined()
            return [file(["  - id: C\n    payload:\n" + keys + "    actions: [{ id: A, title: T }]\n"])]
        },
        Shape(name: "samples", n: 40) { n in
            let samples = (0..<n).map { "      - { name: Sample \($0), title: Title \($0), body: Body \($0), userInfo: { ID: '\($0)' } }\n" }.joined()
            return [file(["  - id: C\n    payload: { ID: string }\n    samples:\n" + samples + "    actions: [{ id: A, title: T }]\n"])]
        },
        Shape(name: "files", n: 40) { n in
            (0..<n).map { SourceFile(path: "defs\($0).yaml", contents: Array("categories:\n  - id: C\($0)\n    actions: [{ id: A\($0), title: T }]\n".utf8)) }
        },
        Shape(name: "long texts", n: 40) { n in
            let text = String(repeating: "All work and no play. ", count: 400)
            return [file((0..<n).map { "  - id: C\($0)\n    description: \(text)\n    actions: [{ id: A\($0), title: \(text) }]\n" })]
        },
        Shape(name: "aliases", n: 60) { n in
            let text = String(repeating: "x", count: 600)
            let first = "  - id: C0\n    description: &text \(text)\n    actions: [{ id: A0, title: *text }]\n"
            return [file([first] + (1..<n).map { "  - id: C\($0)\n    description: *text\n    actions: [{ id: A\($0), title: *text }]\n" })]
        },
    ]

    static func file(_ categories: [String]) -> SourceFile {
        SourceFile(path: "defs.yaml", contents: Array(("categories:\n" + categories.joined()).utf8))
    }

    /// One run of the pipeline on `files` against `base`: the bytes written.
    static func run(_ files: [SourceFile], base: [SourceFile]) -> Int {
        var compiler = Compiler(settings: GenerationSettings.tested(parts: [.app, .server]))
        compiler.parallelism = .sequential
        let result = compiler.compile(files)
        var written = result.files.reduce(0) { $0 + $1.bytes.count }
        guard let head = compiler.snapshot(files).snapshot, let old = compiler.snapshot(base).snapshot else { return written }
        let report = ChangeReport(
            base: "base", head: "head", changes: ModelDiffer().changes(from: old, to: head), threshold: .wire,
            headFile: "defs.yaml", sides: ChangeReport.Sides(base: old, head: head))
        for format in ChangeFormat.allCases { written += format.renderer().render(report).utf8.count }
        written += PreviewPage(model: head.catalog, translations: PreviewTranslations(developmentLanguage: "en")).render().count
        return written
    }

    /// The bytes of every scalar of `file`'s document, each alias's copy counted.
    static func expandedTextBytes(_ file: SourceFile) -> Int {
        var diagnostics: [Diagnostic] = []
        guard case .document(let root) = YAMLLoader().load(file, diagnostics: &diagnostics) else { return 0 }
        func bytes(_ node: YAMLNode) -> Int {
            switch node.content {
            case .scalar(let text, _): return text.utf8.count
            case .sequence(let items): return items.reduce(0) { $0 + bytes($1) }
            case .mapping(let entries): return entries.reduce(0) { $0 + bytes($1.key) + bytes($1.value) }
            }
        }
        return bytes(root)
    }

    /// The least CPU time of this thread over `rounds` runs, in seconds, and the bytes written.
    static func measure(_ files: [SourceFile], base: [SourceFile], rounds: Int = 3) -> (seconds: Double, written: Int) {
        leastThreadTime(rounds: rounds) { run(files, base: base) }
    }

    /// The least CPU time of this thread over `rounds` runs of `body`, in seconds, and what the last one gave.
    static func leastThreadTime(rounds: Int = 3, _ body: () -> Int) -> (seconds: Double, written: Int) {
        func threadTime() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        var fastest = Double.infinity
        var written = 0
        for _ in 0..<rounds {
            let start = threadTime()
            written = body()
            fastest = min(fastest, threadTime() - start)
        }
        return (fastest, written)
    }

    @Test("Sample file names take linear time, also when every sample's name shares its first 60 characters")
    func sampleNames() throws {
        func model(_ n: Int) throws -> Model {
            let prefix = String(repeating: "Same", count: 15)
            let samples = (0..<n).map { "      - { name: \(prefix)\($0), title: T }\n" }.joined()
            let result = Compiler.tested.check([Self.file(["  - id: C\n    samples:\n" + samples + "    actions: [{ id: A, title: T }]\n"])])
            return try #require(result.catalog, "\(result.diagnostics.prefix(3).map(\.message))")
        }
        let small = try model(2_000), large = try model(16_000)
        let smallRun = Self.leastThreadTime(rounds: 5) { SamplePushes.entries(small).count }
        let largeRun = Self.leastThreadTime(rounds: 5) { SamplePushes.entries(large).count }
        #expect(smallRun.written == 2_000 && largeRun.written == 16_000)
        let files = SamplePushes.entries(large).map(\.file)
        #expect(Set(files.map { $0.lowercased() }).count == files.count, "file names are unique ignoring case")
        let ratio = largeRun.seconds / smallRun.seconds
        #expect(ratio <= 12, "\(smallRun.seconds) s at 2,000 samples, \(largeRun.seconds) s at 16,000 (\(ratio) x)")
    }

    @Test("Time grows at most 12 times from n to 8n, and outputs stay a bounded multiple of the input (in the fast tier, two shapes)",
          arguments: TestTier.slice(shapes, count: 2, salt: "complexity shapes"))
    func linear(shape: Shape) {
        let small = shape.make(shape.n), large = shape.make(8 * shape.n)
        // The base has half of each side's entities (fewer files for "files"), so the diff grows with n too.
        let smallRun = Self.measure(small, base: shape.make(shape.n / 2))
        let largeRun = Self.measure(large, base: shape.make(4 * shape.n))
        let ratio = largeRun.seconds / smallRun.seconds
        #expect(ratio <= 12, "\(shape.name): \(smallRun.seconds) s at n = \(shape.n), \(largeRun.seconds) s at 8n (\(ratio) x)")
        let read = large.reduce(0) { $0 + max($1.contents.count, Self.expandedTextBytes($1)) }
        #expect(largeRun.written <= Self.outputMultiple * read + Self.outputAllowance,
                "\(shape.name): \(largeRun.written) bytes written for \(read) read")
    }

    /// Registration code of `n` categories, each made by a function of its own: identifiers in an enum, titles from
    /// a chain of constants each naming the one before (evaluated once each), actions appended in a loop over a
    /// literal list and under `#available`, and every category appended to one list.
    static func registration(_ n: Int) -> ImportTransport.Request {
        var source = "import UserNotifications\nenum IDs {\n    static let c0 = \"T\"\n"
        for index in 1..<150 { source += "    static let c\(index) = c\(index - 1) + \"x\"\n" }
        source += "}\n"
        for index in 0..<n {
            source += """
                func category\(index)() -> UNNotificationCategory {
                    var actions = [UNNotificationAction(identifier: "A\(index)", title: IDs.c\(index % 150), options: [])]
                    for suffix in ["x", "y"] { actions.append(UNNotificationAction(identifier: "B\(index)" + suffix, title: "T", options: [])) }
                    if #available(iOS 15.0, *) { actions.append(UNNotificationAction(identifier: "C\(index)", title: "T", options: [])) }
                    return UNNotificationCategory(identifier: "K\(index)", actions: actions, intentIdentifiers: [], options: [])
                }

                """
        }
        source += "func register() {\n    var categories: [UNNotificationCategory] = []\n"
        for index in 0..<n { source += "    categories.append(category\(index)())\n" }
        source += "    UNUserNotificationCenter.current().setNotificationCategories(Set(categories))\n}\n"
        return ImportTransport.Request(sources: [.init(path: "Registration.swift", text: source)])
    }

    /// Objective-C registration code of `n` categories, each made by a method of its own: identifiers from a
    /// chain of `#define`s and constants, actions in `NSMutableArray`s under `@available` and `#if TARGET_OS_IOS`,
    /// and every category added to one set.
    static func objectiveCRegistration(_ n: Int) -> ImportTransport.Request {
        var header = "#define C0 @\"T\"\n"
        for index in 1..<150 { header += "#define C\(index) C\(index - 1) @\"x\"\n" }
        var source = "#import \"IDs.h\"\nstatic NSString *const Prefix = @\"P\";\n@implementation Registrar\n"
        for index in 0..<n {
            source += """
                - (UNNotificationCategory *)category\(index) {
                    NSMutableArray *actions = [NSMutableArray arrayWithObject:[UNNotificationAction actionWithIdentifier:@"A\(index)" title:C\(index % 150) options:0]];
                    for (NSString *suffix in @[@"x", @"y"]) {
                        [actions addObject:[UNNotificationAction actionWithIdentifier:[NSString stringWithFormat:@"B\(index)%@", suffix] title:@"T" options:UNNotificationActionOptionForeground]];
                    }
                    if (@available(iOS 15.0, *)) {
                        [actions addObject:[UNNotificationAction actionWithIdentifier:@"C\(index)" title:@"T" options:0]];
                    }
                #if TARGET_OS_IOS
                    [actions addObject:[UNNotificationAction actionWithIdentifier:@"D\(index)" title:@"T" options:0]];
                #endif
                    return [UNNotificationCategory categoryWithIdentifier:[Prefix stringByAppendingString:@"K\(index)"] actions:actions intentIdentifiers:@[] options:0];
                }

                """
        }
        source += "- (void)registerCategories {\n    NSMutableSet *categories = [NSMutableSet set];\n"
        for index in 0..<n { source += "    [categories addObject:[self category\(index)]];\n" }
        source += "    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:categories];\n}\n@end\n"
        return ImportTransport.Request(sources: [.init(path: "IDs.h", text: header), .init(path: "Registrar.m", text: source)])
    }

    @Test("actionable import takes linear time on Objective-C: 8 times the categories, at most 12 times the time",
          .enabled(if: TestTier.isFull(), "full tier: imports 8 times the categories, a few seconds"))
    func objectiveCImportIsLinear() {
        let small = Self.objectiveCRegistration(100), large = Self.objectiveCRegistration(800)
        let (smallRun, largeRun) = Self.importRuns(small, large)
        #expect(Importer.run(small).diagnostics.isEmpty, "\(Importer.run(small).diagnostics.prefix(3).map(\.message))")
        #expect(Importer.run(large).files.first?.text.contains("id: PK799") == true)
        let ratio = largeRun.seconds / smallRun.seconds
        #expect(ratio <= 12, "\(smallRun.seconds) s at 100 categories, \(largeRun.seconds) s at 800 (\(ratio) x)")
        let read = large.sources.reduce(0) { $0 + $1.text.utf8.count }
        #expect(largeRun.written <= 40 * read, "\(largeRun.written) bytes written")
    }

    @Test("actionable import takes linear time: 8 times the categories, at most 12 times the time",
          .enabled(if: TestTier.isFull(), "full tier: imports 8 times the categories, ten seconds"))
    func importIsLinear() {
        let small = Self.registration(100), large = Self.registration(800)
        let (smallRun, largeRun) = Self.importRuns(small, large)
        #expect(Importer.run(small).diagnostics.isEmpty, "\(Importer.run(small).diagnostics.prefix(3).map(\.message))")
        let ratio = largeRun.seconds / smallRun.seconds
        #expect(ratio <= 12, "\(smallRun.seconds) s at 100 categories, \(largeRun.seconds) s at 800 (\(ratio) x)")
        #expect(largeRun.written <= 40 * large.sources[0].text.utf8.count, "\(largeRun.written) bytes written")
    }

    /// The least thread time of importing `small` and of importing `large`, each with the bytes it wrote.
    static func importRuns(_ small: ImportTransport.Request, _ large: ImportTransport.Request)
        -> (small: (seconds: Double, written: Int), large: (seconds: Double, written: Int)) {
        func run(_ request: ImportTransport.Request) -> (seconds: Double, written: Int) {
            let measured = leastThreadTime { Importer.run(request).files.reduce(0) { $0 + $1.text.utf8.count } }
            return (measured.seconds, measured.written)
        }
        return (run(small), run(large))
    }

    /// An Objective-C action whose options are `UNNotificationActionOptionForeground` joined by `|` `n` times.
    static func optionUnion(_ n: Int) -> ImportTransport.Request {
        let options = Array(repeating: "UNNotificationActionOptionForeground", count: n).joined(separator: " | ")
        let source = """
            void Register(UNUserNotificationCenter *center) {
                UNNotificationAction *open = [UNNotificationAction actionWithIdentifier:@"open" title:@"Open" options:\(options)];
                [center setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"C" actions:@[open] intentIdentifiers:@[] options:0]]];
            }
            """
        return ImportTransport.Request(sources: [.init(path: "Options.m", text: source)])
    }

    @Test("actionable import takes linear time on an option union: 8 times the parts, at most 12 times the time (issue 72)",
          .enabled(if: TestTier.isFull(), "full tier: imports 8 times the parts, a few seconds"))
    func optionUnionIsLinear() {
        let small = Self.optionUnion(1_000), large = Self.optionUnion(8_000)
        let (smallRun, largeRun) = Self.importRuns(small, large)
        #expect(Importer.run(large).files.first?.text.contains("options: [foreground]") == true, "\(Importer.run(large).files.first?.text ?? "")")
        let ratio = largeRun.seconds / smallRun.seconds
        #expect(ratio <= 12, "\(smallRun.seconds) s at 1,000 parts, \(largeRun.seconds) s at 8,000 (\(ratio) x)")
    }

    @Test("actionable import takes linear time on each costly shape of issue 72: 8 times the input, at most 12 times the time",
          .enabled(if: TestTier.isFull(), "full tier: imports each shape at two sizes, a few seconds each"),
          arguments: HostileImportShapes.all.map(\.name))
    func hostileShapesAreLinear(_ name: String) throws {
        let make = try #require(HostileImportShapes.all.first { $0.name == name }?.make)
        func request(_ n: Int) -> ImportTransport.Request { ImportTransport.Request(sources: make(n).map { .init(path: $0.path, text: $0.text) }) }
        let small = request(40_000), large = request(320_000)
        let (smallRun, largeRun) = Self.importRuns(small, large)
        let ratio = largeRun.seconds / max(smallRun.seconds, 0.001)
        #expect(ratio <= 12, "\(name): \(smallRun.seconds) s at 40,000 bytes, \(largeRun.seconds) s at 320,000 (\(ratio) x)")
    }
}
