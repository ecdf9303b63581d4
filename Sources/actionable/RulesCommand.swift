import ActionableCore
import ArgumentParser

extension RuleReference.Format: ExpressibleByArgument {}

/// `actionable rules`: prints the catalog of checks and the catalog of change rules.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every check with its id, severity and purpose, then every change rule of `diff` with its class."
    )

    @Option(help: "text (aligned tables) or markdown (the page Documentation/Rules.md is generated from).")
    var format: RuleReference.Format = .text

    func run() {
        StandardStreams.writeOutput(RuleReference.render(format))
    }
}
