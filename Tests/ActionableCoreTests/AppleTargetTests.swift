@testable import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// Whether `Tests/AppleTargets/build-modules` can run here: it builds from the toolchain's Linux interfaces.
enum AppleTargetModules {
    #if os(Linux)
    static let canBuild = true
    #else
    static let canBuild = false
    #endif
}

/// The generated Swift and the documented examples, type-checked for every Apple deployment target the README
/// promises, on Linux: `swift-frontend -typecheck -target <triple>` against the standard library built for that
/// triple from the toolchain's own interfaces, a typecheck-only Foundation and the SDK stand-in
/// (`Tests/AppleTargets/build-modules`, cached in `.build/apple-targets`). Here, unlike on Linux, every
/// `@available(iOS ...)`, `@available(tvOS, unavailable)` and `#if os(...)` is evaluated. No diagnostic of any
/// kind is allowed, in any of the three settings. The full tier checks every platform, deployment target and
/// setting; the fast tier one platform of two families (``Platform/family``), one of its deployment targets and one
/// setting, drawn with the tier's seed.
@Suite("Apple deployment targets", .enabled(if: AppleTargetModules.canBuild, "the modules are built from the toolchain's Linux interfaces"))
struct AppleTargetTests {
    /// An Apple platform: the triple its modules are built for, and the deployment targets checked.
    struct Platform: Sendable, CustomStringConvertible {
        var name: String
        /// The platforms built on one SDK line: iOS (with visionOS and Mac Catalyst, which take their versions and
        /// UIKit from it), macOS, watchOS and tvOS.
        var family: String
        var moduleTriple: String
        var targets: [String]
        var description: String { name }
    }

    static let allPlatforms = [
        Platform(name: "ios", family: "ios", moduleTriple: "arm64-apple-ios13.0",
                 targets: ["arm64-apple-ios13.0", "arm64-apple-ios15.0", "arm64-apple-ios17.0"]),
        Platform(name: "macos", family: "macos", moduleTriple: "arm64-apple-macos11.0", targets: ["arm64-apple-macos11.0", "arm64-apple-macos12.0"]),
        Platform(name: "watchos", family: "watchos", moduleTriple: "arm64-apple-watchos7.0", targets: ["arm64-apple-watchos7.0", "arm64-apple-watchos8.0"]),
        Platform(name: "visionos", family: "ios", moduleTriple: "arm64-apple-xros1.0", targets: ["arm64-apple-xros1.0"]),
        Platform(name: "tvos", family: "tvos", moduleTriple: "arm64-apple-tvos17.0", targets: ["arm64-apple-tvos17.0"]),
        Platform(name: "maccatalyst", family: "ios", moduleTriple: "arm64-apple-ios14.0-macabi",
                 targets: ["arm64-apple-ios14.0-macabi", "arm64-apple-ios15.0-macabi"]),
    ]

    /// The families of ``allPlatforms``, in their order.
    static let families: [String] = allPlatforms.reduce(into: []) { families, platform in
        if !families.contains(platform.family) { families.append(platform.family) }
    }

    /// The fast tier's platforms and deployment targets: one platform of two of the families, with one of its
    /// targets, drawn with the tier's seed (a family's modules take a quarter of a minute to build on a fresh clone).
    static let fastPlatforms: [Platform] = TestTier.drawn(families, count: 2, salt: "apple families").flatMap { family in
        TestTier.drawn(allPlatforms.filter { $0.family == family }, count: 1, salt: "apple family \(family)").map { platform in
            var platform = platform
            platform.targets = TestTier.drawn(platform.targets, count: 1, salt: "apple target \(platform.name)")
            return platform
        }
    }

    /// The platforms and deployment targets checked: the fast tier's, or all of them (the full tier and its rest).
    static let platforms: [Platform] = TestTier.value(full: allPlatforms, fast: fastPlatforms)

    /// The settings `target` is checked in: one in the fast tier, all three in the full tier, and in its rest the
    /// ones the fast tier did not check `target` in.
    static func settings(for target: String) -> [GeneratedProgram.Setting] {
        let checkedFast = fastPlatforms.contains { $0.targets.contains(target) }
        guard checkedFast else { return TestTier.value(full: GeneratedProgram.Setting.allCases, fast: []) }
        return TestTier.slice(GeneratedProgram.Setting.allCases, count: 1, salt: "apple setting \(target)")
    }

