/// A tree of files that definitions are read from: the file system, or a git revision laid over it. Paths are
/// the components of an absolute path (`["work", "app", "Notifications"]` for `/work/app/Notifications`), so
/// both sides of a comparison resolve a path, and every symbolic link on it, in exactly the same way.
public protocol InputTree {
    /// What `path` names, without following a link at its end (as `lstat` does).
    func entry(at path: [String]) -> InputEntry

    /// The names of the entries of the directory at `path` (`.` and `..` left out), or why they cannot be read.
    func names(in path: [String]) -> Result<[InputName], InputTreeFailure>
}

/// What a path names in an ``InputTree``.
public enum InputEntry: Equatable, Sendable {
    /// Nothing there ("no such file").
    case missing
    /// Something that could not be looked at, and why (`Permission denied`, `File name too long`): an error,
    /// never taken for nothing.
    case unreadable(reason: String)
    /// A regular file of `size` bytes.
    case file(size: Int)
    /// A directory.
    case directory
    /// A symbolic link whose target is `target`, as the link holds it.
    case link(target: String)
    /// Anything else: a device, a pipe, a socket, a git submodule.
    case other
}

/// One name in a directory of an ``InputTree``.
public struct InputName: Equatable, Sendable {
    /// The name, decoded as UTF-8.
    public var name: String
    /// Whether the name's bytes are valid UTF-8 (when they are not, `name` holds replacement characters and
    /// cannot name the entry again).
    public var isUTF8: Bool

    /// Creates a name.
    public init(_ name: String, isUTF8: Bool = true) {
        self.name = name
        self.isUTF8 = isUTF8
    }
}

/// Why a directory of an ``InputTree`` cannot be listed.
public struct InputTreeFailure: Error, Equatable, Sendable {
    /// A short, human description (`Permission denied`).
    public var reason: String

    /// Creates a failure.
    public init(reason: String) {
        self.reason = reason
    }
}
