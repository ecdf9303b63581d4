@testable import ActionableCore
import ActionableImport
import ActionableTestSupport
import Foundation
import Testing

/// `actionable import` on apps' registration code (issue 64): each directory of `Tests/Fixtures/Import` holds an
/// app's Swift sources, written for this project in the shapes real apps use, and `entry.txt`, the statement that
/// runs its registration. An Objective-C fixture (`ObjC...`) holds the app's `.m` and `.h` files, which are
/// imported, and `Expected.swift`, the registration they make written in Swift by hand from reading them, which
/// runs in their place (no Objective-C runtime here). The oracle is the registration itself: the fixture's own code and the imported
/// definitions' generated registration both run on the stand-in SDK, and every category they register (identifier,
/// actions in order with titles, options, text input and icons, intents, placeholder, summary format, options) must
/// be the same. A fixture lists, in `expected-warnings.txt`, the `line:column` of each warning the import must give:
/// a value the app computes when it runs (its definitions must then refuse to compile), or a call that only runs when
/// a condition the app decides holds (the oracle runs as for any other fixture). The migration
/// check (`registrationDifferences(from:)`) must find no difference, and must find each difference a changed
/// definition makes.
@Suite("Importing an app's registration")
struct ImportFixtureTests {
    static let root = TestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/Import")

