/// Compares an extension's real `Info.plist` with what the definitions declare for it, and reports every difference
/// (`info-plist-mismatch`) at the plist's line for an XML file (a binary one has no lines: the whole file).
///
/// A content extension's plist must say `NSExtensionPointIdentifier` `com.apple.usernotifications.content-extension`
/// and list under `NSExtensionAttributes` exactly the categories it draws (`UNNotificationExtensionCategory`, one
/// string or an array) with its four attributes; a service extension's must say `com.apple.usernotifications.service`.
public enum ExtensionPlistCheck {
    /// The extension point of a notification content extension.
    public static let contentExtensionPoint = "com.apple.usernotifications.content-extension"
    /// The extension point of a notification service extension.
    public static let serviceExtensionPoint = "com.apple.usernotifications.service"

    /// Whether the `NSExtension` dictionary `nsExtension` lists categories (`UNNotificationExtensionCategory`): what
    /// makes a plist a content extension's, whatever its extension point says.
    public static func listsCategories(_ nsExtension: PropertyListNode) -> Bool {
        nsExtension["NSExtensionAttributes"]?["UNNotificationExtensionCategory"] != nil
    }

    /// Why `plist` is no notification extension's `Info.plist` at all, so that it is neither compared nor written: it has
    /// `UIApplicationSceneManifest` (an app's), or names no `NSExtensionPointIdentifier` and lists no
    /// `UNNotificationExtensionCategory` (an app's, or another target's). `nil` when it can be an extension's.
    public static func notAnExtensionsPlist(_ plist: PropertyListNode) -> String? {
        if plist["UIApplicationSceneManifest"] != nil {
            return "it has UIApplicationSceneManifest, so it is an app's Info.plist, not a notification extension's"
        }
        let nsExtension = plist["NSExtension"]
        if nsExtension?["NSExtensionPointIdentifier"] == nil && !(nsExtension.map(listsCategories) ?? false) {
            return "it names no NSExtension > NSExtensionPointIdentifier and lists no UNNotificationExtensionCategory, so it "
                + "is not a notification extension's Info.plist (an app's, or another target's)"
        }
        return nil
    }

    /// The one error for a plist that `setting` names and that is no extension's (``notAnExtensionsPlist(_:)``): at
    /// the plist's root, saying which setting to correct.
    public static func misnamed(_ plist: PropertyListNode, at path: String, setting: String) -> Diagnostic? {
        guard let reason = notAnExtensionsPlist(plist) else { return nil }
        var location = SourceLocation(path: path)
        location.position = plist.position
        return Diagnostic(
            .infoPlistMismatch,
            "\(DiagnosticText.quoted(setting)) names this Info.plist, but \(reason); name the extension target's own Info.plist "
                + "there (it is neither checked nor written)",
            at: location)
    }

    /// Every difference between the plists a configuration names and `model`: each of `contentPlists` (by the id of
    /// the content extension it is for, as the configuration writes it) and `servicePlist`. An id no content extension
    /// has is an `invalid-setting` error at the id, also among `unreadable` (the ids whose file could not be read, so
    /// that a misspelled id gets its suggestion whether or not its path exists); a file that is not a property list,
    /// an `info-plist-mismatch` at the place the reader stopped.
    public static func differences(
        _ model: Model, contentPlists: [(id: Located<String>, file: SourceFile)], servicePlist: SourceFile?,
        unreadable: [Located<String>] = []
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let declared = model.contentExtensions.map(\.identifier)
        for (id, file) in contentPlists {
            guard let contentExtension = model.contentExtensions.first(where: { $0.identifier == id.value }) else {
                diagnostics.append(unknownExtension(id, declared: declared))
                continue
            }
            if let plist = read(file, into: &diagnostics) {
                if let misnamed = misnamed(plist, at: file.path, setting: "extensionPlists." + id.value) {
                    diagnostics.append(misnamed)
                } else {
                    diagnostics += differences(plist, at: file.path, contentExtension: contentExtension)
                }
            }
        }
        for id in unreadable where !declared.contains(id.value) {
            diagnostics.append(unknownExtension(id, declared: declared))
        }
        if let servicePlist, let plist = read(servicePlist, into: &diagnostics) {
            if let misnamed = misnamed(plist, at: servicePlist.path, setting: "serviceExtensionPlist") {
                diagnostics.append(misnamed)
            } else {
                diagnostics += serviceDifferences(plist, at: servicePlist.path)
            }
        }
        return diagnostics
    }

