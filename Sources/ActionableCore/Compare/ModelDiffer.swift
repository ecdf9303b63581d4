/// Compares two snapshots (a base, such as the main branch, and a head, such as a pull request) and returns
/// every change, each found by one ``ChangeRule``, sorted. A removal plus an addition with the same contents
/// is reported once, as a probable rename.
public struct ModelDiffer: Sendable {
    /// Creates a differ.
    public init() {}

    /// Every change from `base` to `head`, sorted (see ``Change``'s ordering).
    public func changes(from base: Snapshot, to head: Snapshot) -> [Change] {
        var session = DiffSession(base: base, head: head)
        session.findRenames()
        session.compareSettings()
        session.compareLocalizationSettings()
        session.compareCategories()
        session.compareActions()
        session.comparePushes()
        session.compareExtensions()
        session.compareSamples()
        session.compareReservations()
        return session.changes.sorted()
    }
}

/// One side's catalog, indexed.
struct IndexedSide {
    let snapshot: Snapshot
    // Keyed exactly: ids that differ only in Unicode normalization are different ids.
    let categories: IDMap<Model.Category>
    let actions: IDMap<Model.Action>
    /// For each action, the categories that list it, sorted.
    let membership: IDMap<[String]>
    let reservedCategories: IDMap<Model.Reservation>
    let reservedActions: IDMap<Model.Reservation>
    let pushes: IDMap<Model.PushKind>

    init(_ snapshot: Snapshot) {
        self.snapshot = snapshot
        let catalog = snapshot.catalog
        categories = IDMap(catalog.categories.map { ($0.identifier, $0) })
        actions = IDMap(catalog.actions.map { ($0.identifier, $0) })
        var membership = IDMap<[String]>()
        for category in catalog.categories {
            for action in Set(category.actions.map(ExactText.init)) { membership[action.text, default: []].append(category.identifier) }
        }
        self.membership = membership.mapValues { $0.sorted { $0.precedesInUTF8($1) } }
        reservedCategories = IDMap(catalog.reservedCategories.map { ($0.identifier, $0) })
        reservedActions = IDMap(catalog.reservedActions.map { ($0.identifier, $0) })
        pushes = IDMap(catalog.pushes.map { ($0.identifier, $0) })
    }

    /// The identifiers of `map` that `other` lacks, sorted.
    static func missing<Value>(from other: IDMap<Value>, in map: IDMap<Value>) -> [String] {
        map.keys.filter { other[$0] == nil }.sorted { $0.precedesInUTF8($1) }
    }
}

/// One comparison; holds the changes found so far.
struct DiffSession {
    let base: IndexedSide
    let head: IndexedSide
    var changes: [Change] = []
    /// Probable renames, old identifier → new identifier.
    var categoryRenames: [String: String] = [:]
    var actionRenames: [String: String] = [:]

    init(base: Snapshot, head: Snapshot) {
        self.base = IndexedSide(base)
        self.head = IndexedSide(head)
    }

    mutating func report(
        _ rule: ChangeRule, _ message: ChangeMessage, subject: Change.Subject, categories: [String] = [],
        at location: SourceLocation? = nil, advice: ChangeMessage? = nil
    ) {
        let baseLocation: SourceLocation? = switch subject {
        case .settings: nil
        case .category(let id): base.categories[id]?.location ?? base.reservedCategories[id]?.location
        case .action(let id): base.actions[id]?.location ?? base.reservedActions[id]?.location
        case .push(let id): base.pushes[id]?.location
        case .contentExtension(let id): base.snapshot.catalog.contentExtensions.first { ExactText($0.identifier) == ExactText(id) }?.location
        }
        changes.append(Change(
            rule, message, subject: subject, categories: categories, at: location, baseLocation: baseLocation, advice: advice))
    }

    /// The head side's generated namespace.
    var namespace: String { head.snapshot.namespace ?? GenerationSettings.defaultNamespace }

    /// Advice for a case `swiftName` that each of `enums` (types in the namespace) gains.
    func newCase(_ swiftName: String, in enums: [String]) -> ChangeMessage {
        "every exhaustive switch over \(list: enums.map { namespace + "." + $0 }) must handle the new case \("." + swiftName); ship the app before servers send it"
    }

    // MARK: Settings

