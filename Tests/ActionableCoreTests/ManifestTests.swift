import ActionableCore
import Foundation
import Testing

@Suite("Manifest")
struct ManifestTests {
    /// `manifest` without the members `pushPayloadSchema` and the `$defs` they share, JSON Schemas that
    /// ``PayloadTests`` check with an independent validator, and without `samples`, which `SampleTests` and
    /// `PayloadVerdictTests` check; the golden manifest of `Examples/` holds them whole.
    static func withoutPushPayloadSchemas(_ manifest: String) -> String {
        var lines: [Substring] = []
        var skippingUntil: Substring?
        for line in manifest.split(separator: "\n", omittingEmptySubsequences: false) {
            if let closing = skippingUntil {
                if line == closing || line == closing + "," { skippingUntil = nil }
                continue
            }
            if line.hasSuffix("\"pushPayloadSchema\": {") || line.hasSuffix("\"$defs\": {") {
                skippingUntil = line.prefix { $0 == " " } + "}"
                continue
            }
            // Samples are checked by SampleTests and SamplesCommandTests.
            if line.hasSuffix("\"samples\": [") {
                skippingUntil = line.prefix { $0 == " " } + "]"
                continue
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    @Test("The manifest has the documented shape, sorted keys, and no absent optional values")
    func shape() throws {
        let manifest = try #require(TestSupport.compile([TestSupport.file("m.yaml", """
            actions:
              - id: Z_SHARED
                title: "Zed \\"quoted\\" \\u2028"
                options: [foreground, authenticationRequired]
                icon: { template: zed }
                description: Shared.
            categories:
              - id: B_CAT
                options: [hiddenPreviewsShowTitle, customDismissAction]
                intentIdentifiers: [INStartCallIntentIdentifier]
                hiddenPreviewsBodyPlaceholder: "%u things"
                categorySummaryFormat: "%u from %@"
                actions:
                  - Z_SHARED
                  - { id: A_REPLY, title: Reply, textInput: { buttonTitle: Send } }
                payload:
                  ID: { type: uuid, description: The id. }
                  TAGS: { type: "[string]", values: [b, a], optional: true }
              - id: A_CAT
            """)]).manifest)
        #expect(Self.withoutPushPayloadSchemas(manifest) == """
            {
              "actions": [
                {
                  "identifier": "A_REPLY",
                  "options": [],
                  "swiftName": "aReply",
                  "textInput": {
                    "buttonTitle": "Send",
                    "placeholder": ""
                  },
                  "title": "Reply"
                },
                {
                  "description": "Shared.",
                  "icon": {
                    "templateImageName": "zed"
                  },
                  "identifier": "Z_SHARED",
                  "options": [
                    "authenticationRequired",
                    "foreground"
                  ],
                  "swiftName": "zShared",
                  "title": "Zed \\"quoted\\" \\u2028"
                }
              ],
              "categories": [
                {
                  "actions": [],
                  "identifier": "A_CAT",
                  "intentIdentifiers": [],
                  "options": [],
                  "swiftName": "aCat"
                },
                {
                  "actions": [
                    "Z_SHARED",
                    "A_REPLY"
                  ],
                  "categorySummaryFormat": "%u from %@",
                  "hiddenPreviewsBodyPlaceholder": "%u things",
                  "identifier": "B_CAT",
                  "intentIdentifiers": [
                    "INStartCallIntent"
                  ],
                  "options": [
                    "customDismissAction",
                    "hiddenPreviewsShowTitle"
                  ],
                  "payload": [
                    {
                      "description": "The id.",
                      "key": "ID",
                      "optional": false,
                      "swiftName": "id",
                      "type": "uuid"
                    },
                    {
                      "key": "TAGS",
                      "optional": true,
                      "swiftName": "tags",
                      "type": "[string]",
                      "values": [
                        "b",
                        "a"
                      ]
                    }
                  ],
                  "swiftName": "bCat"
                }
              ],
              "formatVersion": 3,
              "generator": {
                "name": "actionable",
                "version": "\(ActionableVersion.current)"
              },
              "localization": {
                "bundle": "main",
                "table": "Localizable"
              },
              "reserved": {
                "actions": [],
                "categories": []
              },
              "swift": {
                "accessLevel": "internal",
                "namespace": "NotificationCategories"
              }
            }

            """)
    }

    @Test("Each localized string has its key, value and comment under its field name; the lookup settings are recorded")
    func localizations() throws {
        let catalog = try #require(Compiler.tested.check([TestSupport.file("l.yaml", """
            localization: { keys: derived, prefix: invites }
            categories:
              - id: INVITE
                hiddenPreviewsBodyPlaceholder: "%u invitations"
                categorySummaryFormat: { key: invite.summary, value: "%u more from %@", comment: "Groups \\"invitations\\"." }
                actions:
                  - { id: ACCEPT, title: { key: invite.accept, value: Accept, comment: Accepts. } }
                  - { id: REPLY, title: Reply, textInput: { buttonTitle: Send } }
              - id: PLAIN
            """)]).catalog)
        let settings = LocalizationSettings(bundle: .module, table: "Invites")
        let manifest = ManifestGenerator(settings: GenerationSettings.tested(localization: settings)).generate(catalog).text
        #expect(Self.withoutPushPayloadSchemas(manifest) == """
            {
              "actions": [
                {
                  "identifier": "ACCEPT",
                  "localizations": {
                    "title": {
                      "comment": "Accepts.",
                      "key": "invite.accept",
                      "value": "Accept"
                    }
                  },
                  "options": [],
                  "swiftName": "accept",
                  "title": "Accept"
                },
                {
                  "identifier": "REPLY",
                  "localizations": {
                    "buttonTitle": {
                      "comment": "The send button next to a notification's text field (action REPLY).",
                      "key": "invites.REPLY.buttonTitle",
                      "value": "Send"
                    },
                    "title": {
                      "comment": "The title of a notification button that opens a text field (action REPLY).",
                      "key": "invites.REPLY.title",
                      "value": "Reply"
                    }
                  },
                  "options": [],
                  "swiftName": "reply",
                  "textInput": {
                    "buttonTitle": "Send",
                    "placeholder": ""
                  },
                  "title": "Reply"
                }
              ],
              "categories": [
                {
                  "actions": [
                    "ACCEPT",
                    "REPLY"
                  ],
                  "categorySummaryFormat": "%u more from %@",
                  "hiddenPreviewsBodyPlaceholder": "%u invitations",
                  "identifier": "INVITE",
                  "intentIdentifiers": [],
                  "localizations": {
                    "categorySummaryFormat": {
                      "comment": "Groups \\"invitations\\".",
                      "key": "invite.summary",
                      "value": "%u more from %@"
                    },
                    "hiddenPreviewsBodyPlaceholder": {
                      "comment": "Shown instead of a notification's text when previews are hidden (category INVITE). %u is the number of notifications.",
                      "key": "invites.INVITE.hiddenPreviewsBodyPlaceholder",
                      "value": "%u invitations"
                    }
                  },
                  "options": [],
                  "swiftName": "invite"
                },
                {
                  "actions": [],
                  "identifier": "PLAIN",
                  "intentIdentifiers": [],
                  "options": [],
                  "swiftName": "plain"
                }
              ],
              "formatVersion": 3,
              "generator": {
                "name": "actionable",
                "version": "\(ActionableVersion.current)"
              },
              "localization": {
                "bundle": "module",
                "table": "Invites"
              },
              "reserved": {
                "actions": [],
                "categories": []
              },
              "swift": {
                "accessLevel": "internal",
                "namespace": "NotificationCategories"
              }
            }

            """)
    }

    @Test("Hostile text survives a JSON round trip exactly")
    func roundTrip() throws {
        let files = [TestSupport.file("hostile.yaml", GeneratedCodeTests.hostileYAML)]
        let manifest = try #require(TestSupport.compile(files).manifest)
        let catalog = try #require(Compiler.tested.check(files).catalog)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any])
        let actions = try #require(object["actions"] as? [[String: Any]])
        #expect(actions.compactMap { $0["title"] as? String }.map { Array($0.unicodeScalars) }
            == catalog.actions.map { Array($0.title.value.unicodeScalars) })
    }

    @Test("Output is the same bytes whatever order the files are given in")
    func determinism() throws {
        let files = try TestSupport.exampleFiles()
        let forward = TestSupport.compile(files)
        let backward = TestSupport.compile(files.reversed())
        #expect(forward.manifest != nil)
        #expect(forward.manifest == backward.manifest)
        #expect(forward.swiftSource == backward.swiftSource)
    }
}
