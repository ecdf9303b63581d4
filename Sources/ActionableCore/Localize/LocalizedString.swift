/// A user-visible string that the app looks up by key at run time, with what a translator needs.
public struct LocalizedString: Hashable, Sendable {
    /// The key the generated code, the strings catalog and a push's `loc-key` fields use.
    public var key: String
    /// The text in the development language.
    public var value: String
    /// What the string is and where the user sees it, for translators.
    public var comment: String
    /// Where the string was defined; `nil` when read from a manifest.
    public var location: SourceLocation?

    /// Creates a localized string.
    public init(key: String, value: String, comment: String, location: SourceLocation? = nil) {
        self.key = key
        self.value = value
        self.comment = comment
        self.location = location
    }
}
