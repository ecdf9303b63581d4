import ActionableCore
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Importer {
    /// ``run(_:)`` on a new thread with ``stackSize`` bytes of stack, as `actionable-import` runs it (the calling
    /// thread's stack is whatever the system, the shell's limits or a thread pool made it); `nil` when no such thread
    /// can be made.
    public static func runOnOwnThread(_ request: ImportTransport.Request) -> ImportTransport.Response? {
        guard let thread = ImportThread() else { return nil }
        defer { thread.stop() }
        return thread.run(request)
    }
}

/// A thread with ``Importer/stackSize`` bytes of stack that runs imports one at a time, until ``stop()``.
///
/// ``Importer/runOnOwnThread(_:)`` makes one for its import; a caller that imports many times (the fuzz target) keeps
/// one, and does not make (and, under AddressSanitizer, clear the shadow of) a 64 MiB stack for each import.
public final class ImportThread: @unchecked Sendable {
    /// Held by the caller of ``run(_:)`` for the whole import: one import at a time.
    private let caller = DispatchSemaphore(value: 1)
    /// Signalled when ``request`` holds an import to run, or ``stopping`` is set.
    private let requested = DispatchSemaphore(value: 0)
    /// Signalled when ``response`` holds the answer, or the thread has ended.
    private let answered = DispatchSemaphore(value: 0)
    // Written only while the other side waits on a semaphore, which orders the accesses.
    private var request: ImportTransport.Request?
    private var response: ImportTransport.Response?
    private var stopping = false
    /// The most stack the imports have touched so far, in bytes (whole pages); written by the thread after each
    /// import, read after ``run(_:)`` returns.
    private var touched = 0
    private let stackSize: Int

    /// Starts the thread with `stackSize` bytes of stack (``Importer/stackSize`` unless a test or the fuzz target
    /// asks for less); `nil` when no such thread can be made.
    public init?(stackSize: Int = Importer.stackSize) {
        self.stackSize = stackSize
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0,
              pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) == 0 else { return nil }
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let context = Unmanaged.passRetained(self).toOpaque()
        guard pthread_create(&thread, &attributes, { context in
            Unmanaged<ImportThread>.fromOpaque(context!).takeRetainedValue().serve()
            return nil
        }, context) == 0 else {
            Unmanaged<ImportThread>.fromOpaque(context).release()
            return nil
        }
    }

    /// `request` imported on this thread; waits for the answer. Calls from several threads take turns.
    public func run(_ request: ImportTransport.Request) -> ImportTransport.Response? {
        caller.wait()
        defer { caller.signal() }
        guard !stopping else { return nil }
        self.request = request
        requested.signal()
        answered.wait()
        defer { response = nil }
        return response
    }

    /// How much of its stack the thread's imports have touched so far, in bytes: the pages of it the kernel has
    /// given memory (a stack's pages are given when first touched, and kept), so the deepest any import went. `nil`
    /// where the system cannot tell.
    public var stackTouched: Int? {
        caller.wait()
        defer { caller.signal() }
        return touched > 0 ? touched : nil
    }

    /// Ends the thread once the import under way (if any) is answered, and waits for it to end; ``run(_:)`` then
    /// answers `nil`.
    public func stop() {
        caller.wait()
        defer { caller.signal() }
        guard !stopping else { return }
        stopping = true
        requested.signal()
        answered.wait()
    }

    /// The thread's loop: each request imported and answered, until ``stop()``.
    private func serve() {
        var marker: UInt8 = 0
        let top = withUnsafePointer(to: &marker) { UInt(bitPattern: $0) }
        while true {
            requested.wait()
            if stopping { break }
            if let request {
                self.request = nil
                response = Importer.run(request)
                touched = Self.residentStack(below: top, size: stackSize)
            }
            answered.signal()
        }
        answered.signal()
    }

    /// The resident bytes of the stack below `top` (an address in the thread's first frame), down to `size` bytes
    /// below it: 0 where the system cannot tell.
    private static func residentStack(below top: UInt, size: Int) -> Int {
        #if os(Linux)
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        guard page > 0, top > UInt(size) + 2 * page else { return 0 }
        let end = top & ~(page - 1)
        // A page short of the bottom: the guard page below the stack is not the stack's.
        let start = (top - UInt(size) + 2 * page) & ~(page - 1)
        var resident = [UInt8](repeating: 0, count: Int((end - start) / page))
        guard mincore(UnsafeMutableRawPointer(bitPattern: start), Int(end - start), &resident) == 0 else { return 0 }
        return resident.reduce(0) { $0 + Int($1 & 1) } * Int(page)
        #else
        return 0
        #endif
    }
}