    /// The fixtures, by directory name.
    static var fixtures: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// A fixture's sources of a kind (`.swift`, or Objective-C's `.m`, `.mm` and `.h`), by path relative to the
    /// package.
    static func sources(of fixture: String, objectiveC: Bool) throws -> [ImportTransport.Request.Source] {
        let directory = root.appendingPathComponent(fixture)
        return try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { objectiveC ? Importer.isObjectiveC($0) : $0.hasSuffix(".swift") }.sorted().map { name in
                ImportTransport.Request.Source(
                    path: "Tests/Fixtures/Import/\(fixture)/\(name)",
                    text: try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
            }
    }

    /// What a fixture imports: its Objective-C sources when it has any (its Swift is then the registration they
    /// make, written by hand from reading them: `Expected.swift`), else its Swift sources.
    static func imported(of fixture: String) throws -> [ImportTransport.Request.Source] {
        let objectiveC = try sources(of: fixture, objectiveC: true)
        return objectiveC.isEmpty ? try sources(of: fixture, objectiveC: false) : objectiveC
    }

    /// A fixture's strings files (`*.lproj/*.strings`, `*.xcstrings`), by path relative to the fixture, as bytes.
    static func stringsFiles(of fixture: String) throws -> [(path: String, bytes: [UInt8])] {
        let directory = root.appendingPathComponent(fixture)
        var found: [(path: String, bytes: [UInt8])] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
            if name.hasSuffix(".xcstrings") {
                found.append((name, Array(try Data(contentsOf: directory.appendingPathComponent(name)))))
            } else if name.hasSuffix(".lproj") {
                for table in try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(name).path).sorted()
                where table.hasSuffix(".strings") {
                    found.append(("\(name)/\(table)", Array(try Data(contentsOf: directory.appendingPathComponent("\(name)/\(table)")))))
                }
            }
        }
        return found
    }

    /// The tables of a fixture's strings files, as `--strings` reads them.
    static func strings(of fixture: String) throws -> [StringsTable] {
        try stringsFiles(of: fixture).map { file in
            var diagnostics: [Diagnostic] = []
            let text = try #require(StringsTable.text(of: file.bytes), "\(file.path) is not text")
            let table = StringsTable.read(path: "Tests/Fixtures/Import/\(fixture)/\(file.path)", text: text, diagnostics: &diagnostics)
            return try #require(table, "\(diagnostics.map(\.message))")
        }
    }

    /// The app's strings as its bundle holds them, beside the program so that Foundation looks text up in them
    /// as the app does: `.strings` files as they are, a String Catalog as the `.strings` file of each language
    /// Xcode builds from it.
    static func bundleResources(of fixture: String) throws -> [String: [UInt8]] {
        var resources: [String: [UInt8]] = [:]
        for file in try stringsFiles(of: fixture) {
            guard file.path.hasSuffix(".xcstrings") else {
                resources[file.path] = file.bytes
                continue
            }
            let table = (file.path as NSString).deletingPathExtension
            let catalog = try #require(try JSONSerialization.jsonObject(with: Data(file.bytes)) as? [String: Any])
            var languages: [String: String] = [:]
            for (key, entry) in (catalog["strings"] as? [String: [String: Any]] ?? [:]).sorted(by: { $0.key < $1.key }) {
                for (language, localization) in entry["localizations"] as? [String: [String: Any]] ?? [:] {
                    guard let value = (localization["stringUnit"] as? [String: Any])?["value"] as? String else { continue }
                    func quoted(_ text: String) -> String {
                        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                            .replacingOccurrences(of: "\n", with: "\\n") + "\""
                    }
                    languages[language, default: ""] += "\(quoted(key)) = \(quoted(value));\n"
                }
            }
            for (language, text) in languages { resources["\(language).lproj/\(table).strings"] = Array(text.utf8) }
        }
        return resources
    }

    /// The settings the imported definitions are generated with: the configuration file import wrote, if any.
    static func settings(_ response: ImportTransport.Response) throws -> GenerationSettings {
        guard let file = response.files.first(where: { Configuration.fileNames.contains($0.name) }) else {
            return GenerationSettings(runtime: .module)
        }
        var diagnostics: [Diagnostic] = []
        let configuration = Configuration.decode(TestSupport.file(file.name, file.text), diagnostics: &diagnostics)
        try #require(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return GenerationSettings(configuration: configuration, overriddenBy: .init(runtime: .module))
    }

    /// A file of the fixture's directory, if it has one.
    static func file(_ name: String, of fixture: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent("\(fixture)/\(name)"), encoding: .utf8)
    }

    /// The imported definitions, as the compiler reads them (the configuration file left out).
    static func definitions(_ response: ImportTransport.Response) -> [SourceFile] {
        response.files.filter { !Configuration.fileNames.contains($0.name) }.map { TestSupport.file($0.name, $0.text) }
    }

    @Test("Each fixture imports into definitions whose registration is the app's own, field by field", arguments: fixtures)
    func registrationIsTheAppsOwn(fixture: String) throws {
        let response = Importer.run(ImportTransport.Request(sources: try Self.imported(of: fixture), strings: try Self.strings(of: fixture)))
        let resources = try Self.bundleResources(of: fixture)
        let warnings = response.diagnostics.map { "\($0.line):\($0.column)" }
        let expectedWarnings = (Self.file("expected-warnings.txt", of: fixture) ?? "").split(separator: "\n").map(String.init)
        #expect(warnings == expectedWarnings, "\(response.diagnostics.map { "\($0.line):\($0.column) \($0.message)" })")
        let settings = try Self.settings(response)
        let result = Compiler(settings: settings).compile(Self.definitions(response))
        // A value the app computes when it runs is a marker that does not compile; a warning about a call (a
        // condition the app decides, calls that replace each other) leaves the definitions whole, and the oracle runs.
        let markers = response.diagnostics.filter { $0.message.contains("the definitions hold a marker") }
        guard markers.isEmpty else {
            let refused = result.diagnostics.filter { $0.rule == .unresolvedImport }
            #expect(refused.count == markers.count, "\(result.diagnostics.map(\.message))")
            #expect(result.swiftSource == nil)
            return
        }
        let swift = try #require(result.swiftSource, "\(result.diagnostics.map(\.message))\n\(response.files.map(\.text).joined())")
        let entry = try #require(Self.file("entry.txt", of: fixture), "\(fixture) has no entry.txt").trimmingCharacters(in: .whitespacesAndNewlines)
        var program = ["NotificationCategories.swift": swift]
        for source in try Self.sources(of: fixture, objectiveC: false) { program[(source.path as NSString).lastPathComponent] = source.text }
        // The migration check finds what a changed definition changes: each mutation of the imported definitions,
        // generated under a namespace of its own into the same program, is a difference of its field.
        var mutations: [(mutation: Mutation, namespace: String, swift: String)] = []
        for (index, mutation) in TestTier.slice(Self.mutations, count: 1, salt: fixture).enumerated() {
            guard let mutated = mutation.apply(response) else { continue }
            var mutatedSettings = settings
            mutatedSettings.namespace = "Mutation\(index)"
            let mutatedSwift = try #require(Compiler(settings: mutatedSettings).compile(Self.definitions(mutated)).swiftSource)
            mutations.append((mutation, mutatedSettings.namespace, mutatedSwift))
        }
        var found = Array(repeating: [String](), count: mutations.count)
        func isFound(_ index: Int) -> Bool { found[index].contains { $0.hasPrefix(mutations[index].mutation.field + " ") } }
        for platform in Self.platforms {
            // Each platform's program carries the mutations no platform before it has found (an action may exist on
            // one platform only).
            let pending = mutations.indices.filter { !isFound($0) }
            var sources = program
            for index in pending { sources["\(mutations[index].namespace).swift"] = mutations[index].swift }
            sources["main.swift"] = Self.main(entry: entry, mutations: pending.map { mutations[$0].namespace })
            let output = try Self.run(sources.mapValues(Self.platformConditionsAsFlags), flags: platform.flags, resources: resources)
            #expect(!output.registered.isEmpty, "the fixture registered nothing on \(platform.name)")
            #expect(output.registered == output.generated,
                    "on \(platform.name), the app registers:\n\(output.registered)\nthe definitions register:\n\(output.generated)")
            #expect(output.differences.isEmpty, "on \(platform.name), the migration check finds: \(output.differences)")
            for (position, index) in pending.enumerated() { found[index] += output.mutationDifferences[position] }
        }
        for index in mutations.indices {
            #expect(isFound(index), "\(mutations[index].mutation.field): the migration check finds \(found[index])")
        }
    }

    /// A change to imported definitions, and the field of `RegistrationDifference` it changes.
    struct Mutation {
        /// The field's raw value.
        var field: String
        /// What the definitions' text has, and what it becomes.
        var from: String
        var to: String
        /// Whether `from` is a regular expression and `to` its template.
        var isPattern = false

        /// The definitions with the first occurrence of `from` changed (one not followed by `{`: a flow mapping
        /// stays one), or `nil` when none has it.
        func apply(_ response: ImportTransport.Response) -> ImportTransport.Response? {
            var response = response
            for index in response.files.indices {
                let text = response.files[index].text
                if isPattern {
                    let expression = try! NSRegularExpression(pattern: from)
                    let whole = NSRange(text.startIndex..., in: text)
                    guard let match = expression.firstMatch(in: text, range: whole), let range = Range(match.range, in: text) else { continue }
                    let replacement = expression.replacementString(for: match, in: text, offset: 0, template: to)
                    response.files[index].text.replaceSubrange(range, with: replacement)
                    return response
                }
                var searched = text.startIndex..<text.endIndex
                while let range = text.range(of: from, range: searched) {
                    if text[range.upperBound...].first != "{" {
                        response.files[index].text.replaceSubrange(range, with: to)
                        return response
                    }
                    searched = range.upperBound..<text.endIndex
                }
            }
            return nil
        }
    }

    /// The mutations tried (the fast tier tries one per fixture).
    static let mutations = [
        Mutation(field: "title", from: "    title: ", to: "    title: Changed "),
        // Localized text: its key and its development-language value, so that the title changes whichever the
        // generated lookup shows where no strings file has the key.
        Mutation(field: "title", from: #"title: \{ key: ([^,}]+), value: ([^,}]+)"#, to: "title: { key: changed.$1, value: Changed $2", isPattern: true),
        Mutation(field: "actionOptions", from: "options: [foreground]", to: "options: [destructive]"),
        Mutation(field: "categoryOptions", from: "    options: [customDismissAction", to: "    options: [allowInCarPlay"),
        Mutation(field: "textInputPlaceholder", from: "placeholder: ", to: "placeholder: Other "),
        Mutation(field: "intentIdentifiers", from: "intentIdentifiers: [INSendMessageIntent]", to: "intentIdentifiers: [INStartCallIntent]"),
        Mutation(field: "categorySummaryFormat", from: "categorySummaryFormat: \"%u more", to: "categorySummaryFormat: \"%u other"),
    ]

    /// The Apple platforms the registrations are compared on, each as the compilation flags that stand for its
    /// `os(...)` and `targetEnvironment(macCatalyst)` conditions (``platformConditionsAsFlags(_:)``): iOS in the fast
    /// tier, all five in the full one and its rest (which checks every mutation, each on every platform). Both sides
    /// run as on the newest OS version.
    static var platforms: [(name: String, flags: [String])] { TestTier.value(
        full: [("iOS", ["ACTIONABLE_OS_iOS"]), ("Mac Catalyst", ["ACTIONABLE_OS_iOS", "ACTIONABLE_CATALYST"]),
               ("macOS", ["ACTIONABLE_OS_macOS"]), ("watchOS", ["ACTIONABLE_OS_watchOS"]), ("visionOS", ["ACTIONABLE_OS_visionOS"])],
        fast: [("iOS", ["ACTIONABLE_OS_iOS"])]) }

    /// `source` with the platform conditions of its `#if` and `#elseif` lines written as flags (`os(iOS)` as
    /// `ACTIONABLE_OS_iOS`), so that one Linux build can take the branches of an Apple platform.
    static func platformConditionsAsFlags(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#elseif ") else { return String(line) }
            var text = String(line)
            for name in ["iOS", "macOS", "watchOS", "visionOS", "tvOS"] { text = text.replacingOccurrences(of: "os(\(name))", with: "ACTIONABLE_OS_\(name)") }
            return text.replacingOccurrences(of: "os(OSX)", with: "ACTIONABLE_OS_macOS")
                .replacingOccurrences(of: "targetEnvironment(macCatalyst)", with: "ACTIONABLE_CATALYST")
        }.joined(separator: "\n")
    }

    @Test("Localized text in one table other than Localizable writes the configuration that names it, and the generated code looks it up there")
    func stringsTable() throws {
        let source = """
            import UserNotifications
            func register() {
                let accept = UNNotificationAction(
                    identifier: "A", title: NSLocalizedString("accept", tableName: "Notifications", comment: "Accept"), options: [])
                UNUserNotificationCenter.current().setNotificationCategories([
                    UNNotificationCategory(identifier: "C", actions: [accept], intentIdentifiers: [], options: []),
                ])
            }
            """
        let response = Importer.run(ImportTransport.Request(sources: [.init(path: "App.swift", text: source)]))
        #expect(response.diagnostics.isEmpty, "\(response.diagnostics.map(\.message))")
        let configurationFile = try #require(response.files.first { $0.name == "actionable-config.yaml" })
        #expect(configurationFile.text.contains("\nlocalizationTable: Notifications\n"), "\(configurationFile.text)")
        var diagnostics: [Diagnostic] = []
        let configuration = Configuration.decode(TestSupport.file("actionable-config.yaml", configurationFile.text), diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let swift = try #require(Compiler(settings: GenerationSettings(configuration: configuration)).compile(Self.definitions(response)).swiftSource)
        #expect(swift.contains("\"Notifications\""), "the generated lookup does not name the table")
    }

    /// The program that registers the app's way, prints every category, then the generated way, and prints again;
    /// then what the migration check finds against the app's registration, for the definitions and for each namespace
    /// of `mutations`.
    static func main(entry: String, mutations: [String] = []) -> String {
        """
        import Foundation
        import UserNotifications

        let center = UNUserNotificationCenter.current()
        \(entry)
        let registered = await center.notificationCategories()
        for category in registered.map(\\.description).sorted() { print(category) }
        print("--- generated")
        for category in NotificationCategories.makeCategories().map(\\.description).sorted() { print(category) }
        print("--- differences")
        for difference in NotificationCategories.registrationDifferences(from: registered) { print(difference.field.rawValue, difference) }

        """ + mutations.map { namespace in
            """
            print("--- mutation")
            for difference in \(namespace).registrationDifferences(from: registered) { print(difference.field.rawValue, difference) }

            """
        }.joined()
    }

    /// Builds `sources` against the stand-in SDK and today's runtime (Swift 5, as many apps' registration code
    /// is) with `flags`, runs the program with `resources` (path → bytes) in its bundle and returns what it printed.
    static func runProgram(_ sources: [String: String], flags: [String], resources: [String: [UInt8]] = [:]) throws -> String {
        let sdk = try GeneratedProgram.standInSDK.get().path
        let compilation = try CompileCache.swiftc(
            ["-swift-version", "5", "-I", sdk, "-L", sdk, "-lUserNotifications", "-o", "program"] + flags.flatMap { ["-D", $0] }
                + (try GeneratedProgram.runtimeFlags(withStandInSDK: true)),
            sources: sources, kind: "swiftc")
        try #require(compilation.status == 0, "\(compilation.output)")
        for (path, bytes) in resources {
            let url = compilation.directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        let output = try ProcessRunner.run(compilation.directory.appendingPathComponent("program"), [])
        try #require(output.status == 0, "\(output.standardError)")
        return output.standardOutput
    }

    /// ``runProgram(_:flags:resources:)`` of a program ``main(entry:mutations:)`` made: what it printed, taken apart
    /// into the app's registration, the generated one, the migration check's differences, and those of each mutation.
    static func run(_ sources: [String: String], flags: [String], resources: [String: [UInt8]] = [:]) throws
        -> (registered: String, generated: String, differences: [String], mutationDifferences: [[String]]) {
        let printed = try runProgram(sources, flags: flags, resources: resources)
        let parts = printed.components(separatedBy: "--- generated\n")
        try #require(parts.count == 2, "\(printed)")
        let rest = parts[1].components(separatedBy: "--- differences\n")
        try #require(rest.count == 2, "\(printed)")
        let lists = rest[1].components(separatedBy: "--- mutation\n").map { $0.split(separator: "\n").map(String.init) }
        return (parts[0], rest[0], lists[0], Array(lists.dropFirst()))
    }
}
