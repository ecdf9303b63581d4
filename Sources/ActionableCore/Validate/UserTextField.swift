/// The user-visible strings of actions and categories: the last part of a derived localization key, the
/// manifest's name for the string, and what a derived translator comment says about it.
public enum UserTextField: String, CaseIterable, Sendable {
    /// An action's `title`.
    case title
    /// A text-input action's `textInput.buttonTitle`.
    case buttonTitle
    /// A text-input action's `textInput.placeholder`.
    case placeholder
    /// A category's `hiddenPreviewsBodyPlaceholder`.
    case hiddenPreviewsBodyPlaceholder
    /// A category's `categorySummaryFormat`.
    case categorySummaryFormat

    /// The key derived for this string of the action or category `ownerID`: `[prefix.]ownerID.field`.
    private func derivedKey(ownerID: String, prefix: String?) -> String {
        (prefix.map { $0 + "." } ?? "") + ownerID + "." + rawValue
    }

    /// The translator comment derived for `value`, this string of the action or category `ownerID`
    /// (`isTextInput` for a title that opens a text field), followed by the owner's `description`.
    private func derivedComment(value: String, ownerID: String, isTextInput: Bool, description: String?) -> String {
        let specifiers = Set(FormatString(value).specifiers.map(\.conversion))
        var comment = switch self {
        case .title where isTextInput: "The title of a notification button that opens a text field (action \(ownerID))."
        case .title: "The title of a notification button (action \(ownerID))."
        case .buttonTitle: "The send button next to a notification's text field (action \(ownerID))."
        case .placeholder: "The placeholder of a notification's empty text field (action \(ownerID))."
        case .hiddenPreviewsBodyPlaceholder: "Shown instead of a notification's text when previews are hidden (category \(ownerID))."
        case .categorySummaryFormat: "Summarizes a group of notifications (category \(ownerID))."
        }
        if specifiers.contains("u") { comment += " %u is the number of notifications." }
        if specifiers.contains("@") { comment += " %@ is the summary argument each notification provides." }
        if let description, !description.isEmpty { comment += " " + description }
        return comment
    }

    /// The key of `definition` as this string of the action or category `ownerID`: the key written, or the derived
    /// one, located at the text; `nil` for literal text.
    func key(of definition: TextDefinition, ownerID: String) -> Located<String>? {
        guard let localization = definition.localization else { return nil }
        return localization.key
            ?? Located(derivedKey(ownerID: ownerID, prefix: localization.keyPrefix), at: definition.value.location)
    }

    /// The text `definition` resolves to as this string of the action or category `ownerID`: literal, or
    /// localized with its written or derived key and comment.
    func resolve(_ definition: TextDefinition, ownerID: String, isTextInput: Bool = false, description: String?) -> Model.Text {
        let value = definition.value.value
        guard let localization = definition.localization, let key = key(of: definition, ownerID: ownerID) else {
            return Model.Text(value)
        }
        return Model.Text(value, localization: Model.Localization(
            key: key.value,
            comment: localization.comment?.value
                ?? derivedComment(value: value, ownerID: ownerID, isTextInput: isTextInput, description: description)))
    }
}
