import Foundation

extension PayloadValue {
    /// The JSON a `userInfo` value holds (as the system delivers a push's JSON, or a `PayloadValue` itself); `nil` when
    /// JSON cannot hold it, or when it nests arrays and objects more than ``maximumDepth`` deep. A
    /// Boolean stays apart from a number as it was in the push (`NSNumber` says which it holds), and a number is an
    /// `int` when it is an integer within the range of `Int`, however it was written.
    public init?(propertyList value: Any) {
        guard let json = try? Self.reading(propertyList: value, depth: 1) else { return nil }
        self = json
    }

    /// Why a property-list value was not read as JSON.
    @_spi(ActionableGenerated) public enum PropertyListRefusal: Error {
        /// The value (or one inside it) is of a type JSON cannot hold: the type's name.
        case notJSON(String)
        /// Arrays and objects are nested more than ``PayloadValue/maximumDepth`` deep.
        case tooDeep

    }

    /// `refusal` kept as a value (`NotificationContext.refusedKeys`): a type's name is a string, too deep `null`. A
    /// dictionary of `PayloadValue`s costs an app no code it does not have already.
    @_spi(ActionableGenerated) public static func marker(of refusal: PropertyListRefusal) -> Self {
        switch refusal {
        case .notJSON(let type): .string(type)
        case .tooDeep: .null
        }
    }

    /// The refusal ``marker(of:)`` kept as `marker`.
    @_spi(ActionableGenerated) public static func refusal(marker: Self) -> PropertyListRefusal {
        if case .string(let type) = marker { .notJSON(type) } else { .tooDeep }
    }

    /// The JSON `value` holds, where a container at `value` is `depth` deep (the payload's own object is 1): never
    /// recurses further than ``maximumDepth``, whatever `value` holds.
    @_spi(ActionableGenerated) public static func reading(
        propertyList value: Any, depth: Int
    ) throws(PropertyListRefusal) -> Self {
        // A value read already (a generated file reads a response's keys from its context's values): kept as it is.
        if type(of: value) == Self.self, let json = value as? Self { return json }
        // A number is an object: only then is it cast to `NSNumber` (casting a Swift dictionary to it would bridge
        // the dictionary first), and containers are not tried for it (each failed cast costs).
        if type(of: value) is AnyObject.Type, let number = value as? NSNumber {
            switch UInt8(bitPattern: number.objCType.pointee) {
            case UInt8(ascii: "c"), UInt8(ascii: "B"): return .bool(number.boolValue)
            case UInt8(ascii: "d"), UInt8(ascii: "f"):
                guard number.doubleValue.isFinite else { throw .notJSON(String(describing: type(of: value))) }
                // JSONSerialization (on Linux) reads a number a Double cannot hold exactly as an
                // NSDecimalNumber, Int64's lowest too: that one is read whole, so that -2⁶³ and -2⁶³ - 1 (one
                // Double) stay apart. Every other is read as the Double its digits name, as the other readers
                // read a number with a fraction or an exponent: an NSDecimalNumber's own `doubleValue` can be
                // a Double off (1.9223372036854776e19 reads back 1.922337203685478e19).
                if let decimal = number as? NSDecimalNumber {
                    let digits = decimal.stringValue
                    if digits == String(Int.min) { return .int(Int.min) }
                    if let exact = Double(digits), exact.isFinite { return Self(exact) }
                }
                return Self(number.doubleValue)
            case UInt8(ascii: "Q"), UInt8(ascii: "L"):
                let whole = number.uint64Value
                return whole <= UInt64(Int.max) ? .int(Int(whole)) : .double(number.doubleValue)
            default: return .int(number.intValue)
            }
        }
        switch value {
        case let text as String: return .string(text)
        case let members as [String: Any]:
            guard depth <= maximumDepth else { throw .tooDeep }
            var values: [String: Self] = [:]
            values.reserveCapacity(members.count)
            for (key, member) in members { values[key] = try reading(propertyList: member, depth: depth + 1) }
            return .object(values)
        case let items as [Any]:
            guard depth <= maximumDepth else { throw .tooDeep }
            var values: [Self] = []
            values.reserveCapacity(items.count)
            for item in items { values.append(try reading(propertyList: item, depth: depth + 1)) }
            return .array(values)
        case let members as [AnyHashable: Any]:
            guard depth <= maximumDepth else { throw .tooDeep }
            var values: [String: Self] = [:]
            for (key, member) in members {
                guard let key = key.base as? String else {
                    throw .notJSON(String(describing: type(of: key.base)))
                }
                values[key] = try reading(propertyList: member, depth: depth + 1)
            }
            return .object(values)
        // A Swift number or Boolean (a `userInfo` built in code), of exactly its type: a cast alone would read `true`
        // as 1 where Foundation bridges it.
        case let flag as Bool where type(of: value) == Bool.self: return .bool(flag)
        case let number as Int where type(of: value) == Int.self: return .int(number)
        case let number as Double where type(of: value) == Double.self:
            guard number.isFinite else { throw .notJSON("Double") }
            return Self(number)
        case is NSNull: return .null
        // A key a context could not read (`NotificationContext.valuesAsUserInfo`): refused again, for the same reason.
        case let refusal as PropertyListRefusal: throw refusal
        default: throw .notJSON(String(describing: type(of: value)))
        }
    }

    /// The members of a notification's `userInfo` that JSON can hold, by key (each nested at most
    /// ``maximumDepth`` deep, the `userInfo` itself counted).
    public static func members(of userInfo: [AnyHashable: Any]) -> [String: Self] {
        var refused: [String: Self] = [:]
        return members(of: userInfo, refused: &refused)
    }

    /// The members of `userInfo` that JSON can hold, by key; the keys of the others go to `refused`, with why (as
    /// ``marker(of:)``).
    @_spi(ActionableGenerated) public static func members(
        of userInfo: [AnyHashable: Any], refused: inout [String: Self]
    ) -> [String: Self] {
        var members: [String: Self] = [:]
        for (key, value) in userInfo {
            guard let key = key.base as? String else { continue }
            do throws(PropertyListRefusal) {
                members[key] = try reading(propertyList: value, depth: 2)
            } catch {
                refused[key] = marker(of: error)
            }
        }
        return members
    }
}
