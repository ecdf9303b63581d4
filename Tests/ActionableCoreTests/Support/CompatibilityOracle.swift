@testable import ActionableCore
import ActionableTestSupport
import Foundation

/// Observes what a change to the definitions really does, by building and running the code both sides generate
/// (never by reading a rule table):
///
/// - **source**: an app written against the base's generated API (``CompatibilityClient``) is compiled against
///   the head's (Swift 6; a warning counts);
/// - **wire**: what one side produces that the other side already handled is read by the other side's generated
///   code: the base's registered categories are registered by the head (old servers' `aps.category`); every
///   response the base's registration can produce is read by the head's `Response` as the same kind (known,
///   with or without text), and the head's responses of actions the base defines are read so by the base; pushes
///   of every category and kind both sides have, synthesized from one side's types and written by its
///   encoder, are read by the other side's decoder without a problem; the base's push kinds are recognised by
///   the head. What only the head adds is not wire: no old server sends it, and old builds read it as unknown;
/// - **behavior**: a category both sides register is registered differently (actions, order, titles, options,
///   text fields, icons, intents, placeholders), or a push is read as another known kind.
///
/// Every pair is compiled in one `swiftc` invocation per step (type-check the clients against the bases, which
/// must be clean; type-check them against the heads; build and run one program with every base and head), each
/// side under a namespace of its own (`B3_NotificationCategories`), with the stand-in SDK.
enum CompatibilityOracle {
    /// Two versions of the definitions.
    struct Pair {
        /// What the pair shows, for messages.
        var name: String
        /// The base's definitions (YAML).
        var base: String
        /// The head's definitions.
        var head: String
        /// The base's generation settings (namespace, access level).
        var baseSettings = GenerationSettings.tested()
        /// The head's.
        var headSettings = GenerationSettings.tested()
    }

    /// What the oracle saw for a pair.
    struct Observation: CustomStringConvertible {
        /// Every class observed, with why.
        var findings: [(ChangeClass, String)] = []
        /// What went wrong in the oracle itself; empty when the observation stands.
        var errors: [String] = []
        /// The classes observed.
        var classes: Set<ChangeClass> { Set(findings.map(\.0)) }
        /// The strictest class observed; `compatible` when nothing broke.
        var strictest: ChangeClass { classes.min() ?? .compatible }
        var description: String {
            findings.isEmpty ? "compatible" : findings.map { "\($0.0.rawValue): \($0.1)" }.joined(separator: "; ")
        }
    }

    /// A pair's two sides, checked.
    private struct Sides {
        var pair: Pair
        var base: Model
        var head: Model

        /// The Swift `side`'s definitions generate under the namespace `prefix` + its own.
        func swift(_ yaml: String, _ settings: GenerationSettings, prefix: String) throws -> String {
            var settings = settings
            settings.namespace = prefix + settings.namespace
            guard let swift = Compiler(settings: settings).compile([TestSupport.file("definitions.yaml", yaml)]).swiftSource else {
                throw CompilationFailure(output: "\(pair.name): the definitions do not compile")
            }
            return swift
        }
    }

    struct CompilationFailure: Error, CustomStringConvertible {
        var output: String
        var description: String { "the oracle's own code does not build:\n" + output }
    }

    /// Observes every pair.
    static func observe(_ pairs: [Pair]) throws -> [Observation] {
        let sides = try pairs.map { pair in
            let check = { (yaml: String) throws -> Model in
                let result = Compiler.tested.check([TestSupport.file("definitions.yaml", yaml)])
                guard let model = result.catalog else {
                    throw CompilationFailure(output: "\(pair.name): \(result.diagnostics.map(\.message))")
                }
                return model
            }
            return Sides(pair: pair, base: try check(pair.base), head: try check(pair.head))
        }
        var observations = Array(repeating: Observation(), count: pairs.count)
        try observeSource(sides, into: &observations)
        try observeRunning(sides, into: &observations)
        try observePlists(sides, into: &observations)
        try observeSampleStrings(sides, into: &observations)
        return observations
    }

    // MARK: Samples' strings

