@testable import ActionableCore
@testable import ActionableImport
import Testing

/// `actionable import` on hostile sources (issue 72, and what the import fuzz target found): each reproducer is
/// imported whole, never traps, and what it cannot read is reported.
@Suite("Import on hostile sources")
struct HostileImportTests {
    @Test("Objective-C brackets that do not match never make a reversed range: nothing written as known, what is there reported", arguments: [
        "e){", ")){", "f){ [c setNotificationCategories:x]; }", "}", "f(){", "void f() { ) }", "@implementation A\n- (void)f ) {",
        "@implementation R-{for(setNotificationCategories:", "@implementation P-{if(setNotificationCategories:",
        "@implementation P-{while(x) [c setNotificationCategories:", "@implementation P-{do [c setNotificationCategories:s]; do",
    ])
    func unmatchedBrackets(_ text: String) {
        let response = ImportReachTests.importing(text, objectiveC: true)
        #expect(ImportReachTests.ids(response).isEmpty)
        #expect(!response.diagnostics.isEmpty)
    }
}
