/// Checks real APNs payload files (JSON) against the definitions (`actionable validate-payload`): the payload
/// is one JSON object within APNs' size limit, `aps` holds the keys APNs documents with values of their types
/// and names a defined category, and the custom keys are those the category declares, each of its type.
/// A payload that names no category is checked as the first push kind (`pushes:`) that recognises it, or
/// as the kind it is named as (`--push`). Every problem is a diagnostic at the line and column of the JSON
/// it is about.
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

    /// The push kind named `identifier`, compared exactly.
    public func pushKind(named identifier: String) -> Model.PushKind? {
        model.pushes.first { ExactText($0.identifier) == ExactText(identifier) }
    }

    /// The problem with `--push identifier` when no push kind has that name, for the payload `path`.
    public func unknownPushKind(_ identifier: String, path: String) -> Diagnostic {
        let hint = model.pushes.isEmpty
            ? "; the definitions declare no push kinds (declare them under 'pushes')"
            : Suggestion.hint(for: identifier, among: model.pushes.map(\.identifier))
        return Diagnostic(
            .payloadCategory, "--push names \(DiagnosticText.quoted(identifier)), which is not a push kind the definitions declare" + hint,
            at: SourceLocation(path: path))
    }

    /// Every problem of the payload `file`; with `kind`, the payload is checked as a push of that kind.
    public func validate(_ file: SourceFile, as kind: Model.PushKind? = nil) -> [Diagnostic] {
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
                "the payload is \(size) bytes without whitespace; APNs refuses more than \(Self.maximumSize) for a notification that is not VoIP "
                    + "(its keys are not checked further: the value checks stay within what APNs accepts)",
                at: root.position)
            return session.diagnostics
        }
        let namesCategory = PushRecognition.namesCategory(members)
        let apsMembers = session.checkAPS(members["aps"], in: root, forPush: kind != nil || !namesCategory)
        if let kind {
            session.checkPush(members, in: root, aps: apsMembers, as: kind, named: true)
        } else if !namesCategory {
            if let recognised = model.pushes.first(where: { PushRecognition.recognises(members, as: $0) }) {
                session.checkPush(members, in: root, aps: apsMembers, as: recognised, named: false)
            } else if apsMembers != nil, let aps = members["aps"] {
                session.reportUnrecognised(at: aps, pushes: model.pushes)
            }
        } else if let category = session.checkCategory(apsMembers, categories: categories) {
            if category.mutableContent, let apsMembers {
                session.checkMutableContent(apsMembers, in: root, owner: "category \(DiagnosticText.quoted(category.identifier))")
            }
            if let keys = category.payload { session.checkCustomKeys(members, in: root, declared: keys, owner: category.identifier) }
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

    /// Checks `aps` (present, a dictionary, each key APNs documents with a value of its type) and returns its
    /// members; `forPush` words a missing `aps` for a push kind.
    mutating func checkAPS(_ aps: JSONNode?, in root: JSONNode, forPush: Bool) -> [JSONNode.Member]? {
        guard let aps else {
            report(
                .invalidAPS,
                forPush ? "the payload has no 'aps' dictionary, which APNs needs; a silent push sends {\"content-available\": 1}"
                    : "the payload has no 'aps' dictionary, so the system shows no alert and no actions",
                at: root.position)
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
        return members
    }

    /// The category `aps` names, when the definitions declare it; reports a missing, mistyped or unknown one.
    mutating func checkCategory(_ aps: [JSONNode.Member]?, categories: [ExactText: Model.Category]) -> Model.Category? {
        guard let aps else { return nil }
        guard let categoryNode = aps["category"] else { return nil }
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

    /// Reports a payload that names no category and that no push kind recognises.
    mutating func reportUnrecognised(at aps: JSONNode, pushes: [Model.PushKind]) {
        let recognisable = pushes.filter(\.isRecognisedUnnamed)
        guard !pushes.isEmpty else {
            report(
                .payloadCategory,
                "'aps' has no 'category', so the notification shows no actions; name one of the defined categories, or declare the push under 'pushes'",
                at: aps.position)
            return
        }
        let tried = recognisable.isEmpty
            ? "no push kind is recognised without its name"
            : "no push kind recognises it (" + recognisable.map { PushRecognition.describe($0) }.joined(separator: "; ") + ")"
        report(
            .payloadCategory,
            "'aps' has no 'category' and \(tried); name a category, or name the push kind with --push",
            at: aps.position)
    }

    /// Checks a push of `kind`: no category, `aps` as a silent push has it, the match, and the custom keys.
    /// `named` says the kind was named with `--push`, so its match is checked rather than assumed.
    mutating func checkPush(_ members: [JSONNode.Member], in root: JSONNode, aps: [JSONNode.Member]?, as kind: Model.PushKind, named: Bool) {
        let owner = "push kind \(DiagnosticText.quoted(kind.identifier))"
        if let aps {
            if let category = aps["category"] {
                report(
                    .payloadCategory,
                    "a push of kind \(DiagnosticText.quoted(kind.identifier)) names no category, but 'aps.category' is \(PayloadValueCheck.describe(category)); send it without one, or declare it as a category push",
                    at: category.position)
            }
            if kind.isSilent { checkSilent(aps, in: root, kind: kind.identifier) }
            if kind.mutableContent { checkMutableContent(aps, in: root, owner: owner) }
        }
        if named, let match = kind.match {
            if let node = members[match.key] {
                if let value = match.value, !PushRecognition.node(node, equals: value) {
                    report(
                        .payloadWrongValue,
                        "\(DiagnosticText.quoted(match.key)) must be \(value.text) in a push of kind \(DiagnosticText.quoted(kind.identifier)), found \(PayloadValueCheck.describe(node))",
                        at: node.position)
                }
            } else if match.value != nil {
                report(
                    .payloadMissingKey, "the payload has no \(DiagnosticText.quoted(match.key)), which tells \(owner) (\(PushRecognition.describe(kind)))",
                    at: root.position)
            }
        }
        let fixed: Set<String> = kind.match.flatMap { $0.value == nil ? nil : [$0.key] } ?? []
        checkCustomKeys(members, in: root, declared: kind.keys, owner: owner, skipping: fixed)
    }

    /// Warns when a push the definitions mark `mutableContent` lacks `aps.mutable-content: 1`: the system then shows
    /// it without running the notification service extension (no image, no decrypted text).
    mutating func checkMutableContent(_ aps: [JSONNode.Member], in root: JSONNode, owner: String) {
        let node = aps["mutable-content"]
        guard node.map({ !PushRecognition.node($0, equals: .int(1)) }) ?? true else { return }
        report(
            .missingMutableContent,
            "a push of \(owner) needs \"mutable-content\": 1 in 'aps' (its definitions mark it 'mutableContent'): without it the "
                + "notification service extension does not run, and the notification shows unmodified",
            at: node?.position ?? root.position)
    }

    /// Checks that `aps` is that of a silent push: `content-available` 1, and no alert, badge or sound.
    private mutating func checkSilent(_ aps: [JSONNode.Member], in root: JSONNode, kind: String) {
        let owner = "kind \(DiagnosticText.quoted(kind))"
        if let available = aps["content-available"] {
            if !PushRecognition.node(available, equals: .int(1)) {
                report(.invalidAPS, "a push of \(owner) is silent: 'aps.content-available' must be 1", at: available.position)
            }
        } else {
            report(.invalidAPS, "a push of \(owner) is silent: 'aps' needs \"content-available\": 1 to wake the app", at: root.position)
        }
        for key in PushRecognition.audibleAPSKeys {
            guard let node = aps[key] else { continue }
            report(
                .invalidAPS,
                "a push of \(owner) is silent, but 'aps' has \(DiagnosticText.quoted(key)); the system would show or play it, and may throttle silent pushes that do",
                at: node.position)
        }
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

    /// Checks the keys beside `aps` (and the `skipping` ones) against the keys `owner` (a category's identifier,
    /// or a push kind) declares.
    mutating func checkCustomKeys(
        _ members: [JSONNode.Member], in root: JSONNode, declared: [Model.PayloadKey], owner: String, skipping: Set<String> = []
    ) {
        var problems: [PayloadValueCheck.Problem] = []
        PayloadValueCheck.checkObject(
            members, at: root.position, keys: declared, path: "", owner: owner,
            skipping: skipping.union(["aps", SamplePushes.simulatorTargetBundleKey]), into: &problems)
        for problem in problems { report(problem.rule, problem.message, at: problem.position) }
    }
}
