import ActionableCore

/// One fuzz input, decoded: which entry point of the core it drives, with which settings, and its files.
///
/// The first byte is a header. Its low two bits choose the ``Entry``; bits 2 and 3 the access level of
/// compiles (internal, public, package, internal); bits 4 and 5 whether the base and the head side of a diff
/// are manifests rather than definitions; and bits 6 and 7 the access level of the head side's compile. The rest is the payload, split at NUL bytes into files: YAML
/// and JSON text cannot contain a raw NUL, so the split costs no input the core would accept.
public struct FuzzInput: Hashable, Sendable {
    /// The entry point of the core an input drives.
    public enum Entry: UInt8, CaseIterable, Sendable {
        /// `Compiler.compile` over one to ``FuzzInput/maxDefinitionFiles`` definition files.
        case compile
        /// `Configuration.decode` over one configuration file.
        case configuration
        /// `ManifestReader.read` over one manifest, and `StringCatalogMerger.merge` into it as a strings catalog.
        case manifest
        /// `ModelDiffer.changes` between two sides (the payload's halves, split at the first NUL).
        case diff
    }

    /// The most definition files a compile input holds: enough for all of `Examples/Definitions` at once.
    public static let maxDefinitionFiles = 4

    /// The access levels two bits of the header choose from; the header byte 0 means the default, internal.
    private static let accessLevels: [AccessLevel] = [.internal, .public, .package, .internal]

    /// The entry point.
    public var entry: Entry
    /// The access level of every compile but a diff's head side.
    public var accessLevel: AccessLevel
    /// The access level of a diff's head side, when it is compiled.
    public var headAccessLevel: AccessLevel
    /// Whether the base side of a diff is a manifest.
    public var baseIsManifest: Bool
    /// Whether the head side of a diff is a manifest.
    public var headIsManifest: Bool
    /// The bytes after the header.
    public var payload: [UInt8]

    /// Decodes `bytes`; an empty input is an empty compile.
    public init(_ bytes: [UInt8]) {
        let header = bytes.first ?? 0
        entry = Entry(rawValue: header & 0b11) ?? .compile
        accessLevel = Self.accessLevels[Int(header >> 2 & 0b11)]
        headAccessLevel = Self.accessLevels[Int(header >> 6)]
        baseIsManifest = header & 0b1_0000 != 0
        headIsManifest = header & 0b10_0000 != 0
        payload = Array(bytes.dropFirst())
    }

    /// The payload split at NUL bytes into at most `limit` parts; the last part keeps any further NULs.
    public func parts(atMost limit: Int) -> [[UInt8]] {
        payload.split(separator: 0, maxSplits: limit - 1, omittingEmptySubsequences: false).map(Array.init)
    }
}
