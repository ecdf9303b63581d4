/// What a reading of typed keys found wrong (a generated type's `problems`), kept beside the keys and left out of
/// the value's `==` and `hash(into:)`: two values with the same keys are one value, whatever was wrong with the
/// pushes they came from.
@_spi(ActionableGenerated) public struct KeptProblems<Schema: PayloadSchema>: Hashable, Sendable {
    /// The problems, in the order they were found.
    @_spi(ActionableGenerated) public let errors: [UserInfoError<Schema>]

    /// Keeps `errors`.
    @_spi(ActionableGenerated) public init(_ errors: [UserInfoError<Schema>]) {
        self.errors = errors
    }

    /// `true`: problems are not part of a value.
    @_spi(ActionableGenerated) public static func == (lhs: Self, rhs: Self) -> Bool { true }

    /// Hashes nothing, as `==` compares nothing.
    @_spi(ActionableGenerated) public func hash(into hasher: inout Hasher) {}
}
