import ActionableCore
import ArgumentParser

/// `actionable validate-payload`: checks APNs payload files (JSON) against the definitions.
struct ValidatePayloadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate-payload",
        abstract: "Check APNs payload files (JSON) against the definitions: category or push kind, custom keys, aps fields and size.",
        discussion: """
            A payload that names no category (aps.category) is checked as the first push kind (pushes:) \
            that recognises it, or as the kind --push names. \
            Each problem is reported at the line and column of the payload file with its rule id. \
            Exit status 1 when a definition or a payload has an error.
            """
    )

    @OptionGroup var definitions: DefinitionOptions

    @Option(name: .customLong("payload"), parsing: .upToNextOption, help: ArgumentHelp(
        "APNs payload files to check (JSON, as sent to APNs). Repeatable; one flag may name several files.",
        valueName: "file.json"))
    var payloads: [String] = []

    @Option(name: .customLong("push"), help: ArgumentHelp(
        "Check every payload as a push of this kind (an id under 'pushes'), however it is recognised otherwise.",
        valueName: "kind"))
    var push: String?

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
            let kind = push.flatMap(validator.pushKind(named:))
            for path in payloads {
                if let push, kind == nil {
                    diagnostics.append(validator.unknownPushKind(push, path: path))
                    continue
                }
                do {
                    diagnostics += validator.validate(try Self.read(path, scope: definitions.scope), as: kind)
                } catch {
                    diagnostics.append(Diagnostic(
                        .unreadableInput, "cannot read the payload file: \(error.reason)", at: SourceLocation(path: path)))
                }
            }
        }
        let severities = definitions.ruleSeverities(inputs.configuration)
        if !definitions.report(severities.apply(to: diagnostics), configuration: inputs.configuration) { throw ExitCode.failure }
    }

    /// The payload file at `path`, its links followed within `scope`, or why it cannot be read. A file larger
    /// than the limit is read up to one byte past it: its size alone is the problem.
    private static func read(_ path: String, scope: InputScope) throws(InputReader.Unreadable) -> SourceFile {
        SourceFile(path: path, contents: try InputReader(limits: .default, scope: scope).contents(of: path))
    }
}
