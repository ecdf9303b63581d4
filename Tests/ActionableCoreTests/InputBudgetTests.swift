@testable import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// What no input may make the tool spend: the bounds of Documentation/Reliability.md that are not about time
/// (ComplexityTests has those), each observed on the thing bounded.
@Suite("Input budgets")
struct InputBudgetTests {
    // MARK: Push kinds

    @Test("The shadowing index finds the kind a pairwise search finds, for seeded sequences of kinds")
    func shadowIndexAgreesWithPairwiseSearch() {
        var random = SeededGenerator(seed: 46)
        let keys = ["type", "kind", "t"]
        let values: [Model.PushMatch.Value] = [.string("a"), .string("b"), .int(1), .bool(true)]
        for _ in 0..<2_000 {
            var accepted: [Model.PushKind] = []
            var index = PushShadowIndex()
            for number in 0..<Int(random.next() % 12) {
                let roll = random.next() % 4
                let match: Model.PushMatch? = roll == 0 ? nil
                    : Model.PushMatch(key: keys[Int(random.next() % 3)], value: roll == 1 ? nil : values[Int(random.next() % 4)])
                let kind = Model.PushKind(
                    identifier: "k\(number)", swiftName: "k\(number)", typeName: "K\(number)", match: match,
                    isSilent: random.next() % 3 == 0)
                let pairwise = accepted.firstIndex { kind.isShadowed(by: $0) }
                #expect(index.firstShadowing(kind) == pairwise, "\(kind) after \(accepted)")
                if pairwise == nil {
                    index.add(kind, at: accepted.count)
                    accepted.append(kind)
                }
            }
        }
    }

    // MARK: Aliases