    /// What the device does with the loc-keys of the pushes the base's samples make (old servers' fixtures, as
    /// `actionable samples` writes them): it looks each up in the app's String Catalog, the one `compile
    /// --strings-catalog` writes, here read back by Foundation. A key the head's catalog does not hold shows raw in
    /// new builds: a wire break.
    private static func observeSampleStrings(_ sides: [Sides], into observations: inout [Observation]) throws {
        for (index, side) in sides.enumerated() {
            var problems: [Diagnostic] = []
            let strings = side.head.localizedStrings
            guard let bytes = StringCatalogMerger(sourceLanguage: "en").merge(strings, into: nil, diagnostics: &problems) else {
                throw CompilationFailure(output: "the head's String Catalog: \(problems.map(\.message))")
            }
            let catalog = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
            let keys = Set(((catalog?["strings"] as? [String: Any]) ?? [:]).keys)
            for entry in SamplePushes.entries(side.base) {
                guard case .object(let push) = entry.payload, case .object(let aps)? = push["aps"], case .object(let alert)? = aps["alert"] else {
                    continue
                }
                for field in Model.SampleText.Field.allCases {
                    guard case .string(let key)? = alert[field.localizationKey], !keys.contains(key) else { continue }
                    observations[index].findings.append((
                        .wire, "old servers' sample \(entry.file) sends \(field.localizationKey) \(key), which new builds' strings lack"))
                }
            }
        }
    }

    // MARK: Content extensions

    /// What the system reads of the content extensions' `Info.plist` files each side ships, written by
    /// `actionable update-plists` (``ExtensionPlistWriter``) into Xcode's template and read back by Foundation: for a
    /// category both sides have, another extension's attributes, or an extension where there was none (or none where
    /// there was one), is a behavior change. Which extension target it is does not matter, only what is drawn.
    private static func observePlists(_ sides: [Sides], into observations: inout [Observation]) throws {
        for (index, side) in sides.enumerated() {
            let base = try drawnCategories(side.base), head = try drawnCategories(side.head)
            let headCategories = Set(side.head.categories.map(\.identifier))
            for category in side.base.categories.map(\.identifier) where headCategories.contains(category) && base[category] != head[category] {
                observations[index].findings.append((
                    .behavior,
                    "category \(category) is drawn \(head[category].map { "with \($0)" } ?? "by no content extension") in the head's plists, "
                        + "\(base[category].map { "with \($0)" } ?? "by none") in the base's"))
            }
        }
    }

    /// For each category a content extension of `model` draws, the attributes its written plist gives the system, as
    /// text (flags the plist leaves out read as `false`, as the system reads them).
    private static func drawnCategories(_ model: Model) throws -> [String: String] {
        var drawn: [String: String] = [:]
        for contentExtension in model.contentExtensions {
            let written = try ExtensionPlistWriter.updated(Array(InfoPlistFixture.plist([]).utf8), contentExtension: contentExtension)
            let plist = try PropertyListSerialization.propertyList(from: Data(written), format: nil) as? [String: Any]
            guard let attributes = (plist?["NSExtension"] as? [String: Any])?["NSExtensionAttributes"] as? [String: Any] else {
                throw CompilationFailure(output: "the written plist of \(contentExtension.identifier) has no NSExtensionAttributes")
            }
            let listed = attributes["UNNotificationExtensionCategory"].map { ($0 as? [String]) ?? [$0 as? String ?? ""] } ?? []
            let flags = ["UNNotificationExtensionDefaultContentHidden", "UNNotificationExtensionOverridesDefaultTitle",
                         "UNNotificationExtensionUserInteractionEnabled"]
            let ratio = (attributes["UNNotificationExtensionInitialContentSizeRatio"] as? NSNumber)?.doubleValue
            let text = "ratio \(ratio.map { String($0) } ?? "none")" + flags.map { ", \($0) \(attributes[$0] as? Bool ?? false)" }.joined()
            for category in listed { drawn[category] = text }
        }
        return drawn
    }

