import ActionableCore
import ArgumentParser

extension DiagnosticFormat: ExpressibleByArgument {}

/// The options every command that reads definitions shares.
struct DefinitionOptions: ParsableArguments {
    @Argument(help: "Definition files, or directories whose *.yaml and *.yml files (at any depth, hidden entries skipped) are read.")
    var inputs: [String] = []

    @Option(help: "How diagnostics are printed: text (to stderr), github or json (to stdout).")
    var diagnosticsFormat: DiagnosticFormat = .text

    @Flag(help: "Treat warnings as errors: report them as errors and exit with status 1.")
    var warningsAsErrors = false

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("Name at least one definition file or directory.") }
    }

    /// Reads the inputs, runs `body` on them, prints every diagnostic (the reader's and the body's) in the
    /// chosen format, and returns whether there was no error.
    func run(_ body: ([SourceFile]) -> [Diagnostic]) -> Bool {
        let reading = InputReader(limits: .default).read(inputs)
        var diagnostics = (reading.diagnostics + body(reading.files)).sorted()
        if warningsAsErrors { diagnostics = diagnostics.promotingWarningsToErrors() }
        let output = diagnosticsFormat.renderer.render(diagnostics)
        if diagnosticsFormat == .text {
            StandardStreams.writeError(output)
        } else {
            StandardStreams.writeOutput(output)
        }
        return !diagnostics.containsErrors
    }
}
