@testable import ActionableCore
@testable import ActionableImport
import ActionableTestSupport
import Foundation
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import Testing

/// `actionable import` reaches every registration call (issue 71): each call is evaluated from where it is, whatever
/// code around it the import does not model, and what only the running app decides is reported at the call or at
/// the value, never written as if known.
@Suite("Import reaches every registration call")
struct ImportReachTests {
    /// The categories of the shapes below, in a file of their own.
    static let constants = """
        import UserNotifications
        enum Categories {
            static let reply = UNNotificationCategory(identifier: "REPLY", actions: [UNNotificationAction(identifier: "LIKE", title: "Like", options: [])], intentIdentifiers: [], options: [])
            static let invite = UNNotificationCategory(identifier: "INVITE", actions: [], intentIdentifiers: [], options: [])
        }
        """

    /// The import of `registration` (beside ``constants``), run as `actionable-import` runs it: on a thread with
    /// ``Importer/stackSize`` of stack.
    static func importing(_ registration: String, objectiveC: Bool = false) -> ImportTransport.Response {
        let sources: [ImportTransport.Request.Source] = objectiveC
            ? [.init(path: "Registration.m", text: registration)]
            : [.init(path: "Constants.swift", text: constants), .init(path: "Registration.swift", text: registration)]
        return onLargeStack { Importer.run(ImportTransport.Request(sources: sources)) }
    }

    /// A response handed from the import's thread.
    final class ResponseBox: @unchecked Sendable { var value: ImportTransport.Response? }

