import Foundation
import PackagePlugin

/// Compiles the sources of the `ActionableRuntime` target into the target it is applied to, as
/// `EmbeddedRuntimeSources.files`: what `runtime: embedded` writes into a generated file is then the runtime's own
/// source, read when the tool is built, never a second copy kept by hand. The runtime's rules for values (its URL
/// syntax, RFC 3339 dates, JSON number grammar and pattern matcher) are compiled into the target too, as `RuntimeRules`, so that the
/// tool's verdicts on a payload are the app's, from one source.
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
        // The runtime's rules for values, compiled into the target as well, so that its verdicts are the app's.
        let rules = sources.filter { Self.sharedRules.contains($0.lastPathComponent) }
        guard rules.count == Self.sharedRules.count else {
            throw EmbedRuntimeFailure(description: "ActionableRuntime lacks one of \(Self.sharedRules.joined(separator: ", ")).")
        }
        let rulesOutput = context.pluginWorkDirectoryURL.appendingPathComponent("RuntimeRules.swift")
        let rulesScript = context.package.directoryURL.appendingPathComponent("Plugins/EmbedRuntime/share-rules")
        return [
            .buildCommand(
                displayName: "Embedding the sources of ActionableRuntime in \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path, output.path] + sources.map(\.path),
                inputFiles: sources + [script],
                outputFiles: [output]),
            .buildCommand(
                displayName: "Compiling the rules of ActionableRuntime into \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [rulesScript.path, rulesOutput.path] + rules.map(\.path),
                inputFiles: rules + [rulesScript],
                outputFiles: [rulesOutput]),
        ]
    }

    /// The runtime's files whose rules the target compiles as `RuntimeRules` (each declares types only, and needs no
    /// more of Foundation than FoundationEssentials has).
    static let sharedRules = [
        "JSONIntegerRange.swift", "JSONNumberSyntax.swift", "PayloadPattern.swift", "RFC3339.swift", "URLSyntax.swift"]
}

/// Why the runtime's sources cannot be embedded.
struct EmbedRuntimeFailure: Error, CustomStringConvertible {
    var description: String
}