    /// Definitions with every option, icon, platform list and `available:` the language has.
    static let stressYAML = """
        actions:
          - id: EVERYWHERE
            title: Everywhere
            options: [foreground, destructive, authenticationRequired]
            icon: { system: trash }
          - id: PHONE_ONLY
            title: Phone only
            platforms: [iOS, visionOS]
            icon: { template: phone-glyph }
          - id: MAC_ONLY
            title: Mac only
            platforms: [macOS, macCatalyst]
          - id: WATCH_ONLY
            title: Watch only
            platforms: [watchOS]
            textInput: { buttonTitle: Send, placeholder: Say something }
          - id: NEWER
            title: Newer
            available: { iOS: "15.0", macOS: "12.0", watchOS: "8.0", visionOS: "1.0", macCatalyst: "15.0" }
            icon: { system: sparkles }
            textInput: {}
        categories:
          - id: EVERY_OPTION
            options: [customDismissAction, allowInCarPlay, hiddenPreviewsShowTitle, hiddenPreviewsShowSubtitle, allowAnnouncement]
            hiddenPreviewsBodyPlaceholder: "%u new"
            categorySummaryFormat: "%u more from %@"
            intentIdentifiers: [INSendMessageIntent]
            actions:
              - EVERYWHERE
              - PHONE_ONLY
              - MAC_ONLY
              - WATCH_ONLY
              - NEWER
              - { id: LATER, title: Later, available: { iOS: "17.0" } }
          - id: PLAIN
            actions: []
        """

    /// The modules every target checks, by name, each a set of files: the committed Examples output with
    /// `Examples/Usage` and the hostile definitions (internal), the stress definitions and the server part
    /// (public), and the app part (package); each generated file in a namespace of its own.
    static let sources: Result<[String: [String: String]], any Error> = Result {
        var sources = try ExamplesUsageTests.sources()
        sources["AppDelegate.swift"] = String(decoding: try Data(contentsOf: TestSupport.packageRoot
            .appendingPathComponent("Examples/Usage/AppDelegate.swift")), as: UTF8.self)
        func generate(_ files: [SourceFile], _ settings: GenerationSettings) throws -> String {
            let result = Compiler(settings: settings).compile(files)
            guard let swift = result.swiftSource, !result.diagnostics.containsErrors else {
                throw GeneratedProgram.CompilationFailed(output: TextDiagnosticRenderer().render(result.diagnostics))
            }
            return swift
        }
        let examples = try TestSupport.exampleFiles()
        let stress = [TestSupport.file("stress.yaml", Self.stressYAML)]
        sources["Hostile.swift"] = try generate(
            [TestSupport.file("hostile.yaml", GeneratedCodeTests.hostileYAML)], GenerationSettings.tested(namespace: "HostileCategories"))
        // The test suite's payload, nested-payload, push-kind and localization definitions: every payload type,
        // constraint, encoding and union, the kinds, and localized text.
        for (name, yaml) in [("Payloads", PayloadTests.definitions), ("NestedPayloads", NestedPayloadTests.definitions),
                             ("PushKinds", PushKindTests.definitions), ("Localized", LocalizationTests.definitions)] {
            sources[name + ".swift"] = try generate([TestSupport.file(name + ".yaml", yaml)], GenerationSettings.tested(namespace: name + "Categories"))
        }
        return [
            "App": sources,
            "PublicAPI": [
                "Stress.swift": try generate(stress, GenerationSettings.tested(namespace: "StressCategories", accessLevel: .public)),
                "ServerOnly.swift": try generate(
                    examples, GenerationSettings.tested(namespace: "ServerCategories", accessLevel: .public, parts: [.server])),
            ],
            "PackageAPI": [
                "AppOnly.swift": try generate(examples, GenerationSettings.tested(namespace: "AppCategories", accessLevel: .package, parts: [.app])),
            ],
        ]
    }

    /// What a type check for a platform needs from its modules: their directory's client flags and cache key.
    struct Modules: Sendable {
        var clientFlags: [String]
        var stamp: String
    }

    /// The modules of each platform this process has built or found current, so that the script verifies them once.
    private final class BuiltModules: @unchecked Sendable {
        let lock = NSLock()
        var byPlatform: [String: Modules] = [:]
    }
    private static let builtModules = BuiltModules()

