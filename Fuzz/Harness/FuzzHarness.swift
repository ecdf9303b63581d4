import ActionableCore

/// Runs one fuzz input through the entry point of the core that its header chooses, and checks invariants
/// that must hold for every input, not only that nothing crashes.
///
/// The libFuzzer target (`Fuzz/Entry`) stops on the first input that breaks one; `FuzzRegressionTests` replay
/// the inputs it found through this same function.
public enum FuzzHarness {
    /// Every invariant `bytes` breaks, as messages; empty when all hold.
    public static func violations(_ bytes: [UInt8]) -> [String] {
        let input = FuzzInput(bytes)
        var findings = Findings()
        switch input.entry {
        case .compile: CompileChecks(input: input).run(&findings)
        case .configuration: ConfigurationChecks(input: input).run(&findings)
        case .manifest:
            ManifestChecks(input: input).run(&findings)
            StringCatalogChecks(input: input).run(&findings)
        case .diff: DiffChecks(input: input).run(&findings)
        }
        return findings.messages
    }
}
