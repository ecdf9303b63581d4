import ActionableCore
import ArgumentParser

/// `actionable check`: validates definitions and writes nothing.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check definitions and report every problem; write nothing."
    )

    @OptionGroup var definitions: DefinitionOptions
    @OptionGroup var plists: ExtensionPlistOptions

    func run() throws {
        let inputs = definitions.read()
        var compiler = Compiler(settings: GenerationSettings(configuration: inputs.configuration))
        compiler.ruleSeverities = definitions.ruleSeverities(inputs.configuration)
        var diagnostics = inputs.diagnostics
        compiler.extensionPlists = ExtensionPlistFiles.read(
            inputs, found: plists.paths, scope: definitions.scope, diagnostics: &diagnostics)
        diagnostics += compiler.check(inputs.files).diagnostics
        if !definitions.report(diagnostics, configuration: inputs.configuration) { throw ExitCode.failure }
    }
}
