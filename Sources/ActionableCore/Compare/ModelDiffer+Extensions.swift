/// Notification extensions: a content extension added, removed or changed, a category joining or leaving one, and a
/// category or push kind marked `mutableContent` or no longer. What the system shows for a category follows its
/// extension's `Info.plist`; which pushes reach the service extension follows `mutable-content`, which servers send.
extension DiffSession {
    mutating func compareExtensions() {
        let old = Self.extensionsByID(base.snapshot.catalog), new = Self.extensionsByID(head.snapshot.catalog)
        for contentExtension in base.snapshot.catalog.contentExtensions where new[ExactText(contentExtension.identifier)] == nil {
            report(.contentExtensionRemoved,
                   "content extension \(contentExtension.identifier) was removed: categories \(list: contentExtension.categories) show the default interface",
                   subject: .contentExtension(contentExtension.identifier), categories: contentExtension.categories)
        }
        for contentExtension in head.snapshot.catalog.contentExtensions {
            let id = contentExtension.identifier
            guard let previous = old[ExactText(id)] else {
                report(.contentExtensionAdded,
                       "content extension \(id) was added, drawing categories \(list: contentExtension.categories)",
                       subject: .contentExtension(id), categories: contentExtension.categories, at: contentExtension.location)
                continue
            }
            compare(previous, contentExtension)
        }
        compareMutableContent()
    }

    /// The extensions of `catalog` by identifier.
    private static func extensionsByID(_ catalog: Model) -> [ExactText: Model.ContentExtension] {
        Dictionary(catalog.contentExtensions.map { (ExactText($0.identifier), $0) }) { first, _ in first }
    }

    private mutating func compare(_ old: Model.ContentExtension, _ new: Model.ContentExtension) {
        let id = new.identifier
        let before = Set(old.categories.map(ExactText.init)), after = Set(new.categories.map(ExactText.init))
        for category in new.categories where !before.contains(ExactText(category)) {
            report(.contentExtensionCategoryAdded, "category \(category) is now drawn by content extension \(id)",
                   subject: .category(category), categories: [category], at: new.location,
                   advice: newCase(SwiftIdentifier.escaped(head.categories[category]?.swiftName ?? category),
                                   in: ["ContentExtension.\(new.typeName)", "ContentExtension.\(new.typeName).Category"]))
        }
        for category in old.categories where !after.contains(ExactText(category)) {
            report(.contentExtensionCategoryRemoved, "category \(category) is no longer drawn by content extension \(id)",
                   subject: .category(category), categories: [category], at: new.location)
        }
        var changed: [ChangeMessage] = []
        if Double(old.initialContentSizeRatio) != Double(new.initialContentSizeRatio) {
            changed.append("initialContentSizeRatio from \(old.initialContentSizeRatio) to \(new.initialContentSizeRatio)")
        }
        for (name, was, now) in [
            ("defaultContentHidden", old.defaultContentHidden, new.defaultContentHidden),
            ("overridesDefaultTitle", old.overridesDefaultTitle, new.overridesDefaultTitle),
            ("userInteractionEnabled", old.userInteractionEnabled, new.userInteractionEnabled),
        ] where was != now {
            changed.append("\(prose: name) from \(prose: String(was)) to \(prose: String(now))")
        }
        if let first = changed.first {
            let message = changed.dropFirst().reduce(first) { "\($0), \($1)" }
            report(.contentExtensionChanged, "content extension \(id) changes \(message)",
                   subject: .contentExtension(id), categories: new.categories, at: new.location)
        }
        if old.description != new.description {
            report(.descriptionChanged, "content extension \(id) changes its description", subject: .contentExtension(id), at: new.location)
        }
    }

    /// Categories and push kinds both sides have whose `mutableContent` differs.
    private mutating func compareMutableContent() {
        for (id, old) in base.categories {
            guard let new = head.categories[id], old.mutableContent != new.mutableContent else { continue }
            reportMutableContent(new.mutableContent, "category \(id)", subject: .category(id), at: new.location)
        }
        for (id, old) in base.pushes {
            guard let new = head.pushes[id], old.mutableContent != new.mutableContent else { continue }
            reportMutableContent(new.mutableContent, "push kind \(id)", subject: .push(id), at: new.location)
        }
    }

    private mutating func reportMutableContent(_ marked: Bool, _ owner: ChangeMessage, subject: Change.Subject, at location: SourceLocation?) {
        if marked {
            report(.mutableContentAdded,
                   "\(owner) is now marked mutableContent: pushes from servers that do not send mutable-content do not reach the service extension",
                   subject: subject, at: location)
        } else {
            report(.mutableContentRemoved,
                   "\(owner) is no longer marked mutableContent: pushes from servers built on it reach no service extension in shipped builds",
                   subject: subject, at: location)
        }
    }
}
