import ActionableTestSupport
import Foundation
import Testing
@testable import ActionableCore

/// The upgrade policy (Documentation/APIStability.md) enforced on `ActionableRuntime` by the toolchain's
/// `swift-api-digester`: today's module against the committed baseline of the newest release, under what the version
/// being built may change. `ACTIONABLE_RECORD=1` rewrites the baseline (a step of a release: Development.md).
@Suite("Runtime API")
struct RuntimeAPITests {
    private var baseline: URL { RuntimeAPI.baselineDirectory.appendingPathComponent("ActionableRuntime.json") }

    @Test("ActionableRuntime's API changes only as the policy allows the version being built, against the last release's")
    func apiFollowsThePolicy() throws {
        let module = try GeneratedProgram.runtimeModuleOnStandInSDK.get()
        if ProcessInfo.processInfo.environment["ACTIONABLE_RECORD"] == "1" {
            try RuntimeAPI.dump(module: module).write(to: baseline)
            try Data("\(ActionableVersion.current)\n".utf8).write(to: RuntimeAPI.baselineDirectory.appendingPathComponent("version"))
        }
        let release = try RuntimeAPI.baselineVersion()
        let allowance = RuntimeAPI.Allowance(from: release, to: ActionableVersion.current)
        let disallowed = try RuntimeAPI.disallowedChanges(module: module, baseline: baseline, allowance: allowance)
        #expect(disallowed.isEmpty, """
            \(ActionableVersion.current) may make \(allowance) to the API of \(release) \
            (Documentation/APIStability.md); found:
            \(disallowed.joined(separator: "\n"))
            """)
    }

    @Test("The baseline follows the release: Tests/APIBaseline/version is the last release, ActionableVersion.release (ACTIONABLE_RECORD=1 at a release rewrites both)")
    func baselineIsTheLastRelease() throws {
        #expect(try RuntimeAPI.baselineVersion() == ActionableVersion.release)
    }

    /// The names the generator keeps from the app's (a type or case it would shadow, or that Swift cannot use), by set.
    static var reservedNames: [String: [String]] {
        [
            "typeNames": SwiftIdentifier.reservedTypeNames.sorted(),
            "unusableNames": SwiftIdentifier.unusableNames.sorted(),
            "categoryCaseNames": SwiftIdentifier.reservedCategoryCaseNames.sorted(),
            "actionCaseNames": SwiftIdentifier.reservedActionCaseNames.sorted(),
            "pushCaseNames": ValidationSession.reservedPushCaseNames.sorted(),
            "payloadPropertyNames": ValidationSession.reservedPayloadPropertyNames.sorted(),
            "payloadCaseNames": ValidationSession.reservedPayloadCaseNames.sorted(),
        ]
    }

    @Test("The names the generator keeps from the app's are the last release's (Tests/APIBaseline/reserved-names.json): one added moves or refuses an app's name, one removed moves it back")
    func reservedNamesAreTheLastRelease() throws {
        let file = RuntimeAPI.baselineDirectory.appendingPathComponent("reserved-names.json")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        if ProcessInfo.processInfo.environment["ACTIONABLE_RECORD"] == "1" {
            try encoder.encode(Self.reservedNames).write(to: file)
        }
        let recorded = try JSONDecoder().decode([String: [String]].self, from: Data(contentsOf: file))
        let release = try RuntimeAPI.baselineVersion()
        for (set, names) in Self.reservedNames.sorted(by: { $0.key < $1.key }) {
            let before = Set(recorded[set] ?? [])
            #expect(names == before.sorted(), """
                \(set): added \(Set(names).subtracting(before).sorted()), removed \(before.subtracting(names).sorted()) since \
                \(release); qualify a new name of the runtime's in generated code instead \
                (Documentation/APIStability.md, "Names")
                """)
        }
    }

    @Test("The versions' allowances are the policy's: a patch none, a minor before 1.0 additions, a major anything")
    func allowances() {
        typealias Allowance = RuntimeAPI.Allowance
        #expect(Allowance(from: "0.4.0", to: "0.4.0") == .none)
        #expect(Allowance(from: "0.4.0", to: "0.4.1-dev") == .none)
        #expect(Allowance(from: "0.4.0", to: "0.4.1") == .none)
        #expect(Allowance(from: "0.4.0", to: "0.5.0-dev") == .additions)
        #expect(Allowance(from: "0.4.2", to: "0.5.0") == .additions)
        #expect(Allowance(from: "1.2.0", to: "1.3.0") == .additions)
        #expect(Allowance(from: "1.2.0", to: "1.2.1") == .none)
        #expect(Allowance(from: "1.9.0", to: "2.0.0-dev") == .anything)
    }

    /// The runtime's sources with `edit` applied to the file `name` (each test checks that its edit took).
    private func runtimeSources(editing name: String, _ edit: (String) -> String) throws -> [String: String] {
        var sources = try TestSupport.runtimeSources()
        sources[name] = edit(try #require(sources[name]))
        return sources
    }

    @Test("The check fails on a requirement added without a default and on a removal, not on one with a default; a patch may add nothing",
          .enabled(if: TestTier.isFull(), "full tier: builds and dumps three changed runtimes"))
    func checkSeesBreakingChanges() throws {
        // Today's runtime, with two requirements added to a protocol generated types conform to (one with a default,
        // one without), a new declaration, and a public one removed; the baseline is today's own module.
        let today = try GeneratedProgram.runtimeModuleOnStandInSDK.get()
        let dump = ScratchDirectory.root.appendingPathComponent("runtime-api-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: dump) }
        try RuntimeAPI.dump(module: today).write(to: dump)
        var sources = try runtimeSources(editing: "CategoryResponse.swift") { text in
            text.replacingOccurrences(of: "    static func unknown(actionIdentifier: String) -> Self\n}", with: """
                    static func unknown(actionIdentifier: String) -> Self
                    /// Added without a default.
                    var addedWithoutDefault: Int { get }
                    /// Added with a default.
                    var addedWithDefault: Int { get }
                }

