/// Localized text in registration code: each localized string is an expression over one private helper,
/// `localized(_:)`, printed once, so the lookup the settings choose is written in one place.
///
/// With the default settings (the app's `Localizable` table) the helper returns
/// `NSString.localizedUserNotificationString(forKey:arguments:)`: Apple's headers for the action initializers
/// recommend it, the system resolves it when it presents the notification (so buttons follow a language
/// change without the app registering again), and it is the table a push's `loc-key`s are looked up in.
/// It takes no bundle, table or default value, so with another bundle or table the helper calls
/// `Bundle.localizedString(forKey:value:table:)` instead, which falls back to the development-language value.
/// That is the lookup `String(localized:defaultValue:table:bundle:comment:)` performs, without that
/// initializer's iOS 15 minimum and without a literal key that Xcode's string extraction would copy into
/// the catalog a second time.
extension SwiftGenerator {
    /// `label: ` (if any) and the Swift expression of `text` (a string literal, or a call of the `localized`
    /// helper) as an item of ``CodePrinter/list(_:_:_:)`` whose items are at `column`: a call of `localized` that
    /// does not fit is wrapped, one argument per line.
    func argument(_ label: String?, _ text: Model.Text, column: Int) -> String {
        let prefix = label.map { $0 + ": " } ?? ""
        guard let localization = text.localization else { return prefix + SwiftLiteral.string(text.value) }
        var arguments = [SwiftLiteral.string(localization.key)]
        if !settings.localization.isAppDefault { arguments.append("defaultValue: \(SwiftLiteral.string(text.value))") }
        return CodePrinter.wrapped(prefix + "localized(", arguments, ")", column: column)
    }

    /// Prints the `localized` helper, if `catalog` has localized text.
    func localizationHelper(_ catalog: Model, _ p: inout CodePrinter) {
        guard catalog.hasLocalizedText else { return }
        p.line()
        if settings.localization.isAppDefault {
            p.line("/// The text of `key` in the app's `Localizable` strings, localized when the system presents it.")
            p.block("private static func localized(_ key: String) -> String") { p in
                p.line("NSString.localizedUserNotificationString(forKey: key, arguments: nil)")
            }
        } else {
            let bundle = "Bundle." + settings.localization.bundle.rawValue
            p.line("/// The text of `key` in the configured strings table of `\(bundle)`, or `defaultValue` where it has none.")
            p.block("private static func localized(_ key: String, defaultValue: String) -> String") { p in
                p.line("\(bundle).localizedString(forKey: key, value: defaultValue, table: \(SwiftLiteral.string(settings.localization.table)))")
            }
        }
    }
}
