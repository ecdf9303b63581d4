extension UserInfoKeys {
    /// Typed keys read by `read` (a generated type's reader of every key) from a notification's `userInfo`, as
    /// the keys of `source`: `aps` is checked first as every reader checks it (a push kind's must name no
    /// category, and a silent kind's must be silent); throws for the first required key that is missing or holds
    /// another type, in the keys of `source`.
    @_spi(ActionableGenerated) public static func read<Keys: RuntimeTypedUserInfo>(
        userInfo: [AnyHashable: Any], as source: Keys.Schema.UserInfoSource,
        _ read: (Self) throws(RuntimeFailure) -> Keys
    ) throws(Keys.Schema.UserInfoError) -> Keys {
        let keys = Self(userInfo: userInfo)
        do throws(RuntimeFailure) {
            switch source {
            case .category: try keys.checkAPS(push: false, silent: false)
            case .push(let kind): try keys.checkAPS(push: true, silent: Keys.Schema.isSilent(kind))
            }
            return try read(keys)
        } catch {
            throw Keys.Schema.UserInfoError(source, error)
        }
    }

    /// Typed keys read by `read` from JSON values (the members of a payload beside `aps`), as the keys of
    /// `source`; throws as ``read(userInfo:as:_:)``.
    @_spi(ActionableGenerated) public static func read<Keys: RuntimeTypedUserInfo>(
        customKeys: [String: RuntimeValue], as source: Keys.Schema.UserInfoSource,
        _ read: (Self) throws(RuntimeFailure) -> Keys
    ) throws(Keys.Schema.UserInfoError) -> Keys {
        do throws(RuntimeFailure) {
            return try read(Self(values: customKeys))
        } catch {
            throw Keys.Schema.UserInfoError(source, error)
        }
    }

    /// The problems of the optional values read so far, at any depth, in the keys of `source`: a typed type's
    /// `problems`.
    @_spi(ActionableGenerated) public func problems<Schema: RuntimeSchema>(
        as source: Schema.UserInfoSource
    ) -> [Schema.UserInfoError] {
        problems.map { Schema.UserInfoError(source, $0) }
    }
}
