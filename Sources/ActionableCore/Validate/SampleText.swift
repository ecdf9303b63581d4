extension Model {
    /// A sample's title, subtitle or body: literal, or localized, in which case the push carries its key
    /// (`title-loc-key`, `subtitle-loc-key`, `loc-key`) and the `arguments` of its `%@` specifiers
    /// (`title-loc-args`, ...) and the device looks the text up in the app's strings.
    public struct SampleText: Hashable, Sendable {
        /// Which of the alert's texts it is, in the order the alert shows them.
        public enum Field: String, CaseIterable, Hashable, Sendable {
            /// `title`.
            case title
            /// `subtitle`.
            case subtitle
            /// `body`.
            case body

            /// The `aps.alert` key of the text when it is literal.
            public var literalKey: String { rawValue }
            /// The `aps.alert` key of its localization key: `title-loc-key`, `subtitle-loc-key`, `loc-key`.
            public var localizationKey: String { self == .body ? "loc-key" : rawValue + "-loc-key" }
            /// The `aps.alert` key of its arguments: `title-loc-args`, `subtitle-loc-args`, `loc-args`.
            public var argumentsKey: String { self == .body ? "loc-args" : rawValue + "-loc-args" }
        }

        /// The text; for a localized one, its development-language value, key and translator comment.
        public var text: Text
        /// What the localized text's `%@` specifiers show, in order; empty for literal text.
        public var arguments: [String]

        /// Literal text.
        public init(_ value: String) {
            text = Text(value)
            arguments = []
        }

        /// A text with these values.
        public init(text: Text, arguments: [String] = []) {
            self.text = text
            self.arguments = arguments
        }

        /// The text `definition` writes as the `field` of the sample `sample` of `owner`: a localized one without a
        /// comment gets one that says where it is shown.
        init(_ definition: SampleTextDefinition, field: Field, sample: String, owner: String) {
            let value = definition.text.value.value
            guard let localization = definition.text.localization, let key = localization.key else {
                self.init(value)
                return
            }
            let what = field == .body ? "text" : field.rawValue
            let arguments = definition.arguments?.value ?? []
            let comment = localization.comment?.value
                ?? "The \(what) of a push (sample \(DiagnosticText.quoted(sample)) of \(owner))."
                + (arguments.isEmpty ? "" : " Its %@ are what the push's \(field.argumentsKey) hold, in order.")
            self.init(text: Text(value, localization: Localization(key: key.value, comment: comment)), arguments: arguments)
        }

        /// What the device shows in the development language: the text, with a localized one's `%@` specifiers
        /// filled with its arguments.
        public var shown: String { shown(as: text.value) }

        /// What the device shows when the localized text is `translation` (a literal text shows itself).
        public func shown(as translation: String) -> String {
            text.localization == nil ? text.value : FormatString.filled(translation, with: arguments)
        }
    }
}