    mutating func compareSettings() {
        if let old = base.snapshot.namespace, let new = head.snapshot.namespace, old != new {
            report(.namespaceChanged, "the generated namespace is renamed from \(old) to \(new)", subject: .settings)
        }
        if let old = base.snapshot.accessLevel, let new = head.snapshot.accessLevel, old != new {
            let narrowed = Self.visibility(new) < Self.visibility(old)
            report(narrowed ? .accessLevelNarrowed : .accessLevelWidened,
                   "the generated declarations change from \(old.rawValue) to \(new.rawValue)", subject: .settings)
        }
    }

    static func visibility(_ level: AccessLevel) -> Int {
        switch level {
        case .internal: return 0
        case .package: return 1
        case .public: return 2
        }
    }

    // MARK: Categories

    mutating func compareCategories() {
        let removed = IndexedSide.missing(from: head.categories, in: base.categories)
        let added = IndexedSide.missing(from: base.categories, in: head.categories)
        let renamedTo = Set(categoryRenames.values)
        for id in removed {
            if let reservation = head.reservedCategories[id] {
                report(.categoryRetired, "category \(id) was removed and its id reserved", subject: .category(id),
                       categories: [id], at: reservation.location)
            } else if let newID = categoryRenames[id] {
                report(.categoryRenamed,
                       "category \(id) is probably renamed to \(newID) (same actions and options): pushes from servers that still send \(id) lose their actions; keep \(id), or reserve it once nothing sends it",
                       subject: .category(newID), categories: [newID], at: head.categories[newID]?.location)
            } else {
                report(.categoryRemoved,
                       "category \(id) was removed: pushes that name it lose their actions; keep it, or list it under 'reserved.categories' once no server sends it",
                       subject: .category(id), categories: [id])
            }
        }
        for id in added where !renamedTo.contains(id) {
            guard let category = head.categories[id] else { continue }
            if base.reservedCategories[id] != nil {
                report(.reservedIDReused,
                       "category \(id) was reserved (retired) and is defined again: old app builds and servers still give it its old meaning; choose a new id",
                       subject: .category(id), categories: [id], at: category.location)
            } else {
                var enums = ["CategoryID", "Response"]
                if !head.snapshot.catalog.pushes.isEmpty { enums.append("Push.CategoryNotification") }
                report(.categoryAdded, "category \(id) was added with actions \(list: category.actions)", subject: .category(id),
                       categories: [id], at: category.location, advice: newCase(category.swiftName, in: enums))
            }
        }
        for (id, old) in base.categories {
            guard let new = head.categories[id] else { continue }
            compare(old, new)
        }
    }

