import Foundation
import PackagePlugin

/// The build tool plugin: generates `NotificationCategories.swift` from a target's `*.notifications.yaml`
/// files (and its optional `actionable-config.yaml`) on every build where one of them changed.
///
/// It returns one `.buildCommand` (never a prebuild command), with every input declared and a fixed
/// output, so the build system runs it only when an input changed; the tool itself leaves an output
/// whose bytes would not change untouched. The Swift file goes to the plugin's work directory, where
/// the build compiles it into the target. No manifest is generated here: a build plugin's non-Swift
/// outputs would become resources of the target (use the command plugin or the CLI for it).
@main
struct ActionablePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target.sourceModule else {
            throw PluginFailure("Target '\(target.name)' has no sources; apply ActionablePlugin to a Swift target.")
        }
        return try Self.commands(
            files: target.sourceFiles.map(\.url), targetName: target.name,
            workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: "actionable").url)
    }

    /// The build command for a target named `targetName` whose files are `files`; shared with Xcode.
    static func commands(files: [URL], targetName: String, workDirectory: URL, tool: URL) throws -> [Command] {
        let inputs = try DefinitionInputs(files: files, targetName: targetName)
        let output = workDirectory.appendingPathComponent("GeneratedSources").appendingPathComponent(DefinitionInputs.swiftFileName)
        return [
            .buildCommand(
                displayName: "Generating \(DefinitionInputs.swiftFileName) for \(targetName) from \(inputs.definitions.count) definition file(s)",
                executable: tool,
                arguments: inputs.arguments + ["--swift-out", output.path],
                inputFiles: inputs.all,
                outputFiles: [output]),
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ActionablePlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            files: target.inputFiles.map(\.url), targetName: target.displayName,
            workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: "actionable").url)
    }
}
#endif
