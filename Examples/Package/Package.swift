// swift-tools-version: 6.1
// An app-like package that uses Actionable's build plugin from this repository: the `Meetings` target's
// `*.notifications.yaml` files become `NotificationCategories.swift` on every build where they change.
import PackageDescription

let package = Package(
    name: "Meetings",
    products: [
        .library(name: "Meetings", targets: ["Meetings"]),
    ],
    dependencies: [
        .package(name: "Actionable", path: "../.."),
    ],
    targets: [
        .target(
            name: "Meetings",
            // The generated file imports ActionableRuntime: one line beside the plugin.
            dependencies: [.product(name: "ActionableRuntime", package: "Actionable")],
            plugins: [.plugin(name: "ActionablePlugin", package: "Actionable")]
        ),
        .testTarget(
            name: "MeetingsTests",
            dependencies: ["Meetings"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
