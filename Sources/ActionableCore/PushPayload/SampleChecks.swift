/// Checks the samples a catalog's definitions write: each one, as a push, must be what `validate-payload`
/// accepts without a word (values of the declared types and bounds, every required key, no undeclared key, a
/// silent kind's without an alert), and names are unique in their category or kind. Every problem is an
/// `invalid-sample` error at the sample.
enum SampleChecks {
    /// The problems of every sample of `model`.
    static func diagnostics(_ model: Model) -> [Diagnostic] {
        let validator = PushPayloadValidator(model: model)
        var diagnostics: [Diagnostic] = []
        func check(_ samples: [Model.Sample], owner: String, category: Model.Category?, kind: Model.PushKind?, declaresKeys: Bool) {
            var names: [ExactText: SourceLocation?] = [:]
            for sample in samples {
                let place = sample.location ?? SourceLocation(path: "")
                if sample.name.unicodeScalars.allSatisfy(\.properties.isWhitespace) || UnicodeText.containsInvisibleControl(sample.name) {
                    diagnostics.append(Diagnostic(
                        .invalidSample,
                        "a sample of \(owner) is named \(DiagnosticText.quoted(sample.name)); a sample's name is text a person reads "
                            + "(and its file's name), so it may not be empty or hold control characters", at: place))
                    continue
                }
                if let first = names[ExactText(sample.name)] {
                    diagnostics.append(Diagnostic(
                        .invalidSample, "\(owner) has two samples named \(DiagnosticText.quoted(sample.name))", at: place,
                        notes: first.map { [Diagnostic.Note("the first is here", at: $0)] } ?? []))
                    continue
                }
                names[ExactText(sample.name)] = sample.location
                if !declaresKeys, let key = sample.userInfo.keys.min(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                    diagnostics.append(Diagnostic(
                        .invalidSample,
                        "sample \(DiagnosticText.quoted(sample.name)) of \(owner) holds key \(DiagnosticText.quoted(key)), but \(owner) declares no 'payload'",
                        at: place))
                }
                let json = SamplePushes.payload(sample, category: category, kind: kind, bundleID: nil).document
                let file = SourceFile(path: "sample", contents: Array(json.utf8))
                for problem in validator.validate(file, as: kind) {
                    diagnostics.append(Diagnostic(
                        .invalidSample, "sample \(DiagnosticText.quoted(sample.name)) of \(owner): \(problem.message)", at: place))
                }
            }
        }
        for category in model.categories {
            check(category.samples, owner: "category \(DiagnosticText.quoted(category.identifier))", category: category, kind: nil,
                  declaresKeys: category.payload != nil)
        }
        for kind in model.pushes {
            check(kind.samples, owner: "push kind \(DiagnosticText.quoted(kind.identifier))", category: nil, kind: kind, declaresKeys: true)
        }
        return diagnostics
    }
}
