import Foundation

/// The custom keys of one payload, or of one object inside it, as generated code reads them: from a notification's
/// `userInfo`, or from JSON.
@_spi(ActionableGenerated) public struct UserInfoKeys {
    /// Where these keys are, named in errors.
    @_spi(ActionableGenerated) public let place: PayloadPlace
    private let values: [String: PayloadValue]
    private let userInfo: [AnyHashable: Any]

    /// The keys of a JSON object at `place`.
    @_spi(ActionableGenerated) public init(_ place: PayloadPlace, values: [String: PayloadValue]) {
        self.place = place
        self.values = values
        self.userInfo = [:]
    }

    /// The keys of a JSON object (a push payload).
    @_spi(ActionableGenerated) public init(values: [String: PayloadValue]) {
        self.init(PayloadPlace(), values: values)
    }

    /// The keys of a notification's `userInfo`, as the system delivers a push's JSON: each value is turned into
    /// JSON only when it is read.
    @_spi(ActionableGenerated) public init(userInfo: [AnyHashable: Any]) {
        self.place = PayloadPlace()
        self.values = [:]
        self.userInfo = userInfo
    }

    /// A JSON value (a name for the extensions, as `PayloadCodec.RuntimeValue`).
    @_spi(ActionableGenerated) public typealias RuntimeValue = PayloadValue
    /// Why a value does not read (a name for the extensions, as `PayloadCodec.RuntimeFailure`).
    @_spi(ActionableGenerated) public typealias RuntimeFailure = PayloadKeyError
    /// What a value must hold (a name for the extensions).
    @_spi(ActionableGenerated) public typealias RuntimeExpectation = PayloadExpectation
    /// Where a value is read (a name for the extensions).
    @_spi(ActionableGenerated) public typealias RuntimePlace = PayloadPlace
    /// Typed keys (a name for the extensions).
    @_spi(ActionableGenerated) public typealias RuntimeTypedUserInfo = TypedUserInfo
    /// A generated file's definitions (a name for the extensions).
    @_spi(ActionableGenerated) public typealias RuntimeSchema = PayloadSchema

    /// The problems of the optional values read so far, at any depth.
    @_spi(ActionableGenerated) public var problems: [PayloadKeyError] { place.problems.problems }

    /// The value of `key`, which must be present.
    @_spi(ActionableGenerated) public func required<T>(
        _ key: String, _ codec: PayloadCodec<T>
    ) throws(PayloadKeyError) -> T {
        guard let json = try json(key, expected: codec.expected) else {
            throw place.child(key).failure(codec.expected, nil)
        }
        return try codec.decode(json, place.child(key))
    }

    /// The value of `key`; `nil` when it is absent or `null`, and when it does not decode (the problem is kept).
    @_spi(ActionableGenerated) public func optional<T>(_ key: String, _ codec: PayloadCodec<T>) -> T? {
        do throws(PayloadKeyError) {
            guard let json = try json(key, expected: codec.expected), json != .null else { return nil }
            return try codec.decode(json, place.child(key))
        } catch {
            place.problems.problems.append(error)
            return nil
        }
    }

    /// Checks that `key` holds `value`, the constant that tells a push kind.
    @_spi(ActionableGenerated) public func fixed(_ key: String, _ value: PayloadValue) throws(PayloadKeyError) {
        let json = try json(key, expected: .value(value))
        guard json == value else { throw place.child(key).failure(.value(value), json) }
    }

    /// Checks that each of `others` is present whenever `key` is.
    @_spi(ActionableGenerated) public func together(_ key: String, _ others: [String]) throws(PayloadKeyError) {
        guard isPresent(key) else { return }
        for other in others where !isPresent(other) {
            throw place.child(other).failure(.present(with: key), nil)
        }
    }

    /// Writes `value` (unless `nil`) to `keys` under `key`, with `codec`: what generated code writes for each key.
    @_spi(ActionableGenerated) public static func write<T>(
        _ value: T?, _ codec: PayloadCodec<T>, to key: String, in keys: inout [String: PayloadValue]
    ) {
        keys[key] = value.map(codec.encode)
    }

    private func isPresent(_ key: String) -> Bool {
        if let value = values[key] { return value != .null }
        guard let raw = userInfo[key] else { return false }
        if type(of: raw) == RuntimeValue.self, let json = raw as? RuntimeValue { return json != .null }
        return !(raw is NSNull)
    }

    /// The JSON value of `key`; a `userInfo` value that JSON cannot hold is not `expected`.
    @_spi(ActionableGenerated) public func json(
        _ key: String, expected: @autoclosure () -> PayloadExpectation
    ) throws(PayloadKeyError) -> PayloadValue? {
        if let value = values[key] { return value }
        guard let raw = userInfo[key] else { return nil }
        do throws(PayloadValue.PropertyListRefusal) {
            // The `userInfo` is the payload's object: a key's value is one level inside it.
            return try PayloadValue.reading(propertyList: raw, depth: 2)
        } catch {
            let finding: PayloadFinding = switch error {
            case .tooDeep: .nestedTooDeep
            case .notJSON(let type): .notJSON(typeName: type)
            }
            throw PayloadKeyError(key: place.child(key).path, expectation: expected(), finding: finding)
        }
    }
}
