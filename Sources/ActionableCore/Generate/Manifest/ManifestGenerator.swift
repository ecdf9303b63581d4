/// Generates the JSON manifest: the format other tools (push servers, Android and web clients, analytics,
/// review bots) read. The format is documented in the README; `formatVersion` changes only when a
/// change would break a reader.
///
/// The document is written in ``JSONValue``'s layout, straight into bytes by ``JSONTextWriter``: every object's keys below are
/// written in UTF-8 order, as ``JSONValue`` would sort them.
public struct ManifestGenerator: Sendable {
    /// The version of the manifest format this generator writes.
    public static let formatVersion = 3
    /// The oldest manifest format version ``ManifestReader`` still reads (1 has no payload keys).
    public static let oldestReadableFormatVersion = 1

    /// The generated Swift file's namespace, access level and localization, recorded so that a diff can tell
    /// when the Swift API moves and a push server knows whether its `loc-key`s reach the app's strings.
    public let settings: GenerationSettings

    /// Creates a generator that records `settings`.
    public init(settings: GenerationSettings = GenerationSettings()) {
        self.settings = settings
    }

    /// The manifest for `catalog`: a JSON document.
    public func generate(_ catalog: Model) -> GeneratedFile {
        var writer = JSONTextWriter()
        writer.object { w in
            w.member("$defs")
            PushPayloadSchema.writeDefinitions(to: &w)
            w.member("actions")
            w.array { w in
                for action in catalog.actions {
                    w.item()
                    write(action, &w)
                }
            }
            w.member("categories")
            w.array { w in
                for category in catalog.categories {
                    w.item()
                    write(category, &w)
                }
            }
            if !catalog.contentExtensions.isEmpty {
                w.member("contentExtensions")
                w.array { w in
                    for contentExtension in catalog.contentExtensions {
                        w.item()
                        write(contentExtension, &w)
                    }
                }
            }
            w.member("formatVersion")
            w.integer(Self.formatVersion)
            w.member("generator")
            w.object { w in
                w.member("name")
                w.string("actionable")
                w.member("version")
                w.string(ActionableVersion.current)
            }
            w.member("localization")
            w.object { w in
                w.member("bundle")
                w.string(settings.localization.bundle.rawValue)
                w.member("table")
                w.string(settings.localization.table)
            }
            if !catalog.pushes.isEmpty {
                w.member("pushes")
                w.array { w in
                    for kind in catalog.pushes {
                        w.item()
                        write(kind, &w)
                    }
                }
            }
            w.member("reserved")
            w.object { w in
                w.member("actions")
                w.array(of: catalog.reservedActions.map(\.identifier))
                w.member("categories")
                w.array(of: catalog.reservedCategories.map(\.identifier))
            }
            w.member("swift")
            w.object { w in
                w.member("accessLevel")
                w.string(settings.accessLevel.rawValue)
                w.member("namespace")
                w.string(settings.namespace)
            }
        }
        writer.raw("\n")
        return GeneratedFile(.manifest, bytes: writer.bytes)
    }

    private func write(_ category: Model.Category, _ w: inout JSONTextWriter) {
        w.object { w in
            if !category.actionAvailability.isEmpty {
                w.member("actionAvailability")
                w.object { w in
                    for id in category.actionAvailability.keys.sorted(by: { $0.precedesInUTF8($1) }) {
                        w.member(id)
                        write(category.actionAvailability[id]!, &w)
                    }
                }
            }
            if !category.actionPlatforms.isEmpty {
                w.member("actionPlatforms")
                w.object { w in
                    for id in category.actionPlatforms.keys.sorted(by: { $0.precedesInUTF8($1) }) {
                        w.member(id)
                        w.array(of: category.actionPlatforms[id, default: []].map(\.rawValue))
                    }
                }
            }
            w.member("actions")
            w.array(of: category.actions)
            optional("categorySummaryFormat", category.categorySummaryFormat?.value, &w)
            optional("description", category.description, &w)
            optional("hiddenPreviewsBodyPlaceholder", category.hiddenPreviewsBodyPlaceholder?.value, &w)
            w.member("identifier")
            w.string(category.identifier)
            w.member("intentIdentifiers")
            w.array(of: category.intentIdentifiers)
            localizations(of: category, &w)
            if category.mutableContent {
                w.member("mutableContent")
                w.bool(true)
            }
            w.member("options")
            w.array(of: category.options.map(\.rawValue))
            if let keys = category.payload {
                w.member("payload")
                w.array { w in
                    for key in keys {
                        w.item()
                        write(key, &w)
                    }
                }
            }
            w.member("pushPayloadSchema")
            PushPayloadSchema.write(category, to: &w)
            samples(SamplePushes.samples(of: category), &w) { SamplePushes.payload($0, category: category, kind: nil, bundleID: nil) }
            w.member("swiftName")
            w.string(category.swiftName)
        }
    }

    /// Writes a push kind, in the order kinds are tried: `{description, identifier, match, payload,
    /// pushPayloadSchema, samples, silent, swiftName}`.
    private func write(_ kind: Model.PushKind, _ w: inout JSONTextWriter) {
        w.object { w in
            optional("description", kind.description, &w)
            w.member("identifier")
            w.string(kind.identifier)
            if let match = kind.match {
                w.member("match")
                w.object { w in
                    w.member("key")
                    w.string(match.key)
                    if let value = match.value {
                        w.member("value")
                        value.json.write(to: &w)
                    }
                }
            }
            if kind.mutableContent {
                w.member("mutableContent")
                w.bool(true)
            }
            w.member("payload")
            w.array { w in
                for key in kind.keys {
                    w.item()
                    write(key, &w)
                }
            }
            w.member("pushPayloadSchema")
            PushPayloadSchema.write(kind, to: &w)
            samples(SamplePushes.samples(of: kind), &w) { SamplePushes.payload($0, category: nil, kind: kind, bundleID: nil) }
            w.member("silent")
            w.bool(kind.isSilent)
            w.member("swiftName")
            w.string(kind.swiftName)
        }
    }