    /// Builds (or finds current in `.build`) the modules of `platform`, once per process.
    static func modules(for platform: Platform) throws -> Modules {
        if let modules = builtModules.lock.withLock({ builtModules.byPlatform[platform.name] }) { return modules }
        let directory = TestSupport.packageRoot.appendingPathComponent(".build/apple-targets/\(platform.name)")
        let script = TestSupport.packageRoot.appendingPathComponent("Tests/AppleTargets/build-modules")
        // The script takes a lock, so two test cases that get here for one platform build it once.
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/bin/bash"), [script.path, platform.moduleTriple, directory.path])
        guard result.status == 0 else { throw GeneratedProgram.CompilationFailed(output: result.standardError) }
        let modules = Modules(
            clientFlags: try String(contentsOf: directory.appendingPathComponent("client-flags"), encoding: .utf8)
                .split(separator: "\n").map(String.init),
            stamp: try String(contentsOf: directory.appendingPathComponent(".stamp"), encoding: .utf8))
        builtModules.lock.withLock { builtModules.byPlatform[platform.name] = modules }
        return modules
    }

    /// Type-checks `files` (name → text) as module `module` for `target` (one of `platform`'s) in `setting`, as an
    /// app built with the SDK would be (through the compile cache, keyed also by the platform's modules); returns
    /// what the compiler said.
    static func typeCheck(
        _ files: [String: String], module: String, platform: Platform, target: String, setting: GeneratedProgram.Setting
    ) throws -> CompileCache.Entry {
        let modules = try Self.modules(for: platform)
        return try CompileCache.swiftc(["-frontend", "-typecheck", "-target", target] + modules.clientFlags
            + ["-module-name", module, "-package-name", "AppPackage", "-parse-as-library"] + setting.flags,
            sources: files, kind: "apple-typecheck", dependsOn: modules.stamp)
    }

    @Test("The generated Swift and Examples/Usage type-check with no diagnostic on every Apple deployment target",
          arguments: platforms)
    func typeCheck(_ platform: Platform) throws {
        for (module, files) in try Self.sources.get().sorted(by: { $0.key < $1.key }) {
            for target in platform.targets {
                for setting in Self.settings(for: target) {
                    let result = try Self.typeCheck(files, module: module, platform: platform, target: target, setting: setting)
                    #expect(result.status == 0 && result.output.isEmpty, "\(module), \(target), \(setting):\n\(result.output)")
                }
            }
        }
    }

    @Test("The check reports what Apple's SDK would: an iOS 14 option on iOS 13, categories on tvOS, CarPlay on macOS")
    func theCheckCanFail() throws {
        let cases: [(platform: String, target: String, code: String, expected: String)] = [
            ("ios", "arm64-apple-ios13.0", "let options: UNNotificationPresentationOptions = [.list]",
             "'list' is only available in iOS 14.0 or newer"),
            ("tvos", "arm64-apple-tvos17.0", "func make() -> UNNotificationCategory? { nil }",
             "'UNNotificationCategory' is unavailable in tvOS"),
            ("macos", "arm64-apple-macos12.0", "let options: UNNotificationCategoryOptions = [.allowInCarPlay]",
             "'allowInCarPlay' is unavailable in macOS"),
            ("watchos", "arm64-apple-watchos8.0", "let options: UNNotificationCategoryOptions = [.hiddenPreviewsShowTitle]",
             "'hiddenPreviewsShowTitle' is unavailable in watchOS"),
        ]
        for (name, target, code, expected) in cases {
            let platform = try #require(Self.allPlatforms.first { $0.name == name })
            let result = try Self.typeCheck(
                ["Check.swift": "import UserNotifications\n\(code)\n"], module: "Check", platform: platform, target: target, setting: .swift6)
            #expect(result.status != 0 && result.output.contains(expected), "\(target): \(result.output)")
        }
    }

