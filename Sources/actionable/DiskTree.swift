import ActionableCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file system as an ``InputTree``: `lstat`, `readlink` and `readdir`, nothing followed by the system.
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
        let text = Self.path(path)
        var status = stat()
        guard lstat(text, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            return .file(size: Int(status.st_size))
        case S_IFDIR:
            return .directory
        case S_IFLNK:
            var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = buffer.withUnsafeMutableBytes { raw in
                readlink(text, raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)
            }
            guard count >= 0 else { return .missing }
            return .link(target: String(decoding: buffer[..<count], as: UTF8.self))
        default:
            return .other
        }
    }

    func names(in path: [String]) -> Result<[InputName], InputTreeFailure> {
        guard let stream = opendir(Self.path(path)) else {
            return .failure(InputTreeFailure(reason: String(cString: strerror(errno))))
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
}
