/// Samples: a sample push added, removed, renamed or changed, for each category and push kind both sides have.
/// A sample is test data (the app's debug builds carry it) and a server's fixture (the manifest's `samples`): apps
/// and servers read pushes by the keys' declarations, not by samples, so only a localized text's key reaches the
/// wire, through the strings the app ships. When neither side writes samples, the one made from the keys' types
/// follows the keys and description, whose own rules report the change.
extension DiffSession {
    mutating func compareSamples() {
        for (id, old) in base.categories {
            guard let new = head.categories[id], !(old.samples.isEmpty && new.samples.isEmpty) else { continue }
            compareSamples(SamplePushes.samples(of: old), SamplePushes.samples(of: new), owner: "category \(id)",
                           subject: .category(id), at: new.location)
        }
        for (id, old) in base.pushes {
            guard let new = head.pushes[id], !(old.samples.isEmpty && new.samples.isEmpty) else { continue }
            compareSamples(SamplePushes.samples(of: old), SamplePushes.samples(of: new), owner: "push kind \(id)",
                           subject: .push(id), at: new.location)
        }
    }

    private mutating func compareSamples(
        _ old: [Model.Sample], _ new: [Model.Sample], owner: ChangeMessage, subject: Change.Subject, at ownerLocation: SourceLocation?
    ) {
        let oldByName = Dictionary(old.map { (ExactText($0.name), $0) }) { first, _ in first }
        let newByName = Dictionary(new.map { (ExactText($0.name), $0) }) { first, _ in first }
        var removed = old.filter { newByName[ExactText($0.name)] == nil }
        var added = new.filter { oldByName[ExactText($0.name)] == nil }
        // A removal and an addition of the same push, but for its name, is a rename; each sample pairs once.
        var addedByContent: [Model.Sample: [Int]] = [:]
        for (index, sample) in added.enumerated() { addedByContent[Self.unnamed(sample), default: []].append(index) }
        var renamedTo: Set<Int> = []
        removed.removeAll { sample in
            guard let index = addedByContent[Self.unnamed(sample)]?.first(where: { !renamedTo.contains($0) }) else { return false }
            renamedTo.insert(index)
            report(.sampleRenamed, "sample \(sample.name) of \(owner) is renamed to \(added[index].name)", subject: subject,
                   at: added[index].location ?? ownerLocation)
            return true
        }
        added = added.enumerated().filter { !renamedTo.contains($0.offset) }.map(\.element)
        for sample in removed {
            report(.sampleRemoved, "\(owner) loses sample \(sample.name)", subject: subject, at: ownerLocation)
        }
        for sample in added {
            report(.sampleAdded, "\(owner) gains sample \(sample.name)", subject: subject, at: sample.location ?? ownerLocation)
        }
        for sample in new {
            guard let previous = oldByName[ExactText(sample.name)] else { continue }
            compare(previous, sample, owner: owner, subject: subject, at: sample.location ?? ownerLocation)
        }
    }

    private mutating func compare(
        _ old: Model.Sample, _ new: Model.Sample, owner: ChangeMessage, subject: Change.Subject, at location: SourceLocation?
    ) {
        let what: ChangeMessage = "sample \(new.name) of \(owner)"
        for field in Model.SampleText.Field.allCases {
            let before = old.text(field), after = new.text(field)
            let oldKey = before?.text.localization?.key, newKey = after?.text.localization?.key
            if oldKey != newKey {
                report(.sampleLocalizationChanged,
                       "\(what) changes the localization key of its \(prose: field.rawValue) from \(Self.key(oldKey)) to \(Self.key(newKey)): servers that send the old \(prose: field.localizationKey) show it raw once new builds lack it",
                       subject: subject, at: location)
            }
            if before?.shown != after?.shown || before?.text.value != after?.text.value {
                report(.sampleTextChanged,
                       "\(what) changes its \(prose: field.rawValue) from \(Self.text(before)) to \(Self.text(after))",
                       subject: subject, at: location)
            }
        }
        if old.userInfo != new.userInfo {
            let keys = Set(old.userInfo.keys).union(new.userInfo.keys).filter { old.userInfo[$0] != new.userInfo[$0] }
            report(.sampleKeysChanged, "\(what) changes the values of keys \(list: keys.sorted { $0.precedesInUTF8($1) })",
                   subject: subject, at: location)
        }
        var changed: [ChangeMessage] = []
        for (name, before, after) in [
            ("threadID", old.threadID, new.threadID), ("badge", old.badge.map { String($0) }, new.badge.map { String($0) }),
            ("sound", old.sound, new.sound), ("interruptionLevel", old.interruptionLevel, new.interruptionLevel),
        ] where before != after {
            changed.append("\(prose: name) from \(Self.value(before)) to \(Self.value(after))")
        }
        if let first = changed.first {
            report(.sampleChanged, "\(what) changes \(changed.dropFirst().reduce(first) { "\($0), \($1)" })", subject: subject, at: location)
        }
    }

    /// `sample` without its name and place: what two samples are compared as to find a rename.
    private static func unnamed(_ sample: Model.Sample) -> Model.Sample {
        var copy = sample
        copy.name = ""
        copy.location = nil
        return copy
    }

    /// A localization key, or `none` for literal or absent text.
    private static func key(_ key: String?) -> ChangeMessage {
        key.map { "\($0)" } ?? "\(prose: "none")"
    }

    /// What a sample text shows, or `none`.
    private static func text(_ text: Model.SampleText?) -> ChangeMessage {
        text.map { "\($0.shown)" } ?? "\(prose: "none")"
    }

    /// A field's value, or `none`.
    private static func value(_ value: String?) -> ChangeMessage {
        value.map { "\($0)" } ?? "\(prose: "none")"
    }
}
