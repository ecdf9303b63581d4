/// An action or a category: something with user-visible strings, each named by a ``UserTextField``. The
/// manifest, its reader, the differ and the listing go through it, so every string is handled alike.
protocol UserTextOwner {
    /// What the owner is called in messages: `action` or `category`.
    static var kind: String { get }
    /// The fields this kind of owner can have, in the UTF-8 order of their names (the manifest's key order).
    static var userTextFields: [UserTextField] { get }
    /// The identifier.
    var identifier: String { get }
    /// Where its `id` was written; `nil` when read from a manifest.
    var location: SourceLocation? { get }
    /// The string in `field`, or `nil` when the owner does not have it.
    func text(_ field: UserTextField) -> Model.Text?
}

extension UserTextOwner {
    /// The strings the owner has that are localized, in the order of ``userTextFields``.
    var localizedTexts: [(field: UserTextField, text: Model.Text, localization: Model.Localization)] {
        Self.userTextFields.compactMap { field in
            guard let text = text(field), let localization = text.localization else { return nil }
            return (field, text, localization)
        }
    }
}

extension Model.Action: UserTextOwner {
    /// `action`.
    static var kind: String { "action" }
    /// The title and the text input's button title and placeholder.
    static var userTextFields: [UserTextField] { [.buttonTitle, .placeholder, .title] }

    /// The title, or one of the text input's strings (`nil` for a plain button).
    func text(_ field: UserTextField) -> Model.Text? {
        switch field {
        case .title: title
        case .buttonTitle: textInput?.buttonTitle
        case .placeholder: textInput?.placeholder
        case .hiddenPreviewsBodyPlaceholder, .categorySummaryFormat: nil
        }
    }
}

extension Model.Category: UserTextOwner {
    /// `category`.
    static var kind: String { "category" }
    /// The summary format and the hidden-previews placeholder.
    static var userTextFields: [UserTextField] { [.categorySummaryFormat, .hiddenPreviewsBodyPlaceholder] }

    /// The summary format or the hidden-previews placeholder, when declared.
    func text(_ field: UserTextField) -> Model.Text? {
        switch field {
        case .hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder
        case .categorySummaryFormat: categorySummaryFormat
        case .title, .buttonTitle, .placeholder: nil
        }
    }
}

extension UserTextField {
    /// Where the string is written in a definition (and in the manifest): `title`, `textInput.buttonTitle`.
    var definitionPath: String {
        switch self {
        case .buttonTitle, .placeholder: "textInput." + rawValue
        case .title, .hiddenPreviewsBodyPlaceholder, .categorySummaryFormat: rawValue
        }
    }
}
