import ActionableCore
import ArgumentParser

/// `actionable compile`: checks definitions and writes the Swift file and the manifest, or nothing at all.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Check definitions and write the generated Swift and JSON manifest.",
        discussion: """
            Nothing is written when any error is found. Each output is replaced atomically, and a file \
            whose bytes would not change is left untouched.
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
        do {
            try OutputWriter().commit(outputs)
        } catch {
            StandardStreams.writeError("actionable: error: \(error)\n")
            throw ExitCode.failure
        }
    }
}

extension AccessLevel: ExpressibleByArgument {}
