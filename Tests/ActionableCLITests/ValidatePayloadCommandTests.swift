import ActionableTestSupport
import Foundation
import Testing

@Suite("actionable validate-payload")
struct ValidatePayloadCommandTests {
    static let definitions = """
        categories:
          - id: MEETING_INVITATION
            actions:
              - { id: ACCEPT, title: Accept }
            payload:
              MEETING_ID: { type: string, description: The meeting's id on the server. }
              USER_ID: string
              START: { type: date }
              ATTENDEES: { type: int, optional: true }
              ROLE: { type: string, values: [organizer, attendee], optional: true }
        """

    static let good = """
        {
          "aps": { "category": "MEETING_INVITATION", "alert": { "title": "Design review" } },
          "MEETING_ID": "m-1",
          "USER_ID": "u-2",
          "START": "2026-11-23T09:30:00Z",
          "ROLE": "organizer"
        }
        """

    static let bad = """
        {
          "aps": { "category": "MEETING_INVITATION" },
          "MEETING_ID": 42,
          "START": "tomorrow",
          "ATTENDEES": "3",
          "EXTRA": true
        }
        """

    @Test("A good payload passes; each problem of a bad one is an error at its line and column with its rule id, exit 1")
    func reportsAtTheJSONsPlaces() throws {
        let workspace = try CLI.workspace(["defs.yaml": Self.definitions, "good.json": Self.good, "bad.json": Self.bad])
        let passed = try CLI.run(["validate-payload", "defs.yaml", "--payload", "good.json"], in: workspace)
        #expect(passed.status == 0, "\(passed.standardError)")
        #expect(passed.standardError == "0 errors, 0 warnings\n")

        let failed = try CLI.run(["validate-payload", "defs.yaml", "--payload", "good.json", "bad.json"], in: workspace)
        #expect(failed.status == 1)
        #expect(failed.standardError == """
            bad.json:1:1: error: the payload has no 'USER_ID', which MEETING_INVITATION declares as required (a string) [payload-missing-key]
            bad.json:3:17: error: 'MEETING_ID' must be a string, found the number 42 [payload-wrong-value]
            bad.json:4:12: error: 'START' must be an RFC 3339 date and time such as "2026-11-23T09:30:00Z", found the string 'tomorrow' [payload-wrong-value]
            bad.json:5:16: error: 'ATTENDEES' must be an integer, found the string '3' [payload-wrong-value]
            bad.json:6:12: warning: 'EXTRA' is not a key MEETING_INVITATION declares; the app's typed UserInfo ignores it; expected one of 'MEETING_ID', 'USER_ID', 'START', 'ATTENDEES', 'ROLE' [payload-unknown-key]
            4 errors, 1 warning

            """)
    }

    @Test("Every diagnostics format carries the rule id and the place; a warning alone passes unless promoted")
    func formatsAndSeverities() throws {
        let warningOnly = #"{"aps": {"category": "MEETING_INVITATION"}, "MEETING_ID": "m", "USER_ID": "u", "START": "2026-11-23T09:30:00Z", "X": 1}"#
        let workspace = try CLI.workspace(["defs.yaml": Self.definitions, "bad.json": Self.bad, "warn.json": warningOnly])
        let github = try CLI.run(["validate-payload", "defs.yaml", "--payload", "bad.json", "--diagnostics-format", "github"], in: workspace)
        #expect(github.status == 1)
        #expect(github.standardOutput.contains("::error file=bad.json,line=3,col=17,title=payload-wrong-value::"))
        let json = try CLI.run(["validate-payload", "defs.yaml", "--payload", "bad.json", "--diagnostics-format", "json"], in: workspace)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["rule"] as? String } == [
            "payload-missing-key", "payload-wrong-value", "payload-wrong-value", "payload-wrong-value", "payload-unknown-key",
        ])
        #expect(diagnostics.map { "\($0["line"] ?? ""):\($0["column"] ?? "")" } == ["1:1", "3:17", "4:12", "5:16", "6:12"])

        #expect(try CLI.run(["validate-payload", "defs.yaml", "--payload", "warn.json"], in: workspace).status == 0)
        #expect(try CLI.run(["validate-payload", "defs.yaml", "--payload", "warn.json", "--warnings-as-errors"], in: workspace).status == 1)
        #expect(try CLI.run(["validate-payload", "defs.yaml", "--payload", "warn.json", "--rule", "payload-unknown-key=off"], in: workspace)
            .standardError == "0 errors, 0 warnings\n")
    }

    @Test("A missing payload file, a directory, broken definitions and no --payload are errors, never a crash")
    func badInvocations() throws {
        let workspace = try CLI.workspace(["defs.yaml": Self.definitions, "broken.yaml": "categories: [", "dir/x.json": "{}"])
        let missing = try CLI.run(["validate-payload", "defs.yaml", "--payload", "nope.json", "dir"], in: workspace)
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("nope.json: error: cannot read the payload file"))
        #expect(missing.standardError.contains("dir: error: cannot read the payload file"))
        let broken = try CLI.run(["validate-payload", "broken.yaml", "--payload", "dir/x.json"], in: workspace)
        #expect(broken.status == 1)
        #expect(broken.standardError.contains("[yaml-syntax]"))
        #expect(!broken.standardError.contains("x.json"))
        #expect(try CLI.run(["validate-payload", "defs.yaml"], in: workspace).status == 64)
    }
}
