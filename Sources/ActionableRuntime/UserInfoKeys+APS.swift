extension UserInfoKeys {
    /// Checks `aps` as every reader of the payload does. A push of a kind (`push`) must have one, name no category
    /// and, when `silent`, have `content-available` 1 and no alert, badge or sound: otherwise this throws. A key APNs
    /// documents holding a value of another type is a problem, kept with those of optional values.
    @_spi(ActionableGenerated) public func checkAPS(push: Bool, silent: Bool) throws(RuntimeFailure) {
        let apsPlace = place.child("aps")
        guard let json = try json("aps", expected: "an object") else {
            if push { throw apsPlace.failure("an object", nil) }
            return
        }
        guard case .object(let aps) = json else {
            if push { throw apsPlace.failure("an object", json) }
            return place.problems.problems.append(apsPlace.failure("an object", json))
        }
        if push, let category = aps["category"] {
            throw apsPlace.child("category").failure("absent: a push of a kind names no category", category)
        }
        if silent {
            let flag = aps["content-available"]
            guard flag == 1 else {
                throw apsPlace.child("content-available").failure("1, as the push is silent", flag)
            }
            for key in ["alert", "badge", "sound"] {
                if let value = aps[key] { throw apsPlace.child(key).failure("absent, as the push is silent", value) }
            }
        }
        var problems: [RuntimeFailure] = []
        for (key, value) in aps {
            if let expected = Self.expectation(ofAPSKey: key, value) {
                problems.append(apsPlace.child(key).failure(expected, value))
            }
        }
        place.problems.problems += problems.sorted { $0.key < $1.key }
    }

    /// What the `aps` key `key` must hold when `value` is not that; `nil` when it is, or APNs does not document it.
    private static func expectation(
        ofAPSKey key: String, _ value: RuntimeValue
    ) -> String? {
        switch key {
        case "alert":
            if case .string = value { return nil }
            guard case .object(let alert) = value else { return "a string or an object" }
            for (member, item) in alert {
                switch member {
                case "title-loc-args", "subtitle-loc-args", "loc-args":
                    if !isStrings(item) { return "an alert whose \(member) is a list of strings" }
                case "summary-arg-count":
                    if !isCount(item) { return "an alert whose \(member) is an integer from 0" }
                case "title", "subtitle", "body", "launch-image", "title-loc-key", "subtitle-loc-key", "loc-key",
                     "summary-arg", "action", "action-loc-key":
                    if !isString(item) { return "an alert whose \(member) is a string" }
                default: break
                }
            }
            return nil
        case "sound":
            if case .string = value { return nil }
            guard case .object(let sound) = value else { return "a string or an object" }
            if let critical = sound["critical"], !isFlag(critical) { return "a sound whose critical is 0 or 1" }
            if let name = sound["name"], !isString(name) { return "a sound whose name is a string" }
            if let volume = sound["volume"], !isFraction(volume) { return "a sound whose volume is from 0 to 1" }
            return nil
        case "badge", "stale-date", "timestamp", "dismissal-date": return isCount(value) ? nil : "an integer from 0"
        case "content-available", "mutable-content": return isFlag(value) ? nil : "0 or 1"
        case "relevance-score": return isFraction(value) ? nil : "a number from 0 to 1"
        case "thread-id", "target-content-id", "filter-criteria", "event": return isString(value) ? nil : "a string"
        case "url-args": return isStrings(value) ? nil : "a list of strings"
        case "content-state": if case .object = value { return nil } else { return "an object" }
        case "interruption-level":
            guard case .string(let level) = value,
                  ["passive", "active", "time-sensitive", "critical"].contains(level)
            else {
                return #"one of "passive", "active", "time-sensitive", "critical""#
            }
            return nil
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
