/// Reading a category's or push kind's `samples` back: each sample's push is taken apart into what was written (its
/// texts, `aps` fields and keys), and `localizations` gives each localized text its value and comment, so that the
/// samples read are the samples the manifest was written from.
extension ManifestReading {
    /// The samples at `field` of `category`; none when the manifest holds only the one made from its keys' types.
    mutating func samples(_ value: JSONValue?, of category: Model.Category, at field: String) -> [Model.Sample] {
        var unsampled = category
        unsampled.samples = []
        return samples(value, at: field, normalized: { $0 }, synthesized: SamplePushes.samples(of: unsampled))
    }

    /// The samples at `field` of `kind`, as `samples(_:of:at:)` reads a category's (each normalized as the kind
    /// keeps it: ``Model/PushKind/normalized(_:)``).
    mutating func samples(_ value: JSONValue?, of kind: Model.PushKind, at field: String) -> [Model.Sample] {
        var unsampled = kind
        unsampled.samples = []
        return samples(value, at: field, normalized: kind.normalized, synthesized: SamplePushes.samples(of: unsampled))
    }

    /// The samples at `field`, each `normalized`; none when they are the `synthesized` ones (made from the keys' types).
    private mutating func samples(
        _ value: JSONValue?, at field: String, normalized: (Model.Sample) -> Model.Sample, synthesized: [Model.Sample]
    ) -> [Model.Sample] {
        let samples = list(value, at: field, required: false) { $0.sample($1, at: $2) }.map(normalized)
        return samples == synthesized ? [] : samples
    }

    /// A sample: `{localizations, name, payload}`.
    private mutating func sample(_ value: JSONValue, at field: String) -> Model.Sample? {
        guard let fields = object(value, at: field) else { return nil }
        let name = string(fields["name"], at: field + ".name")
        guard let payload = object(fields["payload"], at: field + ".payload") else {
            if fields["payload"] == nil { report("is missing", at: field + ".payload") }
            return nil
        }
        let aps = object(payload["aps"], at: field + ".payload.aps") ?? [:]
        let alert = object(aps["alert"], at: field + ".payload.aps.alert") ?? [:]
        let localized = object(fields["localizations"], at: field + ".localizations") ?? [:]
        for name in localized.keys where Model.SampleText.Field(rawValue: name) == nil {
            report("localizes \(DiagnosticText.quoted(name)), which is not a sample's title, subtitle or body", at: field + ".localizations")
        }
        var texts: [Model.SampleText.Field: Model.SampleText] = [:]
        for textField in Model.SampleText.Field.allCases {
            texts[textField] = text(textField, alert: alert, localizations: localized, at: field)
        }
        var badge: Int?
        switch aps["badge"] {
        case nil: break
        case .integer(let number)?: badge = number
        default: report("must be an integer", at: field + ".payload.aps.badge")
        }
        var userInfo = payload
        userInfo["aps"] = nil
        guard let name else { return nil }
        return Model.Sample(
            name: name, title: texts[.title], subtitle: texts[.subtitle], body: texts[.body],
            threadID: string(aps["thread-id"], at: field + ".payload.aps.thread-id", required: false), badge: badge,
            sound: string(aps["sound"], at: field + ".payload.aps.sound", required: false),
            interruptionLevel: string(aps["interruption-level"], at: field + ".payload.aps.interruption-level", required: false),
            userInfo: userInfo)
    }

    /// The sample's `textField`: literal under its own key in `alert`, or localized, its key (and arguments) in
    /// `alert` and its value and comment in `localizations` (a manifest older than that member gives the key as the
    /// value, with no comment); `nil` when the push has neither.
    private mutating func text(
        _ textField: Model.SampleText.Field, alert: [String: JSONValue], localizations: [String: JSONValue], at field: String
    ) -> Model.SampleText? {
        let alertPath = field + ".payload.aps.alert."
        let localizationPath = field + ".localizations." + textField.rawValue
        if let literal = string(alert[textField.literalKey], at: alertPath + textField.literalKey, required: false) {
            if localizations[textField.rawValue] != nil {
                report("localizes a text the push holds literally (\(alertPath + textField.literalKey))", at: localizationPath)
            }
            return Model.SampleText(literal)
        }
        guard let key = string(alert[textField.localizationKey], at: alertPath + textField.localizationKey, required: false) else {
            if localizations[textField.rawValue] != nil {
                report("localizes a text the push does not have (no \(alertPath + textField.localizationKey))", at: localizationPath)
            }
            return nil
        }
        let arguments = strings(alert[textField.argumentsKey], at: alertPath + textField.argumentsKey)
        guard let entry = object(localizations[textField.rawValue], at: localizationPath) else {
            // Manifests written before samples' `localizations` existed hold only the key: it stands for its text.
            return Model.SampleText(text: Model.Text(key, localization: Model.Localization(key: key, comment: "")), arguments: arguments)
        }
        let entryKey = string(entry["key"], at: localizationPath + ".key")
        let comment = string(entry["comment"], at: localizationPath + ".comment")
        let value = string(entry["value"], at: localizationPath + ".value")
        if let entryKey, entryKey != key {
            report("\(DiagnosticText.quoted(entryKey)) is not the push's \(textField.localizationKey), \(DiagnosticText.quoted(key))",
                   at: localizationPath + ".key")
            return nil
        }
        guard let comment, let value else { return nil }
        return Model.SampleText(text: Model.Text(value, localization: Model.Localization(key: key, comment: comment)), arguments: arguments)
    }
}
