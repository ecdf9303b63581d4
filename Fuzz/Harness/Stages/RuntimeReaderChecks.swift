import Foundation
@_spi(ActionableGenerated) import ActionableRuntime

/// The invariants of the runtime's readers of a push (what runs inside apps) over one input, on a thread with the
/// 512 KiB stack Apple gives GCD and Swift-concurrency threads: the input read as JSON carried in a string (plain and
/// Base64) and by `Decodable`, whatever it nests, never crashes; each reader that reads a value reads the same one;
/// the value equals itself, hashes as its copy does, and its JSON text reads back equal.
struct RuntimeReaderChecks {
    /// The stack of the threads the readers run on.
    static let stackSize = 512 << 10

    /// Any JSON value, as an embedded JSON key's inner codec: the codec's own reading is what is checked.
    private static let anyValue = PayloadCodec<PayloadValue>(expected: "any JSON", value: { $0 }, encode: { $0 })

    let bytes: [UInt8]

    /// Runs the checks.
    func run(_ findings: inout Findings) {
        let text = String(decoding: bytes, as: UTF8.self)
        let embedded = Self.read(.json(Self.anyValue), .string(text))
        let base64 = Self.read(.base64JSON(Self.anyValue), .string(Data(text.utf8).base64EncodedString()))
        findings.require(embedded == base64, "runtime: JSON and Base64 JSON read \(String(describing: embedded)) and \(String(describing: base64))")
        let decoded = try? JSONDecoder().decode(PayloadValue.self, from: Data(text.utf8))
        if let embedded, let decoded {
            findings.require(embedded == decoded, "runtime: JSONSerialization reads \(embedded), JSONDecoder \(decoded)")
        }
        guard let value = embedded else { return }
        let copy = value
        findings.require(value == copy && value.hashValue == copy.hashValue, "runtime: a value differs from its copy")
        let written = Self.read(.json(Self.anyValue), .string(value.jsonText))
        findings.require(written == value, "runtime: \(value) is written as \(value.jsonText), which reads back as \(String(describing: written))")
    }

    private static func read(_ codec: PayloadCodec<PayloadValue>, _ json: PayloadValue) -> PayloadValue? {
        try? codec.decode(json, PayloadPlace())
    }

    /// Runs `body` on a new thread with a 512 KiB stack and waits for it.
    static func onSmallStack(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
    }
}
