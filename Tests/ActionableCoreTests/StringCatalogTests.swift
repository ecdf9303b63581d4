@testable import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// An existing catalog the merge must refuse, with the place and message of one of the errors.
struct BadCatalog: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    /// `line:column` of the expected error.
    var position: String
    /// Text the message must contain.
    var message: String

    var testDescription: String { name }

    init(_ name: String, _ json: String, at position: String, _ message: String) {
        self.init(name, bytes: Array(json.utf8), at: position, message)
    }

    init(_ name: String, bytes: [UInt8], at position: String, _ message: String) {
        self.name = name
        self.bytes = bytes
        self.position = position
        self.message = message
    }
}

/// A translation the check must accept or report (`message` nil: accepted).
struct TranslationCase: CustomTestStringConvertible, Sendable {
    var name: String
    /// The development value.
    var value: String
    /// The start of the `fr` localization, as JSON, up to the `value` member whose string is `translation`.
    var localization: String
    /// The translated text, written alone on line 4 (column 1).
    var translation: String
    var message: String?

    var testDescription: String { name }

    init(_ name: String, value: String, _ localization: String, _ translation: String, _ message: String? = nil) {
        self.name = name
        self.value = value
        self.localization = localization
        self.translation = translation
        self.message = message
    }
}

@Suite("String catalog merge")
struct StringCatalogTests {
    static let path = "App/Localizable.xcstrings"

    /// Merges `strings` into `existing` (nil: no catalog yet) and returns the output as text and the diagnostics.
    static func merge(
        _ strings: [LocalizedString], into existing: [UInt8]?, sourceLanguage: String = "en"
    ) -> (output: String?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let file = existing.map { SourceFile(path: path, contents: $0) }
        let bytes = StringCatalogMerger(sourceLanguage: sourceLanguage).merge(strings, into: file, diagnostics: &diagnostics)
        if let bytes {
            #expect(String(validating: bytes, as: UTF8.self) != nil)
        }
        return (bytes.map { String(decoding: $0, as: UTF8.self) }, diagnostics)
    }

    static func merge(_ strings: [LocalizedString], into existing: String) -> (output: String?, diagnostics: [Diagnostic]) {
        merge(strings, into: Array(existing.utf8))
    }

    static func string(_ key: String, _ value: String, _ comment: String = "A comment.") -> LocalizedString {
        LocalizedString(key: key, value: value, comment: comment)
    }

    // MARK: Creating

