/// The Intents framework's identifier constants (`INSendMessageIntentIdentifier`), which registration code names
/// and no given file defines: each is the string of its intent's class name (`INSendMessageIntent`).
enum IntentConstants {
    /// The value of the constant `name`, or `nil` when it is not one of the form `IN...IntentIdentifier`.
    static func value(of name: String) -> String? {
        guard name.hasPrefix("IN"), name.hasSuffix("IntentIdentifier"), name.count > "INIntentIdentifier".count,
              name.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) else { return nil }
        return String(name.dropLast("Identifier".count))
    }
}