    @Test("A text copied by aliases counts every copy: the issue's 60,000-character description in 3,000 categories stops")
    func aliasedTextCountsEveryCopy() throws {
        let text = String(repeating: "x", count: 60_000)
        var yaml = "categories:\n  - id: C0\n    description: &d \(text)\n    actions: [{ id: A0, title: T }]\n"
        for index in 1..<3_000 { yaml += "  - id: C\(index)\n    description: *d\n    actions: [{ id: A\(index), title: T }]\n" }
        let result = Compiler.tested.compile([TestSupport.file("defs.yaml", yaml)])
        let limit = try #require(result.diagnostics.first { $0.rule == .inputLimit })
        #expect(limit.message.contains("bytes of text (aliases count every byte they copy"), "\(limit.message)")
        #expect(result.files.isEmpty)
        // A text reused a few times, as anchors are meant for, is read.
        let reuse = "categories:\n  - id: C0\n    description: &d \(String(repeating: "y", count: 5_000))\n    actions: [{ id: A0, title: T }]\n"
            + (1..<5).map { "  - id: C\($0)\n    description: *d\n    actions: [{ id: A\($0), title: T }]\n" }.joined()
        #expect(Compiler.tested.compile([TestSupport.file("defs.yaml", reuse)]).diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    // MARK: Quoted text

    @Test("A message quotes at most 200 characters of a text and gives its length")
    func longTextIsCutInMessages() {
        let long = String(repeating: "é", count: 70_000)
        let quoted = DiagnosticText.quoted(long)
        #expect(quoted == "'" + String(repeating: "é", count: 200) + "…' (70000 characters)")
        #expect(DiagnosticText.quoted("short") == "'short'")
        #expect(DiagnosticText.shortened(long).hasSuffix("… (70000 characters)"))
        let message: ChangeMessage = "values \(list: (0..<1_000).map { "v\($0)" }) were added"
        #expect(message.plainText.hasSuffix(", 'v19' and 980 more were added"), "\(message.plainText)")
    }

    // MARK: Reports

    /// A report of `count` removed categories.
    static func report(removing count: Int) throws -> ChangeReport {
        let categories = (0..<count).map { "  - id: C\($0)\n    actions: [{ id: A\($0), title: T }]\n" }.joined()
        let base = try #require(Compiler.tested.snapshot([TestSupport.file("base.yaml", "categories:\n" + categories)]).snapshot)
        let head = try #require(Compiler.tested.snapshot([TestSupport.file("head.yaml", "categories:\n  - id: KEPT\n    actions: [{ id: K, title: T }]\n")]).snapshot)
        return ChangeReport(base: "base.yaml", head: "head.yaml", changes: ModelDiffer().changes(from: base, to: head), threshold: .wire,
                            headFile: "head.yaml", sides: ChangeReport.Sides(base: base, head: head))
    }

    @Test("Every report format lists a bounded number of changes and counts the rest")
    func reportsAreCapped() throws {
        let report = try Self.report(removing: 1_500)
        #expect(report.changes.count > ChangeReport.maxListedChanges)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONChangeRenderer().render(report).utf8)) as? [String: Any])
        #expect((json["changes"] as? [Any])?.count == ChangeReport.maxListedChanges)
        #expect(json["notShown"] as? Int == report.changes.count - ChangeReport.maxListedChanges)
        let github = GitHubChangeRenderer().render(report).split(separator: "\n")
        #expect(github.filter { $0.hasPrefix("::error file=") }.count == ChangeReport.maxAnnotations)
        #expect(github.contains { $0.hasPrefix("::notice title=actionable diff::\(report.changes.count - ChangeReport.maxAnnotations) more changes are not shown") })
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(SARIFChangeRenderer().render(report).utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.count == ChangeReport.maxListedChanges)
        let html = HTMLChangeRenderer().render(report)
        #expect(html.components(separatedBy: "<tr data-rule=").count - 1 == ChangeReport.maxListedChanges)
        #expect(html.contains("more changes are not shown here"))
        let markdown = MarkdownChangeRenderer().render(report)
        #expect(markdown.utf8.count < 200_000, "\(markdown.utf8.count) bytes")
    }

    // MARK: Patterns

    static let ambiguous = [#"^(a+)+$"#, #"(a*)*"#, #"^(a|a)*$"#, #"^(.*a){100}$"#, #"(a|ab)+"#, #"(\w|\d)*x"#, #"^([a-z0-9]+)*$"#,
                            #"(\d+\s?)+$"#, #"^(a?){2,}$"#, #"((ab)*)+"#]
    static let unambiguous = [#"^[A-Z]{3}-\d{2,4}$"#, #"^([a-z]+\.)+[a-z]{2,}$"#, #"^(\d+,)*\d+$"#, #"(x|yz)+"#, #"^\w+\s\w+$"#,
                              #"^[a-z]+(-[a-z]+)*$"#, #"^(ab|cd){1,100}$"#, #"^(a+)?$"#]

    @Test("Patterns a backtracking engine can take exponential time on are refused at check, with the reason")
    func ambiguousPatternsAreRefused() {
        for pattern in Self.ambiguous {
            #expect(PayloadPattern.problem(in: pattern)?.contains("backtracking engine") == true, "\(pattern)")
        }
        for pattern in Self.unambiguous {
            #expect(PayloadPattern.problem(in: pattern) == nil, "\(pattern)")
        }
        let yaml = "categories:\n  - id: C\n    payload: { CODE: { type: string, pattern: '^(a+)+$' } }\n    actions: [{ id: A, title: T }]\n"
        let error = Compiler.tested.check([TestSupport.file("defs.yaml", yaml)]).diagnostics.first { $0.rule == .invalidPayloadType }
        #expect(error?.location.position?.line == 3, "\(String(describing: error))")
    }

    /// Patterns made from small pieces (classes, groups, alternations, quantifiers), seeded.
    static func generatedPatterns(count: Int, seed: UInt64) -> [String] {
        var random = SeededGenerator(seed: seed)
        let atoms = ["a", "b", "[a-z]", "\\d", ".", "-", "\\.", "[^,]", "\\w"]
        let quantifiers = ["", "", "+", "*", "?", "{2}", "{1,3}", "{2,}"]
        func pick(_ items: [String]) -> String { items[Int(random.next() % UInt64(items.count))] }
        func piece(_ depth: Int) -> String {
            switch random.next() % 4 {
            case 0 where depth < 2: return "(" + piece(depth + 1) + piece(depth + 1) + ")" + pick(quantifiers)
            case 1 where depth < 2: return "(" + piece(depth + 1) + "|" + piece(depth + 1) + ")" + pick(quantifiers)
            default: return pick(atoms) + pick(quantifiers)
            }
        }
        return (0..<count).map { _ in "^" + (0..<Int(1 + random.next() % 3)).map { _ in piece(0) }.joined() + "$" }
    }

    /// The oracle: Python's `re` (a backtracking engine, as the `jsonschema` package uses) runs each pattern as the
    /// manifest's schema writes it on texts built to make it backtrack; the names of those it could not finish
    /// within two seconds come back.
    static func patternsPythonCannotFinish(_ patterns: [String]) throws -> [String] {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("patterns.json")
        let schemaPatterns = patterns.map { JSONValue.string(PayloadPattern.schemaPattern($0) ?? $0) }
        try Data(JSONValue.array(schemaPatterns).document.utf8).write(to: input)
        // Python's `re` matches in C and does not stop for a signal, so each pattern runs in a child process that
        // is killed when it takes longer than two seconds.
        let script = #"""
            import json, os, re, sys, time
            slow = []
            for pattern in json.load(open(sys.argv[1])):
                child = os.fork()
                if child == 0:
                    compiled = re.compile(pattern)
                    for c in "ab0-.x,":
                        compiled.search(c * 60 + "!")
                    for unit in ("ab", "a-", "a.", "a1"):
                        compiled.search(unit * 40 + "!")
                    os._exit(0)
                deadline, done = time.monotonic() + 2, False
                while not done and time.monotonic() < deadline:
                    done = os.waitpid(child, os.WNOHANG) != (0, 0)
                    if not done:
                        time.sleep(0.002)
                if not done:
                    os.kill(child, 9)
                    os.waitpid(child, 0)
                    slow.append(pattern)
            print(json.dumps(slow))
            """#
        let output = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, input.path])
        guard output.status == 0 else { throw SchemaValidator.Failure(description: output.standardError) }
        return try JSONDecoder().decode([String].self, from: Data(output.standardOutput.utf8))
    }

    @Test("Every pattern the check accepts, a backtracking engine matches quickly on texts made to make it backtrack")
    func acceptedPatternsDoNotBacktrack() throws {
        let generated = Self.generatedPatterns(count: 400, seed: 46)
        let accepted = generated.filter { PayloadPattern.problem(in: $0) == nil }
        #expect(accepted.count > 100, "the generator should make many usable patterns")
        #expect(try Self.patternsPythonCannotFinish(accepted + Self.unambiguous).isEmpty)
        // The oracle can fail: the refused patterns include ones it cannot finish.
        #expect(try Self.patternsPythonCannotFinish([#"^(a+)+$"#, #"^(a|a)*$"#, #"^(.*a){20}$"#]).count == 3)
    }
}