    /// `Bundle.module`, which SwiftPM declares for a target with resources: code generated with
    /// `localization.bundle: module` looks its strings up there.
    /// (Foundation is imported at the generated code's access level, as every file of a module must.)
    private static func moduleBundle(_ access: AccessLevel) -> String {
        "\(access.modifier)import Foundation\n\nextension Bundle {\n    \(access.modifier)static var module: Bundle { .main }\n}\n"
    }

    // MARK: Source

    /// Type-checks each client against its base (it must be clean), then against its head: an error or warning
    /// in a client's file is a source break. Clients of a public or package API are another module; of an
    /// internal one, in the generated code's module.
    private static func observeSource(_ sides: [Sides], into observations: inout [Observation]) throws {
        // Files of one module must import Foundation at one access level: each access level is a module of its own.
        for baseAccess in AccessLevel.allCases {
            let indices = sides.indices.filter { sides[$0].pair.baseSettings.accessLevel == baseAccess }
            guard !indices.isEmpty else { continue }
            let separateModule = baseAccess != .internal
            var clients: [Int: String] = [:]
            var bases: [String: String] = [:]
            // A client is made from its base alone, so clients of one base (the same definitions in the same settings)
            // differ only in the namespace's name: each distinct base is checked with its first client.
            var checkedBases: [(yaml: String, settings: GenerationSettings)] = []
            var checkedClients: [String: String] = [:]
            for index in indices {
                let side = sides[index]
                clients[index] = (separateModule ? "import Generated\n" : "") + CompatibilityClient(
                    model: side.base, namespace: "P\(index)_" + side.pair.baseSettings.namespace, name: "Client\(index)").source
                guard !checkedBases.contains(where: { $0.yaml == side.pair.base && $0.settings == side.pair.baseSettings }) else { continue }
                checkedBases.append((side.pair.base, side.pair.baseSettings))
                checkedClients["Client\(index).swift"] = clients[index]
                bases["Side\(index).swift"] = try side.swift(side.pair.base, side.pair.baseSettings, prefix: "P\(index)_")
            }
            let baseFound = try diagnostics(typeCheck(checkedClients, against: bases, access: baseAccess, separateModule: separateModule))
            guard baseFound.isEmpty else {
                throw CompilationFailure(output: "clients against their bases:\n" + baseFound.values.joined().prefix(5).joined(separator: "\n"))
            }
            for headAccess in AccessLevel.allCases {
                let group = indices.filter { sides[$0].pair.headSettings.accessLevel == headAccess }
                guard !group.isEmpty else { continue }
                var heads: [String: String] = [:]
                for index in group {
                    let side = sides[index]
                    heads["Side\(index).swift"] = try side.swift(side.pair.head, side.pair.headSettings, prefix: "P\(index)_")
                }
                let files = Dictionary(uniqueKeysWithValues: group.map { ("Client\($0).swift", clients[$0]!) })
                for (file, lines) in try diagnostics(typeCheck(files, against: heads, access: headAccess, separateModule: separateModule)) {
                    guard file.hasPrefix("Client"), let index = Int(file.dropFirst(6)) else {
                        throw CompilationFailure(output: "a head's generated code:\n" + lines.prefix(3).joined(separator: "\n"))
                    }
                    observations[index].findings.append((.source, "the base's app does not build against the head: " + lines[0]))
                }
            }
        }
    }

