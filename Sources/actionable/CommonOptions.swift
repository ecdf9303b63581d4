import ActionableCore
import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DiagnosticFormat: ExpressibleByArgument {}

/// The options every command that reads definitions shares.
struct DefinitionOptions: ParsableArguments {
    @Argument(help: "Definition files, or directories whose *.yaml and *.yml files (at any depth, hidden entries skipped) are read.")
    var inputs: [String] = []

    @Option(help: "A configuration file; by default, an actionable-config.yaml (or .yml) among the inputs is used.")
    var config: String?

    @Option(help: "How diagnostics are printed: text (to stderr), github, json or sarif (to stdout).")
    var diagnosticsFormat: DiagnosticFormat = .text

    @Flag(inversion: .prefixedNo, help: "Treat warnings as errors: report them as errors and exit with status 1.")
    var warningsAsErrors: Bool?

    @Flag(help: "Follow symbolic links among the inputs that lead outside the working directory (refused by default: an input from a pull request must not read other files).")
    var allowOutsideInputs = false

    /// Where the inputs' links may lead.
    var scope: InputScope { .workingDirectory(allowingOutside: allowOutsideInputs) }

    @Option(name: .customLong("rule"), help: ArgumentHelp(
        "Set a rule's level, over the configuration's 'rules': error, warning, note or off. Repeatable.",
        valueName: "ID=LEVEL"))
    var rules: [String] = []

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("Name at least one definition file or directory.") }
        _ = try commandLineRules()
    }

    /// The levels `--rule` sets; a usage error for an unknown rule or level, or a rule that cannot be lowered.
    func commandLineRules() throws -> RuleSeverities {
        var severities = RuleSeverities()
        for setting in rules {
            do { try severities.set(commandLine: setting) } catch { throw ValidationError(error.description) }
        }
        return severities
    }

    /// The rule levels in force: the configuration's `rules`, with `--rule` over them.
    func ruleSeverities(_ configuration: Configuration) -> RuleSeverities {
        configuration.rules.overridden(by: (try? commandLineRules()) ?? RuleSeverities())
    }

    /// Reads the inputs and the configuration file (`--config`, else the one found among the inputs).
    /// Problems with either are diagnostics of the result, not thrown.
    func read() -> Inputs {
        let reader = InputReader(limits: .default, scope: scope)
        let reading = reader.read(inputs)
        var inputs = Inputs(files: reading.files, diagnostics: reading.diagnostics)
        let paths = config.map { [$0] } ?? reading.configurations
        guard let path = paths.first else { return inputs }
        guard paths.count == 1 else {
            inputs.diagnostics.append(InputReader.tooManyConfigurations(paths, advice: "keep one, or name it with --config"))
            return inputs
        }
        do {
            let file = SourceFile(path: path, contents: try reader.contents(of: path))
            inputs.configuration = Configuration.decode(file, diagnostics: &inputs.diagnostics)
            inputs.configurationDirectory = PathText.directory(of: path)
            inputs.configurationPath = path
        } catch {
            inputs.diagnostics.append(Diagnostic(
                .unreadableInput, "cannot read the configuration file: \(InputReader.reason(error))", at: SourceLocation(path: path)))
        }
        return inputs
    }

    /// The catalog `compiler` checks `inputs`' files into, the check's diagnostics added to `diagnostics`; when any
    /// of them is an error (after the configuration's severities), reports them all and exits with status 1.
    /// The translations of the String Catalog at `path` (only `developmentLanguage` without one); a catalog that
    /// does not exist or cannot be read is an error in `diagnostics`.
    func translations(at path: String?, developmentLanguage: String, diagnostics: inout [Diagnostic]) -> PreviewTranslations {
        let none = PreviewTranslations(developmentLanguage: developmentLanguage)
        guard let path else { return none }
        switch StringsCatalogReader.read(at: path, scope: scope, diagnostics: &diagnostics) {
        case .update(let file)?:
            return PreviewTranslations.read(file.contents, path: path, developmentLanguage: developmentLanguage, diagnostics: &diagnostics)
                ?? none
        case .create?:
            diagnostics.append(Diagnostic(.unreadableInput, "the strings catalog does not exist", at: SourceLocation(path: path)))
            return none
        case nil:
            return none
        }
    }

    func checkedCatalog(_ compiler: Compiler, _ inputs: Inputs, diagnostics: inout [Diagnostic]) throws -> Model {
        let checked = compiler.check(inputs.files)
        diagnostics += checked.diagnostics
        guard let catalog = checked.catalog, !finalized(diagnostics, configuration: inputs.configuration).containsErrors else {
            _ = report(diagnostics, configuration: inputs.configuration)
            throw ExitCode.failure
        }
        return catalog
    }

    /// `diagnostics`, sorted, with warnings promoted to errors when `--warnings-as-errors` (or else the
    /// configuration) says so: what decides whether anything is written.
    func finalized(_ diagnostics: [Diagnostic], configuration: Configuration) -> [Diagnostic] {
        let sorted = diagnostics.sorted()
        return warningsAsErrors ?? configuration.warningsAsErrors?.value ?? false ? sorted.promotingWarningsToErrors() : sorted
    }

    /// Prints `diagnostics`, sorted, in the chosen format, with warnings promoted to errors when
    /// `--warnings-as-errors` (or else the configuration) says so; returns whether there was no error.
    func report(_ diagnostics: [Diagnostic], configuration: Configuration) -> Bool {
        let diagnostics = finalized(diagnostics, configuration: configuration)
        let output = diagnosticsFormat.renderer(workingDirectory: FileManager.default.currentDirectoryPath).render(diagnostics)
        if diagnosticsFormat == .text {
            StandardStreams.writeError(output)
        } else {
            StandardStreams.writeOutput(output)
        }
        return !diagnostics.containsErrors
    }
}

/// What reading the command line's inputs produced.
struct Inputs {
    /// The definition files.
    var files: [SourceFile]
    /// The configuration file's settings; empty without one.
    var configuration = Configuration()
    /// The configuration file's directory, against which its paths are resolved.
    var configurationDirectory: String?
    /// The configuration file's path, if there is one.
    var configurationPath: String?
    /// Problems reading the inputs and the configuration file.
    var diagnostics: [Diagnostic]

    /// Every file read: the definition files and the configuration file, which no output may be.
    var readPaths: [String] {
        files.map(\.path) + (configurationPath.map { [$0] } ?? [])
    }

    /// A path written in the configuration file, as seen from the working directory.
    func resolve(_ path: String) -> String {
        guard let directory = configurationDirectory else { return path }
        return PathText.joined(directory, path)
    }
}

extension OutputError {
    /// The failure as the `invalid-output` error every command that writes reports, at the file.
    var diagnostic: Diagnostic {
        Diagnostic(.invalidOutput, "cannot write \(DiagnosticText.quoted(path)): \(reason)", at: SourceLocation(path: path))
    }
}
