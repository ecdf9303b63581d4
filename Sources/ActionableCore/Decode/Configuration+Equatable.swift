/// Two configurations are equal when every setting is, with the place it was written: what decoding the same file
/// twice must give.
extension Configuration: Equatable {
    /// Whether `lhs` and `rhs` hold the same settings, written at the same places.
    public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
        lhs.namespace == rhs.namespace && lhs.accessLevel == rhs.accessLevel && lhs.runtime == rhs.runtime
            && lhs.swiftOut == rhs.swiftOut && lhs.manifestOut == rhs.manifestOut && lhs.warningsAsErrors == rhs.warningsAsErrors
            && lhs.stringsCatalog == rhs.stringsCatalog && lhs.localizationBundle == rhs.localizationBundle
            && lhs.localizationTable == rhs.localizationTable && lhs.developmentLanguage == rhs.developmentLanguage
            && lhs.rules == rhs.rules && lhs.swiftNameStripPrefix == rhs.swiftNameStripPrefix && lhs.generate == rhs.generate
            && lhs.extensionPlists.map(\.id) == rhs.extensionPlists.map(\.id)
            && lhs.extensionPlists.map(\.path) == rhs.extensionPlists.map(\.path)
            && lhs.serviceExtensionPlist == rhs.serviceExtensionPlist
    }
}
