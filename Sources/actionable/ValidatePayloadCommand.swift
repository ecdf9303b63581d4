import ActionableCore
import ArgumentParser
import Foundation

/// `actionable validate-payload`: checks APNs payload files (JSON) against the definitions.
struct ValidatePayloadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate-payload",
        abstract: "Check APNs payload files (JSON) against the definitions: category, custom keys, aps fields and size.",
        discussion: """
            Each problem is reported at the line and column of the payload file with its rule id. \
            Exit status 1 when a definition or a payload has an error.
            """
    )

    @OptionGroup var definitions: DefinitionOptions

    @Option(name: .customLong("payload"), parsing: .upToNextOption, help: ArgumentHelp(
        "APNs payload files to check (JSON, as sent to APNs). Repeatable; one flag may name several files.",
        valueName: "file.json"))
    var payloads: [String] = []

    func validate() throws {
        guard !payloads.isEmpty else { throw ValidationError("Name at least one payload file with --payload.") }
    }

    func run() throws {
        let inputs = definitions.read()
        var compiler = Compiler(settings: GenerationSettings(configuration: inputs.configuration))
        compiler.ruleSeverities = definitions.ruleSeverities(inputs.configuration)
        let check = compiler.check(inputs.files)
        var diagnostics = inputs.diagnostics + check.diagnostics
        if let model = check.catalog {
            let validator = PushPayloadValidator(model: model)
            for path in payloads {
                diagnostics += Self.read(path).map(validator.validate) ?? [Self.unreadable(path)]
            }
        }
        let severities = definitions.ruleSeverities(inputs.configuration)
        if !definitions.report(severities.apply(to: diagnostics), configuration: inputs.configuration) { throw ExitCode.failure }
    }

    /// The payload file at `path`, or `nil` when it is not a readable regular file. A file larger than the limit
    /// is read up to one byte past it: its size alone is the problem.
    private static func read(_ path: String) -> SourceFile? {
        guard (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular,
              let contents = try? InputReader(limits: .default).contents(of: path) else { return nil }
        return SourceFile(path: path, contents: contents)
    }

    private static func unreadable(_ path: String) -> Diagnostic {
        Diagnostic(.unreadableInput, "cannot read the payload file: it does not exist, is not a regular file, or is not readable",
                   at: SourceLocation(path: path))
    }
}
