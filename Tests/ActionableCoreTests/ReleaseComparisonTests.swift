@testable import ActionableCore
import Foundation
import Testing

/// The release oracle's comparator (``ReleaseComparison``) and symbol reader (``SwiftSymbols``), on made-up runs and
/// files: each kind of difference is found, and only an allow-list entry quoting CHANGELOG's Unreleased 'Changed' excuses it.
@Suite("Release comparison")
struct ReleaseComparisonTests {
    @Test("A differing verdict, decoded value or written byte is a difference; equal runs have none; a shorter run differs where it ends")
    func observations() {
        let before = [("p1", "accept {\"k\":1} | (k: 1)"), ("p2", "reject"), ("p3", "accept {\"s\":\"RED\"} | (s: .unrecognized(\"RED\"))")]
        #expect(ReleaseComparison.observationDifferences(before: before, after: before).isEmpty)
        var after = before
        after[1].1 = "accept {\"k\":42} | (k: 42)"  // `+42` accepted
        after[2].1 = "accept {\"s\":\"red\"} | (s: .red)"  // case-insensitive values
        let differences = ReleaseComparison.observationDifferences(before: before, after: after)
        #expect(differences.map(\.subject) == ["p2", "p3"])
        #expect(differences[1].before.contains("RED") && differences[1].after.contains("red"))
        let bytes = [("p1", "accept {\"k\":1.0} | (k: 1)")]  // the same value, other bytes
        #expect(ReleaseComparison.observationDifferences(before: Array(before.prefix(1)), after: bytes).count == 1)
        #expect(ReleaseComparison.observationDifferences(before: before, after: Array(before.prefix(2))).map(\.subject) == ["p3"])
    }

    @Test("A declaration renamed, retyped, given another default or another isolation differs; one added does not; a deprecated alias keeps the old name")
    func symbols() {
        let before = SwiftSymbols.symbols(of: """
            nonisolated enum NC {
                enum Field { case opened }
                static func makeContent(threadID: Swift.String = "") -> Int { 0 }
                static func register(on center: Int = 0) {}
                private static var hidden = 1
            }
            """)
        #expect(!before.contains { $0.path.hasSuffix("hidden") })
        #expect(before.contains { $0.path == "NC.makeContent" && $0.signature.contains("threadID:String=\"\"") && $0.isolation == "nonisolated" })
        let same = SwiftSymbols.symbols(of: """
            nonisolated enum NC {
                enum Field { case opened }
                static func makeContent(threadID: String = "") -> Int { 0 }
                static func register(on center: Int = 0) {}
                static func added() {}
            }
            """)
        #expect(ReleaseComparison.symbolDifferences(before: before, after: same).isEmpty)
        let changed = SwiftSymbols.symbols(of: """
            nonisolated enum NC {
                enum FieldCategory { case opened }
                static func makeContent(threadID: String = "notifications") -> Int { 0 }
                @MainActor static func register(on center: Int = 0) {}
            }
            """)
        let subjects = Set(ReleaseComparison.symbolDifferences(before: before, after: changed).map(\.subject))
        #expect(subjects == ["NC.Field", "NC.Field.opened", "NC.makeContent", "NC.register"])
        let aliased = SwiftSymbols.symbols(of: """
            nonisolated enum NC {
                enum FieldCategory { case opened }
                @available(*, deprecated, renamed: "FieldCategory") typealias Field = FieldCategory
                static func makeContent(threadID: String = "") -> Int { 0 }
                static func register(on center: Int = 0) {}
            }
            """)
        #expect(ReleaseComparison.symbolDifferences(before: before, after: aliased).map(\.subject) == ["NC.Field.opened"])
    }

    @Test("The runtime's public declarations are told from the rest: public, open, a public protocol's requirements, a public extension's members; not @_spi")
    func publicDeclarations() {
        let symbols = SwiftSymbols.symbols(of: """
            public protocol P { func required() }
            public extension P { func given() {} }
            extension P { public func stated() {} ; func hidden() {} }
            public struct S { @_spi(X) public func generatedOnly() {} ; public init() {} ; var inside = 0 }
            """)
        #expect(Set(symbols.filter(\.isPublic).map(\.path)) == ["P", "P.required", "P.given", "P.stated", "S", "S.init"])
    }

    @Test("An allow-list entry excuses a difference only when it quotes a line of CHANGELOG's Unreleased 'Changed', and never in a patch")
    func allowList() {
        let changelog = """
            # Changelog
            ## [Unreleased]
            ### Added
            - Something new.
            ### Changed
            - **Integer text** with a sign now reads: `"+42"` is 42.
            ## [0.4.0] - 2026-12-03
            ### Changed
            - An old change.
            """
        let (list, problems) = ReleaseComparison.AllowList.parse("""
            # a comment
            boundary inputs* :: Integer text** with a sign
            names corpus: NC.Field :: An old change
            not an entry
            """)
        #expect(problems.count == 1 && problems[0].hasPrefix("line 4"))
        let wrong = list.problems(changelog: changelog, isPatch: false)
        #expect(wrong.count == 1 && wrong[0].hasPrefix("names corpus: NC.Field"))
        #expect(list.problems(changelog: changelog, isPatch: true).count == 2)
        #expect(list.allows(.init(subject: "boundary inputs: {\"k\":\"+42\"}", before: "reject", after: "accept")))
        #expect(!list.allows(.init(subject: "verdict corpus 38: {}", before: "reject", after: "accept")))
        #expect(list.allows(.init(subject: "names corpus: NC.Field", before: "", after: "")))
    }
}
