/// The options of `UNNotificationActionOptions` and `UNNotificationCategoryOptions` as the definition language
/// names them.
enum OptionNames {
    /// An option set the import could not read.
    struct Unreadable: Error {}

    /// The action options `value` (`[.foreground, .destructive]`, `.foreground`, `[]`) stands for.
    static func actionOptions(_ value: ImportedValue) -> Result<[String], Unreadable> {
        names(value, known: ["authenticationRequired", "destructive", "foreground"])
    }

    /// The category options `value` stands for.
    static func categoryOptions(_ value: ImportedValue) -> Result<[String], Unreadable> {
        names(value, known: ["customDismissAction", "allowInCarPlay", "hiddenPreviewsShowTitle", "hiddenPreviewsShowSubtitle",
                             "allowAnnouncement"])
    }

    /// The members of `value`, each one of `known`, once each in the order `known` lists them.
    private static func names(_ value: ImportedValue, known: [String]) -> Result<[String], Unreadable> {
        var found: Set<String> = []
        switch value {
        case .member(let name):
            guard known.contains(name) else { return .failure(Unreadable()) }
            found.insert(name)
        case .list(let elements):
            for element in elements {
                // An option listed under a gate is an option on some systems only: not something a definition says.
                guard element.gate == .none, case .member(let name) = element.value, known.contains(name) else {
                    return .failure(Unreadable())
                }
                found.insert(name)
            }
        default: return .failure(Unreadable())
        }
        return .success(known.filter(found.contains))
    }
}
