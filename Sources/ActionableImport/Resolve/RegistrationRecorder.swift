/// What both interpreters keep of the registrations they evaluate, and the one way they record one: a Swift
/// `setNotificationCategories` call and an Objective-C `setNotificationCategories:` message register alike.
protocol RegistrationRecorder {
    /// The categories registered so far, each with its gate, in the order the code registers them.
    var registered: [(category: ImportedCategory, gate: ImportedGate)] { get set }
    /// Registrations (or parts of them) that could not be read.
    var unresolvedRegistrations: [Unresolved] { get set }
    /// What a registration depends on that only the running app decides, each at the call, in words.
    var notes: [(place: SourcePlace, message: String)] { get set }
}

extension RegistrationRecorder {
    /// Records what the registration at `place` registers: `value`, a list of categories (each under its element's
    /// gate and `gate`), one category, or what cannot be read. `element` resolves a list's element in the language's
    /// terms (Swift's implicit members); `report` makes a marker at the call (given the recorder, for its files). A list that registers nothing, or
    /// categories the app computes beside written ones, is noted at the call.
    mutating func record(_ value: ImportedValue, gate: ImportedGate, at place: SourcePlace,
                         element: (inout Self, ImportedValue) -> ImportedValue, report: (Self, String) -> Unresolved) {
        if case .list(let elements) = value {
            if elements.isEmpty {
                notes.append((place, "registers no category: when the app runs it, it removes every category registered before"))
            }
            if elements.contains(where: { if case .unresolved = $0.value { true } else { false } }),
               elements.contains(where: { if case .unresolved = $0.value { false } else { true } }) {
                notes.append((place, "registers categories the app computes when it runs beside those the definitions hold: the generated register() replaces every category, so an app that keeps its own registers the definitions' with merge(into:), which keeps the others"))
            }
        }
        switch value {
        case .list(let elements):
            for item in elements {
                switch element(&self, item.value) {
                case .category(let category): registered.append((category, item.gate.combined(with: gate)))
                case .unresolved(let unresolved): unresolvedRegistrations.append(unresolved)
                default: unresolvedRegistrations.append(report(self, "registers something that is not a category it can read"))
                }
            }
        case .category(let category): registered.append((category, gate))
        case .unresolved(let unresolved): unresolvedRegistrations.append(unresolved)
        default: unresolvedRegistrations.append(report(self, "registers a set it cannot list"))
        }
    }
}
