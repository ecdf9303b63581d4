import ActionableCore
import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ChangeFormat: ExpressibleByArgument {}
extension FailureThreshold: ExpressibleByArgument {}

/// `actionable diff`: what changed between two versions of the definitions, and whether it breaks shipped
/// apps or servers.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Report what changed between two versions of the definitions, and whether it breaks shipped apps or servers.",
        discussion: """
            Each side is a manifest (a .json file), or definition files and directories (with their \
            actionable-config.yaml, if any). With --against REV, the paths are the head side and the same \
            paths in git revision REV are the base, read through git without a checkout. \
            Exit status: 0 when no change fails the check, 1 when one does (see --fail-on), 2 when a side \
            cannot be read or has errors, 64 for a command-line mistake.
            """
    )

    @Argument(help: "The base side, then the head side; with --against, the head side's paths.")
    var sides: [String] = []

    @Option(help: "Compare the paths as they are now with the same paths in this git revision (a branch, tag or commit).")
    var against: String?

    @Option(help: "How the report is printed: text, markdown (a pull-request comment), json, github (annotations), sarif (code scanning) or html (a page drawing each changed category before and after).")
    var format: ChangeFormat = .text

    @Option(help: "The least severe class of change that fails the check: wire, behavior, source or none.")
    var failOn: FailureThreshold = .wire

    @Flag(help: "Follow symbolic links that lead outside the working directory (with --against: the repository).")
    var allowOutsideInputs = false

    func validate() throws {
        if against == nil, sides.count != 2 {
            throw ValidationError("Name two sides, `actionable diff <base> <head>`, or the paths to compare with --against REV.")
        }
        if against != nil, sides.isEmpty {
            throw ValidationError("Name the paths to compare with --against, such as `actionable diff --against main Definitions`.")
        }
    }

    func run() throws {
        let limits = InputLimits.default
        let base: DiffSide
        let head: DiffSide
        if let against {
            do {
                let top = try GitRevisionReader.topLevel()
                base = DiffSide.read(sides, at: against, top: top, allowingOutside: allowOutsideInputs, limits: limits)
                head = DiffSide.read(sides, limits: limits, scope: .repository(top, allowingOutside: allowOutsideInputs))
            } catch {
                let problem = Diagnostic(.unreadableInput, error.message, at: SourceLocation(path: against))
                base = DiffSide(label: against, snapshot: nil, diagnostics: [problem])
                head = DiffSide.read(sides, limits: limits, scope: .workingDirectory(allowingOutside: allowOutsideInputs))
            }
        } else {
            let scope = InputScope.workingDirectory(allowingOutside: allowOutsideInputs)
            base = DiffSide.read([sides[0]], limits: limits, scope: scope)
            head = DiffSide.read([sides[1]], limits: limits, scope: scope)
        }
        guard let old = base.snapshot, let new = head.snapshot else {
            reportUnusable([("base", base), ("head", head)].filter { $0.1.snapshot == nil })
            throw ExitCode(2)
        }
        let report = ChangeReport(
            base: base.label, head: head.label, changes: ModelDiffer().changes(from: old, to: new), threshold: failOn,
            pathMapping: pathMapping, headFile: head.mainFile, sides: ChangeReport.Sides(base: old, head: new))
        StandardStreams.writeOutput(format.renderer(workingDirectory: FileManager.default.currentDirectoryPath).render(report))
        if report.failed { throw ExitCode.failure }
    }

    /// How a base-side path names the same file in the head side: `REV:path` is `path`; for two sides
    /// named on the command line, the base's path is replaced by the head's.
    private var pathMapping: ChangeReport.PathMapping? {
        if let against { return ChangeReport.PathMapping(basePrefix: against + ":", headPrefix: "") }
        return ChangeReport.PathMapping(basePrefix: sides[0], headPrefix: sides[1])
    }

    /// Prints the errors of each side that could not be compared, in the chosen format.
    private func reportUnusable(_ sides: [(name: String, side: DiffSide)]) {
        let errors = sides.flatMap { $0.side.diagnostics.filter { $0.severity == .error } }.sorted()
        let summary = sides.map { "the \($0.name) side (\(DiagnosticText.escaped($0.side.label))) has errors" }.joined(separator: " and ") + "; nothing was compared"
        switch format {
        case .text, .html:
            StandardStreams.writeError(TextDiagnosticRenderer().render(errors) + "actionable: error: \(summary)\n")
        case .github:
            StandardStreams.writeOutput(GitHubDiagnosticRenderer().render(errors))
        case .json:
            StandardStreams.writeOutput(JSONDiagnosticRenderer().render(errors))
        case .sarif:
            StandardStreams.writeOutput(SARIFDiagnosticRenderer(workingDirectory: FileManager.default.currentDirectoryPath).render(errors))
        case .markdown:
            StandardStreams.writeOutput(MarkdownChangeRenderer().renderUnusable(summary: summary, errors: errors))
        }
    }
}
