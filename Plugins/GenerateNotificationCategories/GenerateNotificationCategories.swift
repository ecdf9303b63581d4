import Foundation
import PackagePlugin

/// The command plugin: `swift package generate-notification-categories [--target T ...] [options]`
/// writes, for each target with `*.notifications.yaml` files, the Swift file to
/// `<target>/Generated/NotificationCategories.swift` and the manifest to
/// `notification-categories/<target>.json` at the package root, for teams who commit generated code
/// and review the manifest. With `--samples` it also writes each target's sample pushes to
/// `notification-samples/<target>/` (`actionable samples`, with `--bundle-id ID` when given), for the
/// Simulator and servers' fixtures. With `--update-plists` it first writes each content extension's categories and
/// attributes into its `Info.plist` (`actionable update-plists`: the configuration's `extensionPlists`, and the
/// target's own `Info.plist` files). Other arguments (`--check`, `--access-level`, `--namespace`, ...) go to
/// `actionable compile` unchanged, so `--check` makes it a CI gate.
@main
struct GenerateNotificationCategories: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        let writesSamples = extractor.extractFlag(named: "samples") > 0
        let bundleID = extractor.extractOption(named: "bundle-id").last
        let updatesPlists = extractor.extractFlag(named: "update-plists") > 0
        let passedOn = extractor.remainingArguments
        let targets = named.isEmpty ? context.package.targets : try context.package.targets(named: named)
        let tool = try context.tool(named: "actionable").url
        var ran = 0
        for target in targets {
            guard let module = target.sourceModule else { continue }
            let inputs: DefinitionInputs
            do {
                inputs = try DefinitionInputs(files: module.sourceFiles.map(\.url), targetName: target.name)
            } catch {
                // A target without definitions is skipped, unless it was asked for by name.
                if named.contains(target.name) { throw error }
                continue
            }
            let swift = module.directoryURL.appendingPathComponent("Generated").appendingPathComponent(DefinitionInputs.swiftFileName)
            let manifest = context.package.directoryURL.appendingPathComponent("notification-categories")
                .appendingPathComponent(target.name + ".json")
            if updatesPlists {
                try run(tool, ["update-plists"] + inputs.reading + inputs.plistArguments + (passedOn.contains("--check") ? ["--check"] : []))
            }
            try run(tool, inputs.arguments + ["--swift-out", swift.path, "--manifest-out", manifest.path] + passedOn)
            if writesSamples {
                let samples = context.package.directoryURL.appendingPathComponent("notification-samples")
                    .appendingPathComponent(target.name)
                try run(tool, ["samples"] + inputs.reading + ["--output", samples.path] + (bundleID.map { ["--bundle-id", $0] } ?? []))
            }
            ran += 1
        }
        guard ran > 0 else {
            throw PluginFailure("No target has notification definitions: add a file whose name ends in '.notifications.yaml' to a target.")
        }
    }

    /// Runs `tool` with `arguments`; its diagnostics go straight to the terminal.
    private func run(_ tool: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw PluginFailure("actionable failed (exit status \(process.terminationStatus)); see the messages above.")
        }
    }
}
