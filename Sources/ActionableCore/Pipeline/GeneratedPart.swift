/// A part of the generated Swift file that a target may leave out (`generate:` in the configuration,
/// `--generate` on the command line): an app target needs no APNs payload builder, a push server no
/// registration or response decoding. The identifier enums are in every part.
public enum GeneratedPart: String, CaseIterable, Sendable {
    /// What an app uses: the identifiers, registration, the responses, decoding of typed custom keys and
    /// content for local notifications.
    case app
    /// What a push server uses: the identifiers, encoding of typed custom keys and the APNs `Payload`.
    case server
}
