extension UserInfoKeys {
    /// Checks `aps` as every reader of the payload does. A push of a kind (`push`) must have one, name no category
    /// and, when `silent`, have `content-available` 1 and no alert, badge or sound: otherwise this throws. A key APNs
    /// documents holding a value of another type is a problem, kept with those of optional values.
    @_spi(ActionableGenerated) public func checkAPS(push: Bool, silent: Bool) throws(RuntimeFailure) {
        let apsPlace = place.child("aps")
        guard let json = try json("aps", expected: .object) else {
            if push { throw apsPlace.failure(.object, nil) }
            return
        }
        guard case .object(let aps) = json else {
            if push { throw apsPlace.failure(.object, json) }
            return place.problems.problems.append(apsPlace.failure(.object, json))
        }
        if push, let category = aps["category"] {
            throw apsPlace.child("category").failure(.absent, category)
        }
        if silent {
            let flag = aps["content-available"]
            guard flag == 1 else { throw apsPlace.child("content-available").failure(.value(1), flag) }
            for key in ["alert", "badge", "sound"] {
                if let value = aps[key] { throw apsPlace.child(key).failure(.absent, value) }
            }
        }
        var problems: [RuntimeFailure] = []
        for (key, value) in aps {
            if let problem = Self.problem(ofAPSKey: key, value, at: apsPlace.child(key)) { problems.append(problem) }
        }
        place.problems.problems += problems.sorted { $0.key < $1.key }
    }

    /// The problem of the `aps` key `key` at `place` when `value` is not what APNs documents it holding (for an
    /// alert or a sound, at its first member that is not); `nil` when it is, or APNs does not document the key.
    private static func problem(
        ofAPSKey key: String, _ value: RuntimeValue, at place: RuntimePlace
    ) -> RuntimeFailure? {
        let count = RuntimeExpectation.range(.integer, from: 0, upTo: nil)
        let fraction = RuntimeExpectation.range(.number, from: 0, upTo: 1)
        let flag = RuntimeExpectation.anyOf([.value(0), .value(1)])
        switch key {
        case "alert", "sound":
            if case .string = value { return nil }
            guard case .object(let members) = value else { return place.failure(.anyOf([.string, .object]), value) }
            // The member reported is the first in key order that is not as documented: one pass, any order of keys.
            var first: (member: String, item: RuntimeValue, expected: RuntimeExpectation)?
            for (member, item) in members where first.map({ member < $0.member }) ?? true {
                let expected: RuntimeExpectation? = switch (key, member) {
                case ("alert", "title-loc-args"), ("alert", "subtitle-loc-args"), ("alert", "loc-args"):
                    isStrings(item) ? nil : .list(of: .string)
                case ("alert", "summary-arg-count"): isCount(item) ? nil : count
                case ("alert", "title"), ("alert", "subtitle"), ("alert", "body"), ("alert", "launch-image"),
                     ("alert", "title-loc-key"), ("alert", "subtitle-loc-key"), ("alert", "loc-key"),
                     ("alert", "summary-arg"), ("alert", "action"), ("alert", "action-loc-key"), ("sound", "name"):
                    isString(item) ? nil : .string
                case ("sound", "critical"): isFlag(item) ? nil : flag
                case ("sound", "volume"): isFraction(item) ? nil : fraction
                default: nil
                }
                if let expected { first = (member, item, expected) }
            }
            return first.map { place.child($0.member).failure($0.expected, $0.item) }
        case "badge", "stale-date", "timestamp", "dismissal-date":
            return isCount(value) ? nil : place.failure(count, value)
        case "content-available", "mutable-content": return isFlag(value) ? nil : place.failure(flag, value)
        case "relevance-score": return isFraction(value) ? nil : place.failure(fraction, value)
        case "thread-id", "target-content-id", "filter-criteria", "event":
            return isString(value) ? nil : place.failure(.string, value)
        case "url-args": return isStrings(value) ? nil : place.failure(.list(of: .string), value)
        case "content-state": if case .object = value { return nil } else { return place.failure(.object, value) }
        case "interruption-level":
            let levels = ["passive", "active", "time-sensitive", "critical"]
            if case .string(let level) = value, levels.contains(level) { return nil }
            return place.failure(.oneOf(levels), value)
        default: return nil
        }
    }

    private static func isString(_ value: RuntimeValue) -> Bool {
        if case .string = value { true } else { false }
    }

    private static func isStrings(_ value: RuntimeValue) -> Bool {
        if case .array(let items) = value { items.allSatisfy(isString) } else { false }
    }

    private static func isCount(_ value: RuntimeValue) -> Bool {
        value.integer.map { $0 >= 0 } ?? false
    }

    private static func isFlag(_ value: RuntimeValue) -> Bool {
        value == 0 || value == 1
    }

    private static func isFraction(_ value: RuntimeValue) -> Bool {
        switch value {
        case .int(let number): number == 0 || number == 1
        case .double(let number): (0...1).contains(number)
        default: false
        }
    }
}
