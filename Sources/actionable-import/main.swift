// The importer process `actionable import` runs: a request on standard input (JSON: the sources), the answer on
// standard output (JSON: the definitions and diagnostics). It reads and writes no file; see ImportTransport.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ActionableCore
import ActionableImport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything on standard input.
func readStandardInput() -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        bytes += buffer[0..<count]
    }
    return bytes
}

/// Writes all of `bytes` to `descriptor`; `false` when it cannot.
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
    }
    return true
}

let request: ImportTransport.Request
do {
    request = try JSONDecoder().decode(ImportTransport.Request.self, from: Data(readStandardInput()))
} catch {
    _ = writeAll(Array("actionable-import: the request on standard input is not one actionable import sends; run `actionable import` instead\n".utf8), to: STDERR_FILENO)
    exit(64)
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
// The import parses and evaluates on a thread with the stack its nesting limits need.
guard let response = Importer.runOnOwnThread(request) else {
    _ = writeAll(Array("actionable-import: cannot start a thread with \(Importer.stackSize >> 20) MiB of stack\n".utf8), to: STDERR_FILENO)
    exit(70)
}
let answer = try encoder.encode(response)
guard writeAll(Array(answer), to: STDOUT_FILENO) else { exit(1) }
