/// One output of a compile: which output it is and its exact bytes, ready to be written.
public struct GeneratedFile: Equatable, Sendable {
    /// Which of the outputs a file is.
    public enum Role: Sendable {
        /// The Swift source (`--swift-out`).
        case swift
        /// The JSON manifest (`--manifest-out`).
        case manifest
        /// The Xcode String Catalog (`--strings-catalog`).
        case stringsCatalog
    }

    /// Which output this is.
    public var role: Role
    /// The file's bytes: UTF-8 text.
    public var bytes: [UInt8]

    /// A file with `role` and `bytes`.
    public init(_ role: Role, bytes: [UInt8]) {
        self.role = role
        self.bytes = bytes
    }

    /// The bytes as text, for readers that want a `String` (tests, renderers); writing uses ``bytes``.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
