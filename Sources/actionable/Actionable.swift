import ActionableCore
import ArgumentParser

/// The `actionable` command: compiles notification category definitions into Swift and a JSON manifest.
@main
struct Actionable: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "actionable",
        abstract: "Compile actionable-notification category definitions (YAML) into Swift and a JSON manifest.",
        discussion: """
            Exit status: 0 when there is no error (warnings allowed), 1 when any error was found \
            (or any warning, with --warnings-as-errors), 64 for a command-line mistake.
            """,
        version: ActionableVersion.current,
        subcommands: [
            CompileCommand.self, CheckCommand.self, DiffCommand.self, ValidatePayloadCommand.self, ShowCommand.self, PreviewCommand.self,
            SamplesCommand.self, UpdatePlistsCommand.self, ImportCommand.self,
            RulesCommand.self,
        ]
    )
}
