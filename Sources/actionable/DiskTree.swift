import ActionableCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file system as an ``InputTree``: `fstatat`, `readlinkat` and `readdir`, nothing followed by the system at
/// the end of a path. Every path is reached from `/` one directory descriptor at a time (`openat`), so no path is
/// too long for it (PATH_MAX is 4,096 bytes; `git clone` checks out deeper ones). "No such file" is `missing`;
/// any other failure is `unreadable`, never silently nothing.
struct DiskTree: InputTree {
    /// The path of `components`: `/a/b`.
    static func path(_ components: [String]) -> String {
        "/" + components.joined(separator: "/")
    }

    /// The working directory with every link resolved, as components.
    static func workingDirectory() -> [String] {
        components(of: currentDirectory())
    }

    /// `path` (absolute) as components.
    static func components(of path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    /// The working directory's path, as the kernel has it (no link on it).
    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    func entry(at path: [String]) -> InputEntry {
        guard let name = path.last else { return .directory }
        let lookup = Self.withDirectory(Array(path.dropLast())) { directory -> InputEntry in
            var status = stat()
            guard fstatat(directory, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return Self.failure(errno) }
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                return .file(size: Int(status.st_size))
            case S_IFDIR:
                return .directory
            case S_IFLNK:
                var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
                let count = buffer.withUnsafeMutableBytes { raw in
                    readlinkat(directory, name, raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)
                }
                guard count >= 0 else { return Self.failure(errno) }
                return .link(target: String(decoding: buffer[..<count], as: UTF8.self))
            default:
                return .other
            }
        }
        switch lookup {
        case .success(let entry): return entry
        case .failure(let error): return Self.failure(error.code)
        }
    }

    func names(in path: [String]) -> Result<[InputName], InputTreeFailure> {
        let listing = Self.withDirectory(path) { directory -> Result<[InputName], InputTreeFailure> in
            let own = openat(directory, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard own >= 0, let stream = fdopendir(own) else {
                let code = errno
                return .failure(InputTreeFailure(reason: String(cString: strerror(code))))
            }
            defer { closedir(stream) }
            var names: [InputName] = []
            while let entry = readdir(stream) {
                let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
                if bytes == [46] || bytes == [46, 46] { continue }
                let name = String(decoding: bytes, as: UTF8.self)
                names.append(InputName(name, isUTF8: Array(name.utf8) == bytes))
            }
            return .success(names)
        }
        switch listing {
        case .success(let result): return result
        case .failure(let error): return .failure(InputTreeFailure(reason: error.description))
        }
    }

    /// Up to `limit` bytes of the regular file at `path` (no link at its end).
    static func contents(at path: [String], upTo limit: Int) throws(SystemCallError) -> [UInt8] {
        guard let name = path.last else { throw SystemCallError(code: EISDIR) }
        let opened = withDirectory(Array(path.dropLast())) { directory in openat(directory, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC) }
        let descriptor: Int32
        switch opened {
        case .success(let value): descriptor = value
        case .failure(let error): throw error
        }
        guard descriptor >= 0 else { throw .last }
        defer { close(descriptor) }
        return try FileDescriptors.readAll(descriptor, upTo: limit)
    }

    /// `body` with a descriptor of the directory at `components`, reached from `/` one component at a time (each
    /// link on the way followed, as a path lookup follows it); the error of the first step that fails. Each step
    /// is opened for lookups only where the system can (Linux's `O_PATH`), so a directory that may be searched but
    /// not listed is passed through, as a path lookup passes through it.
    private static func withDirectory<T>(_ components: [String], _ body: (Int32) -> T) -> Result<T, SystemCallError> {
        #if os(Linux)
        let flags = pathOnly | O_DIRECTORY | O_CLOEXEC
        #else
        let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC
        #endif
        var current = open("/", flags)
        guard current >= 0 else { return .failure(.last) }
        for component in components {
            let next = openat(current, component, flags)
            let code = errno
            close(current)
            guard next >= 0 else { return .failure(SystemCallError(code: code)) }
            current = next
        }
        defer { close(current) }
        return .success(body(current))
    }

    #if os(Linux)
    /// Linux's `O_PATH` (`010000000` on every architecture Swift runs on), which Glibc's module leaves out.
    private static let pathOnly: Int32 = 0o10000000
    #endif

    /// What a failed lookup means: nothing there, or something that could not be looked at and why.
    private static func failure(_ code: Int32) -> InputEntry {
        code == ENOENT || code == ENOTDIR ? .missing : .unreadable(reason: String(cString: strerror(code)))
    }
}
