import ActionableCore
import ArgumentParser

/// `actionable show`: prints what a manifest or definitions declare as a sorted listing, one fact per line;
/// made to be `git diff`'s textconv, so it never fails on content.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a manifest, or definitions, as a sorted listing with one fact per line (a git diff textconv).",
        discussion: """
            Input that does not compile on its own (such as one definition file that uses shared actions \
            defined in another) is printed as written, after a line saying why, and the exit status is still 0, \
            so `git diff` never fails. Exit status 1 only when the path cannot be read.
            """
    )

    @Argument(help: "A manifest (.json), a definition file, or a directory of definitions.")
    var path: String

    func run() throws {
        let side = DiffSide.read([path], limits: .default, scope: .workingDirectory())
        if let snapshot = side.snapshot {
            return StandardStreams.writeOutput(SnapshotListing.render(snapshot))
        }
        guard FileKind(of: path) == .regular, let contents = try? FileDescriptors.readAll(path, upTo: .max) else {
            StandardStreams.writeError(TextDiagnosticRenderer().render(side.diagnostics.filter { $0.severity == .error }))
            throw ExitCode.failure
        }
        let errors = side.diagnostics.count { $0.severity == .error }
        StandardStreams.writeOutput("# actionable show: shown as written; it does not compile on its own (\(errors) \(errors == 1 ? "error" : "errors"))\n")
        StandardStreams.writeOutput(contents)
    }
}
