import Foundation
import Testing
@_spi(ActionableGenerated) import ActionableRuntime

/// The hand-written readers every reader of a payload agrees with: dates, URLs, key paths and `aps`.
@Suite("Readers")
struct ReadersTests {
    @Test("RFC 3339 dates read to the microsecond and write back to the same date")
    func dates() throws {
        let date = try #require(RFC3339.date("2026-11-23T10:30:00.25+01:00"))
        #expect(date == RFC3339.date("2026-11-23T09:30:00.25Z"))
        #expect(date.timeIntervalSince1970 == 1_795_426_200.25)
        #expect(RFC3339.text(of: date) == "2026-11-23T09:30:00.25Z")
        #expect(RFC3339.date("2026-02-29T00:00:00Z") == nil)
        #expect(RFC3339.date("2024-02-29T00:00:00Z") != nil)
        #expect(RFC3339.date("2026-11-23 09:30:00Z") == nil)
        for seconds in [-62_167_219_200.0, 0, 1e9 + 0.5, 253_402_300_799.5] {
            let text = RFC3339.text(of: Date(timeIntervalSince1970: seconds))
            #expect(RFC3339.date(text).map { abs($0.timeIntervalSince1970 - seconds) < 1e-6 } == true, "\(text)")
        }
    }

    @Test("URLs are read by one rule on every OS", arguments: [
        ("https://example.com/a?b#c", false, true), ("mailto:a@b.c", false, true), ("/rooms/7", false, false),
        ("/rooms/7", true, true), ("a:b/c", true, true), ("http://a@b@c", false, false), ("http://a:x", false, false),
        ("https://example.com/a b", false, false), ("https://é.com", false, false), ("%4", true, false), ("", true, false),
    ])
    func urls(_ text: String, _ relative: Bool, _ accepted: Bool) {
        #expect(URLSyntax.isURL(text, relative: relative) == accepted)
    }

    @Test("Key paths quote the keys that need it, as validate-payload writes them")
    func keyPaths() {
        #expect(PayloadKeyPath.component("plain") == "plain")
        #expect(PayloadKeyPath.component("a.b") == #""a.b""#)
        #expect(PayloadKeyPath.component("") == #""""#)
        #expect(PayloadKeyPath.component("q\"\u{1}") == #""q\"\u0001""#)
        #expect(PayloadPlace().child("a").item(2).child("b.c").path == #"a[2]."b.c""#)
    }

    @Test("aps is checked as APNs documents it; a silent push must have content-available 1, however it is written")
    func aps() throws {
        let silent = UserInfoKeys(userInfo: ["aps": ["content-available": 1.0]])
        try silent.checkAPS(push: true, silent: true)
        let loud = UserInfoKeys(userInfo: ["aps": ["content-available": 1, "badge": 1]])
        #expect(throws: PayloadKeyError(key: "aps.badge", expectation: .absent, finding: .value(1))) {
            try loud.checkAPS(push: true, silent: true)
        }
        // A wrong member of an alert or a sound is reported at its own path: the first in key order, whatever the
        // dictionary's order.
        let wrong = UserInfoKeys(values: [
            "aps": ["badge": -1, "sound": ["volume": 2], "alert": ["title": 1, "body": 2, "subtitle": "s"]],
        ])
        try wrong.checkAPS(push: false, silent: false)
        #expect(wrong.problems == [
            PayloadKeyError(key: "aps.alert.body", expectation: .string, finding: .value(2)),
            PayloadKeyError(key: "aps.badge", expectation: .range(.integer, from: 0, upTo: nil), finding: .value(-1)),
            PayloadKeyError(key: "aps.sound.volume", expectation: .range(.number, from: 0, upTo: 1), finding: .value(2)),
        ])
        #expect(wrong.problems.map(\.expectation.description) == ["a string", "an integer from 0", "a number from 0 up to 1"])
    }

    @Test("Required keys throw with the key path; optional ones are nil with their problem kept; together is checked")
    func keys() throws {
        let keys = UserInfoKeys(userInfo: ["a": 1, "b": "x", "c": Date()])
        #expect(try keys.required("a", .int) == 1)
        #expect(keys.optional("b", PayloadCodec<Int>.int) == nil)
        #expect(throws: PayloadKeyError(key: "z", expectation: .string, finding: .missing)) { try keys.required("z", PayloadCodec<String>.string) }
        #expect(keys.optional("c", PayloadCodec<String>.string) == nil)
        #expect(keys.problems.map(\.key) == ["b", "c"])
        #expect(throws: PayloadKeyError(key: "z", expectation: .present(with: "a"), finding: .missing)) { try keys.together("a", ["z"]) }
        try keys.fixed("a", 1.0)
    }
}