    mutating func compare(_ old: Model.Category, _ new: Model.Category) {
        let id = new.identifier
        func note(_ rule: ChangeRule, _ message: ChangeMessage) {
            report(rule, message, subject: .category(id), categories: [id], at: new.location)
        }
        if old.swiftName != new.swiftName {
            note(.swiftNameChanged,
                 "category \(id) changes Swift name from \(old.swiftName) to \(new.swiftName) (type \(old.typeName) becomes \(new.typeName))")
        }
        for option in CategoryOption.allCases {
            let had = old.options.contains(option)
            guard had != new.options.contains(option) else { continue }
            let rule: ChangeRule = switch option {
            case .customDismissAction: had ? .customDismissRemoved : .customDismissAdded
            case .allowInCarPlay: .carPlayChanged
            case .hiddenPreviewsShowTitle, .hiddenPreviewsShowSubtitle: .hiddenPreviewsChanged
            case .allowAnnouncement: .deprecatedOptionChanged
            }
            let message: ChangeMessage = had ? "category \(id) drops option \(option.rawValue)" : "category \(id) gains option \(option.rawValue)"
            let advice = rule == .customDismissAdded ? newCase("dismissed", in: ["\(new.typeName).Response"]) : nil
            report(rule, message, subject: .category(id), categories: [id], at: new.location, advice: advice)
        }
        if old.intentIdentifiers != new.intentIdentifiers {
            note(.intentsChanged,
                 "category \(id) changes intent identifiers from \(list: old.intentIdentifiers) to \(list: new.intentIdentifiers)")
        }
        comparePlaceholder("hiddenPreviewsBodyPlaceholder", of: id, old.hiddenPreviewsBodyPlaceholder?.value, new.hiddenPreviewsBodyPlaceholder?.value, note)
        comparePlaceholder("categorySummaryFormat", of: id, old.categorySummaryFormat?.value, new.categorySummaryFormat?.value, note)
        compareLocalization(old, new, note)
        if old.description != new.description { note(.descriptionChanged, "category \(id) changes its description") }
        if old.payload == nil, let keys = new.payload {
            report(.payloadDeclared, "category \(id) declares custom keys for the first time (\(list: keys.map(\.key)))",
                   subject: .category(id), categories: [id], at: new.location,
                   advice: "every pattern that binds \(namespace + ".Response") case \("." + new.swiftName) must bind its userInfo too (\(namespace + "." + new.typeName + ".UserInfo"))")
        }
        comparePayload(old, new) { rule, message, location in
            report(rule, message, subject: .category(id), categories: [id], at: location ?? new.location)
        }

        let oldOrder = old.actions.map { actionRenames[$0] ?? $0 }
        let listedBefore = Set(oldOrder)
        /// Notes `rule` for each action listed before and now whose per-action value (its platforms, its OS
        /// versions) changed; an action not in a map has the value `nil`, which `describe` names.
        func compareListed<Value: Equatable>(
            _ oldValues: [String: Value], _ newValues: [String: Value], _ rule: ChangeRule, describe: (Value?) -> ChangeMessage
        ) {
            let before = Dictionary(oldValues.map { (actionRenames[$0.key] ?? $0.key, $0.value) }) { first, _ in first }
            for action in new.actions where listedBefore.contains(action) && before[action] != newValues[action] {
                note(rule, "category \(id) shows action \(action) on \(describe(newValues[action])) instead of \(describe(before[action]))")
            }
        }
        compareListed(old.actionPlatforms, new.actionPlatforms, .platformsChanged, describe: Self.describe)
        compareListed(old.actionAvailability, new.actionAvailability, .availabilityChanged, describe: Self.describe)

        let oldLeading = Array(oldOrder.prefix(2))
        let newLeading = Array(new.actions.prefix(2))
        // Another action in one of the first two places; an action only removed, or added where there was
        // room, is reported by its own rule.
        let leadingChanged = zip(oldLeading, newLeading).contains { $0 != $1 }
        if leadingChanged {
            note(.leadingActionsChanged,
                 "category \(id) changes its first two actions, the ones shown where space is short, from \(list: oldLeading) to \(list: newLeading)")
        } else {
            let kept = Set(oldOrder).intersection(new.actions)
            if oldOrder.filter(kept.contains) != new.actions.filter(kept.contains) {
                note(.actionOrderChanged, "category \(id) changes the order of its actions to \(list: new.actions)")
            }
        }
    }

    func comparePlaceholder(
        _ key: String, of category: String, _ old: String?, _ new: String?, _ note: (ChangeRule, ChangeMessage) -> Void
    ) {
        guard old != new else { return }
        if let old, let new {
            let oldArguments = FormatString(old).specifiers.map { "%" + $0.conversion }
            let newArguments = FormatString(new).specifiers.map { "%" + $0.conversion }
            if oldArguments != newArguments {
                return note(.formatArgumentsChanged,
                            "category \(category) \(prose: key) changes format arguments from \(list: oldArguments) to \(list: newArguments) (\(old) becomes \(new))")
            }
        }
        let describe = { (text: String?) -> ChangeMessage in text.map { "\($0)" } ?? "none" }
        note(.placeholderChanged, "category \(category) \(prose: key) changes from \(describe(old)) to \(describe(new))")
    }

    // MARK: Actions

    mutating func compareActions() {
        let removed = IndexedSide.missing(from: head.actions, in: base.actions)
        let added = IndexedSide.missing(from: base.actions, in: head.actions)
        let renamedTo = Set(actionRenames.values)
        for id in removed {
            let categories = base.membership[id] ?? []
            if let reservation = head.reservedActions[id] {
                report(.actionRetired, "action \(id) was removed and its id reserved", subject: .action(id),
                       categories: categories, at: reservation.location)
            } else if let newID = actionRenames[id] {
                report(.actionRenamed,
                       "action \(id) is probably renamed to \(newID) (same title and options): older app builds still send \(id); keep \(id), or reserve it once no supported build has it",
                       subject: .action(newID), categories: head.membership[newID] ?? [], at: head.actions[newID]?.location)
            } else {
                let place = categories.compactMap { head.categories[$0]?.location }.first
                report(.actionRemoved,
                       "action \(id) was removed: older app builds still send it back; keep it, or list it under 'reserved.actions' once no supported build has it",
                       subject: .action(id), categories: categories, at: place)
            }
        }
        for id in added where !renamedTo.contains(id) {
            guard let action = head.actions[id] else { continue }
            let categories = head.membership[id] ?? []
            if base.reservedActions[id] != nil {
                report(.reservedIDReused,
                       "action \(id) was reserved (retired) and is defined again: older app builds still send it with its old meaning; choose a new id",
                       subject: .action(id), categories: categories, at: action.location)
            } else {
                let enums = ["ActionID"] + categories.compactMap { head.categories[$0] }.flatMap { ["\($0.typeName).Action", "\($0.typeName).Response"] }
                report(.actionAdded, "action \(id) (\(action.title.value)) was added", subject: .action(id), categories: categories,
                       at: action.location, advice: newCase(action.swiftName, in: enums))
            }
        }
        for (id, old) in base.actions {
            guard let new = head.actions[id] else { continue }
            compare(old, new)
            compareMembership(of: id)
        }
    }

