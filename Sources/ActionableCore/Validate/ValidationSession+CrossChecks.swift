/// The rules that look across all definitions: ids defined twice, actions no category uses, reserved ids
/// that are defined, and one localization key given two different texts.
extension ValidationSession {
    /// The id and index of the first definition of each id, in reading order; every later one is reported
    /// as a duplicate.
    mutating func firstDefinitions<Entity>(
        of entities: [Entity], id: (Entity) -> Located<String>?, kind: String, rule: Rule
    ) -> [(id: Located<String>, index: Int)] {
        var firstLocations: [ExactText: SourceLocation] = [:]
        // Keyed by `String`, which compares canonically: ids that differ only in Unicode normalization.
        var lookalikes: [String: (id: String, location: SourceLocation)] = [:]
        var firsts: [(id: Located<String>, index: Int)] = []
        firstLocations.reserveCapacity(entities.count)
        lookalikes.reserveCapacity(entities.count)
        firsts.reserveCapacity(entities.count)
        for index in entities.indices {
            guard let id = id(entities[index]) else { continue }
            if let first = firstLocations[ExactText(id.value)] {
                // An alias of an inline action defines it again; a shared action is listed by id instead.
                let advice = id.location.aliasOf != nil && kind == "action"
                    ? "; an alias copies the inline action, which defines it again: define it once under the top-level 'actions' and list its id in each category"
                    : ""
                diagnostics.append(Diagnostic(
                    rule, "\(kind) id \(DiagnosticText.quoted(id.value)) is already defined; every \(kind) id must be unique across the app" + advice,
                    at: id.location, notes: [Diagnostic.Note("first defined here", at: first)]))
            } else {
                if let other = lookalikes[id.value] {
                    diagnostics.append(Diagnostic(
                        .confusableIdentifiers,
                        "\(kind) ids \(DiagnosticText.quoted(id.value)) and \(DiagnosticText.quoted(other.id)) look the same but differ in "
                            + "their Unicode characters (\(Self.scalars(id.value)) and \(Self.scalars(other.id))); the system keeps them "
                            + "apart, and so does actionable: give them ids that differ visibly",
                        at: id.location, notes: [Diagnostic.Note("the other is defined here", at: other.location)]))
                } else {
                    lookalikes[id.value] = (id.value, id.location)
                }
                firstLocations[ExactText(id.value)] = id.location
                firsts.append((id, index))
            }
        }
        return firsts
    }

    /// `U+0063 U+0061 ...`: the Unicode scalars of `text`, for telling look-alike ids apart.
    static func scalars(_ text: String) -> String {
        text.unicodeScalars.prefix(16).map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
            + (text.unicodeScalars.count > 16 ? " ..." : "")
    }

    mutating func reportUnused(_ actions: [ActionEntry], in categories: [CategoryDefinition]) {
        var referenced: Set<ExactText> = []
        for category in categories {
            for case .reference(let reference, _, _) in category.actions?.value ?? [] { referenced.insert(ExactText(reference.value)) }
        }
        for index in actions.indices where actions[index].isShared {
            guard let id = actions[index].definition.id, !referenced.contains(ExactText(id.value)) else { continue }
            diagnostics.append(Diagnostic(
                .unusedAction, "shared action \(DiagnosticText.quoted(id.value)) is not used by any category", at: id.location))
        }
    }

    /// The reservations of one kind, once each and sorted, after checking each id like a definition's, reporting
    /// an id reserved twice (a warning) and a reserved id that is defined again (an error, at the definition).
    mutating func reservations(
        _ reserved: [Located<String>], kind: String, defined: [Located<String>]
    ) -> [Model.Reservation] {
        var first: [String: SourceLocation] = [:]
        for id in reserved.sorted(by: { $0.location < $1.location }) {
            checkIdentifier(id, kind: "reserved \(kind)")
            if let earlier = first[id.value] {
                diagnostics.append(Diagnostic(
                    .repeatedReservation, "\(kind) id \(DiagnosticText.quoted(id.value)) is reserved twice",
                    at: id.location, notes: [Diagnostic.Note("first reserved here", at: earlier)]))
            } else {
                first[id.value] = id.location
            }
        }
        for id in defined {
            guard let reservation = first[id.value] else { continue }
            diagnostics.append(Diagnostic(
                .reservedIDDefined,
                "\(kind) id \(DiagnosticText.quoted(id.value)) is reserved: it shipped once and old app builds or servers may still use it; choose a new id",
                at: id.location, notes: [Diagnostic.Note("reserved here", at: reservation)]))
        }
        return first.map { Model.Reservation(identifier: $0.key, location: $0.value) }
            .sorted { $0.identifier.precedesInUTF8($1.identifier) }
    }

    /// Reports each localization key whose development-language value differs from the key's first use
    /// (in reading order): the strings catalog holds one value per key. Samples' localized texts count too.
    mutating func reportConflictingKeys(_ actions: [ActionEntry], _ categories: [CategoryDefinition], pushes: [PushDefinition]) {
        var uses: [(key: Located<String>, value: String)] = []
        func add(_ text: TextDefinition?, _ field: UserTextField, ownerID: Located<String>?) {
            guard let text, let ownerID, let key = field.key(of: text, ownerID: ownerID.value) else { return }
            uses.append((key, text.value.value))
        }
        func add(_ samples: [SampleDefinition]) {
            for sample in samples {
                for (_, text) in sample.texts {
                    guard let key = text.text.localization?.key else { continue }
                    uses.append((key, text.text.value.value))
                }
            }
        }
        // By index, field by field: copying whole definitions would retain every string they hold.
        for index in actions.indices {
            add(actions[index].definition.title, .title, ownerID: actions[index].definition.id)
            add(actions[index].definition.textInput?.buttonTitle, .buttonTitle, ownerID: actions[index].definition.id)
            add(actions[index].definition.textInput?.placeholder, .placeholder, ownerID: actions[index].definition.id)
        }
        for index in categories.indices {
            add(categories[index].hiddenPreviewsBodyPlaceholder, .hiddenPreviewsBodyPlaceholder, ownerID: categories[index].id)
            add(categories[index].categorySummaryFormat, .categorySummaryFormat, ownerID: categories[index].id)
            add(categories[index].samples)
        }
        for index in pushes.indices { add(pushes[index].samples) }
        guard !uses.isEmpty else { return }
        uses.sort { $0.key.location < $1.key.location }
        var first: [String: (value: String, location: SourceLocation)] = [:]
        for use in uses {
            guard let earlier = first[use.key.value] else {
                first[use.key.value] = (use.value, use.key.location)
                continue
            }
            guard earlier.value != use.value else { continue }
            diagnostics.append(Diagnostic(
                .conflictingLocalizationKey,
                "localization key \(DiagnosticText.quoted(use.key.value)) has the value \(DiagnosticText.quoted(use.value)) here but "
                    + "\(DiagnosticText.quoted(earlier.value)) where it is first used; a key has one value: give one of them another key",
                at: use.key.location, notes: [Diagnostic.Note("first used here", at: earlier.location)]))
        }
    }
}
