#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program and collects what it writes, with `posix_spawn` (FoundationEssentials has no `Process`).
/// Its input and outputs are temporary files, so it can never block on a full pipe.
enum Subprocess {
    /// What a program returned.
    struct Outcome {
        /// Its exit status; 128 + the signal's number when a signal ended it.
        var status: Int32
        /// What it wrote to standard output.
        var output: [UInt8]
        /// What it wrote to standard error.
        var error: [UInt8]
        /// Whether it was stopped (`SIGKILL`) for running past the time limit.
        var timedOut = false
        /// The most memory it had resident at once, in bytes (the kernel's count for the process alone).
        var peakMemory = 0
    }

    /// Runs `arguments[0]`, found on `PATH`, with `arguments`, `input` as its standard input; stopped with `SIGKILL`
    /// after `timeLimit` seconds when one is given.
    static func run(_ arguments: [String], input: [UInt8] = [], timeLimit: Int? = nil) throws(SystemCallError) -> Outcome {
        let files = try (0..<3).map { _ throws(SystemCallError) in try temporaryFile() }
        defer {
            for descriptor in files { close(descriptor) }
        }
        guard FileDescriptors.writeAll(input, to: files[0]), lseek(files[0], 0, SEEK_SET) == 0 else { throw .last }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, target) in zip(files, [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]) {
            posix_spawn_file_actions_adddup2(&actions, descriptor, target)
        }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
        }
        var process = pid_t()
        let spawned = posix_spawnp(&process, arguments[0], &actions, nil, &argv, environ)
        guard spawned == 0 else { throw SystemCallError(code: spawned) }
        var status: Int32 = 0
        var usage = rusage()
        let timedOut = try wait(for: process, status: &status, usage: &usage, timeLimit: timeLimit)
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        for descriptor in files.dropFirst() where lseek(descriptor, 0, SEEK_SET) != 0 { throw .last }
        return Outcome(
            status: exitStatus, output: try FileDescriptors.readAll(files[1], upTo: .max),
            error: try FileDescriptors.readAll(files[2], upTo: .max), timedOut: timedOut, peakMemory: Int(usage.ru_maxrss) * 1_024)
    }

    /// Waits for `process` to end, its status in `status` and what it used in `usage`; past `timeLimit` seconds,
    /// stops it with `SIGKILL` and answers `true`. Without a limit it blocks in `wait4`; with one it looks every
    /// 10 ms (a child's end cannot be waited for with a timeout portably).
    private static func wait(for process: pid_t, status: inout Int32, usage: inout rusage, timeLimit: Int?) throws(SystemCallError) -> Bool {
        func waitForTheEnd() throws(SystemCallError) {
            while wait4(process, &status, 0, &usage) < 0 {
                guard errno == EINTR else { throw .last }
            }
        }
        guard let timeLimit else {
            try waitForTheEnd()
            return false
        }
        let deadline = monotonicSeconds() + Double(timeLimit)
        while true {
            let ended = wait4(process, &status, WNOHANG, &usage)
            if ended == process { return false }
            if ended < 0, errno != EINTR { throw .last }
            if monotonicSeconds() >= deadline {
                kill(process, SIGKILL)
                try waitForTheEnd()
                return true
            }
            var interval = timespec(tv_sec: 0, tv_nsec: 10_000_000)
            nanosleep(&interval, nil)
        }
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// A new file that no path names any more (made with `mkstemp` in the temporary directory and unlinked at
    /// once), open for reading and writing.
    private static func temporaryFile() throws(SystemCallError) -> Int32 {
        let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((directory + "/actionable-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .last }
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return descriptor
    }
}
