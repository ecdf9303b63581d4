// A travel app whose text comes from SwiftGen's generated accessors (this file, in SwiftGen's shape) and from a
// `localized` property on String; the strings are in en.lproj/Notifications.strings (UTF-16, as Xcode long wrote
// them) and a German translation.
import Foundation

internal enum L10n {
    internal enum Trip {
        /// Check In
        internal static let checkIn = L10n.tr("Notifications", "trip.check_in", fallback: "Check In")
        /// Show Boarding Pass
        internal static let boardingPass = L10n.tr("Notifications", "trip.boarding_pass", fallback: "Show Boarding Pass")
    }
}

extension L10n {
    private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
        let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
        return String(format: format, locale: Locale.current, arguments: args)
    }
}

extension String {
    /// The text of this key in the Notifications table.
    var localized: String {
        NSLocalizedString(self, tableName: "Notifications", comment: "")
    }
}
