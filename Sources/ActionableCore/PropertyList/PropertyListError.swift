/// Why bytes are not a property list this tool reads, and where (for an XML file).
public struct PropertyListError: Error, Hashable, Sendable {
    /// What is wrong, as one line.
    public var message: String
    /// Where, in an XML file; `nil` for a binary file or a problem with the whole file.
    public var position: SourceLocation.Position?

    /// Creates an error.
    public init(_ message: String, at position: SourceLocation.Position? = nil) {
        self.message = message
        self.position = position
    }
}
