/// What closes a runtime protocol to an app's own types: each protocol that only generated types may conform to
/// (APIStability.md lists them) requires a value of this type, with a default that only code importing the SPI
/// sees, as generated files do. A type of the app that declares such a conformance does not compile, so that a
/// requirement a later minor version adds (with a default for generated files) cannot break it.
@_spi(ActionableGenerated) public struct GeneratedConformance: Sendable {
    /// The proof.
    @_spi(ActionableGenerated) public init() {}
}
