import ActionableCore
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
        let job = ImportJob(request)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return nil }
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let context = Unmanaged.passRetained(job).toOpaque()
        guard pthread_create(&thread, &attributes, { context in
            let job = Unmanaged<ImportJob>.fromOpaque(context!).takeRetainedValue()
            job.response = Importer.run(job.request)
            return nil
        }, context) == 0 else {
            Unmanaged<ImportJob>.fromOpaque(context).release()
            return nil
        }
        #if canImport(Darwin)
        pthread_join(thread!, nil)
        #else
        pthread_join(thread, nil)
        #endif
        return job.response
    }
}

/// An import handed to its own thread, and its answer.
private final class ImportJob {
    let request: ImportTransport.Request
    var response: ImportTransport.Response?
    init(_ request: ImportTransport.Request) { self.request = request }
}
