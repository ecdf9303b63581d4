/// Tells which notification extension each `Info.plist` a build found is for, when no configuration names it: the
/// build plugin hands `actionable` every `Info.plist` of the target (`--extension-plist`).
///
/// A plist whose `NSExtensionPointIdentifier` is the service extension's is the service extension's. One that is a
/// content extension's is the content extension's whose id is the name of the plist's directory (Xcode puts an
/// extension's plist in a folder named after its target), else the one whose categories it lists some of (when only
/// one is), else the one whose categories its own are closest to (a misspelling), else the only content extension the
/// definitions declare. A plist meant as a content extension's (it lists `UNNotificationExtensionCategory`, or its
/// directory is named after one) is checked as one whatever its extension point says, so that a misspelled point is
/// reported. Any other plist (the app's own, another kind of extension's, one that is not a property list) is left
/// alone.
public enum ExtensionPlistDiscovery {
    /// What the found plists are for, and a warning for each content extension's plist no declaration can be told for.
    public struct Assignment: Sendable {
        /// Each content extension's plist, by the id of the extension it is for.
        public var content: [(id: Located<String>, file: SourceFile)] = []
        /// The service extension's plist, if one was found.
        public var service: SourceFile?
        /// Why a plist was left unchecked.
        public var diagnostics: [Diagnostic] = []
    }

    /// Assigns each of `files` to the extension of `model` it is for; `named` are the paths the configuration names
    /// already, which are left to it.
    public static func assign(_ files: [SourceFile], model: Model, named: Set<String> = []) -> Assignment {
        var assignment = Assignment()
        let declared = model.contentExtensions
        for file in files where !named.contains(file.path) {
            guard let plist = try? PropertyListReader.read(file.contents), let nsExtension = plist["NSExtension"] else { continue }
            var point = ""
            if case .string(let text)? = nsExtension["NSExtensionPointIdentifier"]?.value { point = text }
            var start = SourceLocation(path: file.path)
            start.position = plist.position
            if point == ExtensionPlistCheck.serviceExtensionPoint {
                if let first = assignment.service {
                    assignment.diagnostics.append(Diagnostic(
                        .infoPlistMismatch,
                        "this Info.plist and \(DiagnosticText.quoted(first.path)) are both a notification service extension's; an app "
                            + "has one: name it in the configuration's 'serviceExtensionPlist'",
                        at: start))
                } else {
                    assignment.service = file
                }
                continue
            }
            // A content extension's, or meant to be one (its point misspelled, which the check then reports): it names
            // a content extension's categories, or sits in a directory named after one.
            let directory = file.path.split(separator: "/").dropLast().last.map { ExactText(String($0)) }
            let meant = point == ExtensionPlistCheck.contentExtensionPoint
                || ExtensionPlistCheck.listsCategories(nsExtension)
                || declared.contains { ExactText($0.identifier) == directory }
            guard meant else {
                if point.contains("usernotifications") {
                    assignment.diagnostics.append(Diagnostic(
                        .infoPlistMismatch,
                        "this Info.plist's NSExtensionPointIdentifier is \(DiagnosticText.quoted(point)), which is no notification "
                            + "extension's: \(DiagnosticText.quoted(ExtensionPlistCheck.contentExtensionPoint)) or "
                            + "\(DiagnosticText.quoted(ExtensionPlistCheck.serviceExtensionPoint))",
                        at: start))
                }
                continue
            }
            guard let match = contentExtension(for: plist, at: file.path, among: declared) else {
                assignment.diagnostics.append(Diagnostic(
                    .infoPlistMismatch,
                    "this Info.plist is a notification content extension's, but it cannot be told which of the definitions' "
                        + "content extensions it is: its directory is named after none of them, and the categories it lists "
                        + "are not those of exactly one; name it in the configuration's 'extensionPlists', or declare its extension "
                        + "in 'contentExtensions'",
                    at: start))
                continue
            }
            assignment.content.append((Located(match.identifier, at: start), file))
        }
        return assignment
    }

    /// The content extension of `declared` that `plist` (at `path`) is for, or `nil` when none can be told.
    private static func contentExtension(
        for plist: PropertyListNode, at path: String, among declared: [Model.ContentExtension]
    ) -> Model.ContentExtension? {
        let directory = path.split(separator: "/").dropLast().last.map(String.init)
        if let named = declared.first(where: { ExactText($0.identifier) == directory.map(ExactText.init) }) { return named }
        var listed: Set<ExactText> = []
        switch plist["NSExtension"]?["NSExtensionAttributes"]?["UNNotificationExtensionCategory"]?.value {
        case .string(let category)?: listed.insert(ExactText(category))
        case .array(let items)?:
            for item in items { if case .string(let category) = item.value { listed.insert(ExactText(category)) } }
        default: break
        }
        let overlapping = declared.filter { $0.categories.contains { listed.contains(ExactText($0)) } }
        if overlapping.count == 1 { return overlapping[0] }
        guard overlapping.isEmpty else { return nil }
        // None listed exactly (every one misspelled, say): the extensions whose categories they are closest to.
        let drawn = declared.flatMap(\.categories)
        let near = Set(listed.compactMap { Suggestion.closest(to: $0.text, among: drawn).map(ExactText.init) })
        let nearest = declared.filter { $0.categories.contains { near.contains(ExactText($0)) } }
        if nearest.count == 1 { return nearest[0] }
        return nearest.isEmpty && declared.count == 1 ? declared[0] : nil
    }
}