    @Test("A new catalog has the source language, each string as a manual entry of ours, and version 1.0, laid out as Xcode writes it")
    func create() throws {
        let (output, diagnostics) = Self.merge(
            [Self.string("reply.title", "Reply", "Title of the Reply button."),
             Self.string("meeting.summary", "%u new messages", "Summary of a meeting's messages.")],
            into: nil, sourceLanguage: "de")
        #expect(diagnostics.isEmpty)
        #expect(try Array(#require(output).utf8) == Array("""
            {
              "sourceLanguage" : "de",
              "strings" : {
                "meeting.summary" : {
                  "comment" : "Summary of a meeting's messages. [actionable]",
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%u new messages"
                      }
                    }
                  }
                },
                "reply.title" : {
                  "comment" : "Title of the Reply button. [actionable]",
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Reply"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """.utf8))
    }

    @Test("A catalog without strings writes an empty object as Apple does: an empty line, then the brace")
    func createEmpty() throws {
        let (output, _) = Self.merge([], into: nil)
        #expect(try #require(output) == "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}")
    }

    // MARK: Updating

    /// A catalog in Xcode's layout holding entries of every kind: ours, stale ours, hand-written, extracted,
    /// with translations, variations, unknown fields and numbers written in several ways.
    static let existing = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "extracted %lld items" : {
              "localizations" : {
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%@ éléments extraits"
                  }
                }
              }
            },
            "Hand written" : {
              "comment" : "Written by the team.",
              "extractionState" : "manual",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Handgeschrieben %@"
                  }
                }
              }
            },
            "meeting.summary" : {
              "comment" : "Old comment. [actionable]",
              "extractionState" : "manual",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%#@messages@"
                  },
                  "substitutions" : {
                    "messages" : {
                      "argNum" : 1,
                      "formatSpecifier" : "u",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "Eine neue Nachricht"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg neue Nachrichten"
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%u messages"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "%u nouveaux messages"
                  },
                  "x-vendor" : [
                    1.50,
                    -0,
                    2E+10,
                    true,
                    false,
                    null,
                    [

                    ]
                  ]
                },
                "ja" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "新着メッセージ"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%u件の新着メッセージ"
                        }
                      }
                    }
                  }
                }
              },
              "shouldTranslate" : true
            },
            "old.key" : {
              "comment" : "No longer defined. [actionable]",
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Old"
                  }
                }
              }
            },
            "stale.again" : {
              "comment" : "Defined again. [actionable]",
              "extractionState" : "stale",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Back"
                  }
                }
              }
            }
          },
          "version" : "1.0",
          "x-tool" : {

          }
        }
        """

    static let defined = [
        string("stale.again", "Back", "Defined again."),
        string("meeting.summary", "%u new messages", "Summary of a meeting's messages."),
        string("new.key", "New", "A new string."),
    ]

    @Test("An update sets our entries' value and comment, adds new keys in order, marks only our removed entries stale, and keeps everything else byte for byte")
    func update() throws {
        let (output, diagnostics) = Self.merge(Self.defined, into: Self.existing)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        var expected = Self.existing
        expected.replace("""
                  "comment" : "Old comment. [actionable]",
            """, with: """
                  "comment" : "Summary of a meeting's messages. [actionable]",
            """)
        expected.replace("""
                        "value" : "%u messages"
            """, with: """
                        "value" : "%u new messages"
            """)
        expected.replace("""
                "old.key" : {
                  "comment" : "No longer defined. [actionable]",
                  "extractionState" : "manual",
            """, with: """
                "new.key" : {
                  "comment" : "A new string. [actionable]",
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "New"
                      }
                    }
                  }
                },
                "old.key" : {
                  "comment" : "No longer defined. [actionable]",
                  "extractionState" : "stale",
            """)
        expected.replace("""
                  "comment" : "Defined again. [actionable]",
                  "extractionState" : "stale",
            """, with: """
                  "comment" : "Defined again. [actionable]",
                  "extractionState" : "manual",
            """)
        #expect(expected != Self.existing)
        #expect(Array(try #require(output).utf8) == Array(expected.utf8))
    }

    @Test("Merging the same strings into the merged catalog changes nothing, and again nothing")
    func idempotent() throws {
        let once = try #require(Self.merge(Self.defined, into: Self.existing).output)
        let twice = try #require(Self.merge(Self.defined, into: once).output)
        #expect(Array(twice.utf8) == Array(once.utf8))
        #expect(Self.merge(Self.defined, into: twice).output.map { Array($0.utf8) } == Array(once.utf8))
    }

    @Test("A catalog Xcode wrote comes back byte for byte when nothing changed, non-ASCII keys in Xcode's order included")
    func xcodeCatalogUnchanged() throws {
        // Keys in the order Xcode wrote them (from a real catalog): punctuation, digits, letters without regard
        // to case, `–` among the dashes and `é` with the e's, where `XcodeKeyOrder` would put them last.
        let keys = ["", "\nIf you run into issues", " Note", "-", "–", "...", "(%@)", "[+2]", "%@", "%lld", "%lld d.p",
                    "%lld Solves", "+2", "|", "0.00", "0.000", "2x2", "10x10", "All phases", "All Puzzles", "Comment",
                    "COMMENT", "Comment something…", "e", "é", "f", "ours"]
        let entries = keys.map { key in
            let comment = key == "ours" ? "Ours. [actionable]" : "Theirs."
            return """
                    \(Self.jsonString(key)) : {
                      "comment" : "\(comment)",
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Text"
                          }
                        }
                      }
                    }
                """
        }
        let catalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n")
            + "\n  },\n  \"version\" : \"1.0\"\n}"
        let (output, diagnostics) = Self.merge([Self.string("ours", "Text", "Ours.")], into: catalog)
        #expect(diagnostics.isEmpty)
        #expect(output.map { Array($0.utf8) } == Array(catalog.utf8))
    }

    @Test("A new key goes right after the last key that sorts before it, so keys Xcode sorted differently do not misplace it")
    func insertionPlace() throws {
        // Xcode's order; `XcodeKeyOrder` puts `–` and `é` after the ASCII letters.
        let catalog = #"{"sourceLanguage": "en", "strings": {"–": {}, "a": {}, "é": {}, "f": {}, "zz": {}}}"#
        let (output, _) = Self.merge(
            [Self.string("g", "G"), Self.string("b", "B"), Self.string("0", "Zero"), Self.string("z", "Z")], into: catalog)
        let document = JSONParser.parseDocument(Array(try #require(output).utf8))
        let keys = try #require(document.root?.members?["strings"]?.members).map(\.key)
        #expect(keys == ["0", "–", "a", "b", "é", "f", "g", "z", "zz"])
    }

    @Test("Unknown fields are kept at every level, a missing sourceLanguage and version are added, and the existing sourceLanguage wins")
    func unknownFieldsAndSourceLanguage() throws {
        let (withLanguage, _) = Self.merge(
            [Self.string("k", "V")],
            into: #"{"sourceLanguage": "fr", "strings": {"k": {"localizations": {"fr": {"stringUnit": {"state": "new", "value": "old", "x-deep": null}, "x-unit": true}}, "x-entry": 1}}, "x-top": [1e3]}"#)
        #expect(try Array(#require(withLanguage).utf8) == Array("""
            {
              "sourceLanguage" : "fr",
              "strings" : {
                "k" : {
                  "comment" : "A comment. [actionable]",
                  "extractionState" : "manual",
                  "localizations" : {
                    "fr" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "V"
                      }
                    }
                  },
                  "x-entry" : 1
                }
              },
              "version" : "1.0",
              "x-top" : [
                1e3
              ]
            }
            """.utf8))
        let (withoutLanguage, _) = Self.merge([], into: #"{"strings": {}}"#)
        #expect(try #require(withoutLanguage).contains(#""sourceLanguage" : "en""#))
    }

    @Test("An entry another tool or the team wrote, with the same key as one of ours, becomes ours; shouldTranslate stays")
    func takeOver() throws {
        let (output, _) = Self.merge(
            [Self.string("k", "V", "Ours.")],
            into: #"{"sourceLanguage": "en", "strings": {"k": {"extractionState": "extracted_with_value", "shouldTranslate": false}}}"#)
        let text = try #require(output)
        let entry = try #require(JSONParser.parseDocument(Array(text.utf8)).root?.members?["strings"]?.members?["k"]?.members)
        #expect(entry.map(\.key) == ["comment", "extractionState", "localizations", "shouldTranslate"])
        #expect(entry["comment"]?.string == "Ours. [actionable]")
        #expect(entry["extractionState"]?.string == "manual")
    }

    // MARK: Layout

    @Test("Strings are escaped as Apple's writer escapes them: quote, backslash and controls; slash, DEL and non-ASCII raw")
    func escaping() throws {
        let hostile = "say \"hi\" \\ a/b\nnext\ttab\r\u{8}\u{C}\u{1}\u{1B}\u{7F} 😀 é e\u{301} \u{2028}"
        let key = "key \"/\\\n"
        let (output, _) = Self.merge([Self.string(key, hostile, "c\u{1F}")], into: nil)
        let escaped = #"say \"hi\" \\ a/b\nnext\ttab\r\b\f\u0001\u001b"# + "\u{7F} 😀 é e\u{301} \u{2028}"
        let expected = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "key \"/\\\n" : {
                  "comment" : "c\u001f [actionable]",
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "\#(escaped)"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
        #expect(Array(try #require(output).utf8) == Array(expected.utf8))
        // Read back, the strings are the ones written, scalar for scalar.
        let entry = JSONParser.parseDocument(Array(expected.utf8)).root?.members?["strings"]?.members?.first
        #expect(entry?.key.unicodeScalars.elementsEqual(key.unicodeScalars) == true)
        let unit = entry?.value.members?["localizations"]?.members?["en"]?.members?["stringUnit"]?.members
        #expect(unit?["value"]?.string?.unicodeScalars.elementsEqual(hostile.unicodeScalars) == true)
    }

    @Test("What the merge writes is exactly what Foundation's JSONSerialization writes for the same document, as Xcode writes catalogs")
    func agreesWithJSONSerialization() throws {
        let keys = ["a", "A", "ab", "aB", "Ab", "comment", "Comment", "COMMENT", "a1", "a01", "a2", "a10", "x9", "x10",
                    "0.00", "0.000", "_a", "a_b", "a-b", "a.b", "(x)", "[x]", "%@", "$", "~", "notifications.message.reply",
                    "notifications.message_reply", "notifications.Message.archive", "Notifications", " Note", "a\tb"]
        let strings = keys.map { Self.string($0, "value of \($0) \"/\\\n\t\u{1}\u{7F}", "about \($0)") }
        let output = try #require(Self.merge(strings, into: nil).output)
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8))
        let rewritten = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        #expect(String(decoding: rewritten, as: UTF8.self) == output)
    }

    // MARK: Key order

    @Test("Keys sort as Xcode sorts them: case-insensitively with lowercase first, numbers by value, punctuation before digits before letters",
          arguments: [
              ["a", "A", "ab", "aB", "Ab", "AB", "comment", "Comment", "COMMENT", "comments", "Comments"],
              ["0.00", "0.000", "1", "01", "2", "10", "a1", "a01", "a2", "a10", "a10b", "ab", "x9", "x10",
               "x99999999999999999999999", "x100000000000000000000000"],
              ["", " Note", "_a", "-", ",", ";", ":", "!", "?", ".", "'", "\"", "(", ")", "[", "]", "{", "}", "@", "*", "/",
               "\\", "&", "#", "%", "`", "^", "+", "<", "=", ">", "|", "~", "$", "0", "a", "a_b", "a-b", "a.b", "a1", "ab"],
              ["\t", "\n", "\r", " ", "a\tb", "a b", "a\u{01}b", "ab", "a\u{7F}b"],
              ["Notifications", "notifications.message_reply", "notifications.Message.archive", "notifications.message.reply",
               "notifications.message.reply.title", "notifications.message2.x", "notifications.message10.x"],
          ])
    func keyOrder(_ sorted: [String]) {
        #expect(sorted.reversed().sorted(by: XcodeKeyOrder.precedes) == sorted)
        #expect(sorted.shuffled().sorted(by: XcodeKeyOrder.precedes) == sorted)
    }

    @Test("Random printable ASCII keys sort exactly as JSONSerialization sorts them")
    func keyOrderAgreesWithJSONSerialization() throws {
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array((0x20..<0x7F).map { Character(Unicode.Scalar(UInt8($0))) }) + ["a", "A", "0", "1", "_", "."]
        for _ in 0..<20 {
            var keys: Set<String> = []
            while keys.count < 40 {
                let length = Int.random(in: 0...6, using: &generator)
                keys.insert(String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
            }
            let dictionary = Dictionary(uniqueKeysWithValues: keys.map { ($0, 0) })
            let data = try JSONSerialization.data(withJSONObject: dictionary, options: [.sortedKeys])
            let document = JSONParser.parseDocument(Array(data))
            let foundationOrder = try #require(document.root?.members).map(\.key)
            #expect(keys.sorted(by: XcodeKeyOrder.precedes) == foundationOrder)
        }
    }

    // MARK: Invalid catalogs

    static let bad: [BadCatalog] = [
        BadCatalog("empty file", "", at: "1:1", "not a strings catalog: unexpected end of the document"),
        BadCatalog("bad syntax", "{\n  \"strings\" : {\n    \"a\" : }\n}", at: "3:11", "not a strings catalog: expected a value"),
        BadCatalog("trailing comma", #"{"strings": {"a": {},}}"#, at: "1:22", "expected a key in double quotes"),
        BadCatalog("bad number", #"{"x": 01}"#, at: "1:8", "expected ',' or '}'"),
        BadCatalog("invalid UTF-8", bytes: Array(#"{"sourceLanguage": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8),
                   at: "1:20", "a string is not valid UTF-8"),
        BadCatalog("nesting too deep", #"{"x": "# + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "}",
                   at: "1:70", "nested more than 64 levels"),
        BadCatalog("top level not an object", "[]", at: "1:1", "a strings catalog is a JSON object"),
        BadCatalog("sourceLanguage not a string", #"{"sourceLanguage": 5}"#, at: "1:20", "'sourceLanguage' must be a string"),
        BadCatalog("strings not an object", #"{"strings": []}"#, at: "1:13", "'strings' must be an object"),
        BadCatalog("an entry not an object", #"{"strings": {"k": "text"}}"#, at: "1:19", "the entry 'k' must be an object"),
        BadCatalog("localizations not an object", #"{"strings": {"k": {"localizations": []}}}"#, at: "1:37",
                   "'localizations' of 'k' must be an object"),
        BadCatalog("a localization not an object", #"{"strings": {"k": {"localizations": {"fr": "x"}}}}"#, at: "1:44",
                   "the 'fr' localization of 'k' must be an object"),
        BadCatalog("a stringUnit not an object", #"{"strings": {"k": {"localizations": {"fr": {"stringUnit": 1}}}}}"#,
                   at: "1:59", "the stringUnit of the 'fr' localization of 'k' must be an object"),
        BadCatalog("a value not a string", #"{"strings": {"k": {"localizations": {"fr": {"stringUnit": {"value": 1}}}}}}"#,
                   at: "1:69", "the 'value' of the stringUnit of the 'fr' localization of 'k' must be a string"),
        BadCatalog("a stringUnit without value", #"{"strings": {"k": {"localizations": {"fr": {"stringUnit": {}}}}}}"#,
                   at: "1:59", "the stringUnit of the 'fr' localization of 'k' has no 'value'"),
        BadCatalog("variations not an object", #"{"strings": {"k": {"localizations": {"fr": {"variations": []}}}}}"#,
                   at: "1:59", "'variations' of the 'fr' localization of 'k' must be an object"),
        BadCatalog("a variation not an object",
                   #"{"strings": {"k": {"localizations": {"fr": {"variations": {"plural": {"one": 1}}}}}}}"#,
                   at: "1:78", "the 'fr' localization of 'k' (plural 'one') must be an object"),
        BadCatalog("a stringUnit in a variation whose value is not a string",
                   #"{"strings": {"k": {"localizations": {"fr": {"variations": {"plural": {"one": {"stringUnit": {"value": []}}}}}}}}}"#,
                   at: "1:103", "the 'value' of the stringUnit of the 'fr' localization of 'k' (plural 'one') must be a string"),
        BadCatalog("a duplicate key", "{\n  \"strings\" : {\n    \"k\" : {},\n    \"k\" : {}\n  }\n}", at: "4:5",
                   "key 'k' appears twice in one object; merging would keep only one"),
        BadCatalog("columns count characters, not bytes", #"{"é": 1, "strings": 5}"#, at: "1:21", "'strings' must be an object"),
    ]

    @Test("An existing catalog that cannot be merged is an invalid-strings-catalog error at the offending token, and nothing is written",
          arguments: bad)
    func refuses(_ catalog: BadCatalog) {
        var diagnostics: [Diagnostic] = []
        let output = StringCatalogMerger(sourceLanguage: "en").merge(
            [Self.string("k", "V")], into: SourceFile(path: Self.path, contents: catalog.bytes), diagnostics: &diagnostics)
        #expect(output == nil)
        let found = diagnostics.first { $0.message.contains(catalog.message) }
        #expect(found?.rule == .invalidStringsCatalog, "\(diagnostics.map(\.message))")
        #expect(found?.severity == .error)
        #expect(found.map { place($0.location) } == "\(Self.path):\(catalog.position)")
    }

    @Test("Every problem is reported in one run, duplicates with the place of the first, before the merge fails once")
    func collectsEveryProblem() {
        let json = """
            {
              "sourceLanguage" : 1,
              "strings" : {
                "a" : [],
                "b" : { "localizations" : { "fr" : { "stringUnit" : { "value" : false } } } },
                "c" : { "x" : 1, "x" : 2 },
                "c" : {}
              }
            }
            """
        let (output, diagnostics) = Self.merge([], into: json)
        #expect(output == nil)
        #expect(diagnostics.map { "\(place($0.location)) \($0.rule.rawValue)" } == [
            "\(Self.path):2:22 invalid-strings-catalog", "\(Self.path):4:11 invalid-strings-catalog",
            "\(Self.path):5:69 invalid-strings-catalog", "\(Self.path):6:22 invalid-strings-catalog",
            "\(Self.path):7:5 invalid-strings-catalog",
        ])
        #expect(diagnostics.last?.notes.map { place($0.location) } == ["\(Self.path):6:5"])
    }

    @Test("Mangled catalogs never crash the merge: it writes a catalog it can read back, or reports errors")
    func mangled() throws {
        let original = Array(Self.existing.utf8)
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes.remove(at: index)
                case 1: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: index)
                default: bytes[index] = Array("{}[]\",:0n\\".utf8).randomElement(using: &generator)!
                }
            }
            let (output, diagnostics) = Self.merge(Self.defined, into: bytes)
            if let output {
                #expect(!diagnostics.contains { $0.severity == .error })
                #expect(JSONParser.parseDocument(Array(output.utf8)).failure == nil)
            } else {
                #expect(diagnostics.contains { $0.rule == .invalidStringsCatalog && $0.location.position != nil })
            }
        }
    }

    // MARK: Translations

    static let unit = #"{"stringUnit": {"value":"#

    static let translations: [TranslationCase] = [
        TranslationCase("same arguments", value: "%u new messages", unit, "%u nouveaux messages"),
        TranslationCase("another conversion", value: "%u new messages", unit, "%@ nouveaux messages",
                        "the 'fr' translation of 'k' uses %@ where the development value '%u new messages' uses %u"),
        TranslationCase("a length modifier counts", value: "%u new messages", unit, "%lu nouveaux messages",
                        "the 'fr' translation of 'k' uses %lu where the development value '%u new messages' uses %u"),
        TranslationCase("reordered with positional specifiers", value: "%@ sent %u messages", unit,
                        "%2$u messages envoyés par %1$@"),
        TranslationCase("positional specifiers swapping conversions", value: "%@ sent %u messages", unit,
                        "%1$u messages envoyés par %2$@",
                        "the 'fr' translation of 'k' uses %u for argument 1 where the development value '%@ sent %u messages' uses %@"),
        TranslationCase("a percent sign is not an argument", value: "%u%% done", unit, "%u %% fait"),
        TranslationCase("an escaped specifier is text", value: "%u new", unit, "%%u nouveaux",
                        "the 'fr' translation of 'k' does not use argument 1 (%u) of the development value '%u new'"),
        TranslationCase("an extra argument", value: "Reply", unit, "Répondre à %@",
                        "the 'fr' translation of 'k' uses argument 1 (%@), which the development value 'Reply' does not have"),
        TranslationCase("a plural case may leave an argument out", value: "%u new messages",
                        #"{"variations": {"plural": {"other": {"stringUnit": {"value": "%u nouveaux messages"}}, "one": {"stringUnit": {"value":"#,
                        "Un nouveau message"),
        TranslationCase("a plural case must not change a conversion", value: "%u new messages",
                        #"{"variations": {"plural": {"one": {"stringUnit": {"value": "Un message"}}, "other": {"stringUnit": {"value":"#,
                        "%@ messages",
                        "the 'fr' translation of 'k' (plural 'other') uses %@ where the development value '%u new messages' uses %u"),
        TranslationCase("a device case varying by plural must not add an argument", value: "%u new",
                        #"{"variations": {"device": {"iphone": {"variations": {"plural": {"other": {"stringUnit": {"value":"#,
                        "%u nouveaux de %@",
                        "the 'fr' translation of 'k' (device 'iphone', plural 'other') uses argument 2 (%@), which the development value '%u new' does not have"),
        TranslationCase("substitutions are not checked", value: "%u new",
                        #"{"substitutions": {"n": {"argNum": 1, "formatSpecifier": "u"}}, "stringUnit": {"value":"#, "%#@n@"),
    ]

    @Test("A translation of one of our strings whose arguments differ from the value is a warning at the translation's value",
          arguments: translations)
    func translation(_ translation: TranslationCase) {
        let closing = String(repeating: "}", count: translation.localization.count { $0 == "{" } - translation.localization.count { $0 == "}" })
        let catalog = """
            {"sourceLanguage": "en", "strings": {
            "k": {"comment": "Ours. [actionable]", "localizations": {
            "fr": \(translation.localization)
            \(Self.jsonString(translation.translation))\(closing)}}}}
            """
        let (output, diagnostics) = Self.merge([Self.string("k", translation.value)], into: catalog)
        #expect(output != nil)
        #expect(diagnostics.map(\.message) == (translation.message.map { [$0] } ?? []))
        for diagnostic in diagnostics {
            #expect(diagnostic.rule == .translationFormatMismatch && diagnostic.severity == .warning)
            #expect(place(diagnostic.location) == "\(Self.path):4:1")
        }
    }

    @Test("Entries that are not ours, and stale entries of ours, are not checked; the check uses the new value")
    func translationsOfOthersAreNotChecked() {
        let catalog = """
            {"sourceLanguage": "en", "strings": {
              "theirs": {"localizations": {"en": {"stringUnit": {"value": "%u"}}, "fr": {"stringUnit": {"value": "%@"}}}},
              "stale": {"comment": "Old. [actionable]", "localizations": {"fr": {"stringUnit": {"value": "%@"}}}},
              "ours": {"comment": "Ours. [actionable]", "localizations": {"en": {"stringUnit": {"value": "%@"}}, "fr": {"stringUnit": {"value": "%@"}}}}
            }}
            """
        let (_, diagnostics) = Self.merge([Self.string("ours", "%u")], into: catalog)
        #expect(diagnostics.map { "\(place($0.location)) \($0.message)" } == [
            "\(Self.path):4:133 the 'fr' translation of 'ours' uses %@ where the development value '%u' uses %u",
        ])
    }

    // MARK: Format arguments

    @Test("Format arguments: positions, sequential numbering, flags, width, precision, length and stars",
          arguments: [
              ("%u and %@", [1: ["u"], 2: ["@"]]),
              ("%2$@ %1$u", [1: ["u"], 2: ["@"]]),
              ("%% %5.2f %-lu %lld", [1: ["f"], 2: ["lu"], 3: ["lld"]]),
              ("%*d %.*3$f", [1: ["*"], 2: ["d"], 3: ["*", "f"]]),
              ("%1$u %1$@", [1: ["u", "@"]]),
              ("100% sure %", [1: ["s"]]),
              ("%k %", [:]),
          ] as [(String, [Int: Set<String>])])
    func formatArguments(_ text: String, _ expected: [Int: Set<String>]) {
        #expect(FormatArguments(text).conversions == expected)
    }

    /// `text` as a JSON string literal, escaped as the merge writes it.
    static func jsonString(_ text: String) -> String {
        var writer = JSONTextWriter(style: .xcode)
        writer.string(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
