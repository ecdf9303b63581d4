// swift-tools-version: 6.1
import PackageDescription

/// The stages with a fuzz target of their own (Fuzz/Targets/<stage>), beside the whole pipeline's (Fuzz/Entry).
let fuzzStages = ["YAML", "Validator", "Swift", "Manifest", "Diff", "Payload", "Configuration", "Strings", "Plist", "Import"]

let package = Package(
    name: "Actionable",
    products: [
        .executable(name: "actionable", targets: ["actionable"]),
        // `actionable import` runs it: the only product that builds swift-syntax (Documentation/Adopting.md).
        .executable(name: "actionable-import", targets: ["actionable-import"]),
        .library(name: "ActionableCore", targets: ["ActionableCore"]),
        .library(name: "ActionableRuntime", targets: ["ActionableRuntime"]),
        .plugin(name: "ActionablePlugin", targets: ["ActionablePlugin"]),
        .plugin(name: "GenerateNotificationCategories", targets: ["GenerateNotificationCategories"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // For `actionable import` only: any release whose parser reads Swift 6 (an app's own macros may pin one).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // What generated files import (or, with `runtime: embedded`, carry inside): Foundation only.
        .target(name: "ActionableRuntime"),
        .target(
            name: "ActionableCore",
            dependencies: ["CLibYAML"],
            plugins: ["EmbedRuntime"]
        ),
        // Compiles the runtime's own sources into the tool, for `runtime: embedded` (never a second copy).
        .plugin(name: "EmbedRuntime", capability: .buildTool()),
        .executableTarget(
            name: "actionable",
            dependencies: [
                "ActionableCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Reads an app's hand-written registration (Swift with swift-syntax, Objective-C with a reader of its own) into
        // definitions; `actionable-import` is its process, which `actionable import` runs.
        .target(
            name: "ActionableImport",
            dependencies: [
                "ActionableCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "actionable-import", dependencies: ["ActionableImport"]),
        .plugin(
            name: "ActionablePlugin",
            capability: .buildTool(),
            dependencies: ["actionable"]
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
            dependencies: ["actionable"]
        ),
        .target(
            name: "ActionableTestSupport",
            path: "Tests/ActionableTestSupport"
        ),
        .testTarget(
            name: "ActionableCoreTests",
            dependencies: [
                "ActionableCore", "ActionableImport", "ActionableTestSupport", "ActionableFuzzing",
                .product(name: "PropertyBased", package: "swift-property-based"),
                // The release oracle reads the declarations of generated files and of the runtime (SwiftSymbols).
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "ActionableRuntimeTests",
            dependencies: ["ActionableRuntime"]
        ),
        .testTarget(
            name: "ActionableCLITests",
            dependencies: ["actionable", "actionable-import", "ActionableTestSupport"]
        ),
        // The fuzz harness (invariants over the core, and the runtime's readers of a push) and its libFuzzer entry point;
        // see Fuzz/run.
        .target(
            name: "ActionableFuzzing",
            dependencies: ["ActionableCore", "ActionableRuntime", "ActionableImport"],
            path: "Fuzz/Harness"
        ),
        .executableTarget(
            name: "ActionableFuzz",
            dependencies: ["ActionableFuzzing"],
            path: "Fuzz/Entry"
        ),
    ] + fuzzStages.map { stage in
        // One libFuzzer entry per stage (FuzzTarget), each a product of its own: Fuzz/run TARGET SECONDS.
        .executableTarget(name: "ActionableFuzz\(stage)", dependencies: ["ActionableFuzzing"], path: "Fuzz/Targets/\(stage)")
    },
    swiftLanguageModes: [.v6]
)