    mutating func compare(_ old: Model.Action, _ new: Model.Action) {
        let id = new.identifier
        let categories = head.membership[id] ?? []
        func note(_ rule: ChangeRule, _ message: ChangeMessage) {
            report(rule, message, subject: .action(id), categories: categories, at: new.location)
        }
        if old.swiftName != new.swiftName {
            note(.swiftNameChanged, "action \(id) changes Swift name from \(old.swiftName) to \(new.swiftName)")
        }
        switch (old.textInput, new.textInput) {
        case (nil, _?): note(.actionKindChanged, "action \(id) becomes a text-input action: its response now carries text")
        case (_?, nil): note(.actionKindChanged, "action \(id) is no longer a text-input action: its response no longer carries text")
        case let (oldInput?, newInput?):
            if oldInput.buttonTitle?.value != newInput.buttonTitle?.value {
                note(.titleChanged, "action \(id) changes its send button title from \(Self.describe(oldInput.buttonTitle)) to \(Self.describe(newInput.buttonTitle))")
            }
            if oldInput.placeholder.value != newInput.placeholder.value {
                note(.titleChanged, "action \(id) changes its text field placeholder from \(oldInput.placeholder.value) to \(newInput.placeholder.value)")
            }
        case (nil, nil): break
        }
        for option in ActionOption.allCases {
            let had = old.options.contains(option)
            guard had != new.options.contains(option) else { continue }
            let (rule, effect): (ChangeRule, String) = switch option {
            case .foreground: (.foregroundChanged, had ? "no longer opens the app" : "now opens the app in the foreground")
            case .authenticationRequired:
                (.authenticationChanged, had ? "no longer requires an unlocked device" : "now requires an unlocked device")
            case .destructive: (.destructiveChanged, had ? "is no longer shown as destructive" : "is now shown as destructive")
            }
            note(rule, "action \(id) \(ChangeMessage(stringLiteral: effect)) (option \(option.rawValue))")
        }
        if old.title.value != new.title.value { note(.titleChanged, "action \(id) changes title from \(old.title.value) to \(new.title.value)") }
        compareLocalization(old, new, note)
        if old.icon != new.icon {
            note(.iconChanged, "action \(id) changes icon from \(Self.describe(old.icon)) to \(Self.describe(new.icon))")
        }
        if old.description != new.description { note(.descriptionChanged, "action \(id) changes its description") }
    }

    /// The OS versions an action is shown from: `iOS 15.0 and later`, or every version.
    static func describe(_ availability: Availability?) -> ChangeMessage {
        guard let availability else { return "every OS version" }
        return "\(availability.summary) and later"
    }

    /// The platforms an action is shown on: a list, or every platform.
    static func describe(_ platforms: [Platform]?) -> ChangeMessage {
        guard let platforms else { return "every platform" }
        return "\(list: platforms.map(\.rawValue))"
    }

    /// A send button's title, or the system's own button for `textInput: {}`.
    static func describe(_ buttonTitle: Model.Text?) -> ChangeMessage {
        guard let buttonTitle else { return "the system's own" }
        return "\(buttonTitle.value)"
    }

    static func describe(_ icon: ActionIcon?) -> ChangeMessage {
        switch icon {
        case .system(let name)?: return "system image \(name)"
        case .template(let name)?: return "template image \(name)"
        case nil: return "none"
        }
    }

