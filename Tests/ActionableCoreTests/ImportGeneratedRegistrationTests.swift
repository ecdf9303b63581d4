@testable import ActionableCore
import ActionableImport
import ActionableTestSupport
import Foundation
import Testing

/// `actionable import` on registration code a seeded generator writes: every API form (each action and category
/// initializer, icons, text input with and without its fields, every option), identifiers from constants and
/// enums in another file, interpolation and concatenation, `#available` and `#if os(...)` gates, `append`, `map`
/// over a literal list and sets, and hostile text (quotes, backslashes, `: #`, non-ASCII, `1.0`, a category and an
/// action with one id). The oracle is the fixtures': the generated code and the imported definitions' registration
/// run on the stand-in SDK and the migration check finds no difference.
@Suite("Importing generated registration code")
struct ImportGeneratedRegistrationTests {
    /// The seeds tried, each with a form of the registration call: every form in the full tier, two drawn in the
    /// fast one.
    static let cases: [(seed: UInt64, form: RegistrationProgram.Form)] = TestTier.slice(
        Array(RegistrationProgram.Form.allCases.enumerated()), count: 2, salt: "import forms"
    ).map { (UInt64($0.offset + 1) &+ TestTier.seed &* 1_000, $0.element) }

    @Test("Generated registration code imports into definitions that register the same categories, field by field, or reports at the lines its form says")
    func generated() throws {
        // Each program is imported on its own; those whose definitions compile are built together, one program per
        // platform (their names made their own), and run.
        var batch: [(seed: UInt64, program: RegistrationProgram, swift: String)] = []
        for (seed, form) in Self.cases {
            var generator = SeededGenerator(seed: seed)
            let program = RegistrationProgram.make(using: &generator, form: form)
            let response = Importer.run(ImportTransport.Request(sources: program.sources.map { .init(path: $0.key, text: $0.value) }.sorted { $0.path < $1.path }))
            // Every report is at a line the form says must have one, and each such line has one.
            let reported = Set(response.diagnostics.map(\.line))
            #expect(response.diagnostics.allSatisfy { $0.path == "Registration.swift" } && reported == Set(program.reports),
                    "seed \(seed), \(program.form): \(response.diagnostics.map { "\($0.line):\($0.column) \($0.message)" })\n\(program.sources["Registration.swift"]!)")
            var settings = try ImportFixtureTests.settings(response)
            settings.namespace = "Seed\(batch.count)Categories"
            let result = Compiler(settings: settings).compile(ImportFixtureTests.definitions(response))
            guard !program.form.isMarker else {
                // What the import cannot know is a marker, never a value: the definitions refuse to compile.
                #expect(result.swiftSource == nil && result.diagnostics.contains { $0.rule == .unresolvedImport }, "seed \(seed), \(program.form)")
                continue
            }
            let swift = try #require(result.swiftSource, "seed \(seed): \(result.diagnostics.map(\.message))\n\(response.files.map(\.text).joined())")
            batch.append((seed, program, swift))
        }
        guard !batch.isEmpty else { return }
        var sources: [String: String] = [:]
        var main = "import Foundation\nimport UserNotifications\n\nlet center = UNUserNotificationCenter.current()\n"
        for (index, entry) in batch.enumerated() {
            for (name, text) in entry.program.sources {
                var renamed = text.replacingOccurrences(of: "seedRegister(", with: "seedRegister\(index)(")
                    .replacingOccurrences(of: "SeedIDs", with: "SeedIDs\(index)")
                if index > 0 { renamed = renamed.replacingOccurrences(of: RegistrationProgram.support, with: "") }
                sources["\(index)\(name)"] = renamed
            }
            sources["Seed\(index)Categories.swift"] = entry.swift
            main += """
                print("--- program")
                center.setNotificationCategories([])
                seedRegister\(index)(center: center)
                let registered\(index) = await center.notificationCategories()
                for category in registered\(index).map(\\.description).sorted() { print(category) }
                print("--- generated")
                for category in Seed\(index)Categories.makeCategories().map(\\.description).sorted() { print(category) }
                print("--- differences")
                for difference in Seed\(index)Categories.registrationDifferences(from: registered\(index)) { print(difference.field.rawValue, difference) }

                """
        }
        sources["main.swift"] = main
        for platform in ImportFixtureTests.platforms {
            let output = try ImportFixtureTests.runProgram(sources.mapValues(ImportFixtureTests.platformConditionsAsFlags), flags: platform.flags)
            let programs = output.components(separatedBy: "--- program\n").dropFirst()
            try #require(programs.count == batch.count, "\(output)")
            for (entry, printed) in zip(batch, programs) {
                let parts = printed.components(separatedBy: "--- generated\n")
                try #require(parts.count == 2, "\(printed)")
                let rest = parts[1].components(separatedBy: "--- differences\n")
                try #require(rest.count == 2, "\(printed)")
                #expect(!parts[0].isEmpty)
                #expect(parts[0] == rest[0], "seed \(entry.seed) on \(platform.name): the code registers:\n\(parts[0])\nthe definitions:\n\(rest[0])")
                #expect(rest[1].isEmpty, "seed \(entry.seed) on \(platform.name): \(rest[1])")
            }
        }
    }
}

