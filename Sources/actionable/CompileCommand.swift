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

    @Option(help: "Where to write the generated Swift file (default: the configuration's swiftOut).")
    var swiftOut: String?

    @Option(help: "Where to write the JSON manifest (default: the configuration's manifestOut).")
    var manifestOut: String?

    @Option(help: "The name of the generated enum that holds everything (default: the configuration's, else NotificationCategories).")
    var namespace: String?

    @Option(help: "The access level of every generated declaration (default: the configuration's, else internal).")
    var accessLevel: AccessLevel?

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
        if let developmentLanguage, !LocalizationSettings.isValidLanguage(developmentLanguage) {
            throw ValidationError("--development-language '\(developmentLanguage)' is not a language code such as en, pt-BR or zh-Hans.")
        }
    }

    func run() throws {
        let inputs = definitions.read()
        // Each setting: the command line, else the configuration file, else the default.
        let settings = inputs.configuration
        let swiftPath = swiftOut ?? settings.swiftOut.map { inputs.resolve($0.value) }
        let manifestPath = manifestOut ?? settings.manifestOut.map { inputs.resolve($0.value) }
        let catalogPath = stringsCatalog ?? settings.stringsCatalog.map { inputs.resolve($0.value) }
        var compiler = Compiler(
            namespace: namespace ?? settings.namespace?.value ?? Compiler.defaultNamespace,
            accessLevel: accessLevel ?? settings.accessLevel?.value ?? .internal,
            localizationSettings: settings.localizationSettings(bundle: localizationBundle, table: localizationTable),
            swiftNameStripPrefixes: settings.swiftNameStripPrefix.map(\.value))
        if sequential { compiler.parallelism = .sequential }
        compiler.ruleSeverities = definitions.ruleSeverities(settings)
        compiler.developmentLanguage = developmentLanguage ?? settings.developmentLanguage?.value ?? "en"
        let paths = OutputPaths(swift: swiftPath, manifest: manifestPath, stringsCatalog: catalogPath)
        let succeeded = inputs.diagnostics.containsErrors
            ? definitions.report(inputs.diagnostics + compiler.check(inputs.files).diagnostics, configuration: settings)
            : try compileAndReport(inputs, compiler: compiler, paths: paths)
        guard succeeded else { throw ExitCode.failure }
    }

    /// Where the outputs go; each is optional, and at least one must be named.
    private struct OutputPaths {
        var swift: String?
        var manifest: String?
        var stringsCatalog: String?

        /// Throws a usage error unless at least one output is named and no two share a path.
        func validate() throws {
            let named = [("Swift file", swift), ("manifest", manifest), ("strings catalog", stringsCatalog)]
                .compactMap { name, path in path.map { (name: name, path: $0) } }
            guard !named.isEmpty else {
                throw ValidationError("Name at least one output with --swift-out, --manifest-out or --strings-catalog, or swiftOut, manifestOut or stringsCatalog in the configuration.")
            }
            for (index, output) in named.enumerated() {
                if let other = named[..<index].first(where: { $0.path == output.path }) {
                    throw ValidationError("The \(other.name) and the \(output.name) would be the same file, '\(output.path)'.")
                }
            }
        }
    }

    /// Compiles, reports, and writes (or with `--check`, compares) the outputs; returns whether there was no error.
    private func compileAndReport(_ inputs: Inputs, compiler: Compiler, paths: OutputPaths) throws -> Bool {
        try paths.validate()
        var diagnostics = inputs.diagnostics
        var catalog: Compiler.StringsCatalog?
        if let path = paths.stringsCatalog {
            catalog = StringsCatalogReader.read(at: path, diagnostics: &diagnostics)
            guard catalog != nil else { return definitions.report(diagnostics, configuration: inputs.configuration) }
        }
        let result = compiler.compile(inputs.files, stringsCatalog: catalog)
        guard definitions.report(diagnostics + result.diagnostics, configuration: inputs.configuration) else { return false }
        var outputs: [OutputFile] = []
        if let swift = result.swiftSource, let path = paths.swift { outputs.append(OutputFile(path: path, contents: swift)) }
        if let manifest = result.manifest, let path = paths.manifest { outputs.append(OutputFile(path: path, contents: manifest)) }
        if let bytes = result.stringsCatalog, let path = paths.stringsCatalog {
            outputs.append(OutputFile(path: path, contents: String(decoding: bytes, as: UTF8.self)))
        }
        if check { return checkFreshness(of: outputs) }
        do {
            try OutputWriter().commit(outputs)
        } catch {
            StandardStreams.writeError("actionable: error: \(error)\n")
            return false
        }
        return true
    }

    /// `--check`: reports each output that is not current, on standard error; returns whether all are current.
    private func checkFreshness(of outputs: [OutputFile]) -> Bool {
        let writer = OutputWriter()
        var outdated = 0
        for output in outputs {
            switch writer.freshness(of: output) {
            case .current: continue
            case .missing: StandardStreams.writeError("\(output.path): error: missing; run `actionable compile` without --check to write it\n")
            case .stale: StandardStreams.writeError("\(output.path): error: not what the definitions generate; run `actionable compile` without --check to update it\n")
            }
            outdated += 1
        }
        return outdated == 0
    }
}

extension AccessLevel: ExpressibleByArgument {}

extension LocalizationBundle: ExpressibleByArgument {}
