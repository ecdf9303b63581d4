import ActionableCore
import Testing

@Suite("Snapshot listing")
struct SnapshotListingTests {
    @Test("A localized string lists its key and comment on lines of their own after its value; the lookup settings are listed")
    func localization() throws {
        var snapshot = try ChangeRuleTests.snapshot("l.yaml", """
            categories:
              - id: C
                categorySummaryFormat: { key: c.summary, value: "%u more", comment: "It's a\\nsummary" }
                actions: [{ id: A, title: Go, textInput: { buttonTitle: { key: a.send, value: Send, comment: Sends. } } }]
            """)
        snapshot.localizationSettings = LocalizationSettings(bundle: .module, table: "Alerts")
        #expect(SnapshotListing.render(snapshot) == """
            swift namespace 'NotificationCategories'
            swift accessLevel internal
            localization bundle module
            localization table 'Alerts'
            category 'C' swiftName 'c'
            category 'C' actions 'A'
            category 'C' options (none)
            category 'C' categorySummaryFormat '%u more'
            category 'C' categorySummaryFormat localizationKey 'c.summary'
            category 'C' categorySummaryFormat localizationComment 'It\\'s a\\u{A}summary'
            action 'A' swiftName 'a'
            action 'A' title 'Go'
            action 'A' options (none)
            action 'A' textInput buttonTitle 'Send'
            action 'A' textInput buttonTitle localizationKey 'a.send'
            action 'A' textInput buttonTitle localizationComment 'Sends.'
            action 'A' textInput placeholder ''

            """)
        snapshot.localizationSettings = nil
        #expect(!SnapshotListing.render(snapshot).contains("localization bundle"), "an older manifest records no settings")
    }

    @Test("Payload keys are listed in the order declared, each fact on a line that names its category and key")
    func payloadKeys() throws {
        let snapshot = try ChangeRuleTests.snapshot("p.yaml", """
            categories:
              - id: C
                payload:
                  ID: { type: uuid, description: "The\\nid" }
                  KIND: { values: [a, b], optional: true, swiftName: kindOfThing }
            """)
        let lines = SnapshotListing.render(snapshot).split(separator: "\n").filter { $0.contains("payload") }
        #expect(lines == [
            "category 'C' payload keys 'ID', 'KIND'",
            "category 'C' payload key 'ID' type uuid required",
            "category 'C' payload key 'ID' swiftName 'id'",
            "category 'C' payload key 'ID' description 'The\\u{A}id'",
            "category 'C' payload key 'KIND' type string optional",
            "category 'C' payload key 'KIND' values 'a', 'b'",
            "category 'C' payload key 'KIND' swiftName 'kindOfThing'",
        ])
    }
}