    /// Writes a content extension: `{categories, defaultContentHidden, description, identifier,
    /// initialContentSizeRatio, overridesDefaultTitle, userInteractionEnabled}` (the ratio as the number written).
    private func write(_ contentExtension: Model.ContentExtension, _ w: inout JSONTextWriter) {
        w.object { w in
            w.member("categories")
            w.array(of: contentExtension.categories)
            w.member("defaultContentHidden")
            w.bool(contentExtension.defaultContentHidden)
            optional("description", contentExtension.description, &w)
            w.member("identifier")
            w.string(contentExtension.identifier)
            w.member("initialContentSizeRatio")
            w.raw(contentExtension.initialContentSizeRatio)
            w.member("overridesDefaultTitle")
            w.bool(contentExtension.overridesDefaultTitle)
            w.member("userInteractionEnabled")
            w.bool(contentExtension.userInteractionEnabled)
        }
    }

    /// Writes `samples`: each sample's name and push (`payload`, as `SamplePushes.pushes(of:)` gives it:
    /// without a bundle id, localized texts as their keys), and `localizations`, `{field: {comment, key, value}}` for
    /// each localized text, only when it has one: the push carries only the key, and the manifest keeps the text it
    /// stands for.
    private func samples(_ samples: [Model.Sample], _ w: inout JSONTextWriter, payload: (Model.Sample) -> JSONValue) {
        w.member("samples")
        w.array { w in
            for sample in samples {
                w.item()
                w.object { w in
                    localizations(sample.texts.compactMap { field, text in
                        text.text.localization.map { (field.rawValue, text.text.value, $0) }
                    }, &w)
                    w.member("name")
                    w.string(sample.name)
                    w.member("payload")
                    payload(sample).write(to: &w)
                }
            }
        }
    }

    /// Writes a payload key: `{description, key, optional, swiftName, together, type, ...}` with its type's
    /// details (``PayloadTypeDescription``).
    private func write(_ key: Model.PayloadKey, _ w: inout JSONTextWriter) {
        PayloadTypeDescription.value(of: key).write(to: &w)
    }

    /// Writes `availability` as an object of platforms (in ``Platform`` order, which is also the keys' byte order
    /// but for `macCatalyst`) and versions: `{"iOS": "15.0", "macOS": "12.0"}`.
    private func write(_ availability: Availability, _ w: inout JSONTextWriter) {
        w.object { w in
            for (platform, version) in availability.entries.sorted(by: { $0.platform.rawValue.precedesInUTF8($1.platform.rawValue) }) {
                w.member(platform.rawValue)
                w.string(version.text)
            }
        }
    }

    private func write(_ action: Model.Action, _ w: inout JSONTextWriter) {
        w.object { w in
            if let availability = action.availability {
                w.member("available")
                write(availability, &w)
            }
            optional("description", action.description, &w)
            if let icon = action.icon {
                w.member("icon")
                w.object { w in
                    switch icon {
                    case .system(let name):
                        w.member("systemImageName")
                        w.string(name)
                    case .template(let name):
                        w.member("templateImageName")
                        w.string(name)
                    }
                }
            }
            w.member("identifier")
            w.string(action.identifier)
            localizations(of: action, &w)
            w.member("options")
            w.array(of: action.options.map(\.rawValue))
            if let platforms = action.platforms {
                w.member("platforms")
                w.array(of: platforms.map(\.rawValue))
            }
            w.member("swiftName")
            w.string(action.swiftName)
            if let input = action.textInput {
                w.member("textInput")
                w.object { w in
                    if let buttonTitle = input.buttonTitle {
                        w.member("buttonTitle")
                        w.string(buttonTitle.value)
                        w.member("placeholder")
                        w.string(input.placeholder.value)
                    }
                }
            }
            w.member("title")
            w.string(action.title.value)
        }
    }

    /// Writes the member `localizations`, `{field: {comment, key, value}}` for each localized string of
    /// `owner`, only when it has one: what a push server needs to send the same string as a `loc-key`.
    private func localizations(of owner: some UserTextOwner, _ w: inout JSONTextWriter) {
        localizations(owner.localizedTexts.map { field, text, localization in (field.rawValue, text.value, localization) }, &w)
    }

    /// Writes the member `localizations`, `{field: {comment, key, value}}`, for `entries` (in their fields' UTF-8
    /// order), only when there is one.
    private func localizations(_ entries: [(field: String, value: String, localization: Model.Localization)], _ w: inout JSONTextWriter) {
        guard !entries.isEmpty else { return }
        w.member("localizations")
        w.object { w in
            for entry in entries.sorted(by: { $0.field.precedesInUTF8($1.field) }) {
                w.member(entry.field)
                w.object { w in
                    w.member("comment")
                    w.string(entry.localization.comment)
                    w.member("key")
                    w.string(entry.localization.key)
                    w.member("value")
                    w.string(entry.value)
                }
            }
        }
    }

    /// Writes the member `key` only when `value` is present.
    private func optional(_ key: String, _ value: String?, _ w: inout JSONTextWriter) {
        guard let value else { return }
        w.member(key)
        w.string(value)
    }
}
