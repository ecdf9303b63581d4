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
}