    /// The errors and warnings in `output`, by the name of their file without `.swift` (`Client3`, `Side3`).
    private static func diagnostics(_ output: String) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for line in output.split(separator: "\n") where line.contains(": error: ") || line.contains(": warning: ") {
            guard let range = line.range(of: #"(Client|Side)[0-9]+\.swift:"#, options: .regularExpression) else {
                found["Side?", default: []].append(String(line))
                continue
            }
            found[String(line[range].dropLast(7)), default: []].append(String(line))
        }
        return found
    }

    /// Type-checks `clients` with `generated`, in one module or with `generated` as a module of its own; returns
    /// the compiler's output.
    private static func typeCheck(
        _ clients: [String: String], against generated: [String: String], access: AccessLevel, separateModule: Bool
    ) throws -> String {
        let sdk = try GeneratedProgram.standInSDK.get()
        // Every file is checked, however many others have errors: each client's errors are its own observation.
        let common = [
            "-swift-version", "6", "-I", sdk.path, "-package-name", "oracle", "-parse-as-library", "-continue-building-after-errors",
        ] + (try GeneratedProgram.runtimeFlags(withStandInSDK: true))
        let generatedFiles = generated.merging(["ModuleBundle.swift": moduleBundle(access)]) { first, _ in first }
        guard separateModule else {
            return try CompileCache.swiftc(common + ["-typecheck"], sources: generatedFiles.merging(clients) { first, _ in first }, kind: "oracle").output
        }
        let module = try CompileCache.swiftc(common + [
            "-emit-module", "-module-name", "Generated", "-emit-module-path", "Generated.swiftmodule",
        ], sources: generatedFiles, kind: "oracle")
        guard module.status == 0 else { return module.output }
        // The app is another package: it sees a public API, not a package one.
        let app = common.map { $0 == "oracle" ? "app" : $0 }
        let result = try CompileCache.swiftc(app + ["-I", module.directory.path, "-typecheck"], sources: clients, kind: "oracle")
        return module.output + result.output
    }

    // MARK: Wire and behavior

    /// Builds one program with every base (namespace `B<n>_...`) and head (`H<n>_...`), runs each pair's probes
    /// and reads what they print. Each pair's probes are a function in a file of their own (`Probes<n>.swift`), which
    /// `main.swift` calls in turn: the compiler's cost grows faster than linearly in one function's length (all the
    /// full tier's probes as `main.swift`'s top-level code took five minutes to build, in one frontend job).
    private static func observeRunning(_ sides: [Sides], into observations: inout [Observation]) throws {
        var sources: [String: String] = [:]
        var main = CompatibilityProbe.helpers
        var plans: [[CompatibilityProbe]] = []
        // Most pairs share their base (the rules' one base definitions, in the same settings): each distinct base is
        // generated once, under the namespace of the first pair that has it.
        var bases: [(yaml: String, settings: GenerationSettings, prefix: String)] = []
        for (index, side) in sides.enumerated() {
            let head = "H\(index)_"
            // Access levels do not change what the code does; one module imports Foundation one way.
            var baseSettings = side.pair.baseSettings, headSettings = side.pair.headSettings
            baseSettings.accessLevel = .internal
            headSettings.accessLevel = .internal
            let base: String
            if let shared = bases.first(where: { $0.yaml == side.pair.base && $0.settings == baseSettings }) {
                base = shared.prefix
            } else {
                base = "B\(index)_"
                bases.append((side.pair.base, baseSettings, base))
                sources["Base\(index).swift"] = try side.swift(side.pair.base, baseSettings, prefix: base)
            }
            sources["Head\(index).swift"] = try side.swift(side.pair.head, headSettings, prefix: head)
            let probes = CompatibilityProbe.plan(
                base: side.base, head: side.head, base: base + side.pair.baseSettings.namespace, head: head + side.pair.headSettings.namespace)
            plans.append(probes)
            sources["Probes\(index).swift"] = CompatibilityProbe.imports + "\nfunc probePair\(index)() {\n"
                + probes.map { "    " + $0.code + "\n" }.joined() + "}\n"
            main += "print(\"PAIR \(index)\")\nprobePair\(index)()\n"
        }
        sources["main.swift"] = main
        sources["ModuleBundle.swift"] = moduleBundle(.internal)
        let output = try GeneratedProgram.runOnce(sources: sources).standardOutput
        var pair = -1
        var lines: [Int: [String]] = [:]
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("PAIR "), let index = Int(line.dropFirst(5)) {
                pair = index
            } else {
                lines[pair, default: []].append(String(line))
            }
        }
        for (index, probes) in plans.enumerated() {
            let printed = lines[index] ?? []
            guard printed.count >= probes.count else {
                observations[index].errors.append("printed \(printed.count) lines for \(probes.count) probes")
                continue
            }
            for (probe, line) in zip(probes, printed) {
                switch probe.judge(line) {
                case .fine: break
                case .found(let changeClass, let reason): observations[index].findings.append((changeClass, reason))
                case .broken(let reason): observations[index].errors.append(reason)
                }
            }
        }
    }
}
