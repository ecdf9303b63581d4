@testable import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// `diff`'s classes against what really happens: for every change rule (``ChangeRuleTests/cases``), the
/// compatibility oracle builds an app written against the base's generated code with the head's, and runs the
/// base's and head's generated code against each other's pushes, responses and registrations.
@Suite("Compatibility oracle")
struct CompatibilityOracleTests {
    /// A change case as the oracle's pair and as `diff`'s changes.
    static func pair(_ testCase: ChangeCase) throws -> (CompatibilityOracle.Pair, [Change]) {
        var head = ChangeRuleTests.base
        for edit in testCase.edits { head = head.replacingOccurrences(of: edit.old, with: edit.new) }
        let baseSettings = GenerationSettings.tested(accessLevel: testCase.settings.base, localization: testCase.localization.base)
        let headSettings = GenerationSettings.tested(
            namespace: testCase.settings.headNamespace, accessLevel: testCase.settings.head, localization: testCase.localization.head)
        var old = try ChangeRuleTests.snapshot("base.yaml", ChangeRuleTests.base, accessLevel: testCase.settings.base)
        old.localizationSettings = testCase.localization.base
        var new = try ChangeRuleTests.snapshot("head.yaml", head, accessLevel: testCase.settings.head, namespace: testCase.settings.headNamespace)
        new.localizationSettings = testCase.localization.head
        let pair = CompatibilityOracle.Pair(
            name: testCase.rule.rawValue, base: ChangeRuleTests.base, head: head, baseSettings: baseSettings, headSettings: headSettings)
        return (pair, ModelDiffer().changes(from: old, to: new))
    }

    /// Whether `changes`' classes are what `observation` saw: the strictest class reported is the strictest
    /// observed (a stricter one only where every change of it documents why it is conservative), and `source`
    /// is among the classes reported exactly when an app stopped building.
    static func agreement(_ changes: [Change], _ observation: CompatibilityOracle.Observation) -> String? {
        let reported = changes.map(\.changeClass).min() ?? .compatible
        let observed = observation.strictest
        if reported > observed {
            return "diff says \(reported.rawValue), the oracle saw \(observation)"
        }
        if reported < observed, !changes.filter({ $0.changeClass == reported }).allSatisfy({ $0.rule.conservativeReason != nil }) {
            return "diff says \(reported.rawValue) without a documented reason, the oracle saw \(observation)"
        }
        let sourceChanges = changes.filter { $0.classes.contains(.source) }
        if observation.classes.contains(.source), sourceChanges.isEmpty {
            return "diff does not count a source change, the oracle saw \(observation)"
        }
        if !observation.classes.contains(.source), !sourceChanges.isEmpty, !sourceChanges.allSatisfy({ $0.rule.conservativeReason != nil }) {
            return "diff counts a source change without a documented reason, the oracle saw \(observation)"
        }
        return nil
    }

    /// The cases the oracle observes: every one in the full tier; in the fast tier one of each class, drawn with
    /// the tier's seed; the others in the rest of the full tier.
    static var observedCases: [ChangeCase] {
        let byClass = Dictionary(grouping: ChangeRuleTests.cases) { $0.rule.changeClass }
        let drawn = ChangeClass.allCases.flatMap { TestTier.slice(byClass[$0] ?? [], count: 1, salt: "oracle \($0.rawValue)") }
        return TestTier.mode == .full ? ChangeRuleTests.cases : drawn
    }

    @Test("Every change rule's class (in the fast tier, one rule of each class) is the strictest the oracle observes, by building and running old and new code")
    func everyRule() throws {
        let cases = Self.observedCases
        let pairs = try cases.map(Self.pair)
        let observations = try CompatibilityOracle.observe(pairs.map(\.0))
        for ((testCase, pair), observation) in zip(zip(cases, pairs), observations) {
            #expect(observation.errors.isEmpty, "\(testCase.rule.rawValue): \(observation.errors)")
            let disagreement = Self.agreement(pair.1, observation)
            #expect(disagreement == nil, "\(testCase.rule.rawValue) [\(pair.1.map(\.rule.rawValue))]: \(disagreement ?? "")")
            if ProcessInfo.processInfo.environment["ORACLE_TABLE"] != nil {
                print("ORACLE \(testCase.rule.rawValue): diff \(pair.1.map { "\($0.rule.rawValue)=\($0.classes.map(\.rawValue))" }) observed \(observation.classes.map(\.rawValue).sorted()) \(observation.findings.map { $0.1.prefix(90) })")
            }
        }
    }
}

