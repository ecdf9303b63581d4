import ActionableCore
import ArgumentParser

/// `actionable compile`: checks definitions and writes the Swift file and the manifest, or nothing at all.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Check definitions and write the generated Swift and JSON manifest.",
        discussion: """
            Nothing is written when any error is found. Each output is replaced atomically, and a file \
            whose bytes would not change is left untouched. With --check nothing is written at all: the \
            command fails and names every output that is missing or out of date (a CI gate for committed outputs).
            """
    )

    @OptionGroup var definitions: DefinitionOptions
    @OptionGroup var plists: ExtensionPlistOptions

    @Option(help: "Where to write the generated Swift file (default: the configuration's swiftOut).")
    var swiftOut: String?

    @Option(help: "Where to write the JSON manifest (default: the configuration's manifestOut).")
    var manifestOut: String?

    @Option(help: "The name of the generated enum that holds everything (default: the configuration's, else NotificationCategories).")
    var namespace: String?

    @Option(help: "The access level of every generated declaration (default: the configuration's, else internal).")
    var accessLevel: AccessLevel?

    @Option(help: ArgumentHelp(
        "Where the Swift file finds its runtime: module (import the ActionableRuntime library) or embedded (a private copy in the file) (default: the configuration's 'runtime', else module).",
        discussion: "embedded suits a target that cannot add the Actionable package as a dependency."))
    var runtime: RuntimeMode?

    @Option(name: .customLong("generate"), help: ArgumentHelp(
        "The parts of the Swift file to generate: app, server, or both (default: the configuration's 'generate', else both).",
        discussion: "app: registration, responses, typed user info and local content; server: typed user info and the APNs Payload. Repeat the flag or write app,server.",
        valueName: "part"))
    var generate: [String] = []

    @Option(help: ArgumentHelp(
        "Create or update this Xcode String Catalog (.xcstrings) with every localized string (default: the configuration's stringsCatalog).",
        discussion: "Other languages' translations and strings that actionable did not write are never changed."))
    var stringsCatalog: String?

    @Option(help: "The bundle the generated code looks localized text up in: main or module (default: the configuration's, else main).")
    var localizationBundle: LocalizationBundle?

    @Option(help: "The strings table the generated code looks localized text up in (default: the configuration's, else Localizable).")
    var localizationTable: String?

    @Option(help: "The development language of a strings catalog that is created (default: the configuration's, else en).")
    var developmentLanguage: String?

    @Flag(help: "Write nothing; exit 1 and name every output that is missing or differs from what would be written.")
    var check = false

    @Flag(help: ArgumentHelp(
        "Use one core only (for the test and the benchmark that compare its outputs with a normal run's).",
        visibility: .hidden))
    var sequential = false

    func validate() throws {
        if let namespace, !SwiftIdentifier.isValidName(namespace) {
            throw ValidationError("--namespace '\(namespace)' is not a usable Swift name (ASCII letters, digits and '_', not starting with a digit).")
        }
        if let namespace, !SwiftIdentifier.isValidNamespace(namespace) {
            throw ValidationError("--namespace '\(namespace)' would hide a type or module the generated code uses; choose another name.")
        }
        if let localizationTable, !LocalizationSettings.isValidTable(localizationTable) {
            throw ValidationError("--localization-table '\(localizationTable)' is not a table name (ASCII letters, digits, '_', '-' and '.', not starting with '.').")
        }
        _ = try generatedParts()
        if let developmentLanguage, !LocalizationSettings.isValidLanguage(developmentLanguage) {
            throw ValidationError("--development-language '\(developmentLanguage)' is not a language code such as en, pt-BR or zh-Hans.")
        }
    }

    func run() throws {
        var inputs = definitions.read()
        let settings = inputs.configuration
        // An output the command line names wins; one the configuration names keeps where it is written.
        func target(_ role: String, _ given: String?, _ setting: Located<String>?) -> OutputTarget? {
            if let given { return OutputTarget(role: role, path: given, setting: nil) }
            return setting.map { OutputTarget(role: role, path: inputs.resolve($0.value), setting: $0.location) }
        }
        let flags = GenerationSettings.Overrides(
            namespace: namespace, accessLevel: accessLevel, localizationBundle: localizationBundle,
            localizationTable: localizationTable, developmentLanguage: developmentLanguage, parts: try generatedParts(),
            runtime: runtime)
        var compiler = Compiler(settings: GenerationSettings(configuration: settings, overriddenBy: flags))
        if sequential { compiler.parallelism = .sequential }
        compiler.ruleSeverities = definitions.ruleSeverities(settings)
        compiler.extensionPlists = ExtensionPlistFiles.read(
            inputs, found: plists.paths, scope: definitions.scope, diagnostics: &inputs.diagnostics)
        let paths = OutputPaths(
            swift: target("Swift file", swiftOut, settings.swiftOut),
            manifest: target("manifest", manifestOut, settings.manifestOut),
            stringsCatalog: target("strings catalog", stringsCatalog, settings.stringsCatalog))
        let succeeded = inputs.diagnostics.containsErrors
            ? definitions.report(inputs.diagnostics + compiler.check(inputs.files).diagnostics, configuration: settings)
            : try compileAndReport(inputs, compiler: compiler, paths: paths)
        guard succeeded else { throw ExitCode.failure }
    }

    /// The parts `--generate` names (each value may list several, separated by commas); `nil` without the flag.
    private func generatedParts() throws -> Set<GeneratedPart>? {
        guard !generate.isEmpty else { return nil }
        var parts: Set<GeneratedPart> = []
        for word in generate.flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false) }) {
            guard let part = GeneratedPart(rawValue: word.trimmingWhitespace) else {
                throw ValidationError("--generate '\(word)' is not a part; write app, server or both (app,server).")
            }
            parts.insert(part)
        }
        return parts
    }

    /// Where the outputs go; each is optional, and at least one must be named.
    private struct OutputPaths {
        var swift: OutputTarget?
        var manifest: OutputTarget?
        var stringsCatalog: OutputTarget?

        /// The named outputs.
        var targets: [OutputTarget] { [swift, manifest, stringsCatalog].compactMap { $0 } }

        /// Throws a usage error unless at least one output is named and no two share a path as written (two
        /// paths that lead to one file are ``OutputSafety``'s to refuse).
        func validate() throws {
            guard !targets.isEmpty else {
                throw ValidationError("Name at least one output with --swift-out, --manifest-out or --strings-catalog, or swiftOut, manifestOut or stringsCatalog in the configuration.")
            }
            for (index, output) in targets.enumerated() {
                if let other = targets[..<index].first(where: { $0.path == output.path }) {
                    throw ValidationError("The \(other.role) and the \(output.role) would be the same file, '\(output.path)'.")
                }
            }
        }
    }

    /// Compiles, then writes (or with `--check`, compares) the outputs, and reports every problem once, in the
    /// chosen format; returns whether there was no error.
    private func compileAndReport(_ inputs: Inputs, compiler: Compiler, paths: OutputPaths) throws -> Bool {
        try paths.validate()
        // Outputs are vetted before anything is read or written at their paths.
        let safety = OutputSafety(configurationDirectory: inputs.configurationDirectory, inputs: inputs.readPaths)
        let unsafe = safety.problems(paths.targets)
        var diagnostics = inputs.diagnostics + unsafe
        // The catalog is read (it is an output that is merged) only when every output may be written.
        var catalog: Compiler.StringsCatalog?
        if let target = paths.stringsCatalog, unsafe.isEmpty {
            catalog = StringsCatalogReader.read(at: target.path, scope: definitions.scope, diagnostics: &diagnostics)
        }
        let catalogUnreadable = paths.stringsCatalog != nil && unsafe.isEmpty && catalog == nil
        let result = compiler.compile(inputs.files, stringsCatalog: catalog)
        diagnostics += result.diagnostics
        // With an unreadable catalog or an unsafe output, the definitions are still checked, and nothing is written.
        guard !definitions.finalized(diagnostics, configuration: inputs.configuration).containsErrors, !catalogUnreadable else {
            return definitions.report(diagnostics, configuration: inputs.configuration)
        }
        let targets: [(GeneratedFile.Role, OutputTarget?)] = [(.swift, paths.swift), (.manifest, paths.manifest), (.stringsCatalog, paths.stringsCatalog)]
        let outputs = targets.compactMap { role, target in
            target.flatMap { target in result.file(role).map { OutputFile(path: target.path, contents: $0.bytes) } }
        }
        // The manifest and the catalog are read back (by diff and by the next compile): neither is written larger
        // than a run reads.
        let limit = InputLimits.default.maxGeneratedFileBytes
        let oversized = targets.compactMap { role, target -> Diagnostic? in
            guard role != .swift, let target, let file = result.file(role), file.bytes.count > limit else { return nil }
            return Diagnostic(
                .inputLimit,
                "the \(target.role) would be \(file.bytes.count) bytes, over the \(limit) bytes actionable reads back; nothing was written",
                at: SourceLocation(path: target.path))
        }
        guard oversized.isEmpty else { return definitions.report(diagnostics + oversized, configuration: inputs.configuration) }
        if check {
            diagnostics += staleOutputs(outputs)
        } else {
            do {
                try OutputWriter().commit(outputs)
            } catch {
                diagnostics.append(error.diagnostic)
            }
        }
        return definitions.report(diagnostics, configuration: inputs.configuration)
    }

    /// `--check`: a `stale-output` error for each output that is missing or not what would be written.
    private func staleOutputs(_ outputs: [OutputFile]) -> [Diagnostic] {
        let writer = OutputWriter()
        return outputs.compactMap { output in
            switch writer.freshness(of: output) {
            case .current: return nil
            case .missing:
                return Diagnostic(.staleOutput, "missing; run `actionable compile` without --check to write it", at: SourceLocation(path: output.path))
            case .stale:
                return Diagnostic(.staleOutput, "not what the definitions generate; run `actionable compile` without --check to update it",
                                  at: SourceLocation(path: output.path))
            }
        }
    }
}

extension AccessLevel: ExpressibleByArgument {}

extension RuntimeMode: ExpressibleByArgument {}

extension LocalizationBundle: ExpressibleByArgument {}
