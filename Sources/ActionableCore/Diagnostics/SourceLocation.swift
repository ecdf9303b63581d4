/// A place in an input file: the path as the user gave it and, when known, a 1-based line and column.
///
/// Columns count Unicode scalars, as libyaml does, not bytes or UTF-16 units.
public struct SourceLocation: Hashable, Sendable {
    /// The input path exactly as the user named it (a file, or a directory joined with the file's relative path).
    public var path: String
    /// The 1-based line and column, or `nil` for a problem with the whole file (such as an unreadable path).
    public var position: Position?
    /// When the place is an alias (`*name`) that copies an anchored node, where the copied text is written
    /// (in the same file); a diagnostic at the alias gets a note there. `nil` elsewhere.
    public var aliasOf: Position?

    /// A 1-based line and column.
    public struct Position: Hashable, Sendable, Comparable {
        /// The 1-based line number.
        public var line: Int {
            get { Int(storedLine) }
            set { storedLine = UInt32(clamping: newValue) }
        }
        /// The 1-based column, counted in Unicode scalars.
        public var column: Int {
            get { Int(storedColumn) }
            set { storedColumn = UInt32(clamping: newValue) }
        }
        // Every definition keeps several locations, so they are stored in 32 bits: a quarter of the memory a
        // corpus's definitions take goes to locations, and no input (``InputLimits/maxFileBytes``) comes near
        // 2^32 lines or columns.
        private var storedLine: UInt32
        private var storedColumn: UInt32

        /// Creates a position from 1-based numbers.
        public init(line: Int, column: Int) {
            storedLine = UInt32(clamping: line)
            storedColumn = UInt32(clamping: column)
        }

        public static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.line, lhs.column) < (rhs.line, rhs.column)
        }
    }

    /// Creates a location at a 1-based line and column.
    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.position = Position(line: line, column: column)
    }

    /// Creates a location that names a whole file.
    public init(path: String) {
        self.path = path
        self.position = nil
    }
}

extension SourceLocation: Comparable {
    /// Orders by path (in UTF-8 byte order, the same on every machine), then line, then column;
    /// a whole-file location comes before every position in that file.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.path != rhs.path { return lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8) }
        switch (lhs.position, rhs.position) {
        case (nil, nil): return false
        case (nil, _): return true
        case (_, nil): return false
        case let (left?, right?) where left != right: return left < right
        default:
            // The same alias may copy several nodes; order them by where each is written.
            switch (lhs.aliasOf, rhs.aliasOf) {
            case let (left?, right?): return left < right
            case (nil, _?): return true
            default: return false
            }
        }
    }
}

/// A value together with the place in the input where it was written.
public struct Located<Value> {
    /// The decoded value.
    public var value: Value
    /// Where the value was written.
    public var location: SourceLocation
    /// For text written on one line exactly as it reads, where its first character is, so that a place
    /// inside it can be pointed at (``place(at:)``); `nil` otherwise.
    public var textStart: SourceLocation?

    /// Where the character at `offset` (in Unicode scalars) of the text is written, when that is known;
    /// else where the value starts.
    public func place(at offset: Int) -> SourceLocation {
        guard let start = textStart, let position = start.position else { return location }
        return SourceLocation(path: start.path, line: position.line, column: position.column + offset)
    }

    /// Pairs a value with its location.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
