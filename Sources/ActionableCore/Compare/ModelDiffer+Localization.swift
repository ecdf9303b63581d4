/// The comparison of localized text: each string's key, and where the strings are looked up. A string's value
/// is compared by the rules for that string (`title-changed`, `placeholder-changed`, `format-arguments-changed`);
/// translator comments are not compared, as they change nothing an app shows or a server sends.
extension DiffSession {
    /// Reports a change of the bundle or table localized strings are looked up in: `wire` when the base has
    /// localized strings in the main bundle's `Localizable` table, the only table a push's `loc-key`s are looked
    /// up in, and the head moves them elsewhere; `compatible` otherwise. Nothing is reported when a side is a
    /// manifest from an older actionable, which does not record the settings.
    mutating func compareLocalizationSettings() {
        guard let old = base.snapshot.localizationSettings, let new = head.snapshot.localizationSettings, old != new else { return }
        let move: ChangeMessage =
            "localized strings move from table \(old.table) of the \(old.bundle.rawValue) bundle to table \(new.table) of the \(new.bundle.rawValue) bundle"
        if old.isAppDefault, !new.isAppDefault, base.snapshot.catalog.hasLocalizedText {
            report(.localizationLeftPushTable,
                   "\(move): a push's loc-keys are looked up only in the main bundle's Localizable table, so servers that send them get the raw keys shown",
                   subject: .settings)
        } else {
            report(.localizationTableChanged, move, subject: .settings)
        }
    }

    /// Reports each string of `new` whose localization differs from that of the same string of `old`: a key
    /// changed, a key dropped (the string became literal or was removed), or a string newly localized.
    func compareLocalization<Owner: UserTextOwner>(_ old: Owner, _ new: Owner, _ note: (ChangeRule, ChangeMessage) -> Void) {
        for field in Owner.userTextFields {
            let string: ChangeMessage = "\(prose: Owner.kind) \(new.identifier) \(prose: field.definitionPath)"
            switch (old.text(field)?.localization, new.text(field)?.localization) {
            case let (before?, after?) where before.key != after.key:
                note(.localizationKeyChanged,
                     "\(string) changes localization key from \(before.key) to \(after.key): servers that send \(before.key) as a loc-key get it shown raw, and its translations no longer apply")
            case let (before?, nil):
                let change: ChangeMessage = new.text(field) == nil ? "is removed" : "is no longer localized"
                note(.localizationRemoved,
                     "\(string) \(change) (key \(before.key)): servers that send \(before.key) as a loc-key get it shown raw, and its translations are lost")
            case let (nil, after?):
                note(.localizationAdded, "\(string) is now localized with key \(after.key)")
            default:
                break
            }
        }
    }
}
