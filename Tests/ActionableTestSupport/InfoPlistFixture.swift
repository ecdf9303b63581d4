/// A notification extension's `Info.plist` as Xcode's template writes it (tab-indented XML), for the tests of the
/// extension checks and writer.
public enum InfoPlistFixture {
    /// The extension point of a notification content extension.
    public static let contentExtensionPoint = "com.apple.usernotifications.content-extension"

    /// The plist with `attributes` (the lines of its `NSExtensionAttributes` dictionary, without their indentation)
    /// and `point`; the attributes start on line 9.
    public static func plist(_ attributes: [String], point: String = contentExtensionPoint) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>NSExtension</key>
        \t<dict>
        \t\t<key>NSExtensionAttributes</key>
        \t\t<dict>
        \(attributes.map { "\t\t\t" + $0 }.joined(separator: "\n"))
        \t\t</dict>
        \t\t<key>NSExtensionPointIdentifier</key>
        \t\t<string>\(point)</string>
        \t\t<key>NSExtensionPrincipalClass</key>
        \t\t<string>$(PRODUCT_MODULE_NAME).NotificationViewController</string>
        \t</dict>
        </dict>
        </plist>

        """
    }
}