    @Test("The README's 30-second example, with its definitions, builds for every platform it names", arguments: platforms)
    func readmeExample(_ platform: Platform) throws {
        guard platform.name != "tvos" else { return }   // the example names every platform but tvOS, which has no categories
        let readme = String(decoding: try Data(contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md")), as: UTF8.self)
        func firstBlock(_ fence: String) throws -> String {
            let start = try #require(readme.range(of: fence + "\n"))
            let end = try #require(readme[start.upperBound...].range(of: "```"))
            return String(readme[start.upperBound..<end.lowerBound])
        }
        let result = Compiler(settings: GenerationSettings.tested()).compile([TestSupport.file("Definitions/meetings.yaml", try firstBlock("```yaml"))])
        let generated = try #require(result.swiftSource, "\(result.diagnostics)")
        let example = """
            import UserNotifications

            func accept() {}
            func comment(_ text: String) {}
            func snooze() {}
            func show() {}
            func askAgainLater() {}

            func example(_ response: UNNotificationResponse) throws {
            \(try firstBlock("```swift"))
            _ = push
            }
            """
        for target in platform.targets {
            for setting in Self.settings(for: target) {
                let check = try Self.typeCheck(
                    ["NotificationCategories.swift": generated, "Example.swift": example], module: "App", platform: platform, target: target, setting: setting)
                #expect(check.status == 0 && check.output.isEmpty, "\(target), \(setting):\n\(check.output)")
            }
        }
    }

    @Test("GeneratedSwift.md's push example builds against Examples/Generated for every platform with UIKit",
          arguments: platforms.filter { ["ios", "visionos", "maccatalyst"].contains($0.name) })
    func pushExample(_ platform: Platform) throws {
        let page = String(decoding: try Data(contentsOf: TestSupport.packageRoot.appendingPathComponent("Documentation/GeneratedSwift.md")),
                          as: UTF8.self)
        let start = try #require(page.range(of: "  ```swift\n  func application(_ application: UIApplication, didReceiveRemoteNotification"))
        let end = try #require(page[start.upperBound...].range(of: "  ```\n"))
        let block = page[page.index(start.lowerBound, offsetBy: "  ```swift\n".count)..<end.lowerBound]
        let example = """
            import UIKit

            /// The app's own store, as the example names it.
            final class Store: Sendable {
                func sync(since token: String?) async -> Bool { true }
                func fetch(_ eventID: String, in roomID: String) async -> Bool { true }
            }

            final class PushDelegate: NSObject, UIApplicationDelegate {
                let store = Store()

            \(block)
            }
            """
        let generated = try String(
            contentsOf: TestSupport.packageRoot.appendingPathComponent("Examples/Generated/NotificationCategories.swift"), encoding: .utf8)
        for target in platform.targets {
            for setting in Self.settings(for: target) {
                let check = try Self.typeCheck(
                    ["NotificationCategories.swift": generated, "PushExample.swift": example], module: "App", platform: platform, target: target, setting: setting)
                #expect(check.status == 0 && check.output.isEmpty, "\(target), \(setting):\n\(check.output)")
            }
        }
    }

    /// Documentation/GeneratedSwift.md's notification extensions section: its definitions, and each Swift block.
    static func extensionExample() throws -> (definitions: String, contentExtension: String, serviceExtension: String) {
        let page = String(decoding: try Data(contentsOf: TestSupport.packageRoot.appendingPathComponent("Documentation/GeneratedSwift.md")),
                          as: UTF8.self)
        let start = try #require(page.range(of: "## Notification extensions\n"))
        let section = page[start.upperBound...].components(separatedBy: "\n## ")[0]
        let definitions = try #require(section.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "```")[0])
        let swift = section.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        try #require(swift.count == 2)
        return (definitions, swift[0], swift[1])
    }

    @Test("GeneratedSwift.md's notification extensions build for every platform that has the extension point",
          arguments: platforms.filter { $0.name != "tvos" })
    func extensionExample(_ platform: Platform) throws {
        let example = try Self.extensionExample()
        let result = Compiler(settings: GenerationSettings.tested()).compile([TestSupport.file("Definitions/extensions.yaml", example.definitions)])
        let generated = try #require(result.swiftSource, "\(result.diagnostics)")
        // Content extensions need UserNotificationsUI (not on watchOS); the example's view controller needs UIKit.
        var files = ["NotificationCategories.swift": generated, "NotificationService.swift": "import UserNotifications\n\n" + example.serviceExtension]
        if ["ios", "visionos", "maccatalyst"].contains(platform.name) {
            files["NotificationViewController.swift"] = "import UIKit\nimport UserNotificationsUI\n\n" + example.contentExtension
        }
        for target in platform.targets {
            for setting in Self.settings(for: target) {
                let check = try Self.typeCheck(files, module: "App", platform: platform, target: target, setting: setting)
                #expect(check.status == 0 && check.output.isEmpty, "\(target), \(setting):\n\(check.output)")
            }
        }
    }
}