/// Registration code in Swift, made from a seed: `Constants.swift` and `Registration.swift`.
struct RegistrationProgram {
    /// The files, by name.
    var sources: [String: String]
    /// The form of the registration call.
    var form: Form = .plain
    /// The lines of `Registration.swift` the import must report at.
    var reports: [Int] = []

    /// Hostile and ordinary pieces of text the identifiers and titles are made of.
    static let pieces = ["alpha", "x.y", "quote\"d", "back\\slash", "colon: #hash", "Ünïcødé", "1.0", "🎉", "- dash", "null", "yes"]

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A program of ten to sixteen categories.
    static func make(using generator: inout SeededGenerator, form: Form = .plain) -> RegistrationProgram {
        var constants = "import Foundation\n\nenum SeedIDs {\n    static let prefix = \(literal("app"))\n"
        var body = "import Foundation\nimport UserNotifications\n\n@discardableResult\nfunc seedRegister(center: UNUserNotificationCenter) -> SeedGuarantee? {\n"
        body += "    var categories = Set<UNNotificationCategory>()\n"
        var counter = 0
        func piece() -> String { pieces.randomElement(using: &generator)! }
        /// A fresh identifier, as an expression: a literal, a constant of the other file, or an interpolation of one.
        func identifier() -> String {
            counter += 1
            let text = "\(piece())\(counter)"
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: return literal(text)
            case 1:
                constants += "    static let id\(counter) = \(literal(text))\n"
                return "SeedIDs.id\(counter)"
            default:
                return "\"\\(SeedIDs.prefix).\(literal(text).dropFirst().dropLast())\""
            }
        }
        func title() -> String {
            let text = "\(piece()) \(piece())"
            return Bool.random(using: &generator) ? literal(text) : "NSLocalizedString(\(literal(text)), comment: \(literal(piece())))"
        }
        func actionOptions() -> String {
            let chosen = ["foreground", "destructive", "authenticationRequired"].filter { _ in Bool.random(using: &generator) }
            return "[" + chosen.map { "." + $0 }.joined(separator: ", ") + "]"
        }
        var actionIDExpressions: [String] = []
        func actionID() -> String {
            let id = identifier()
            actionIDExpressions.append(id)
            return id
        }
        func action(icon: Bool) -> String {
            let iconArgument = icon ? ", icon: UNNotificationActionIcon(\(Bool.random(using: &generator) ? "systemImageName" : "templateImageName"): \(literal(piece())))" : ""
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: return "UNNotificationAction(identifier: \(actionID()), title: \(title()), options: \(actionOptions())\(iconArgument))"
            case 1 where !icon: return "UNTextInputNotificationAction(identifier: \(actionID()), title: \(title()), options: \(actionOptions()))"
            default:
                return "UNTextInputNotificationAction(identifier: \(actionID()), title: \(title()), options: \(actionOptions())\(iconArgument), "
                    + "textInputButtonTitle: \(title()), textInputPlaceholder: \(title()))"
            }
        }
        for index in 0..<Int.random(in: 10...16, using: &generator) {
            let name = "actions\(index)"
            body += "    var \(name): [UNNotificationAction] = [" + (0..<Int.random(in: 0...2, using: &generator)).map { _ in action(icon: false) }.joined(separator: ", ") + "]\n"
            if Bool.random(using: &generator) {
                body += "    if #available(iOS 15.0, macOS 12.0, watchOS 8.0, *) {\n        \(name).append(\(action(icon: true)))\n    }\n"
            }
            if Bool.random(using: &generator) {
                let platform = ["iOS", "macOS", "watchOS"].randomElement(using: &generator)!
                body += "    #if os(\(platform))\n    \(name).append(\(action(icon: false)))\n    #endif\n"
            }
            if Bool.random(using: &generator) {
                body += "    \(name) += [\"x\", \"y\"].map { UNNotificationAction(identifier: \"\\(\(identifier())).\\($0)\", title: \(title()), options: []) }\n"
            }
            // A category whose id is an action's (same-named kinds), now and then.
            let categoryID = !actionIDExpressions.isEmpty && Int.random(in: 0..<4, using: &generator) == 0
                ? actionIDExpressions.removeLast() : identifier()
            let intents = ["[]", "[\"INSendMessageIntent\"]", "[\"INStartCallIntent\", \"INSearchForMessagesIntent\"]"].randomElement(using: &generator)!
            let options = "[" + ["customDismissAction", "allowInCarPlay", "hiddenPreviewsShowTitle", "hiddenPreviewsShowSubtitle"]
                .filter { _ in Bool.random(using: &generator) }.map { "." + $0 }.joined(separator: ", ") + "]"
            let form: String = switch Int.random(in: 0..<3, using: &generator) {
            case 0: "intentIdentifiers: \(intents), options: \(options)"
            case 1: "intentIdentifiers: \(intents), hiddenPreviewsBodyPlaceholder: \(title()), options: \(options)"
            default: "intentIdentifiers: \(intents), hiddenPreviewsBodyPlaceholder: \(title()), categorySummaryFormat: \(literal("%u \(piece())")), options: \(options)"
            }
            body += "    categories.insert(UNNotificationCategory(identifier: \(categoryID), actions: \(name), \(form)))\n"
        }
        var reports: [Int] = []
        /// The line the next text appended to the body starts on.
        func nextLine() -> Int { body.filter { $0 == "\n" }.count + 1 }
        let call = "center.setNotificationCategories(categories)"
        switch form {
        case .plain: body += "    \(call)\n    return nil\n"
        case .closureInReturn: body += "    return SeedGuarantee { done in\n        \(call)\n        done()\n    }\n"
        case .closureInAssignment: body += "    _ = SeedGuarantee { done in\n        \(call)\n        done()\n    }\n    return nil\n"
        case .chain: body += "    SeedChain().then { _ in }.done { _ in\n        \(call)\n    }\n    return nil\n"
        case .knownSwitch: body += "    switch SeedMode.live {\n    case .live:\n        \(call)\n    case .test:\n        break\n    }\n    return nil\n"
        case .doCatch: body += "    do {\n        try seedPrepare()\n        \(call)\n    } catch {\n        print(error)\n    }\n    return nil\n"
        case .localReceiver: body += "    let handler = SeedHandler()\n    handler.run { flag in\n        \(call)\n    }\n    return nil\n"
        case .runTimeCondition:
            body += "    if seedFlag {\n"
            reports.append(nextLine())
            body += "        \(call)\n    }\n    return nil\n"
        case .guardCondition:
            body += "    guard seedFlag else { return nil }\n"
            reports.append(nextLine())
            body += "    \(call)\n    return nil\n"
        case .shadowingParameter:
            reports.append(nextLine())
            body += "    seedObserve(categories) { categories in\n        \(call)\n    }\n    return nil\n"
        case .unmodelledMutation:
            // The change is a marker at its line, and the call, which registers it beside known categories, says so.
            reports += [nextLine(), nextLine() + 1]
            body += "    categories.formIntersection(categories)\n    \(call)\n    return nil\n"
        }
        body += "}\n"
        constants += "}\n" + Self.support
        return RegistrationProgram(sources: ["Constants.swift": constants, "Registration.swift": body], form: form, reports: reports)
    }

    /// The form the registration call takes: where it is, and what stands around it.
    enum Form: CaseIterable {
        case plain, closureInReturn, closureInAssignment, chain, knownSwitch, doCatch, localReceiver
        /// A call the import must report at its line, the definitions still whole.
        case runTimeCondition, guardCondition
        /// A value the import must report at its line, as a marker the definitions refuse.
        case shadowingParameter, unmodelledMutation

        /// Whether the import's report is a marker, which `compile` refuses.
        var isMarker: Bool { self == .shadowingParameter || self == .unmodelledMutation }
    }

    /// The promise, chain, handler and helpers the forms use, as apps' libraries provide them.
    static let support = """
        final class SeedGuarantee {
            init(_ body: (@escaping () -> Void) -> Void) { body {} }
        }
        struct SeedChain {
            func then(_ body: (Int) -> Void) -> SeedChain { body(0); return self }
            func done(_ body: (Int) -> Void) { body(0) }
        }
        enum SeedMode { case live, test }
        func seedPrepare() throws {}
        final class SeedHandler {
            func run(_ body: (Bool) -> Void) { body(true) }
        }
        var seedFlag: Bool { ProcessInfo.processInfo.environment["SEED_FLAG_OFF"] == nil }
        func seedObserve<T>(_ value: T, _ body: (T) -> Void) { body(value) }

        """
}