    /// `work`'s result, run on a thread with ``Importer/stackSize`` of stack.
    static func onLargeStack(_ work: @escaping @Sendable () -> ImportTransport.Response) -> ImportTransport.Response {
        let box = ResponseBox()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = work()
            done.signal()
        }
        thread.stackSize = Importer.stackSize
        thread.start()
        done.wait()
        return box.value!
    }

    /// The category ids the definitions hold.
    static func ids(_ response: ImportTransport.Response) -> [String] {
        response.files.flatMap { file in
            file.text.split(separator: "\n").compactMap { line -> String? in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return trimmed.hasPrefix("- id: ") && line.hasPrefix("  - ") ? String(trimmed.dropFirst(6)) : nil
            }
        }
    }

    /// The warnings at `line` of Registration, by message.
    static func warnings(_ response: ImportTransport.Response, line: Int) -> [String] {
        response.diagnostics.filter { $0.path.hasSuffix("Registration.swift") || $0.path.hasSuffix("Registration.m") }
            .filter { $0.line == line }.map(\.message)
    }

    /// A call inside code the import used to stop before: the closure of a `return`, of an assignment, of a chain, a
    /// `switch` case, a `do`/`catch`, a closure given to a method of a local, and a parameter passed by a `Task`.
    static let unreachedShapes: [(name: String, source: String, ids: [String], conditionLine: Int?)] = [
        ("a closure in a return", """
            func promise() -> Guarantee<Void> {
                return Guarantee { done in
                    UNUserNotificationCenter.current().setNotificationCategories([Categories.reply])
                    done(())
                }
            }
            """, ["REPLY"], nil),
        ("a closure in an assignment", """
            final class Observer {
                var token: Any?
                func start() {
                    token = NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: nil) { _ in
                        UNUserNotificationCenter.current().setNotificationCategories([Categories.invite])
                    }
                    _ = observe { UNUserNotificationCenter.current().setNotificationCategories([Categories.reply]) }
                }
            }
            """, ["INVITE", "REPLY"], nil),
        ("a chain", """
            func chain() {
                firstly { fetch() }.done { _ in
                    let center = UNUserNotificationCenter.current()
                    center.setNotificationCategories([Categories.reply, Categories.invite])
                }.catch { _ in }
            }
            """, ["REPLY", "INVITE"], nil),
        ("a switch case", """
            func authorized(_ settings: UNNotificationSettings) {
                switch settings.authorizationStatus {
                case .authorized, .provisional:
                    UNUserNotificationCenter.current().setNotificationCategories([Categories.reply])
                default:
                    break
                }
            }
            """, ["REPLY"], 4),
        ("a do and a catch", """
            func load() {
                do {
                    try prepare()
                    UNUserNotificationCenter.current().setNotificationCategories([Categories.invite])
                } catch {
                    print(error)
                }
            }
            """, ["INVITE"], nil),
        ("a closure given to a method of a local", """
            final class Coordinator {
                func start() {
                    let center = UNUserNotificationCenter.current()
                    center.requestAuthorization(options: [.alert, .sound]) { granted, _ in
                        center.setNotificationCategories([Categories.reply])
                    }
                }
            }
            """, ["REPLY"], nil),
        ("parameters passed through two levels of callers, with other arguments", """
            final class Setup {
                func register(_ categories: Set<UNNotificationCategory>, on center: UNUserNotificationCenter) {
                    center.setNotificationCategories(categories)
                }
                func configure(extra: UNNotificationCategory, center: UNUserNotificationCenter) {
                    register([Categories.reply, extra], on: center)
                }
                func launch() {
                    configure(extra: Categories.invite, center: .current())
                }
            }
            """, ["REPLY", "INVITE"], nil),
        ("reduce(into:) over a list", """
            func build() {
                let categories = [Categories.reply, Categories.invite].reduce(into: Set<UNNotificationCategory>()) { result, category in
                    result.insert(category)
                }
                UNUserNotificationCenter.current().setNotificationCategories(categories)
            }
            """, ["REPLY", "INVITE"], nil),
        ("a parameter passed by a Task", """
            final class Registrar {
                func register(_ category: UNNotificationCategory) {
                    UNUserNotificationCenter.current().setNotificationCategories([category])
                }
                func later() {
                    Task { await register(Categories.invite) }
                }
            }
            """, ["INVITE"], nil),
    ]

    @Test("A call in code the import does not model is reached, and registers what it registers", arguments: unreachedShapes.indices)
    func reached(shape: Int) {
        let (name, source, expected, conditionLine) = Self.unreachedShapes[shape]
        let response = Self.importing(source)
        #expect(Set(Self.ids(response)) == Set(expected), "\(name): \(response.files.map(\.text))")
        #expect(!response.diagnostics.contains { $0.message.contains("no setNotificationCategories call") }, "\(name)")
        let located = response.diagnostics.filter { $0.path.hasSuffix("Registration.swift") }.map(\.line)
        if let conditionLine {
            #expect(located.contains(conditionLine), "\(name): \(response.diagnostics.map { "\($0.line): \($0.message)" })")
        } else {
            #expect(!response.diagnostics.contains { $0.message.contains("is a parameter") || $0.message.contains("runs only") },
                    "\(name): \(response.diagnostics.map { "\($0.line): \($0.message)" })")
        }
    }

    @Test("A closure's parameter that shadows a local is the parameter: reported at it, the local's value never written")
    func shadowingParameter() {
        let response = Self.importing("""
            func observe() {
                let categories: Set<UNNotificationCategory> = [Categories.reply]
                watch(\\.x) { categories in
                    UNUserNotificationCenter.current().setNotificationCategories(categories)
                }
            }
            """)
        #expect(Self.ids(response).isEmpty, "\(response.files.map(\.text))")
        #expect(Self.warnings(response, line: 3).contains { $0.contains("'categories' is a parameter of the closure") }, "\(response.diagnostics.map(\.message))")
    }

    @Test("A call under a condition the app decides, a call that clears, and calls that replace each other are each reported at their line")
    func runTimeConditions() {
        let response = Self.importing("""
            func configure(beta: Bool) {
                if beta {
                    UNUserNotificationCenter.current().setNotificationCategories([Categories.reply, Categories.invite])
                } else {
                    UNUserNotificationCenter.current().setNotificationCategories([Categories.reply])
                }
            }
            func logout() {
                UNUserNotificationCenter.current().setNotificationCategories([])
            }
            func early(isAdmin: Bool) {
                if isAdmin { return }
                UNUserNotificationCenter.current().setNotificationCategories([Categories.invite])
            }
            """)
        #expect(Self.warnings(response, line: 3).contains { $0.contains("runs only when 'beta' holds") })
        #expect(Self.warnings(response, line: 5).contains { $0.contains("runs only when 'beta' fails") })
        #expect(Self.warnings(response, line: 9).contains { $0.contains("removes every category") })
        #expect(Self.warnings(response, line: 13).contains { $0.contains("is reached only when 'isAdmin' fails") })
        for line in [3, 5, 9, 13] {
            #expect(Self.warnings(response, line: line).contains { $0.contains("is one of 4") }, "line \(line)")
        }
    }

    @Test("A value assigned or added under a condition the app decides is a marker at its line, beside what is known")
    func conditionalValues() {
        let response = Self.importing("""
            func configure() {
                var list = [Categories.reply]
                if UserDefaults.standard.bool(forKey: "beta") { list.append(Categories.invite) }
                if isAdmin { list = [] }
                UNUserNotificationCenter.current().setNotificationCategories(Set(list))
            }
            """)
        #expect(Self.ids(response) == ["REPLY"])
        #expect(Self.warnings(response, line: 3).contains { $0.contains("adds to 'list' only when") })
        #expect(Self.warnings(response, line: 4).contains { $0.contains("changes 'list' only when") })
    }

    /// Each change to a list the import does not model.
    static let unmodelledChanges = [
        "list.update(with: Categories.invite)", "list.remove(Categories.reply)", "list.removeAll()", "list.subtract([Categories.reply])",
        "list.removeFirst()", "list.popFirst()", "list.formIntersection([Categories.reply])",
    ]

    @Test("Every change to a list the import does not model is a marker at its line", arguments: unmodelledChanges)
    func unmodelledChange(change: String) {
        let response = Self.importing("""
            func configure() {
                var list: Set<UNNotificationCategory> = [Categories.reply]
                \(change)
                UNUserNotificationCenter.current().setNotificationCategories(list)
            }
            """)
        #expect(Self.warnings(response, line: 3).contains { $0.contains("changes 'list' in a way the import does not follow") },
                "\(response.diagnostics.map { "\($0.line): \($0.message)" })")
    }

    @Test("Changes to an array by subscript, reverse and swapAt are markers at their line", arguments: ["list[0] = Categories.invite", "list.reverse()", "list.swapAt(0, 1)"])
    func arrayChange(change: String) {
        let response = Self.importing("""
            func configure() {
                var list = [Categories.reply, Categories.invite]
                \(change)
                UNUserNotificationCenter.current().setNotificationCategories(Set(list))
            }
            """)
        #expect(Self.warnings(response, line: 3).contains { $0.contains("'list'") }, "\(response.diagnostics.map { "\($0.line): \($0.message)" })")
    }

    @Test("#available with an application extension's platform name is that platform's version")
    func applicationExtensionAvailability() {
        let response = Self.importing("""
            func configure() {
                var actions: [UNNotificationAction] = []
                if #available(iOSApplicationExtension 15.0, macOSApplicationExtension 12.0, *) {
                    actions.append(UNNotificationAction(identifier: "OPEN", title: "Open", options: []))
                }
                UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "NEWS", actions: actions, intentIdentifiers: [], options: [])])
            }
            """)
        let text = response.files.map(\.text).joined()
        #expect(text.contains("iOS: \"15.0\"") || text.contains("iOS: 15.0"), "\(text)")
        #expect(text.contains("macOS: \"12.0\"") || text.contains("macOS: 12.0"), "\(text)")
    }

    @Test("Brackets nested deeper than a debug parser's default before the registration do not lose it; past the import's own limit, an input-limit error at the place")
    func parsingDepth() {
        func nested(_ depth: Int) -> String {
            String(repeating: "VStack {\n", count: depth) + "Text(\"x\")\n" + String(repeating: "}\n", count: depth)
        }
        let deep = Self.importing("""
            var body: some View {
            \(nested(30))
            }
            func configure() {
                UNUserNotificationCenter.current().setNotificationCategories([Categories.reply])
            }
            """)
        #expect(Self.ids(deep) == ["REPLY"], "\(deep.diagnostics.map(\.message))")
        let tooDeep = Self.importing("""
            var body: some View {
            \(nested(ParsedSwiftFile.maximumNestingLevel + 10))
            }
            func configure() {
                UNUserNotificationCenter.current().setNotificationCategories([Categories.reply])
            }
            """)
        let warning = tooDeep.diagnostics.first { $0.message.contains("goes more than \(ParsedSwiftFile.maximumNestingLevel) deep here") }
        #expect(warning?.rule == Rule.inputLimit.rawValue && warning?.severity == "error", "\(tooDeep.diagnostics.map(\.message))")
        #expect(!tooDeep.diagnostics.contains { $0.message.contains("no setNotificationCategories call") }, "the refusal says why no call was read")
        #expect((warning?.line ?? 0) > 1 && (warning?.line ?? 0) < ParsedSwiftFile.maximumNestingLevel + 10)
    }

    @Test("Objective-C: a message the import does not reach is reported at its own place, not as no call")
    func objectiveCUnreached() {
        let response = Self.importing("""
            @implementation Registrar
            - (void)configure {
                @try {
                    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"TRY" actions:@[] intentIdentifiers:@[] options:0]]];
                } @catch (NSException *exception) {
                }
            }
            @end
            """, objectiveC: true)
        #expect(!response.diagnostics.contains { $0.message.contains("no setNotificationCategories call") }, "\(response.diagnostics.map(\.message))")
        #expect(Self.ids(response) == ["TRY"] || !Self.warnings(response, line: 4).isEmpty, "\(response.diagnostics.map { "\($0.line): \($0.message)" })")
    }

    /// Files of an app that register nothing, some declaring names registration code uses (a same-named constant, a
    /// `String` extension, a caller of a registering function).
    static let noise: [ImportTransport.Request.Source] = [
        .init(path: "ProfileView.swift", text: "import SwiftUI\nstruct ProfileView: View {\n    let title: String\n    var body: some View { Text(title) }\n}\n"),
        .init(path: "SeedIDs+Other.swift", text: "enum SeedIDs {\n    static let prefix = \"other\"\n}\nenum Categories {\n    static let spare = 1\n}\n"),
        .init(path: "String+Format.swift", text: "extension String {\n    func loco() -> String { uppercased() }\n    var trimmed: String { self }\n}\n"),
        .init(path: "Caller.swift", text: "func launch() {\n    seedRegister(center: .current())\n    Registrar().register(Categories.reply)\n}\n"),
    ]

    @Test("Reading files as the evaluation asks for them imports exactly what reading every file first does")
    func selectionChangesNothing() throws {
        var programs: [[ImportTransport.Request.Source]] = []
        for fixture in ImportFixtureTests.fixtures {
            if try ImportFixtureTests.sources(of: fixture, objectiveC: true).isEmpty {
                programs.append(try ImportFixtureTests.sources(of: fixture, objectiveC: false))
            }
        }
        for (seed, form) in ImportGeneratedRegistrationTests.cases {
            var generator = SeededGenerator(seed: seed)
            programs.append(RegistrationProgram.make(using: &generator, form: form).sources.map { .init(path: $0.key, text: $0.value) }.sorted { $0.path < $1.path })
        }
        programs.append([.init(path: "Constants.swift", text: Self.constants)] + Self.unreachedShapes.enumerated().map { .init(path: "Shape\($0.offset).swift", text: $0.element.source) })
        for sources in programs {
            let request = ImportTransport.Request(sources: sources + Self.noise)
            let selected = Self.onLargeStack { Importer.run(request, readingEverything: false) }
            let everything = Self.onLargeStack { Importer.run(request, readingEverything: true) }
            #expect(selected == everything, "\(sources.map(\.path))")
        }
    }

    @Test("A folder whose every file declares title, shared, identifier and configure: the import parses what the registration asks for, narrowed by type, and no other file")
    func readsOnDemand() {
        // Each view file has a syntax error: a file the import parsed would be reported at it.
        let views: [ImportTransport.Request.Source] = (0..<300).map { index in
            .init(path: "Views/View\(index).swift", text: """
                struct View\(index) {
                    static let shared = View\(index)()
                    let title = "View \(index)"
                    var identifier: String { "view.\(index)" }
                    func configure(with kinds: [Kind]) { _ = kinds.map(\\.title) }
                    func broken() -> { }
                }
                extension Kind { var badge\(index): String { title } }
                """)
        }
        let registration: ImportTransport.Request.Source = .init(path: "App/Notifications.swift", text: """
            import UserNotifications
            enum Kind: String, CaseIterable {
                case comment, message
                var identifier: String { "app." + rawValue }
                var title: String { rawValue.capitalized }
            }
            final class Coordinator {
                static let shared = Coordinator()
                func configure(with kinds: [Kind]) {
                    UNUserNotificationCenter.current().setNotificationCategories(Set(kinds.map { kind in
                        UNNotificationCategory(identifier: kind.identifier, actions: [UNNotificationAction(identifier: kind.identifier + ".open", title: "Open", options: [])], intentIdentifiers: [], options: [])
                    }))
                }
            }
            func launch() { Coordinator.shared.configure(with: Kind.allCases) }
            """)
        let response = Self.onLargeStack { Importer.run(ImportTransport.Request(sources: views + [registration])) }
        #expect(Self.ids(response) == ["app.comment", "app.message"], "\(response.files.map(\.text))")
        // No view is parsed: not for `title` or `identifier` (asked for in `Kind`), nor as a caller (a view declares
        // configure(with:) but calls no such function), nor for its extension of `Kind`.
        func parsedViews(_ response: ImportTransport.Response) -> Set<String> {
            Set(response.diagnostics.filter { $0.message.contains("not Swift the compiler accepts") }.map(\.path))
        }
        #expect(parsedViews(response).isEmpty, "\(parsedViews(response).sorted().prefix(5))")
        // Reading every file first reports each: the test sees a parsed view.
        let everything = Self.onLargeStack { Importer.run(ImportTransport.Request(sources: views + [registration]), readingEverything: true) }
        #expect(parsedViews(everything).count == views.count && Self.ids(everything) == Self.ids(response))
    }

    @Test("The lexical scan: names declared in their innermost type, calls by their first label, and the chains code may change")
    func lexicalScan() {
        let scan = SwiftSourceScan("""
            enum Status: String, Codable { case draft = "d", published }
            let title: [String] = make(label: value) // var commented
            extension Kinds.Kind where T == U {
                func register() { center.setNotificationCategories(list) }
                static var a = 1, b = 2
                init() { store.items.append(x); (grouped) = 1; counter += 1; swap(&left.inner, &right); config.values[0] = 2 }
            }
            func outer() { let local = "x"; if local.isEmpty {} }
            outer()
            """)
        let declared = Set(scan.declarations.map { "\($0.type).\($0.name)" })
        #expect(declared == ["Status.draft", "Status.published", ".title", "Kind.register", "Kind.a", "Kind.b", "Kind.init", ".outer", ".local"])
        #expect(scan.typePaths == [["Status"], ["Kinds", "Kind"]] && scan.nominalTypes == ["Status"])
        #expect(scan.calls.contains(.init(name: "make", firstLabel: "label")) && scan.calls.contains(.init(name: "setNotificationCategories", firstLabel: "_")))
        #expect(scan.calls.contains(.init(name: "swap", firstLabel: "_")) && scan.calls.contains(.init(name: "outer", firstLabel: ")")))
        #expect(!scan.calls.contains { $0.name == "register" || $0.name == "commented" })
        #expect(scan.registers)
        #expect(scan.changed == ["center", "store", "items", "grouped", "counter", "left", "inner", "right", "config", "values", "local"])
    }

    @Test("The scan's type paths are the syntax tree's, in every fixture and generated program")
    func scannedTypePaths() throws {
        let sources = try Self.scanCorpus()
        var checked = 0
        for source in sources {
            let scan = SwiftSourceScan(source.text)
            guard scan.balanced else { continue }
            let catalog = SwiftSourceCatalog(sources: [source], budget: ParseBudget(inputBytes: 0))
            let index = SwiftSourceIndex(catalog: catalog)
            index.indexEverything()
            let parsed = Set(index.parsedTypePaths.values.joined().filter { !$0.contains { $0.contains("<") } })
            #expect(scan.typePaths == parsed, "\(source.path)")
            checked += 1
        }
        #expect(checked > 100)
    }

    @Test("The byte-level scanner reads the names and brackets swift-syntax's parser reads, in every fixture, sample and tricky literal")
    func tokenScannerAgreesWithParser() throws {
        var sources: [String] = try Self.scanCorpus().map(\.text)
        sources += [
            ##"let a = "x \(b.c("y \(d)")) e" ; let f = #"raw \(notCode) \#(code)"# ; g()"##,
            ##"let m = """\##n  multi \\(n) "quoted" \(o)\##n  """\##nlet p = q // r s\##n/* t /* u */ v */ w"##,
            ##"let x = y?.z!.w ?? 1...2 ; let r = #/a"b/# ; `class`.v = $0 ; h(&k.l) ; #selector(s) ; #if os(iOS)\##n#endif"##,
            ##"let e = "unterminated\##nlet f = 1.5 + t.0.1"##,
        ]
        for source in sources {
            var scanned: [String] = []
            SwiftTokenScanner.scan(source) { kind, text, _ in
                if [.identifier, .keyword, .dollarIdentifier, .wildcard, .leftParen, .rightParen, .leftBrace, .rightBrace, .leftSquare, .rightSquare].contains(kind) {
                    scanned.append(String(syntaxText: text))
                }
            }
            let parsed = Parser.parse(source: source).tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                switch token.tokenKind {
                case .identifier, .keyword, .dollarIdentifier, .wildcard, .leftParen, .rightParen, .leftBrace, .rightBrace, .leftSquare, .rightSquare:
                    token.text
                default: nil
                }
            }
            #expect(scanned == parsed, "\(source.prefix(200))")
        }
    }

    /// Every fixture, hand-written case, syntax-kind sample and generated program's Swift file.
    static func scanCorpus() throws -> [ImportTransport.Request.Source] {
        var sources: [ImportTransport.Request.Source] = Self.noise
        for fixture in ImportFixtureTests.fixtures { sources += try ImportFixtureTests.sources(of: fixture, objectiveC: false) }
        for (seed, form) in ImportGeneratedRegistrationTests.cases {
            var generator = SeededGenerator(seed: seed)
            sources += RegistrationProgram.make(using: &generator, form: form).sources.map { .init(path: $0.key, text: $0.value) }
        }
        let cases = try FileManager.default.contentsOfDirectory(at: ImportExecutionOracleTests.root, includingPropertiesForKeys: nil)
        sources += try cases.filter { $0.pathExtension == "swift" }.map { .init(path: $0.lastPathComponent, text: try String(contentsOf: $0, encoding: .utf8)) }
        sources += SyntaxKindSample.all.map { .init(path: $0.name, text: $0.text) }
        return sources
    }

    @Test("A file whose braces do not balance declares its names in any type")
    func unbalancedScan() {
        let scan = SwiftSourceScan("""
            #if os(iOS)
            struct A {
            #else
            struct A: B {
            #endif
                static let title = "x"
            }
            """)
        #expect(scan.declarations == [.init(name: "title", type: SwiftSourceScan.anyType)])
    }

    @Test("Objective-C: a block's parameter that shadows a local is the parameter, and a list reassigned under a condition the app decides is a marker at its line (one core for both languages)")
    func objectiveCShadowingAndReassignment() {
        let response = Self.importing("""
            @implementation Registrar
            - (void)configure {
                NSSet *categories = [NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"OUTER" actions:@[] intentIdentifiers:@[] options:0]];
                [self observe:^(NSSet *categories) {
                    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:categories];
                }];
            }
            - (void)beta {
                NSMutableArray *list = [NSMutableArray arrayWithObject:[UNNotificationCategory categoryWithIdentifier:@"KNOWN" actions:@[] intentIdentifiers:@[] options:0]];
                if (self.isBeta) {
                    list = [NSMutableArray array];
                }
                [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithArray:list]];
            }
            @end
            """, objectiveC: true)
        #expect(!Self.ids(response).contains("OUTER"), "\(response.files.map(\.text))")
        #expect(Self.warnings(response, line: 4).contains { $0.contains("'categories' is a parameter of the block") }, "\(response.diagnostics.map { "\($0.line): \($0.message)" })")
        #expect(Self.ids(response).contains("KNOWN"))
        #expect(Self.warnings(response, line: 10).contains { $0.contains("changes 'list' only when") }, "\(response.diagnostics.map { "\($0.line): \($0.message)" })")
    }

    @Test("Objective-C messages to SwiftGen's Objective-C-visible accessors read the key their String(format:locale:arguments:) body looks up")
    func objectiveCToSwiftGenAccessors() throws {
        var diagnostics: [Diagnostic] = []
        let table = try #require(StringsTable.read(path: "en.lproj/Localizable.strings", text: "\"notification.snooze\" = \"Snooze\";\n", diagnostics: &diagnostics))
        let request = ImportTransport.Request(sources: [
            .init(path: "L10n.swift", text: """
                import Foundation
                @objcMembers
                final class ObjCL10n: NSObject {
                    /// Snooze
                    static var notificationSnooze: String { ObjCL10n.tr("Localizable", "notification.snooze", fallback: "Snooze") }
                    private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                        let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
                        return String(format: format, locale: Locale.current, arguments: args)
                    }
                }
                """),
            .init(path: "Setup.m", text: """
                @implementation Setup
                - (void)registerCategories {
                    UNNotificationAction *snooze = [UNNotificationAction actionWithIdentifier:@"SNOOZE" title:[ObjCL10n notificationSnooze] options:0];
                    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"REMINDER" actions:@[snooze] intentIdentifiers:@[] options:0]]];
                }
                @end
                """),
        ], strings: [table])
        let response = Self.onLargeStack { Importer.run(request) }
        #expect(response.diagnostics.isEmpty, "\(response.diagnostics.map(\.message))")
        let text = response.files.map(\.text).joined()
        #expect(text.contains("- id: SNOOZE") && text.contains("key: notification.snooze"), "\(text)")
    }

    @Test("Objective-C messages to an @objcMembers Swift class among the given files read its members (SwiftGen's Objective-C-visible strings)")
    func objectiveCToSwift() {
        let request = ImportTransport.Request(sources: [
            .init(path: "Strings.swift", text: """
                import Foundation
                @objcMembers
                final class Strings: NSObject {
                    static var inviteAccept: String { NSLocalizedString("invite.accept", comment: "Accept") }
                    static let inviteCategory = "INVITE"
                }
                """),
            .init(path: "Setup.m", text: """
                @implementation Setup
                - (void)registerCategories {
                    UNNotificationAction *accept = [UNNotificationAction actionWithIdentifier:@"ACCEPT" title:[Strings inviteAccept] options:0];
                    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:[Strings inviteCategory] actions:@[accept] intentIdentifiers:@[] options:0]]];
                }
                @end
                """),
            // A file neither side uses is not needed.
            .init(path: "Unrelated.swift", text: "struct Unrelated { let title = \"x\" }\n"),
        ])
        let response = Self.onLargeStack { Importer.run(request) }
        #expect(response.diagnostics.isEmpty, "\(response.diagnostics.map(\.message))")
        let text = response.files.map(\.text).joined()
        #expect(text.contains("- id: INVITE") && text.contains("key: invite.accept"), "\(text)")
        #expect(response == Self.onLargeStack { Importer.run(request, readingEverything: true) })
    }

    @Test("Every call the finder lists, in every fixture and generated program, was evaluated: it registered or was reported at its place")
    func everyCallEvaluated() throws {
        var programs: [[ImportTransport.Request.Source]] = []
        for fixture in ImportFixtureTests.fixtures {
            let sources = try ImportFixtureTests.sources(of: fixture, objectiveC: false)
            if try ImportFixtureTests.sources(of: fixture, objectiveC: true).isEmpty { programs.append(sources) }
        }
        for (seed, form) in ImportGeneratedRegistrationTests.cases {
            var generator = SeededGenerator(seed: seed)
            programs.append(RegistrationProgram.make(using: &generator, form: form).sources.map { .init(path: $0.key, text: $0.value) }.sorted { $0.path < $1.path })
        }
        programs.append([.init(path: "Constants.swift", text: Self.constants)] + Self.unreachedShapes.enumerated().map { .init(path: "Shape\($0.offset).swift", text: $0.element.source) })
        for sources in programs {
            let catalog = SwiftSourceCatalog(sources: sources, budget: ParseBudget(inputBytes: 0))
            let files = (0..<catalog.count).compactMap { catalog.file($0, askedFor: "a test") }
            var interpreter = RegistrationInterpreter(index: SwiftSourceIndex(catalog: catalog))
            var listed: [SourcePlace] = []
            for file in files {
                for call in RegistrationFinder.calls(in: file).calls {
                    listed.append(file.place(of: call))
                    interpreter.evaluateRegistration(call, in: file)
                }
            }
            #expect(!listed.isEmpty)
            for place in listed {
                let outcome = interpreter.outcomes[place, default: 0]
                let noted = interpreter.notes.contains { $0.place == place }
                #expect(outcome > 0 || noted, "\(place.fileAndLine): neither registered nor reported")
            }
        }
    }
}
