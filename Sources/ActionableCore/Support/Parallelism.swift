import Dispatch

/// Whether a stage spreads independent pieces of work (files to load and decode, chunks of generated
/// code) over all cores or runs them one after another on the calling thread.
///
/// Results are always assembled in input order, so the output is byte-for-byte the same either way;
/// `sequential` exists so that a test and the benchmark (`Benchmarks/run`) can check exactly that.
public enum Parallelism: Sendable {
    /// Independent pieces run concurrently on all cores (the default).
    case allCores
    /// Everything runs on the calling thread, in input order.
    case sequential

    /// `transform` applied to `0..<count`, in index order; with ``allCores`` the calls run concurrently.
    public func map<Result: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
        guard self == .allCores, count > 1 else { return (0..<count).map(transform) }
        return [Result](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            // Each call initializes only its own element, and all have returned before the array is used.
            nonisolated(unsafe) let base = buffer.baseAddress!
            DispatchQueue.concurrentPerform(iterations: count) { index in
                (base + index).initialize(to: transform(index))
            }
            initializedCount = count
        }
    }

    /// `transform` applied to consecutive ranges of `0..<count`, `chunkSize` indices each (the last may be
    /// shorter), in order; with ``allCores`` the ranges run concurrently. For work whose single items are too
    /// small to be worth a task of their own.
    func map<Result: Sendable>(
        _ count: Int, chunkSize: Int, _ transform: @Sendable (Range<Int>) -> Result
    ) -> [Result] {
        map((count + chunkSize - 1) / chunkSize) { chunk in
            transform((chunk * chunkSize)..<min(count, (chunk + 1) * chunkSize))
        }
    }

    /// The results of `first` and `second`; with ``allCores`` `second` runs on another thread while `first`
    /// runs on this one. (Not `concurrentPerform`: a ``map(_:_:)`` nested in it would run on one core only.)
    func both<First: Sendable, Second: Sendable>(
        _ first: () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        guard self == .allCores else { return (first(), second()) }
        return withoutActuallyEscaping(second) { second in
            // `second` writes its result once, and this thread reads it only after waiting for it.
            nonisolated(unsafe) var secondResult: Second?
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) { secondResult = second() }
            let firstResult = first()
            group.wait()
            return (firstResult, secondResult!)
        }
    }
}
