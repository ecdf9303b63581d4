/// How the values of a custom key are written in JSON, and what a wrong one is called in errors.
@_spi(ActionableGenerated) public struct PayloadCodec<T>: Sendable {
    /// What the JSON must hold, such as `.integer`: built only for an error.
    @_spi(ActionableGenerated) public let describe: @Sendable () -> PayloadExpectation
    /// The value `json` at `place` holds; throws when it holds no value of the type.
    @_spi(ActionableGenerated) public let decode: @Sendable (PayloadValue, PayloadPlace) throws(PayloadKeyError) -> T
    /// The JSON form of a value.
    @_spi(ActionableGenerated) public let encode: @Sendable (T) -> PayloadValue

    /// A codec that decodes with `decode` and encodes with `encode`.
    @_spi(ActionableGenerated) public init(
        expected: @autoclosure @escaping @Sendable () -> PayloadExpectation,
        decode: @escaping @Sendable (PayloadValue, PayloadPlace) throws(PayloadKeyError) -> T,
        encode: @escaping @Sendable (T) -> PayloadValue
    ) {
        self.describe = expected
        self.decode = decode
        self.encode = encode
    }

    /// A codec of single values: `value` is `nil` for JSON that is not one.
    @_spi(ActionableGenerated) public init(
        expected: @autoclosure @escaping @Sendable () -> PayloadExpectation,
        value: @escaping @Sendable (PayloadValue) -> T?,
        encode: @escaping @Sendable (T) -> PayloadValue
    ) {
        self.init(expected: expected(), decode: { json, place throws(PayloadKeyError) in
            guard let decoded = value(json) else { throw place.failure(expected(), json) }
            return decoded
        }, encode: encode)
    }

    /// What the JSON must hold, such as `.integer`.
    @_spi(ActionableGenerated) public var expected: PayloadExpectation { describe() }

    // The names the codecs' extensions use. With the runtime embedded, the runtime's types are nested in the
    // generated namespace, and inside an extension of a nested type Swift finds the type's own members only.

    /// A JSON value.
    @_spi(ActionableGenerated) public typealias RuntimeValue = PayloadValue
    /// Where a value is read.
    @_spi(ActionableGenerated) public typealias RuntimePlace = PayloadPlace
    /// Why a value does not read.
    @_spi(ActionableGenerated) public typealias RuntimeFailure = PayloadKeyError
    /// What a value must hold.
    @_spi(ActionableGenerated) public typealias RuntimeExpectation = PayloadExpectation
    /// The keys of an object.
    @_spi(ActionableGenerated) public typealias RuntimeKeys = UserInfoKeys
    /// The codec of another type.
    @_spi(ActionableGenerated) public typealias RuntimeCodec<Value> = PayloadCodec<Value>
    /// How URLs are read.
    @_spi(ActionableGenerated) public typealias RuntimeURLs = URLSyntax
    /// How numbers written as text are read.
    @_spi(ActionableGenerated) public typealias RuntimeNumbers = JSONNumberSyntax
    /// How dates are read and written.
    @_spi(ActionableGenerated) public typealias RuntimeDates = RFC3339
    /// A compiled `pattern`.
    @_spi(ActionableGenerated) public typealias RuntimePattern = PayloadPattern
}
