/// One side of a comparison (`actionable diff`): everything a set of definitions, or a manifest, declares.
public struct Snapshot: Hashable, Sendable {
    /// The categories, actions and reservations.
    public var catalog: Model
    /// The generated Swift namespace; `nil` when a manifest from an older actionable does not record it.
    public var namespace: String?
    /// The generated Swift access level; `nil` when a manifest from an older actionable does not record it.
    public var accessLevel: AccessLevel?
    /// Where the generated code looks localized strings up; `nil` when a manifest from an older actionable
    /// does not record it.
    public var localizationSettings: LocalizationSettings?

    /// Creates a snapshot.
    public init(
        catalog: Model, namespace: String?, accessLevel: AccessLevel?,
        localizationSettings: LocalizationSettings? = LocalizationSettings()
    ) {
        self.catalog = catalog
        self.namespace = namespace
        self.accessLevel = accessLevel
        self.localizationSettings = localizationSettings
    }
}
