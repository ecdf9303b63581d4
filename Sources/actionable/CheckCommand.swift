import ActionableCore
import ArgumentParser

/// `actionable check`: validates definitions and writes nothing.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check definitions and report every problem; write nothing."
    )

    @OptionGroup var definitions: DefinitionOptions

    func run() throws {
        let succeeded = definitions.run { files in Compiler().check(files).diagnostics }
        if !succeeded { throw ExitCode.failure }
    }
}
