/// One input file's bytes, read by the caller (the core never touches the disk).
public struct SourceFile: Hashable, Sendable {
    /// The path as the user gave it; diagnostics use it so editors and Xcode can jump to the file.
    public var path: String
    /// The path relative to the working directory, written into generated files so that their bytes
    /// are the same on every machine.
    public var reproduciblePath: String
    /// The raw bytes; the loader decodes them (UTF-8 or UTF-16 with a byte-order mark).
    public var contents: [UInt8]

    /// Creates a source file. `reproduciblePath` defaults to `path`.
    public init(path: String, reproduciblePath: String? = nil, contents: [UInt8]) {
        self.path = path
        self.reproduciblePath = reproduciblePath ?? path
        self.contents = contents
    }
}
