import Foundation
import PackagePlugin

/// The files of a target that the plugins hand to `actionable`, found by name:
///
/// - every file whose name ends in `.notifications.yaml` or `.notifications.yml` is a definition file;
/// - a file named `actionable-config.yaml` (or `.yml`), if there is one, is the configuration;
/// - every file named `Info.plist` (or ending in `-Info.plist`) is checked, when it is a notification extension's,
///   against the extension the definitions declare for it (`--extension-plist`; the tool tells which one it is).
///
/// Shared, through a symbolic link, by the build plugin, its Xcode twin and the command plugin.
struct DefinitionInputs {
    /// The suffixes that mark a definition file.
    static let definitionSuffixes = [".notifications.yaml", ".notifications.yml"]
    /// The names a configuration file may have.
    static let configurationNames = ["actionable-config.yaml", "actionable-config.yml"]
    /// The name of the Swift file the build plugin generates.
    static let swiftFileName = "NotificationCategories.swift"

    /// The definition files, sorted by path.
    var definitions: [URL]
    /// The configuration file, if any.
    var configuration: URL?
    /// The target's `Info.plist` files, sorted by path.
    var plists: [URL]

    /// Picks the inputs out of `files`, the files of the target named `targetName`.
    ///
    /// - Throws: ``PluginFailure`` when the target has no definition file or more than one configuration.
    init(files: [URL], targetName: String) throws {
        definitions = files.filter { url in Self.definitionSuffixes.contains { url.lastPathComponent.hasSuffix($0) } }
            .sorted { $0.path < $1.path }
        let configurations = files.filter { Self.configurationNames.contains($0.lastPathComponent) }
        guard !definitions.isEmpty else {
            throw PluginFailure(
                "Target '\(targetName)' has no notification definitions: add a file whose name ends in "
                    + "'.notifications.yaml' (for example 'categories.notifications.yaml') to the target.")
        }
        guard configurations.count <= 1 else {
            throw PluginFailure(
                "Target '\(targetName)' has \(configurations.count) configuration files ("
                    + configurations.map(\.path).joined(separator: ", ") + "); keep one 'actionable-config.yaml'.")
        }
        configuration = configurations.first
        plists = files.filter { $0.lastPathComponent == "Info.plist" || $0.lastPathComponent.hasSuffix("-Info.plist") }
            .sorted { $0.path < $1.path }
    }

    /// Every input, for the build system to watch.
    var all: [URL] { definitions + (configuration.map { [$0] } ?? []) + plists }

    /// The arguments that read the definitions and the configuration, for any command. The files are the target's
    /// own, listed by SwiftPM, and a build runs the package's code anyway: a definition file linked from elsewhere in
    /// a monorepo is read wherever the link leads (`--allow-outside-inputs`; a plugin has no flags of its own).
    var reading: [String] {
        ["--allow-outside-inputs"] + definitions.map(\.path) + (configuration.map { ["--config", $0.path] } ?? [])
    }

    /// The target's plists, for the commands that compare them with the definitions (`compile`, `update-plists`).
    var plistArguments: [String] { plists.flatMap { ["--extension-plist", $0.path] } }

    /// The `actionable compile` arguments that read these inputs and check the target's plists.
    var arguments: [String] { ["compile"] + reading + plistArguments }
}

/// A problem the plugin reports instead of running the tool, in words that say what to do.
struct PluginFailure: Error, CustomStringConvertible {
    /// What is wrong and how to fix it.
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
