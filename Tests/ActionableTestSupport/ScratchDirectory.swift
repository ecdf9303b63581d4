import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one place the tests create files outside the package: every scratch directory of a test run, and
/// the temporary directory of every program the tests start, lies under one folder of the run's own,
/// which is removed when the test process exits. A test run leaves nothing behind in the system's
/// temporary directory, however many tests failed, without a cleanup at each of the many call sites.
public enum ScratchDirectory {
    /// This process's folder: `actionable-tests-<pid>` in the system's temporary directory, created on
    /// first use and removed, with everything in it, when the process exits.
    public static let root: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("actionable-tests-\(getpid())")
        try? FileManager.default.removeItem(at: url)  // left by an earlier process that had this pid and crashed
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: ScratchDirectory.root) }
        return url
    }()

    /// A new empty directory under ``root``, named `prefix-<UUID>`.
    public static func make(_ prefix: String = "scratch") throws -> URL {
        let url = root.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
