// swift-tools-version: 6.1
// ActionablePlugins: Actionable's build and command plugins on the prebuilt `actionable` tool, for Xcode
// projects, Xcode Cloud and CI machines that should neither install libyaml nor compile the tool.
//
// This directory is published as its own package (https://github.com/actionable-swift/actionable-plugins)
// by .github/workflows/release.yml, which fills in the artifact bundle's URL and checksum below with
// Scripts/set-plugin-binary and resolves the plugin sources and the runtime's, which are links to ../Plugins and
// ../Sources/ActionableRuntime here.
// Contributors and Linux users who build from source use the plugins of the main package instead.
// Tools version 6.1: a server package (the generated file's server part) may build with Swift 6.1; an app's generated
// file needs Swift 6.2 (Xcode 26), as Documentation/Installation.md says.
import PackageDescription

let package = Package(
    name: "ActionablePlugins",
    products: [
        .library(name: "ActionableRuntime", targets: ["ActionableRuntime"]),
        .plugin(name: "ActionablePlugin", targets: ["ActionablePlugin"]),
        .plugin(name: "GenerateNotificationCategories", targets: ["GenerateNotificationCategories"]),
    ],
    targets: [
        // actionable-binary-target: begin (rewritten by Scripts/set-plugin-binary)
        .binaryTarget(
            name: "ActionableBinary",
            url: "https://github.com/actionable-swift/actionable/releases/download/0.4.0/actionable.artifactbundle.zip",
            checksum: "0000000000000000000000000000000000000000000000000000000000000000"
        ),
        // actionable-binary-target: end
        // What generated files import: the main package's own sources (a link, resolved on release).
        .target(name: "ActionableRuntime", path: "Sources/ActionableRuntime"),
        .plugin(
            name: "ActionablePlugin",
            capability: .buildTool(),
            dependencies: ["ActionableBinary"]
        ),
        .plugin(
            name: "GenerateNotificationCategories",
            capability: .command(
                intent: .custom(
                    verb: "generate-notification-categories",
                    description: "Write the Swift file and the JSON manifest of each target's notification definitions into the package."
                ),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated Swift file and the JSON manifest next to the definitions.")]
            ),
            dependencies: ["ActionableBinary"]
        ),
    ]
)