    /// The error for an id of `extensionPlists` that no content extension has, with the declared id it stands for.
    public static func unknownExtension(_ id: Located<String>, declared: [String]) -> Diagnostic {
        Diagnostic(
            .invalidSetting,
            "'extensionPlists' names \(DiagnosticText.quoted(id.value)), which no content extension of the definitions is"
                + Suggestion.hint(for: id.value, among: declared),
            at: id.location)
    }

    /// The property list `file` holds, or `nil` with why not in `diagnostics`.
    private static func read(_ file: SourceFile, into diagnostics: inout [Diagnostic]) -> PropertyListNode? {
        do {
            return try PropertyListReader.read(file.contents)
        } catch {
            var location = SourceLocation(path: file.path)
            location.position = error.position
            diagnostics.append(Diagnostic(.infoPlistMismatch, "not a property list actionable reads: \(error.message)", at: location))
            return nil
        }
    }

    /// The differences between `plist` (the file at `path`) and the content extension `declared`.
    public static func differences(
        _ plist: PropertyListNode, at path: String, contentExtension declared: Model.ContentExtension
    ) -> [Diagnostic] {
        var report = Report(path: path, owner: "content extension \(DiagnosticText.quoted(declared.identifier))")
        guard let attributes = report.extensionDictionary(plist, point: contentExtensionPoint)?["NSExtensionAttributes"] else {
            report.add("its Info.plist has no NSExtension > NSExtensionAttributes; it needs UNNotificationExtensionCategory and "
                + "UNNotificationExtensionInitialContentSizeRatio there", at: plist["NSExtension"] ?? plist)
            return report.diagnostics
        }
        guard case .dictionary(let entries) = attributes.value else {
            report.add("NSExtensionAttributes is not a dictionary", at: attributes)
            return report.diagnostics
        }
        report.compareCategories(entries, declared: declared, in: attributes)
        report.compareRatio(attributes["UNNotificationExtensionInitialContentSizeRatio"], declared: declared.initialContentSizeRatio,
                            in: attributes)
        for (key, value) in [
            ("UNNotificationExtensionDefaultContentHidden", declared.defaultContentHidden),
            ("UNNotificationExtensionOverridesDefaultTitle", declared.overridesDefaultTitle),
            ("UNNotificationExtensionUserInteractionEnabled", declared.userInteractionEnabled),
        ] {
            report.compareFlag(attributes[key], key: key, declared: value, in: attributes)
        }
        return report.diagnostics
    }

    /// The differences between `plist` (the file at `path`) and a notification service extension's.
    public static func serviceDifferences(_ plist: PropertyListNode, at path: String) -> [Diagnostic] {
        var report = Report(path: path, owner: "the notification service extension")
        _ = report.extensionDictionary(plist, point: serviceExtensionPoint)
        return report.diagnostics
    }

    /// The diagnostics of one plist, each at its node's line: at most ``limit`` (the per-rule limit of a run), then one
    /// that counts the rest, so that a plist listing a million categories costs no message for each.
    private struct Report {
        let path: String
        let owner: String
        private var kept: [Diagnostic] = []
        private var leftOut = 0
        /// The most differences of one plist reported one by one: with the count, the per-rule limit of a run.
        static let limit = InputLimits.default.maxDiagnosticsPerRule - 1

        init(path: String, owner: String) {
            self.path = path
            self.owner = owner
        }

        /// The differences found, and one that counts those past ``limit``.
        var diagnostics: [Diagnostic] {
            guard leftOut > 0, let last = kept.last else { return kept }
            return kept + [Diagnostic(
                .infoPlistMismatch, "\(owner): and \(leftOut) more differences in this Info.plist, not shown", at: last.location)]
        }

        mutating func add(_ message: @autoclosure () -> String, at node: PropertyListNode) {
            add(message(), at: node.position)
        }

        mutating func add(_ message: @autoclosure () -> String, at position: SourceLocation.Position?) {
            guard kept.count < Self.limit else {
                leftOut += 1
                return
            }
            var location = SourceLocation(path: path)
            location.position = position
            kept.append(Diagnostic(.infoPlistMismatch, "\(owner): " + message(), at: location))
        }