    /// Reports an action that leaves or joins categories present on both sides (a category that was added,
    /// removed or renamed already says so itself).
    mutating func compareMembership(of id: String) {
        let renamed = (base.membership[id] ?? []).map { categoryRenames[$0] ?? $0 }
        let old = Set(renamed.filter { head.categories[$0] != nil })
        let new = Set((head.membership[id] ?? []).filter { base.categories[$0] != nil || categoryRenames.values.contains($0) })
        let left = old.subtracting(new).sorted { $0.precedesInUTF8($1) }
        let joined = new.subtracting(old).sorted { $0.precedesInUTF8($1) }
        let location = head.actions[id]?.location
        if !left.isEmpty, !joined.isEmpty {
            report(.actionMoved, "action \(id) moves from category \(list: left) to \(list: joined)", subject: .action(id),
                   categories: left + joined, at: location)
            return
        }
        for category in left {
            report(.actionLeftCategory, "category \(category) no longer offers action \(id)", subject: .action(id),
                   categories: [category], at: head.categories[category]?.location)
        }
        for category in joined {
            let advice = head.categories[category].flatMap { joined in
                head.actions[id].map { newCase($0.swiftName, in: ["\(joined.typeName).Action", "\(joined.typeName).Response"]) }
            }
            report(.actionJoinedCategory, "category \(category) now offers action \(id)", subject: .action(id),
                   categories: [category], at: head.categories[category]?.location, advice: advice)
        }
    }

    // MARK: Reservations

    mutating func compareReservations() {
        for (id, _) in base.reservedCategories where head.reservedCategories[id] == nil && head.categories[id] == nil {
            report(.reservationRemoved,
                   "category id \(id) is no longer reserved, so it could be reused with a new meaning; keep it under 'reserved.categories'",
                   subject: .category(id), categories: [id])
        }
        for (id, reservation) in head.reservedCategories where base.reservedCategories[id] == nil && base.categories[id] == nil {
            report(.reservationAdded, "category id \(id) is reserved", subject: .category(id), at: reservation.location)
        }
        for (id, _) in base.reservedActions where head.reservedActions[id] == nil && head.actions[id] == nil {
            report(.reservationRemoved,
                   "action id \(id) is no longer reserved, so it could be reused with a new meaning; keep it under 'reserved.actions'",
                   subject: .action(id))
        }
        for (id, reservation) in head.reservedActions where base.reservedActions[id] == nil && base.actions[id] == nil {
            report(.reservationAdded, "action id \(id) is reserved", subject: .action(id), at: reservation.location)
        }
    }

    // MARK: Renames

    /// Finds probable renames first, so every later comparison can follow them. Localization keys are left out
    /// of the contents compared: keys are often derived from the id, so they change with it.
    mutating func findRenames() {
        categoryRenames = Self.renames(
            from: base.categories, reserved: base.reservedCategories, to: head.categories, reserved: head.reservedCategories
        ) { category in
            var contents = category
            contents.identifier = ""
            contents.swiftName = ""
            contents.typeName = ""
            contents.location = nil
            contents.hiddenPreviewsBodyPlaceholder?.localization = nil
            contents.categorySummaryFormat?.localization = nil
            return contents
        }
        actionRenames = Self.renames(
            from: base.actions, reserved: base.reservedActions, to: head.actions, reserved: head.reservedActions
        ) { action in
            var contents = action
            contents.identifier = ""
            contents.swiftName = ""
            contents.location = nil
            contents.title.localization = nil
            contents.textInput?.buttonTitle?.localization = nil
            contents.textInput?.placeholder.localization = nil
            return contents
        }
    }

    /// Pairs each entity removed from `old` without being reserved in `new` with the one entity added to `new`
    /// (and not reserved in `old`) whose contents (`contents` blanks the identifier and names) are the same,
    /// when exactly one of each has those contents; old identifier → new identifier.
    static func renames<Entity, Contents: Hashable>(
        from old: IDMap<Entity>, reserved oldReserved: IDMap<Model.Reservation>,
        to new: IDMap<Entity>, reserved newReserved: IDMap<Model.Reservation>, contents: (Entity) -> Contents
    ) -> [String: String] {
        let removed = old.filter { new[$0.key] == nil && newReserved[$0.key] == nil }
        let added = new.filter { old[$0.key] == nil && oldReserved[$0.key] == nil }
        let removedByContents = Dictionary(grouping: removed) { contents($0.value) }
        let addedByContents = Dictionary(grouping: added) { contents($0.value) }
        var renames: [String: String] = [:]
        for (key, olds) in removedByContents {
            guard olds.count == 1, let news = addedByContents[key], news.count == 1 else { continue }
            renames[olds[0].key] = news[0].key
        }
        return renames
    }
}
