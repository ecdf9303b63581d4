import ActionableFuzzing

/// libFuzzer's entry point: runs one input through ``FuzzHarness`` and stops the process with the broken
/// invariants, which libFuzzer reports as a crash and saves the input for. Built with `-sanitize=fuzzer`, the
/// program's `main` is libFuzzer's (see `Fuzz/run`); a plain `swift build` links an empty program.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let violations = FuzzHarness.violations(Array(UnsafeBufferPointer(start: data, count: size)))
    if !violations.isEmpty {
        fatalError("broken invariants:\n" + violations.joined(separator: "\n"))
    }
    return 0
}
