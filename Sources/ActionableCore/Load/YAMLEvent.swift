/// One libyaml parser event, as ``YAMLEventReader`` gives it to the loader: what it is and where it starts.
///
/// The kinds and properties are those of the YAML test suite's event format (`+STR`, `+DOC ---`,
/// `+MAP {} &a <tag>`, `=VAL :text`, `=ALI *a`, …), so the conformance test can print exactly what
/// the loader sees.
struct YAMLEvent: Hashable, Sendable {
    /// What the event is.
    enum Kind: Hashable, Sendable {
        /// The stream begins.
        case streamStart
        /// The stream ends; no event follows.
        case streamEnd
        /// A document begins; `explicit` when it is marked by `---`.
        case documentStart(explicit: Bool)
        /// A document ends; `explicit` when it is marked by `...`.
        case documentEnd(explicit: Bool)
        /// A mapping begins; its keys and values follow in turn, up to its ``mappingEnd``.
        case mappingStart(Collection)
        /// The innermost open mapping ends.
        case mappingEnd
        /// A sequence begins; its items follow, up to its ``sequenceEnd``.
        case sequenceStart(Collection)
        /// The innermost open sequence ends.
        case sequenceEnd
        /// A scalar.
        case scalar(Scalar)
        /// An alias of the anchor with this name (without the `*`).
        case alias(String)
    }

    /// The properties of a mapping or sequence.
    struct Collection: Hashable, Sendable {
        /// The anchor's name, without the `&`.
        var anchor: String?
        /// The tag as libyaml resolves it (`!!str` is `tag:yaml.org,2002:str`).
        var tag: String?
        /// Whether it is written in flow style (`{…}` or `[…]`) rather than block style.
        var isFlow: Bool
    }

    /// A scalar's properties and value.
    struct Scalar: Hashable, Sendable {
        /// The anchor's name, without the `&`.
        var anchor: String?
        /// The tag as libyaml resolves it (`!!str` is `tag:yaml.org,2002:str`).
        var tag: String?
        /// How the scalar was written.
        var style: YAMLNode.ScalarStyle
        /// The text after unescaping and folding; it may hold NUL characters (from a `\0` escape).
        var value: String
    }

    /// What the event is.
    var kind: Kind
    /// Where the event starts (libyaml's start mark), 1-based.
    var start: SourceLocation.Position
    /// Where the event ends (libyaml's end mark: just after its last character), 1-based.
    var end: SourceLocation.Position
}
