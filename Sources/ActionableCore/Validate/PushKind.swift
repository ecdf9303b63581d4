extension Model {
    /// A kind of push that names no category (`pushes:`): how the app tells it, and the custom keys it carries.
    public struct PushKind: Hashable, Sendable {
        /// The kind's name: what `validate-payload --push` takes and the manifest and `PushKind` list.
        public var identifier: String
        /// The Swift case name.
        public var swiftName: String
        /// The name of the kind's own type, nested in the generated `Push` (``SwiftIdentifier/pushTypeName(for:)``).
        public var typeName: String
        /// The key (and value) that tells a push of this kind; `nil` when `silent` alone does, or only its name.
        public var match: PushMatch?
        /// Whether the push is silent: `aps` has `content-available: 1` and no alert, badge or sound.
        public var isSilent: Bool
        /// `mutableContent`: the app's notification service extension must see pushes of the kind.
        public var mutableContent = false
        /// The custom keys beside `aps`, in the order declared (the match key with a value is not one of them).
        public var keys: [PayloadKey]
        /// The pushes written under `samples`, in order.
        public var samples: [Sample] = []
        /// What the push is for.
        public var description: String?
        /// Where its `id` was written; `nil` when read from a manifest.
        public var location: SourceLocation?

        /// Creates a push kind.
        public init(
            identifier: String, swiftName: String, typeName: String, match: PushMatch? = nil, isSilent: Bool = false,
            keys: [PayloadKey] = [], description: String? = nil, location: SourceLocation? = nil
        ) {
            self.identifier = identifier
            self.swiftName = swiftName
            self.typeName = typeName
            self.match = match
            self.isSilent = isSilent
            self.keys = keys
            self.description = description
            self.location = location
        }

        /// The kind with no source location at any depth, as a manifest records it: what two kinds are compared as.
        public var withoutLocations: PushKind {
            var kind = self
            kind.location = nil
            kind.keys = keys.map(\.withoutLocations)
            kind.samples = samples.map(\.withoutLocation)
            return kind
        }

        /// `sample` as the kind keeps it: without the key its match fixes when it holds the fixed value, which every
        /// push of the kind carries anyway (``SamplePushes/payload(_:category:kind:bundleID:language:)`` adds it), so
        /// that a sample read back from its push is the sample written.
        public func normalized(_ sample: Sample) -> Sample {
            guard let match, let value = match.value, sample.userInfo[match.key] == value.json else { return sample }
            var copy = sample
            copy.userInfo[match.key] = nil
            return copy
        }

        /// Whether the kind is ever recognised on its own, without being named: by its match or by being silent.
        public var isRecognisedUnnamed: Bool { match != nil || isSilent }

        /// Whether every push this kind recognises is one `other` recognises as well, so that `other`, tried
        /// first, leaves this kind none.
        public func isShadowed(by other: PushKind) -> Bool {
            guard other.isRecognisedUnnamed, isRecognisedUnnamed else { return false }
            if other.isSilent && !isSilent { return false }
            guard let otherMatch = other.match else { return true }
            guard let match, match.key == otherMatch.key else { return false }
            return otherMatch.value == nil || otherMatch.value == match.value
        }
    }

    /// How a push kind is recognised: a custom key beside `aps`, and the value it holds.
    public struct PushMatch: Hashable, Sendable {
        /// The key.
        public var key: String
        /// The value every push of the kind has under the key; `nil` when the key's presence is enough.
        public var value: Value?

        /// Creates a match.
        public init(key: String, value: Value? = nil) {
            self.key = key
            self.value = value
        }

        /// A JSON scalar a match compares with.
        public enum Value: Hashable, Sendable {
            /// A string.
            case string(String)
            /// An integer.
            case int(Int)
            /// `true` or `false`.
            case bool(Bool)

            /// The value a YAML scalar means: quoted text is a string; plain `true`, `false` and integers are
            /// themselves; other plain text is a string, but for a number with a fraction or exponent, and `null`
            /// or `~`, which are refused (`nil`), since a push would hardly match them as written.
            public init?(yaml text: String, quoted: Bool) {
                guard !quoted else { self = .string(text); return }
                switch text {
                case "true": self = .bool(true)
                case "false": self = .bool(false)
                case "null", "~", "": return nil
                default:
                    if let number = Int(text), text.first != "+" {
                        self = .int(number)
                    } else if Double(text) != nil || text.hasPrefix(".") {
                        return nil
                    } else {
                        self = .string(text)
                    }
                }
            }

            /// The value as JSON.
            public var json: JSONValue {
                switch self {
                case .string(let text): .string(text)
                case .int(let number): .integer(number)
                case .bool(let flag): .bool(flag)
                }
            }

            /// The value a manifest's JSON holds; `nil` for anything but a string, an integer or a Boolean.
            public init?(json: JSONValue) {
                switch json {
                case .string(let text): self = .string(text)
                case .integer(let number): self = .int(number)
                case .bool(let flag): self = .bool(flag)
                default: return nil
                }
            }

            /// The value as messages write it: `"message"`, `1`, `true`.
            public var text: String {
                switch self {
                case .string(let text): DiagnosticText.quoted(text)
                case .int(let number): String(number)
                case .bool(let flag): String(flag)
                }
            }
        }
    }
}
