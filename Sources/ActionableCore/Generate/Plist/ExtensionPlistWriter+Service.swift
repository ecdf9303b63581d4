extension ExtensionPlistWriter {
    /// `bytes` (a notification service extension's XML property list) with its `NSExtensionPointIdentifier` what the
    /// system needs, `com.apple.usernotifications.service`: corrected when it is not a string or a misspelling of that
    /// point. Every other byte stays. Throws, writing nothing, for a binary plist, one that is no extension's (an app's,
    /// or one that names no point: ``ExtensionPlistCheck/notAnExtensionsPlist(_:)``), a content extension's (it lists
    /// categories or names that point), or another extension's.
    public static func updatedServicePlist(_ bytes: [UInt8]) throws(PropertyListError) -> [UInt8] {
        let (root, nsExtension, _) = try extensionDictionary(of: bytes)
        let service = ExtensionPlistCheck.serviceExtensionPoint
        let point = nsExtension["NSExtensionPointIdentifier"]
        if ExtensionPlistCheck.listsCategories(nsExtension) || point?.string == ExtensionPlistCheck.contentExtensionPoint {
            throw PropertyListError(
                "it lists UNNotificationExtensionCategory or names the content extension's point: it is a content extension's "
                    + "Info.plist, so it is not written; name the service extension's Info.plist in 'serviceExtensionPlist'",
                at: (point ?? nsExtension).position)
        }
        // A plist that names no point lists no category either, so it is no extension's and was refused above.
        guard let node = point, node.string != service, let place = node.bytes else { return bytes }
        if let other = node.string, Suggestion.closest(to: other, among: [service]) == nil {
            throw PropertyListError(
                "its NSExtensionPointIdentifier is \(DiagnosticText.quoted(other)), not \(DiagnosticText.quoted(service)): it "
                    + "is taken for another extension's Info.plist, so it is not written; name the service extension's "
                    + "Info.plist, or correct the identifier",
                at: node.position)
        }
        var edits = PlistEdits(bytes: bytes, root: root)
        edits.replace(place, with: edits.text(of: Self.point(service), at: node))
        return edits.applied()
    }
}
