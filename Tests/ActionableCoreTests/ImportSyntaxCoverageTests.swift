@testable import ActionableImport
import SwiftParser
import Testing

/// Every expression, statement and declaration kind swift-syntax has is evaluated by the import or reported at its
/// line, never passed over as nothing (issue 78): a program for each kind (``SyntaxKindSample``) on the way to what
/// it registers, and one for each kind of statement the Objective-C reader tells apart (``ObjectiveCKindSample``). Those that build run in the execution oracle (``ImportExecutionOracleTests``), which judges them
/// exact or reported; those that do not build are judged here, where they must be reported.
@Suite("Every syntax kind is evaluated or reported")
struct ImportSyntaxCoverageTests {
    @Test("A sample holds every kind swift-syntax has, but those its parser never makes")
    func everyKindHasASample() {
        let unproduced = Set(SyntaxKindSample.unproduced.map(\.kind))
        var covered: Set<String> = []
        for sample in SyntaxKindSample.all {
            let found = SyntaxKindSample.kinds(in: sample.text)
            for kind in sample.kinds {
                #expect(found.contains(kind), "\(sample.name) is for \(kind), which its code does not hold:\n\(sample.text)")
                covered.insert(kind)
            }
        }
        let every = SyntaxKindSample.everyKind
        #expect(every.count > 90, "swift-syntax's kinds were not read: \(every.sorted())")
        #expect(every.subtracting(covered).subtracting(unproduced).sorted() == [], "kinds without a sample")
        #expect(covered.union(unproduced).subtracting(every).sorted() == [], "samples of kinds swift-syntax does not have")
        // What a kind the parser never makes would be written as: parsed, it is not that kind (else it needs a sample).
        for (kind, code, reason) in SyntaxKindSample.unproduced {
            #expect(!SyntaxKindSample.kinds(in: code).contains(kind), "\(kind) is made after all (\(reason)): give it a sample")
        }
        let names = SyntaxKindSample.all.map(\.name)
        #expect(Set(names).count == names.count, "two samples share a name")
    }

    @Test("A sample holds every kind of statement the Objective-C reader tells apart")
    func everyObjectiveCKindHasASample() {
        for kind in ObjectiveCStatementKind.allCases {
            let samples = ObjectiveCKindSample.all.filter { $0.kind == kind }
            #expect(samples.count == 1, "\(kind): \(samples.count) samples")
            for sample in samples {
                #expect(sample.statementKind == kind, "\(sample.name) is for \(kind), yet its statement is read as \(String(describing: sample.statementKind))")
            }
        }
    }

    @Test("A sample that does not build is reported at a line it marks", arguments: SyntaxKindSample.all.filter { !$0.builds }.map(\.name))
    func samplesThatDoNotBuildAreReported(_ name: String) throws {
        let sample = try #require(SyntaxKindSample.all.first { $0.name == name })
        let imported = ImportedCase(importing: sample.importCase)
        let lines = imported.reportedLines
        #expect(!lines.isEmpty, "\(name) does not build, yet its import claims to read it:\n\(sample.text)")
        #expect(lines.isSubset(of: sample.importCase.expectation.allowed),
                "\(name): reported at \(lines.sorted()), where only \(sample.importCase.expectation.allowed.sorted()) may be\n\(imported.response.diagnostics.map(\.message))")
    }
}
