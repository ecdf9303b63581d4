import Foundation
import PackagePlugin

/// Compiles the sources of the `ActionableRuntime` target into the target it is applied to, as
/// `EmbeddedRuntimeSources.files`: what `runtime: embedded` writes into a generated file is then the runtime's own
/// source, read when the tool is built, never a second copy kept by hand.
@main
struct EmbedRuntime: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let runtime = try context.package.targets(named: ["ActionableRuntime"]).first?.sourceModule else {
            throw EmbedRuntimeFailure(description: "The package has no target named ActionableRuntime.")
        }
        let sources = runtime.sourceFiles(withSuffix: "swift").map(\.url)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedRuntimeSources.swift")
        // A POSIX shell script rather than an executable of the package: no tool to build for the host (a fuzzing
        // build, whose flags give every executable libFuzzer's main, could not link one).
        let script = context.package.directoryURL.appendingPathComponent("Plugins/EmbedRuntime/embed-runtime")
        return [
            .buildCommand(
                displayName: "Embedding the sources of ActionableRuntime in \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path, output.path] + sources.map(\.path),
                inputFiles: sources + [script],
                outputFiles: [output]),
        ]
    }
}

/// Why the runtime's sources cannot be embedded.
struct EmbedRuntimeFailure: Error, CustomStringConvertible {
    var description: String
}
