@testable import ActionableCore
import Testing

/// Runs the loader over all 402 cases of the YAML test suite (vendored in `Tests/Fixtures/yaml-test-suite`,
/// release data-2022-01-17) and pins how each one comes out.
///
/// The event layer (``YAMLEventReader``) is a thin wrapper over libyaml 0.2.5, so the expected results
/// are libyaml's own, as the suite's README measures them with libyaml's `run-parser-test-suite`:
/// 252 of the 308 valid cases give exactly the events of `test.event`, 51 are rejected and 5 give
/// different events; 78 of the 94 error cases are rejected and 16 accepted. The cases that do not
/// pass are listed below; every other case must pass. A change in the wrapper (a lost anchor, a
/// wrong style, a mangled value, an event dropped or invented, an error swallowed) moves a case and
/// fails with the case's id, its old and new outcome, and the first event that differs or the error.
/// A crash would abort the run and the loader cannot hang: it never recurses, every event is pulled
/// once, and libyaml returns no event after the end of the stream or an error.
@Suite("YAML test suite")
struct YAMLTestSuiteTests {
    /// How a case comes out.
    enum Outcome: String, CustomStringConvertible {
        /// A valid case gives exactly the expected events.
        case validSameEvents = "valid, same events"
        /// A valid case fails to parse.
        case validRejected = "valid, rejected"
        /// A valid case parses to events other than the expected ones.
        case validOtherEvents = "valid, other events"
        /// An error case fails to parse.
        case errorRejected = "error, rejected"
        /// An error case parses.
        case errorAccepted = "error, accepted"

        /// The outcome's name.
        var description: String { rawValue }
    }

    /// Valid cases libyaml 0.2.5 rejects.
    static let validRejected: Set<String> = [
        "2JQS", "2LFX", "2SXE", "4ABK", "4MUZ/00", "4MUZ/01", "4MUZ/02", "58MP", "5MUD", "5T43", "6BCT", "6CA3",
        "6LVF", "6M2F", "7Z25", "8XYN", "96NN/00", "96NN/01", "9SA2", "A2M4", "BEC7", "CFD4", "DBG4", "DK3J",
        "DK95/00", "DK95/03", "DK95/04", "FP8R", "FRK4", "HM87/00", "HWV9", "K3WX", "M2N8/00", "M7A3", "MUS6/05",
        "MUS6/06", "NHX8", "NJ66", "NKF9", "Q5MG", "QT73", "R4YG", "S3PD", "SM9W/01", "UKK6/00", "UT92", "VJP3/01",
        "W4TN", "W5VH", "Y79Y/001", "Y79Y/010",
    ]

    /// Valid cases for which libyaml 0.2.5 gives other events than the expected ones.
    static let validOtherEvents: Set<String> = ["652Z", "HM87/01", "JEF9/02", "L24T/01", "Y2GN"]

    /// Error cases libyaml 0.2.5 accepts.
    static let errorAccepted: Set<String> = [
        "9C9N", "9HCY", "9JBA", "CVW2", "DK95/01", "EB22", "G5U8", "MUS6/00", "MUS6/01", "QB6E", "RHX7", "S98Z",
        "SU5Z", "X4QW", "Y79Y/003", "YJV2",
    ]

    /// The pinned outcome of `testCase`.
    static func pinnedOutcome(of testCase: YAMLTestSuiteCase) -> Outcome {
        if testCase.isError { return errorAccepted.contains(testCase.id) ? .errorAccepted : .errorRejected }
        if validRejected.contains(testCase.id) { return .validRejected }
        return validOtherEvents.contains(testCase.id) ? .validOtherEvents : .validSameEvents
    }

    /// Reads every case through the event layer and checks that it comes out as pinned.
    @Test("The event layer gives every case libyaml 0.2.5's known outcome")
    func events() throws {
        let cases = try YAMLTestSuite.cases()
        var counts: [Outcome: Int] = [:]
        for testCase in cases {
            let (events, failure) = testCase.readEvents()
            let outcome: Outcome
            switch (testCase.isError, failure) {
            case (true, nil): outcome = .errorAccepted
            case (true, _?): outcome = .errorRejected
            case (false, _?): outcome = .validRejected
            case (false, nil): outcome = events == testCase.expectedEvents ? .validSameEvents : .validOtherEvents
            }
            counts[outcome, default: 0] += 1
            let pinned = Self.pinnedOutcome(of: testCase)
            #expect(outcome == pinned, """
                \(testCase.id) was "\(pinned)", is now "\(outcome)": \
                \(failure.map { "\($0.message) at \(place($0.location))" } ?? Self.firstDifference(events, testCase.expectedEvents))
                """)
        }
        #expect(counts == [.validSameEvents: 252, .validRejected: 51, .validOtherEvents: 5, .errorRejected: 78, .errorAccepted: 16])
    }

    /// Loads every case into nodes: a failure always comes with a diagnostic that has a line and column,
    /// and of the 257 valid cases libyaml accepts, 240 load a document, 3 load none (they are empty or
    /// only comments) and 14 load their first document with an `unsupported-yaml` error (they hold several
    /// documents; the first is still loaded, so its own problems are reported too).
    @Test("The loader fails only with located diagnostics, and on valid input libyaml accepts only for unsupported YAML")
    func loader() throws {
        var outcomes: [String: Int] = [:]
        for testCase in try YAMLTestSuite.cases() {
            var diagnostics: [Diagnostic] = []
            let outcome = YAMLLoader().load(testCase.input, diagnostics: &diagnostics)
            let rendered = TextDiagnosticRenderer().render(diagnostics)
            #expect(outcome != .failed || !diagnostics.isEmpty, "\(testCase.id): \(outcome)\n\(rendered)")
            #expect(diagnostics.allSatisfy { $0.severity == .error }, "\(testCase.id):\n\(rendered)")
            #expect(diagnostics.allSatisfy { $0.location.position != nil }, "\(testCase.id):\n\(rendered)")
            guard !testCase.isError, testCase.readEvents().failure == nil else { continue }
            #expect(diagnostics.allSatisfy { $0.rule == .unsupportedYAML || $0.rule == .inputLimit }, "\(testCase.id):\n\(rendered)")
            let name = switch outcome {
            case .document: (["document"] + diagnostics.map(\.rule.rawValue)).joined(separator: ", ")
            case .empty: "empty"
            case .failed: diagnostics.map(\.rule.rawValue).joined(separator: ", ")
            }
            outcomes[name, default: 0] += 1
        }
        #expect(outcomes == ["document": 240, "empty": 3, "document, unsupported-yaml": 14])
    }

    /// The first line where `events` and `expected` differ, for a failure message.
    private static func firstDifference(_ events: String, _ expected: String) -> String {
        let got = events.split(separator: "\n", omittingEmptySubsequences: false)
        let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(got, wanted).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, wanted.count)
        let line = { (lines: [Substring]) in index < lines.count ? "`\(lines[index])`" : "nothing" }
        return "event \(index + 1) is \(line(got)), expected \(line(wanted))"
    }
}
