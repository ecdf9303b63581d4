@testable import ActionableCore
@testable import ActionableImport
import ActionableTestSupport
import Foundation
import Testing

/// `actionable import --strings`: reading `.strings` and `.xcstrings` files, and what the import makes of them
/// (development-language values and comments, a project's wrappers and generated accessors resolved to keys).
@Suite("Importing with the app's strings")
struct StringsImportTests {
    /// The table `text` holds as the file `path`, or the diagnostics.
    static func table(_ path: String, _ text: String) -> (table: StringsTable?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let table = StringsTable.read(path: path, text: text, diagnostics: &diagnostics)
        return (table, diagnostics)
    }

    @Test("A .strings file: quoted and bare keys, escapes, the block comment before an entry as its comment, the last value of a key given twice")
    func stringsFile() throws {
        let text = #"""
            /* Accept */
            "invite.accept" = "Accept \"now\"\n\U2026";
            // not a translators' comment
            bare_key = "Bare";
            /* No comment provided by engineer. */
            "twice" = "first";
            "twice" = "second";
            "alone";
            """#
        let table = try #require(Self.table("App/fr.lproj/Invites.strings", text).table)
        #expect(table.name == "Invites" && table.language == "fr")
        #expect(table.entries["invite.accept"] == .init(value: "Accept \"now\"\n\u{2026}", comment: "Accept"))
        #expect(table.entries["bare_key"] == .init(value: "Bare", comment: nil))
        #expect(table.entries["twice"] == .init(value: "second", comment: nil))
        #expect(table.entries["alone"] == .init(value: nil, comment: nil))
    }

    @Test("A malformed .strings file is an error at its line and column", arguments: [
        ("\"a\" = \"b\"\n\"c\" = \"d\";", "2:1"), ("\"a\" = \"never ends", "1:7"), ("/* open", "1:1"), ("\"a\" \"b\";", "1:5"),
    ])
    func malformedStringsFile(text: String, place: String) {
        let (table, diagnostics) = Self.table("en.lproj/Localizable.strings", text)
        #expect(table == nil)
        #expect(diagnostics.map { "\($0.location.position?.line ?? 0):\($0.location.position?.column ?? 0)" } == [place], "\(diagnostics.map(\.message))")
    }

    @Test("Text of strings files: UTF-16 after either byte order mark, UTF-8 with or without one; anything else is refused")
    func encodings() {
        let text = "\"a\" = \"é…\";"
        #expect(StringsTable.text(of: [0xFF, 0xFE] + Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }) == text)
        #expect(StringsTable.text(of: [0xFE, 0xFF] + Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }) == text)
        #expect(StringsTable.text(of: [0xEF, 0xBB, 0xBF] + Array(text.utf8)) == text)
        #expect(StringsTable.text(of: [0xFF, 0xFE, 0x00, 0xD8]) == nil, "a lone surrogate")
        #expect(StringsTable.text(of: [0xC3]) == nil)
    }

    @Test("A String Catalog gives each key its source language's value and its comment")
    func catalog() throws {
        let text = #"{"sourceLanguage":"de","strings":{"k":{"comment":"C","localizations":{"en":{"stringUnit":{"state":"translated","value":"Accept"}},"de":{"stringUnit":{"state":"translated","value":"Annehmen"}}}},"bare":{}},"version":"1.0"}"#
        let table = try #require(Self.table("Sources/Notifications.xcstrings", text).table)
        #expect(table.name == "Notifications" && table.language == "de")
        #expect(table.entries["k"] == .init(value: "Annehmen", comment: "C"))
        #expect(table.entries["bare"] == .init(value: nil, comment: nil))
        #expect(!Self.table("Bad.xcstrings", "{\"strings\": [").diagnostics.isEmpty)
    }

    /// The import of `source` (Swift) with `tables`.
    static func run(_ source: String, tables: [StringsTable]) -> ImportTransport.Response {
        Importer.run(ImportTransport.Request(sources: [.init(path: "App.swift", text: source)], strings: tables))
    }

    /// Swift that registers one category whose one action's title is `title`.
    static func registering(title: String) -> String {
        """
        import UserNotifications
        func register() {
            UNUserNotificationCenter.current().setNotificationCategories([
                UNNotificationCategory(identifier: "C", actions: [UNNotificationAction(identifier: "A", title: \(title), options: [])],
                                       intentIdentifiers: [], options: []),
            ])
        }
        """
    }

    static let english = StringsTable(name: "Localizable", language: "en", entries: [
        "invite.accept": .init(value: "Accept", comment: "Accept an invitation"), "invite.decline": .init(value: "Decline", comment: nil),
    ], path: "en.lproj/Localizable.strings")
    static let german = StringsTable(name: "Localizable", language: "de", entries: [
        "invite.accept": .init(value: "Annehmen", comment: nil),
    ], path: "de.lproj/Localizable.strings")

    @Test("Localized text takes the development language's value and the file's comment; the code's own value and comment win", arguments: [
        ("NSLocalizedString(\"invite.accept\", comment: \"\")", "{ key: invite.accept, value: Accept, comment: Accept an invitation }"),
        ("NSLocalizedString(\"invite.accept\", value: \"OK\", comment: \"Mine\")", "{ key: invite.accept, value: OK, comment: Mine }"),
        ("\"invite.accept\".localized", "{ key: invite.accept, value: Accept, comment: Accept an invitation }"),
        ("L(\"invite.decline\")", "{ key: invite.decline, value: Decline }"),
        ("L10n.Invite.accept", "{ key: invite.accept, value: Accept, comment: Accept an invitation }"),
        ("R.string.localizable.inviteDecline()", "{ key: invite.decline, value: Decline }"),
        ("String(localized: .inviteAccept)", "{ key: invite.accept, value: Accept, comment: Accept an invitation }"),
        ("NSString.localizedUserNotificationString(forKey: \"invite.decline\", arguments: nil)", "{ key: invite.decline, value: Decline }"),
    ])
    func resolved(title: String, expected: String) {
        // German first: the development language is chosen by the files' languages, not their order.
        let response = Self.run(Self.registering(title: title), tables: [Self.german, Self.english])
        #expect(response.diagnostics.isEmpty, "\(title): \(response.diagnostics.map(\.message))")
        #expect(response.files.first?.text.contains("title: \(expected)") == true, "\(title): \(response.files.first?.text ?? "")")
    }

    @Test("A wrapper or accessor whose key no strings file has, or that matches several, stays unresolved", arguments: [
        "\"invite.maybe\".localized", "L(\"invite.maybe\")", "L10n.Invite.maybe", "Accessors.inviteAccept", "\"invite.accept\".uppercased",
    ])
    func unresolved(title: String) {
        let response = Self.run(Self.registering(title: title), tables: [Self.english])
        #expect(response.diagnostics.count == 1, "\(title): \(response.diagnostics.map(\.message))")
        let ambiguous = StringsTable(name: "Other", language: "en", entries: ["invite_accept": .init(value: "x", comment: nil)], path: "Other.strings")
        let twice = Self.run(Self.registering(title: "L10n.Invite.accept"), tables: [Self.english, ambiguous])
        #expect(twice.diagnostics.count == 1, "\(twice.diagnostics.map(\.message))")
    }
}