        /// `NSExtension`, when it is a dictionary; a wrong or missing `NSExtensionPointIdentifier` is reported.
        mutating func extensionDictionary(_ plist: PropertyListNode, point: String) -> PropertyListNode? {
            guard let dictionary = plist["NSExtension"], case .dictionary = dictionary.value else {
                add("its Info.plist has no NSExtension dictionary", at: plist["NSExtension"] ?? plist)
                return nil
            }
            switch dictionary["NSExtensionPointIdentifier"] {
            case let node? where node.string == point: break
            case let node?:
                add("NSExtensionPointIdentifier is \(DiagnosticText.quoted(node.string ?? "not a string")), not "
                    + DiagnosticText.quoted(point), at: node)
            case nil: add("NSExtension has no NSExtensionPointIdentifier; it must be \(DiagnosticText.quoted(point))", at: dictionary)
            }
            return dictionary
        }

        /// Each category listed and not declared (the typo case), each declared and not listed.
        mutating func compareCategories(
            _ entries: [PropertyListNode.Entry], declared: Model.ContentExtension, in attributes: PropertyListNode
        ) {
            let key = "UNNotificationExtensionCategory"
            guard let entry = entries.last(where: { $0.key == key }) else {
                add("NSExtensionAttributes has no \(key); the definitions give it "
                    + declared.categories.map(DiagnosticText.quoted).joined(separator: ", "), at: attributes)
                return
            }
            var listed: [PropertyListNode] = []
            switch entry.value.value {
            case .string: listed = [entry.value]
            case .array(let items): listed = items
            default:
                add("\(key) is neither a string nor an array of strings", at: entry.value)
                return
            }
            let wanted = Set(declared.categories.map(ExactText.init))
            var seen: Set<ExactText> = []
            var unknown: [(name: String, node: PropertyListNode)] = []
            for item in listed {
                guard let category = item.string else {
                    add("an entry of \(key) is not a string", at: item)
                    continue
                }
                if !wanted.contains(ExactText(category)) {
                    unknown.append((category, item))
                } else if !seen.insert(ExactText(category)).inserted {
                    add("its Info.plist lists category \(DiagnosticText.quoted(category)) twice", at: item)
                }
            }
            var missing = declared.categories.filter { !seen.contains(ExactText($0)) }
            // A misspelling is one difference, not two: the category listed is reported with the declared one it
            // stands for, which is then not reported as missing. Suggestions compare every pair, so a hostile plist
            // gets them for its first hundred unknown categories only.
            for (index, item) in unknown.enumerated() {
                let meant = index < 100 ? Suggestion.closest(to: item.name, among: missing) : nil
                if let meant {
                    missing.removeAll { $0.unicodeScalars.elementsEqual(meant.unicodeScalars) }
                    add("its Info.plist lists category \(DiagnosticText.quoted(item.name)), which the definitions do not give it; "
                        + "it stands for \(DiagnosticText.quoted(meant)), which they do and the Info.plist does not list", at: item.node)
                } else {
                    add("its Info.plist lists category \(DiagnosticText.quoted(item.name)), which the definitions do not give it"
                        + (index < 100 ? Suggestion.hint(for: item.name, among: declared.categories) : ""), at: item.node)
                }
            }
            for category in missing {
                add("its Info.plist does not list category \(DiagnosticText.quoted(category)), which the definitions give it",
                    at: entry.keyPosition ?? entry.value.position)
            }
        }

        /// The initial size ratio: equal as numbers (`<real>` or `<integer>`).
        mutating func compareRatio(_ node: PropertyListNode?, declared: String, in attributes: PropertyListNode) {
            let key = "UNNotificationExtensionInitialContentSizeRatio"
            guard let node else {
                add("NSExtensionAttributes has no \(key); the definitions give \(declared)", at: attributes)
                return
            }
            let written: String? = switch node.value {
            case .real(let text), .integer(let text): text
            default: nil
            }
            guard let written, let number = node.number else {
                add("\(key) is not a number", at: node)
                return
            }
            if number != Double(declared) {
                add("\(key) is \(written), and the definitions give \(declared)", at: node)
            }
        }

        /// A Boolean attribute: absent is `false`, as the system reads it.
        mutating func compareFlag(_ node: PropertyListNode?, key: String, declared: Bool, in attributes: PropertyListNode) {
            guard let node else {
                if declared { add("NSExtensionAttributes has no \(key); the definitions give true", at: attributes) }
                return
            }
            guard case .bool(let flag) = node.value else {
                add("\(key) is not <true/> or <false/>", at: node)
                return
            }
            if flag != declared { add("\(key) is \(flag), and the definitions give \(declared)", at: node) }
        }
    }
}