extension CompatibilityOracleTests {
    @Test("The oracle reads each side's samples with the other side's decoder: one it refuses is a wire break it names")
    func samplesAreRead() throws {
        let head = ChangeRuleTests.base.replacingOccurrences(of: "payload: { N: int }", with: "payload: { N: string }")
            .replacingOccurrences(of: "userInfo: { N: 1 }", with: "userInfo: { N: \"1\" }")
            .replacingOccurrences(of: "userInfo: { N: 2 }", with: "userInfo: { N: \"2\" }")
        let observation = try #require(try CompatibilityOracle.observe([.init(name: "sample types", base: ChangeRuleTests.base, head: head)]).first)
        #expect(observation.errors.isEmpty, "\(observation.errors)")
        for (side, sample) in [("old servers'", "Hello"), ("new servers'", "Quiet")] {
            #expect(observation.findings.contains { $0.0 == .wire && $0.1.hasPrefix("\(side) sample \(sample) of push kind NOTIFY is read as") },
                    "\(observation)")
        }
    }

    /// Seeded pairs whose head makes several of the rules' edits at once (each only where its text is still
    /// there): `ACTIONABLE_ORACLE_PAIRS` of them (8 in the full tier, 1 in the fast one), drawn with
    /// `ACTIONABLE_ORACLE_SEED` (1, or the fast tier's seed).
    static func combinedPairs() -> [(name: String, head: String)] {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["ACTIONABLE_ORACLE_PAIRS"].flatMap(Int.init) ?? TestTier.value(full: 8, fast: 1)
        var state = environment["ACTIONABLE_ORACLE_SEED"].flatMap(UInt64.init) ?? TestTier.value(full: 1, fast: TestTier.seed)
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let editable = ChangeRuleTests.cases.filter { !$0.edits.isEmpty && $0.settings.base == .internal && $0.settings.head == .internal }
        return (0..<count).map { _ in
            var head = ChangeRuleTests.base
            var applied: [String] = []
            for _ in 0..<(2 + next(3)) {
                let testCase = editable[next(editable.count)]
                guard testCase.edits.allSatisfy({ head.contains($0.old) }) else { continue }
                let candidate = testCase.edits.reduce(head) { $0.replacingOccurrences(of: $1.old, with: $1.new) }
                // An edit that makes the definitions invalid with an earlier one is left out.
                guard Compiler.tested.check([TestSupport.file("head.yaml", candidate)]).catalog != nil else { continue }
                head = candidate
                applied.append(testCase.rule.rawValue)
            }
            return (applied.joined(separator: " + "), head)
        }
    }

    @Test("Seeded pairs of several edits at once: diff's strictest class is the oracle's (ACTIONABLE_ORACLE_PAIRS, ACTIONABLE_ORACLE_SEED)")
    func combinedEdits() throws {
        let heads = Self.combinedPairs()
        let pairs = heads.map { CompatibilityOracle.Pair(name: $0.name, base: ChangeRuleTests.base, head: $0.head) }
        let observations = try CompatibilityOracle.observe(pairs)
        let old = try ChangeRuleTests.snapshot("base.yaml", ChangeRuleTests.base)
        for (head, observation) in zip(heads, observations) {
            let changes = ModelDiffer().changes(from: old, to: try ChangeRuleTests.snapshot("head.yaml", head.head))
            #expect(observation.errors.isEmpty, "\(head.name): \(observation.errors)")
            let disagreement = Self.agreement(changes, observation)
            #expect(disagreement == nil, "\(head.name) [\(changes.map(\.rule.rawValue))]: \(disagreement ?? "")")
        }
    }
}
