/// Checks real APNs payload files (JSON) against the definitions (`actionable validate-payload`): the payload
/// is one JSON object within APNs' size limit, `aps` holds the keys APNs documents with values of their types
/// and names a defined category, and the custom keys are those the category declares, each of its type.
/// Every problem is a diagnostic at the line and column of the JSON it is about.
public struct PushPayloadValidator: Sendable {
    /// The most bytes APNs accepts in the payload of a notification that is not a VoIP push.
    public static let maximumSize = 4096

    /// The definitions the payloads are checked against.
    public let model: Model
    /// The limits; a payload file over `maxFileBytes` is not parsed (a reader stops one byte past it).
    public let limits: InputLimits
    private let categories: [ExactText: Model.Category]

    /// Creates a validator for payloads of `model`'s categories.
    public init(model: Model, limits: InputLimits = .default) {
        self.model = model
        self.limits = limits
        var categories: [ExactText: Model.Category] = [:]
        for category in model.categories { categories[ExactText(category.identifier)] = category }
        self.categories = categories
    }

    /// Every problem of the payload `file`.
    public func validate(_ file: SourceFile) -> [Diagnostic] {
        if let oversize = limits.oversizeError(
            file, subject: "the file", reason: "APNs refuses payloads over \(Self.maximumSize) bytes") {
            return [oversize]
        }
        var session = PayloadCheck(path: file.path)
        let document = JSONParser.parseDocument(file.contents)
        for duplicate in document.duplicateKeys {
            session.report(
                .payloadSyntax, "key \(DiagnosticText.quoted(duplicate.key)) appears twice in one object; APNs and apps may read either value",
                at: duplicate.position, notes: [Diagnostic.Note("first written here", at: session.location(duplicate.firstPosition))])
        }
        if let failure = document.failure {
            session.diagnostics.append(Diagnostic(
                .payloadSyntax, "the payload is not valid JSON: \(failure.message)",
                at: SourceLocation(path: file.path, line: failure.line, column: failure.column)))
            return session.diagnostics
        }
        guard let root = document.root, let members = root.members else {
            session.report(.payloadSyntax, "a push payload is a JSON object with an 'aps' dictionary", at: document.root?.position)
            return session.diagnostics
        }
        let size = PayloadSize.compactSize(of: root)
        if size > Self.maximumSize {
            session.report(
                .payloadTooLarge,
                "the payload is \(size) bytes without whitespace; APNs refuses more than \(Self.maximumSize) for a notification that is not VoIP",
                at: root.position)
        }
        let category = session.checkAPS(members["aps"], in: root, categories: categories)
        if let category, let keys = category.payload {
            session.checkCustomKeys(members, in: root, declared: keys, category: category.identifier)
        }
        return session.diagnostics
    }
}

/// The checks of one payload file; holds the diagnostics reported so far.
private struct PayloadCheck {
    let path: String
    var diagnostics: [Diagnostic] = []

    func location(_ position: SourceLocation.Position?) -> SourceLocation {
        guard let position else { return SourceLocation(path: path) }
        return SourceLocation(path: path, line: position.line, column: position.column)
    }

    mutating func report(_ rule: Rule, _ message: String, at position: SourceLocation.Position?, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(rule, message, at: location(position), notes: notes))
    }

    /// Checks `aps` and returns the category it names, when the definitions declare it.
    mutating func checkAPS(_ aps: JSONNode?, in root: JSONNode, categories: [ExactText: Model.Category]) -> Model.Category? {
        guard let aps else {
            report(.invalidAPS, "the payload has no 'aps' dictionary, so the system shows no alert and no actions", at: root.position)
            return nil
        }
        guard let members = aps.members else {
            report(.invalidAPS, "'aps' must be a dictionary, found \(PayloadValueCheck.describe(aps))", at: aps.position)
            return nil
        }
        for member in members {
            guard member.key != "category" else { continue }
            guard let expected = APSKeys.expectations[member.key] else {
                report(
                    .payloadUnknownKey,
                    "'aps' has the key \(DiagnosticText.quoted(member.key)), which APNs does not document; the system ignores it"
                        + Suggestion.hint(for: member.key, among: APSKeys.expectations.keys.sorted() + ["category"]),
                    at: member.value.position)
                continue
            }
            if let problem = expected.problem(member.value, path: "aps." + member.key) {
                report(.invalidAPS, problem.message, at: problem.position)
            }
            if member.key == "alert", case .stringOrObject(let alertKeys) = expected, let alert = member.value.members {
                checkAlertKeys(alert, documented: alertKeys)
            }
        }
        guard let categoryNode = members["category"] else {
            report(.payloadCategory, "'aps' has no 'category', so the notification shows no actions; name one of the defined categories",
                   at: aps.position)
            return nil
        }
        guard let identifier = categoryNode.string else {
            report(.invalidAPS, "'aps.category' must be a string, found \(PayloadValueCheck.describe(categoryNode))", at: categoryNode.position)
            return nil
        }
        guard let category = categories[ExactText(identifier)] else {
            let known = categories.keys.map(\.text).sorted { $0.precedesInUTF8($1) }
            report(
                .payloadCategory,
                "'aps.category' is \(DiagnosticText.quoted(identifier)), which the definitions do not declare; the notification would show no actions"
                    + Suggestion.hint(for: identifier, among: known),
                at: categoryNode.position)
            return nil
        }
        return category
    }

    /// Warns about keys of `aps.alert` that APNs does not read there: a key that belongs directly under `aps`
    /// (`sound`, `badge`, ...) says where it goes; any other is unknown.
    mutating func checkAlertKeys(_ members: [JSONNode.Member], documented: [String: APSKeys.Expectation]) {
        for member in members where documented[member.key] == nil {
            if APSKeys.expectations[member.key] != nil || member.key == "category" {
                report(
                    .payloadUnknownKey,
                    "'aps.alert.\(member.key)' has no effect: APNs reads \(DiagnosticText.quoted(member.key)) directly under 'aps', not inside 'alert'",
                    at: member.value.position)
            } else {
                report(
                    .payloadUnknownKey,
                    "'aps.alert' has the key \(DiagnosticText.quoted(member.key)), which APNs does not document; the system ignores it"
                        + Suggestion.hint(for: member.key, among: documented.keys.sorted()),
                    at: member.value.position)
            }
        }
    }

    /// Checks the keys beside `aps` against the keys `category` declares.
    mutating func checkCustomKeys(
        _ members: [JSONNode.Member], in root: JSONNode, declared: [Model.PayloadKey], category: String
    ) {
        var problems: [PayloadValueCheck.Problem] = []
        PayloadValueCheck.checkObject(members, at: root.position, keys: declared, path: "", owner: category, skipping: ["aps"], into: &problems)
        for problem in problems { report(problem.rule, problem.message, at: problem.position) }
    }
}
