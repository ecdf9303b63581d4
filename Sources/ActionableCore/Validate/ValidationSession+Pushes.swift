/// Push kinds (`pushes:`): each kind's id, Swift names, keys and match checked, and kinds that an earlier kind
/// would always recognise first reported, since the app and `validate-payload` try them in order.
extension ValidationSession {
    /// The names a push kind's Swift name may not have: the generated `Push` declares `category` and `unknown`
    /// cases and a `kind` property, and `PushKind` has the members of `RawRepresentable` and `CaseIterable`.
    static let reservedPushCaseNames: Set<String> = ["allCases", "category", "hashValue", "init", "kind", "rawValue", "unknown", "userInfo"]
    /// The names a push kind's Swift name may not be: its case names' and the reserved type names, made once.
    static let reservedPushNames = reservedPushCaseNames.union(SwiftIdentifier.reservedTypeNames)
    /// The names an action's Swift name may not be, made once.
    static let reservedActionNames = SwiftIdentifier.reservedActionCaseNames.union(SwiftIdentifier.reservedTypeNames)
    /// The names a category's Swift name may not be, made once.
    static let reservedCategoryNames = SwiftIdentifier.reservedCategoryCaseNames.union(SwiftIdentifier.reservedTypeNames)

    /// The checked push kinds, in the order given (the order they are tried); a kind with an error is left out
    /// (and reported).
    mutating func resolvePushes(_ pushes: [PushDefinition], payloadSets: [ExactText: SharedPayloadSet]) -> [Model.PushKind] {
        for push in pushes {
            if let id = push.id { checkIdentifier(id, kind: "push kind") }
            checkSampleTexts(push.samples)
        }
        let unique = firstDefinitions(of: pushes, id: \.id, kind: "push kind", rule: .duplicatePushKind)
        let names = swiftNames(
            for: unique, swiftName: { pushes[$0].swiftName }, kind: "push kind", suffix: "_PUSH",
            reserved: Self.reservedPushNames)
        var typeOwners: [String: (id: String, location: SourceLocation)] = [:]
        var resolved: [Model.PushKind] = []
        var shadowing = PushShadowIndex()
        for (id, index) in unique where !id.value.isEmpty {
            let push = pushes[index]
            let owner = "push kind \(DiagnosticText.quoted(id.value))"
            let keys = resolvePayload(push.payload, owner: owner, sharedSets: payloadSets)
            let match = push.match.flatMap { checkedMatch($0, keys: keys ?? [], of: owner, hasPayload: push.payload != nil) }
            guard let swiftName = names[ExactText(id.value)] else { continue }
            let typeName = SwiftIdentifier.pushTypeName(for: swiftName)
            reportTypeRename(owner, swiftName: swiftName, typeName: typeName, at: push.swiftName?.location ?? id.location)
            if let other = typeOwners[typeName] {
                diagnostics.append(Diagnostic(
                    .swiftNameCollision,
                    "\(owner) gets the type name \(DiagnosticText.quoted(typeName)), which push kind \(DiagnosticText.quoted(other.id)) already has; add a 'swiftName' to one of them",
                    at: push.swiftName?.location ?? id.location,
                    notes: [Diagnostic.Note("\(DiagnosticText.quoted(other.id)) is defined here", at: other.location)]))
                continue
            }
            typeOwners[typeName] = (id.value, id.location)
            guard push.payload == nil || keys != nil, push.match == nil || match != nil else { continue }
            var kind = Model.PushKind(
                identifier: id.value, swiftName: swiftName, typeName: typeName, match: match, isSilent: push.isSilent?.value ?? false,
                keys: keys ?? [], description: push.description?.value, location: id.location)
            kind.samples = push.samples.compactMap { Model.Sample($0, owner: owner) }.map(kind.normalized)
            if let mutableContent = push.mutableContent, mutableContent.value, kind.isSilent {
                diagnostics.append(Diagnostic(
                    .silentMutableContent,
                    "\(owner) is silent and marked 'mutableContent': the system runs a notification service extension only for a "
                        + "push with an alert, never for a silent one; remove one of them",
                    at: mutableContent.location))
            }
            kind.mutableContent = push.mutableContent?.value ?? false
            if let earlierIndex = shadowing.firstShadowing(kind) {
                let earlier = resolved[earlierIndex]
                diagnostics.append(Diagnostic(
                    .invalidPushMatch,
                    "\(owner) is never recognised: push kind \(DiagnosticText.quoted(earlier.identifier)), tried before it, recognises every push it would; "
                        + "give it a match of its own, or move it before \(DiagnosticText.quoted(earlier.identifier))",
                    at: push.match?.location ?? id.location,
                    notes: earlier.location.map { [Diagnostic.Note("\(DiagnosticText.quoted(earlier.identifier)) is defined here", at: $0)] } ?? []))
                continue
            }
            shadowing.add(kind, at: resolved.count)
            resolved.append(kind)
        }
        return resolved
    }

    /// `match` checked against the kind's `keys`: a key with a value is fixed by the match, so the kind does not
    /// declare it; a key whose presence tells the kind is one of its required keys. `nil` on a problem (reported).
    private mutating func checkedMatch(
        _ match: PushMatchDefinition, keys: [Model.PayloadKey], of owner: String, hasPayload: Bool
    ) -> Model.PushMatch? {
        let key = match.key.value
        guard !key.isEmpty, key != "aps", !UnicodeText.containsInvisibleControl(key) else {
            diagnostics.append(Diagnostic(
                .invalidPushMatch,
                "the match of \(owner) names \(key.isEmpty ? "an empty key" : DiagnosticText.quoted(key)); name a custom key beside 'aps'",
                at: match.key.location))
            return nil
        }
        let declared = keys.first { $0.key == key }
        if let value = match.value {
            if let declared {
                diagnostics.append(Diagnostic(
                    .invalidPushMatch,
                    "\(owner) declares payload key \(DiagnosticText.quoted(key)), which its match fixes to \(value.value.text); leave it out of 'payload': the generated code writes and checks it",
                    at: declared.location ?? match.key.location, notes: [Diagnostic.Note("the match", at: match.location)]))
                return nil
            }
            return Model.PushMatch(key: key, value: value.value)
        }
        guard let declared else {
            // A key set with an error leaves `keys` empty; its problem was reported where it is.
            if !hasPayload || !keys.isEmpty {
                diagnostics.append(Diagnostic(
                    .invalidPushMatch,
                    "\(owner) is recognised by the presence of \(DiagnosticText.quoted(key)), which its payload does not declare; declare it (required), or give the match a 'value'"
                        + Suggestion.hint(for: key, among: keys.map(\.key)),
                    at: match.key.location))
            }
            return nil
        }
        guard !declared.isOptional else {
            diagnostics.append(Diagnostic(
                .invalidPushMatch,
                "\(owner) is recognised by the presence of \(DiagnosticText.quoted(key)), which its payload declares optional; a key that tells the kind is required",
                at: declared.location ?? match.key.location))
            return nil
        }
        return Model.PushMatch(key: key)
    }
}