                extension CategoryResponse {
                    /// The default.
                    public var addedWithDefault: Int { 0 }
                }

                /// A new declaration.
                public enum AddedDeclaration {}
                """)
        }
        let values = try #require(sources["PayloadValue.swift"])
        sources["PayloadValue.swift"] = values.replacingOccurrences(of: "    public var number: Double? {", with: "    var number: Double? {")
        #expect(sources["PayloadValue.swift"] != values)
        let changed = try GeneratedProgram.buildRuntime(sources: sources, withStandInSDK: true)

        let minor = try RuntimeAPI.disallowedChanges(module: changed, baseline: dump, allowance: .additions)
        #expect(minor.contains { $0.contains("addedWithoutDefault") && $0.contains("protocol requirement") }, "\(minor)")
        #expect(minor.contains { $0.contains("PayloadValue.number") && $0.contains("removed") }, "\(minor)")
        #expect(!minor.contains { $0.contains("addedWithDefault") || $0.contains("AddedDeclaration") }, "\(minor)")
        let patch = try RuntimeAPI.disallowedChanges(module: changed, baseline: dump, allowance: .none)
        #expect(patch.contains { $0.contains("AddedDeclaration") && $0.contains("added") }, "\(patch)")
        #expect(try RuntimeAPI.disallowedChanges(module: today, baseline: dump, allowance: .none).isEmpty)
    }

    @Test("A minor version may remove what the baseline deprecates, and nothing else",
          .enabled(if: TestTier.isFull(), "full tier: builds and dumps two changed runtimes"))
    func deprecatedRemovals() throws {
        // The baseline: today's runtime with one more declaration, deprecated. Then that one and another are removed.
        var deprecating = try runtimeSources(editing: "PayloadValue.swift") { $0 }
        deprecating["DeprecatedForTheTest.swift"] = """
            extension PayloadValue {
                /// Deprecated, then removed.
                @available(*, deprecated, message: "for the test")
                public var deprecatedForTheTest: Int { 0 }
            }
            """
        let deprecated = try GeneratedProgram.buildRuntime(sources: deprecating, withStandInSDK: true)
        let dump = ScratchDirectory.root.appendingPathComponent("runtime-api-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: dump) }
        try RuntimeAPI.dump(module: deprecated).write(to: dump)
        let removing = try runtimeSources(editing: "PayloadValue.swift") { text in
            text.replacingOccurrences(of: "    public var integer: Int? {", with: "    var integer: Int? {")
        }
        let removed = try GeneratedProgram.buildRuntime(sources: removing, withStandInSDK: true)
        let changes = try RuntimeAPI.disallowedChanges(module: removed, baseline: dump, allowance: .additions)
        #expect(changes.contains { $0.contains("PayloadValue.integer") && $0.contains("removed") }, "\(changes)")
        #expect(!changes.contains { $0.contains("deprecatedForTheTest") }, "\(changes)")
        let patch = try RuntimeAPI.disallowedChanges(module: removed, baseline: dump, allowance: .none)
        #expect(patch.contains { $0.contains("deprecatedForTheTest") }, "\(patch)")
    }
}
