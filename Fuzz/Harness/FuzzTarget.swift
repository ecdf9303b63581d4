/// The fuzz targets: the whole pipeline (``FuzzHarness``, whose input's header byte chooses an entry point), and one
/// target per stage that takes untrusted bytes, each running only that stage and its own invariants so that it
/// runs a thousand inputs a second or more. Each has a libFuzzer product of its own (`Fuzz/Targets`) and a corpus of
/// its own; `Fuzz/run TARGET SECONDS` fuzzes one, `Fuzz/run all SECONDS` each in turn.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Every entry point, chosen by the header byte (``FuzzInput``): compiles with both round trips, configurations,
    /// manifests and String Catalogs, diffs.
    case pipeline
    /// The YAML loader (libyaml) and the definition decoder, over one file.
    case yaml
    /// The validator over one decoded file, and the definitions written back (``DefinitionWriter``) validating into
    /// the same model.
    case validator
    /// The Swift generator over one file's model: present exactly without errors, only allowed characters, and its
    /// string literals, comments and braces balanced (``SwiftTextChecks``), so no text of the input escapes a literal.
    case swift
    /// The manifest reader over one JSON file, and the writer: what it reads writes back and reads back the same.
    case manifest
    /// `ModelDiffer` between two sides (definitions or manifests, as the header byte says; ``FuzzInput``).
    case diff
    /// `validate-payload`'s JSON reader and value checks over one push, against definitions that declare every type,
    /// and the runtime's readers of it (``RuntimeReaderChecks``), on a thread with a 512 KiB stack.
    case payload
    /// The configuration reader over one `actionable-config.yaml`.
    case configuration
    /// The String Catalog reader and merger over one `Localizable.xcstrings`.
    case strings
    /// The Info.plist reader (XML and binary), the extension check, and `update-plists`' writer over one plist.
    case plist
    /// `actionable import` over Swift and Objective-C sources and strings tables (``ImportStageChecks``), called from a
    /// thread with a 512 KiB stack.
    case `import`

    /// Every invariant `bytes` breaks in this target, as messages; empty when all hold.
    public func violations(_ bytes: [UInt8]) -> [String] {
        var findings = Findings()
        switch self {
        case .pipeline: return FuzzHarness.violations(bytes)
        case .yaml: YAMLStageChecks(bytes).run(&findings)
        case .validator: ValidatorStageChecks(bytes).run(&findings)
        case .swift: SwiftStageChecks(bytes).run(&findings)
        case .manifest: ManifestChecks(input: FuzzInput([FuzzInput.Entry.manifest.rawValue] + bytes), everyRenderer: false).run(&findings)
        case .diff: DiffChecks(input: FuzzInput(bytes), everyRenderer: false).run(&findings)
        case .payload:
            // As an app reads a push: on a thread with a 512 KiB stack.
            final class Box: @unchecked Sendable { var findings = Findings() }
            let box = Box()
            RuntimeReaderChecks.onSmallStack {
                PayloadStageChecks(bytes).run(&box.findings)
                RuntimeReaderChecks(bytes: bytes.count > 1 ? Array(bytes.dropFirst()) : []).run(&box.findings)
            }
            findings = box.findings
        case .configuration:
            ConfigurationChecks(input: FuzzInput([FuzzInput.Entry.configuration.rawValue] + bytes), everyRenderer: false).run(&findings)
        case .strings: StringCatalogChecks(input: FuzzInput([FuzzInput.Entry.manifest.rawValue] + bytes), everyRenderer: false).run(&findings)
        case .plist: PlistStageChecks(bytes).run(&findings)
        case .import:
            // As a build tool or a test runner calls the import: from a thread with a 512 KiB stack (the import runs on
            // its own ImportThread, whose stack the checks measure).
            final class Box: @unchecked Sendable { var findings = Findings() }
            let box = Box()
            RuntimeReaderChecks.onSmallStack { ImportStageChecks(bytes).run(&box.findings) }
            findings = box.findings
        }
        return findings.messages
    }

    /// libFuzzer's entry: runs `size` bytes at `data` and stops the process with the broken invariants, which
    /// libFuzzer reports as a crash and saves the input for.
    public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let violations = violations(Array(UnsafeBufferPointer(start: data, count: size)))
        if !violations.isEmpty {
            fatalError("broken invariants (\(rawValue)):\n" + violations.joined(separator: "\n"))
        }
        return 0
    }
}
