import ActionableCore
import ArgumentParser

/// `actionable rules`: prints the catalog of checks and the catalog of change rules.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every check with its id, severity and purpose, then every change rule of `diff` with its class."
    )

    func run() {
        let width = (Rule.allCases.map(\.rawValue.count) + ChangeRule.allCases.map(\.rawValue.count)).max() ?? 0
        var text = "RULE".padded(to: width) + "  SEVERITY  PURPOSE\n"
        for rule in Rule.allCases {
            text += rule.rawValue.padded(to: width) + "  " + rule.severity.rawValue.padded(to: 8) + "  " + rule.purpose + "\n"
        }
        text += "\n" + "CHANGE RULE".padded(to: width) + "  CLASS       PURPOSE\n"
        for rule in ChangeRule.allCases {
            text += rule.rawValue.padded(to: width) + "  " + rule.changeClass.rawValue.padded(to: 10) + "  " + rule.purpose + "\n"
        }
        StandardStreams.writeOutput(text)
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
