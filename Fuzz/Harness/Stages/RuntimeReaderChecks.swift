import Foundation
@_spi(ActionableGenerated) import ActionableRuntime

/// The invariants of the runtime's readers of a push (what runs inside apps) over one input, on a thread with the
/// 512 KiB stack Apple gives GCD and Swift-concurrency threads: the input read as JSON carried in a string (plain and
/// Base64) and by `Decodable`, whatever it nests, never crashes; JSON and Base64 JSON read the same value; the value
/// equals itself, hashes as its copy does, and its JSON text reads back equal.
struct RuntimeReaderChecks {
    /// The stack of the threads the readers run on.
    static let stackSize = 512 << 10

    /// Any JSON value, as an embedded JSON key's inner codec: the codec's own reading is what is checked.
    private static let anyValue = PayloadCodec<PayloadValue>(expected: .described("any JSON"), value: { $0 }, encode: { $0 })

    let bytes: [UInt8]

    /// Runs the checks.
    func run(_ findings: inout Findings) {
        let text = String(decoding: bytes, as: UTF8.self)
        let embedded = Self.read(.json(Self.anyValue), .string(text))
        let base64 = Self.read(.base64JSON(Self.anyValue), .string(Data(text.utf8).base64EncodedString()))
        findings.require(embedded == base64, "runtime: JSON and Base64 JSON read \(String(describing: embedded)) and \(String(describing: base64))")
        // Decodable, whatever the input nests, returns (a value, or an error). What it reads is not compared with the
        // embedded reader's: Foundation's JSONDecoder keeps the first of a key given twice, JSONSerialization (as the
        // system reads a push) the last; `validate-payload` reports such a key.
        _ = try? JSONDecoder().decode(PayloadValue.self, from: Data(text.utf8))
        guard let value = embedded else { return }
        let copy = value
        findings.require(value == copy && value.hashValue == copy.hashValue, "runtime: a value differs from its copy")
        let written = Self.read(.json(Self.anyValue), .string(value.jsonText))
        findings.require(written == value, "runtime: \(value) is written as \(value.jsonText), which reads back as \(String(describing: written))")
    }

    private static func read(_ codec: PayloadCodec<PayloadValue>, _ json: PayloadValue) -> PayloadValue? {
        try? codec.decode(json, PayloadPlace())
    }

    /// Runs `body` on the one thread with a 512 KiB stack that every input shares, and waits for it. (A thread made
    /// for each input would allocate what LeakSanitizer then checks after every input.)
    static func onSmallStack(_ body: @escaping @Sendable () -> Void) {
        SmallStackThread.shared.run(body)
    }

    /// A thread with a 512 KiB stack that runs one piece of work at a time, for as long as the process runs.
    private final class SmallStackThread: @unchecked Sendable {
        static let shared = SmallStackThread()
        private let ready = DispatchSemaphore(value: 0)
        private let done = DispatchSemaphore(value: 0)
        private var work: (@Sendable () -> Void)?

        private init() {
            let thread = Thread { [self] in
                while true {
                    ready.wait()
                    work?()
                    work = nil
                    done.signal()
                }
            }
            thread.stackSize = RuntimeReaderChecks.stackSize
            thread.start()
        }

        func run(_ body: @escaping @Sendable () -> Void) {
            work = body
            ready.signal()
            done.wait()
        }
    }
}
