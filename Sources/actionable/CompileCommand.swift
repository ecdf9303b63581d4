import ActionableCore
import ArgumentParser

/// `actionable compile`: checks definitions and writes the Swift file and the manifest, or nothing at all.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Check definitions and write the generated Swift and JSON manifest.",
        discussion: """
            Nothing is written when any error is found. Each output is replaced atomically, and a file \
            whose bytes would not change is left untouched. With --check nothing is written at all: the \
            command fails and names every output that is missing or out of date (a CI gate for committed outputs).
            """
    )

    @OptionGroup var definitions: DefinitionOptions

    @Option(help: "Where to write the generated Swift file.")
    var swiftOut: String?

    @Option(help: "Where to write the JSON manifest.")
    var manifestOut: String?

    @Option(help: "The name of the generated enum that holds everything.")
    var namespace: String = Compiler.defaultNamespace

    @Option(help: "The access level of every generated declaration.")
    var accessLevel: AccessLevel = .internal

    @Flag(help: "Write nothing; exit 1 and name every output that is missing or differs from what would be written.")
    var check = false

    func validate() throws {
        guard swiftOut != nil || manifestOut != nil else {
            throw ValidationError("Name at least one output with --swift-out or --manifest-out.")
        }
        if let swiftOut, swiftOut == manifestOut {
            throw ValidationError("--swift-out and --manifest-out name the same file.")
        }
        guard SwiftIdentifier.isValidName(namespace) else {
            throw ValidationError("--namespace '\(namespace)' is not a usable Swift name (ASCII letters, digits and '_', not starting with a digit).")
        }
        guard SwiftIdentifier.isValidNamespace(namespace) else {
            throw ValidationError("--namespace '\(namespace)' would hide a type or module the generated code uses; choose another name.")
        }
    }

    func run() throws {
        var outputs: [OutputFile] = []
        let succeeded = definitions.run { files in
            let result = Compiler(namespace: namespace, accessLevel: accessLevel).compile(files)
            if let swift = result.swiftSource, let swiftOut { outputs.append(OutputFile(path: swiftOut, contents: swift)) }
            if let manifest = result.manifest, let manifestOut { outputs.append(OutputFile(path: manifestOut, contents: manifest)) }
            return result.diagnostics
        }
        guard succeeded else { throw ExitCode.failure }
        if check { return try checkFreshness(of: outputs) }
        do {
            try OutputWriter().commit(outputs)
        } catch {
            StandardStreams.writeError("actionable: error: \(error)\n")
            throw ExitCode.failure
        }
    }

    /// `--check`: reports each output that is not current, on standard error, and fails if there is one.
    private func checkFreshness(of outputs: [OutputFile]) throws {
        let writer = OutputWriter()
        var outdated = 0
        for output in outputs {
            switch writer.freshness(of: output) {
            case .current: continue
            case .missing: StandardStreams.writeError("\(output.path): error: missing; run `actionable compile` without --check to write it\n")
            case .stale: StandardStreams.writeError("\(output.path): error: not what the definitions generate; run `actionable compile` without --check to update it\n")
            }
            outdated += 1
        }
        guard outdated == 0 else { throw ExitCode.failure }
    }
}

extension AccessLevel: ExpressibleByArgument {}
