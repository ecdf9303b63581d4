import Foundation

extension PayloadValue {
    /// The JSON a `userInfo` value holds (as the system delivers a push's JSON, or a `PayloadValue` itself); `nil` when
    /// JSON cannot hold it. A
    /// Boolean stays apart from a number as it was in the push (`NSNumber` says which it holds), and a number is an
    /// `int` when it is an integer within the range of `Int`, however it was written.
    public init?(propertyList value: Any) {
        // A value read already (a generated file reads a response's keys from its context's values): kept as it is.
        if type(of: value) == Self.self, let json = value as? Self {
            self = json
            return
        }
        // A number is an object: only then is it cast to `NSNumber` (casting a Swift dictionary to it would bridge
        // the dictionary first), and containers are not tried for it (each failed cast costs).
        if type(of: value) is AnyObject.Type, let number = value as? NSNumber {
            switch UInt8(bitPattern: number.objCType.pointee) {
            case UInt8(ascii: "c"), UInt8(ascii: "B"): self = .bool(number.boolValue)
            case UInt8(ascii: "d"), UInt8(ascii: "f"):
                guard number.doubleValue.isFinite else { return nil }
                // JSONSerialization (on Linux) reads a number a Double cannot hold exactly as an
                // NSDecimalNumber, Int64's lowest too: that one is read whole, so that -2⁶³ and -2⁶³ - 1 (one
                // Double) stay apart. Every other is read as its Double, as the other readers read a number
                // with a fraction or an exponent.
                if let decimal = number as? NSDecimalNumber, decimal.stringValue == String(Int.min) {
                    self = .int(Int.min)
                    return
                }
                self = Self(number.doubleValue)
            case UInt8(ascii: "Q"), UInt8(ascii: "L"):
                let whole = number.uint64Value
                self = whole <= UInt64(Int.max) ? .int(Int(whole)) : .double(number.doubleValue)
            default: self = .int(number.intValue)
            }
            return
        }
        switch value {
        case let text as String: self = .string(text)
        case let members as [String: Any]:
            var values: [String: Self] = [:]
            values.reserveCapacity(members.count)
            for (key, member) in members {
                guard let value = Self(propertyList: member) else { return nil }
                values[key] = value
            }
            self = .object(values)
        case let items as [Any]:
            var values: [Self] = []
            values.reserveCapacity(items.count)
            for item in items {
                guard let value = Self(propertyList: item) else { return nil }
                values.append(value)
            }
            self = .array(values)
        case let members as [AnyHashable: Any]:
            var values: [String: Self] = [:]
            for (key, member) in members {
                guard let key = key.base as? String, let value = Self(propertyList: member) else { return nil }
                values[key] = value
            }
            self = .object(values)
        // A Swift number or Boolean (a `userInfo` built in code), of exactly its type: a cast alone would read `true`
        // as 1 where Foundation bridges it.
        case let flag as Bool where type(of: value) == Bool.self: self = .bool(flag)
        case let number as Int where type(of: value) == Int.self: self = .int(number)
        case let number as Double where type(of: value) == Double.self:
            guard number.isFinite else { return nil }
            self = Self(number)
        case is NSNull: self = .null
        default: return nil
        }
    }

    /// The members of a notification's `userInfo` that JSON can hold, by key.
    public static func members(of userInfo: [AnyHashable: Any]) -> [String: Self] {
        var members: [String: Self] = [:]
        for (key, value) in userInfo {
            if let key = key.base as? String, let value = Self(propertyList: value) {
                members[key] = value
            }
        }
        return members
    }
}
