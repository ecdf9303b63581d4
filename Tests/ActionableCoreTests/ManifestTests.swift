import ActionableCore
import Foundation
import Testing

@Suite("Manifest")
struct ManifestTests {
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
              - id: A_CAT
            """)]).manifest)
        #expect(manifest == """
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
                  "swiftName": "bCat"
                }
              ],
              "formatVersion": 1,
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
        let catalog = try #require(Compiler().check(files).catalog)
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
