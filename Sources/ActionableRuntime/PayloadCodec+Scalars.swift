import Foundation

extension PayloadCodec where T == String {
    /// A JSON string.
    @_spi(ActionableGenerated) public static var string: Self {
        Self(
            expected: .string, value: { if case .string(let text) = $0 { text } else { nil } },
            encode: { .string($0) })
    }
}

extension PayloadCodec where T == Int {
    /// A JSON number without a fraction (`3`, `3.0`, `3e0`), within the range of `Int`.
    @_spi(ActionableGenerated) public static var int: Self {
        Self(expected: .integer, value: \.integer, encode: { .int($0) })
    }
}

extension PayloadCodec where T == Double {
    /// A finite JSON number.
    @_spi(ActionableGenerated) public static var double: Self {
        Self(
            expected: .number, value: { json in json.number.flatMap { $0.isFinite ? $0 : nil } },
            encode: { .double($0) })
    }
}

extension PayloadCodec where T == Bool {
    /// `true` or `false` (not a number).
    @_spi(ActionableGenerated) public static var bool: Self {
        Self(
            expected: .boolean, value: { if case .bool(let value) = $0 { value } else { nil } },
            encode: { .bool($0) })
    }
}

extension PayloadCodec where T == UUID {
    /// A JSON string holding a UUID.
    @_spi(ActionableGenerated) public static var uuid: Self {
        Self(
            expected: .uuid,
            value: { if case .string(let text) = $0 { UUID(uuidString: text) } else { nil } },
            encode: { .string($0.uuidString) })
    }
}

extension PayloadCodec
where T: RawRepresentable & CaseIterable & Sendable, T.RawValue == String {
    /// A JSON string: one of the enumeration's values, or another kept as `unrecognized`.
    @_spi(ActionableGenerated) public static var oneOf: Self {
        Self(expected: .oneOf(T.allCases.map(\.rawValue)),
             value: { if case .string(let text) = $0 { T(rawValue: text) } else { nil } },
             encode: { .string($0.rawValue) })
    }
}
