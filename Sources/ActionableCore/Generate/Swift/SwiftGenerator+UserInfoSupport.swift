/// What the file prints once for its typed custom keys, whatever the runtime: whose keys a `userInfo` was read as
/// (`UserInfoSource`), the error that names it (`UserInfoError`), and the defaults of `TypedUserInfo`. Reading and
/// writing the values is `ActionableRuntime`'s (`UserInfoKeys`, `PayloadCodec`), which reports a problem as a
/// `PayloadKeyError`; the file adds whose keys they were.
extension SwiftGenerator {
    /// Prints `UserInfoSource`, `UserInfoError` and the defaults of `TypedUserInfo`.
    func userInfoSupport(_ p: inout CodePrinter) {
        p.lines(of: """
            nonisolated extension \(namespaceName) {
                /// Whose custom keys a `userInfo` was read as: a category's notification\(hasPushes ? ", or a push kind" : "").
                \(access)enum UserInfoSource: Hashable, Sendable, CustomStringConvertible {
                    /// A notification of the category.
                    case category(CategoryID)\(hasPushes ? "\n        /// A push of the kind.\n        case push(PushKind)" : "")

                    /// `MEETING_INVITATION notification`\(hasPushes ? ", `sync push`" : "").
                    \(access)var description: String {
                        switch self {
                        case .category(let id): "\\(id.rawValue) notification"\(hasPushes ? "\n            case .push(let kind): \"\\(kind.rawValue) push\"" : "")
                        }
                    }
                }

                /// Why a \(hasPushes ? "push's" : "notification's") custom keys are not what its \(hasPushes ? "category or kind" : "category") declares: the first key that is
                /// missing or holds a value of another type.
                \(access)struct UserInfoError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
                    /// Whose keys were read: the notification's category\(hasPushes ? ", or the push's kind" : "").
                    \(access)var source: UserInfoSource
                    /// The key, or the path to a value inside one: `zulip.recipient_type`, `attachments[2].url`.
                    \(access)var key: String
                    /// What the definitions declare the value holds, such as `an integer`.
                    \(access)var expected: String
                    /// What the notification holds instead, such as `the string "soon"`; `nil` when the key is missing.
                    \(access)var found: String?

                    /// The notification's category; `nil` for a push kind's keys.
                    \(access)var category: CategoryID? {
                        if case .category(let id) = source { id } else { nil }
                    }

                    /// The problem in one line, naming the category or kind, and the key.
                    \(access)var description: String {
                        let problem = found.map { "must be \\(expected), found \\($0)" } ?? "is missing; it must be \\(expected)"
                        return "\\(source): custom key '\\(key)' \\(problem)"
                    }

                    /// The problem in one line, as ``description``.
                    \(access)var errorDescription: String? { description }
                }
            }

            nonisolated extension \(namespaceName).UserInfoError {
                /// The error `error` describes, in the keys of `source`.
                fileprivate init(_ source: \(namespaceName).UserInfoSource, _ error: \(namespaceName).PayloadKeyError) {
                    self.init(source: source, key: error.key, expected: error.expected, found: error.found)
                }
            }
            """)
        p.line()
        p.lines(of: """
            nonisolated extension \(namespaceName).TypedUserInfo {
                /// The keys in a notification's `userInfo`, or why they are not what the definitions declare.
                \(access)static func decoding(
                    _ userInfo: [AnyHashable: Any]
                ) -> Result<Self, \(namespaceName).UserInfoError> {
                    do throws(\(namespaceName).UserInfoError) {
                        return .success(try Self(userInfo: userInfo))
                    } catch {
                        return .failure(error)
                    }
                }

                /// The keys as a notification's `userInfo` holds them (property-list values), whether the app can read them
                /// back or not.
                @available(
                    *, deprecated, renamed: "makeUserInfo()",
                    message: "use makeUserInfo(), which throws for keys the app cannot read")
                \(access)var userInfo: [String: Any] { customKeys.mapValues(\\.propertyList) }

                /// The keys as a notification's `userInfo` holds them (property-list values); throws, naming the key, for keys
                /// the app would not read back (a number out of bounds, a string against its pattern, a date outside 0000-9999).
                \(access)func makeUserInfo() throws(\(namespaceName).UserInfoError) -> [String: Any] {
                    try checkedCustomKeys().mapValues(\\.propertyList)
                }

                /// The keys as JSON, read back as the app reads them: the first problem of any key is thrown.
                fileprivate func checkedCustomKeys(
                ) throws(\(namespaceName).UserInfoError) -> [String: \(namespaceName).PayloadValue] {
                    let keys = customKeys
                    if let problem = try Self(customKeys: keys).problems.first { throw problem }
                    return keys
                }
            }
            """)
        guard generatesServer else { return }
        p.line()
        p.lines(of: """
            nonisolated extension \(namespaceName).TypedUserInfo {
                /// Encodes the keys as a JSON object; throws `EncodingError.invalidValue`, naming the key, for keys the app
                /// would not read back (a number out of bounds, a string against its pattern, a date outside 0000-9999).
                \(access)func encode(to encoder: any Encoder) throws {
                    let keys: [String: \(namespaceName).PayloadValue]
                    do throws(\(namespaceName).UserInfoError) {
                        keys = try checkedCustomKeys()
                    } catch {
                        throw EncodingError.invalidValue(customKeys, EncodingError.Context(
                            codingPath: encoder.codingPath, debugDescription: error.description))
                    }
                    // As one value: an encoder's key strategy (`.convertToSnakeCase`) converts the keys of a keyed container,
                    // not those of a dictionary encoded as a value.
                    var container = encoder.singleValueContainer()
                    try container.encode(keys)
                }
            }
            """)
    }
}

/// What the file's keys need: whether a value is a Foundation type, and their patterns.
enum PayloadKeyFacts {
    /// Whether a value of `keys`, at any depth, is a Foundation type (a URL, a date or a UUID).
    static func showFoundationTypes(_ keys: [Model.PayloadKey]) -> Bool {
        keys.contains { showsFoundationType($0.type) }
    }

    /// The `pattern` of every key's value, at any depth, in the order met.
    static func patterns(in keys: [Model.PayloadKey]) -> [String] {
        keys.flatMap { patterns(in: $0.type) }
    }

    private static func patterns(in type: Model.PayloadType) -> [String] {
        let own = type.constraints.pattern.map { [$0] } ?? []
        switch type.shape {
        case .scalar: return own
        case .list(let element), .map(let element): return own + patterns(in: element)
        case .object(let object): return own + patterns(in: object.properties)
        case .anyOf(let alternatives): return own + alternatives.flatMap { patterns(in: $0.type) }
        }
    }

    private static func showsFoundationType(_ type: Model.PayloadType) -> Bool {
        switch type.shape {
        case .scalar(let kind): [.url, .date, .uuid].contains(kind)
        case .list(let element), .map(let element): showsFoundationType(element)
        case .object(let object): showFoundationTypes(object.properties)
        case .anyOf(let alternatives): alternatives.contains { showsFoundationType($0.type) }
        }
    }
}
