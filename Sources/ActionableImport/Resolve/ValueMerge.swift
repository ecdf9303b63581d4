import ActionableCore

/// How the locals of code's branches (`#if os(...)` clauses, `if #available` and its `else`) become one value each:
/// the same for the Swift and the Objective-C interpreter.
enum ValueMerge {
    /// Merges into `base` what the branches changed: a variable every branch left alone keeps its value; lists are
    /// merged element by element (by identifier), each element gated to the branches that have it. Returns the
    /// names it changed; only the locals that outlive the branches count. A variable the branches give values one
    /// definition cannot hold becomes unresolved at `place`, the branching code.
    static func merge(_ base: inout [String: ImportedValue],
                      branches: [(locals: [String: ImportedValue], written: Set<String>, gate: ImportedGate)],
                      at place: SourcePlace) -> Set<String> {
        var result = base
        var names: Set<String> = []
        for branch in branches { names.formUnion(branch.written.filter { base[$0] != nil }) }
        for name in names {
            let values: [(value: ImportedValue, gate: ImportedGate)] = branches.map { branch in
                (branch.locals[name] ?? base[name] ?? ImportedValue.other, branch.gate)
            }
            result[name] = mergeValues(values, at: place) ?? .unresolved(Unresolved(
                expression: name, place: place, reason: "is given different values under different platforms or OS versions, which one definition cannot say"))
        }
        base = result
        return names
    }

    /// What merging `names` cost: the elements of the lists they hold, charged to an interpreter's budget so that
    /// branches inside a loop over a long list stay bounded.
    static func cost(of names: Set<String>, in locals: [String: ImportedValue]) -> Int {
        names.reduce(0) { total, name in
            if case .list(let elements)? = locals[name] { return total + elements.count }
            return total
        }
    }

    /// One value for the values branches give a variable, or `nil` when they differ in a way the definitions
    /// cannot say.
    static func mergeValues(_ values: [(value: ImportedValue, gate: ImportedGate)], at place: SourcePlace) -> ImportedValue? {
        var lists: [[(value: ImportedValue, gate: ImportedGate)]] = []
        for entry in values {
            if case .list(let items) = entry.value { lists.append(items) }
        }
        if lists.count == values.count {
            // Every element once, in first-seen order, gated to the branches that hold it.
            var order: [String] = []
            var merged: [String: (value: ImportedValue, gate: ImportedGate, branches: [Int])] = [:]
            var anonymous: [(value: ImportedValue, gate: ImportedGate)] = []
            for (branchIndex, items) in lists.enumerated() {
                for item in items {
                    guard let key = Self.identity(of: item.value) else {
                        anonymous.append(item)
                        continue
                    }
                    if let existing = merged[key] {
                        merged[key]!.branches.append(branchIndex)
                        if let conflict = Self.conflict(existing.value, item.value) { merged[key]!.value = .unresolved(conflict) }
                    } else {
                        order.append(key)
                        merged[key] = (item.value, item.gate, [branchIndex])
                    }
                }
            }
            var result: [(value: ImportedValue, gate: ImportedGate)] = []
            let (sorted, contradicted) = Self.orderKeepingEachBranch(lists.map { $0.compactMap { Self.identity(of: $0.value) } }, firstSeen: order)
            if let key = contradicted {
                let listed = merged[key]!.value
                anonymous.append((.unresolved(Unresolved(
                    expression: Self.name(of: listed) ?? key, place: Self.place(of: listed) ?? place,
                    reason: "is listed in one order under some platforms or OS versions and in another under others, which one list cannot say")),
                    .none))
            }
            for key in sorted {
                let entry = merged[key]!
                let inEvery = Set(entry.branches).count == values.count
                var gate = entry.gate
                if inEvery {
                    // In every branch: the branches' own gates do not apply.
                    gate = Self.removing(values.map(\.gate), from: gate)
                } else if values.contains(where: { $0.gate.platforms != nil }) {
                    var platforms: Set<Platform> = []
                    for branch in Set(entry.branches) { platforms.formUnion(values[branch].gate.platforms ?? Set(Platform.allCases)) }
                    gate.platforms = (gate.platforms ?? Set(Platform.allCases)).union(platforms).intersection(platforms)
                }
                result.append((entry.value, gate))
            }
            return .list(result + anonymous)
        }
        // A single value: the same identity in every branch is that value (the first branch's, which has the icon).
        let identities = values.map { Self.identity(of: $0.value) }
        if let first = identities.first, first != nil, identities.allSatisfy({ $0 == first }) {
            if let conflict = values.dropFirst().lazy.compactMap({ Self.conflict(values[0].value, $0.value) }).first { return .unresolved(conflict) }
            return values[0].value
        }
        if values.allSatisfy({ if case .other = $0.value { return true } else { return false } }) { return .other }
        return nil
    }

    /// The keys in an order that keeps the order of each branch's list, earliest first seen where the branches
    /// leave it open (Kahn's algorithm over the pairs each list puts next to each other, a heap by first-seen
    /// position: n log n), and the first key whose place the branches' orders contradict, if any (the keys left
    /// over follow in first-seen order).
    private static func orderKeepingEachBranch(_ lists: [[String]], firstSeen: [String]) -> ([String], contradicted: String?) {
        var position: [String: Int] = [:]
        for (index, key) in firstSeen.enumerated() { position[key] = index }
        var successors = [[Int]](repeating: [], count: firstSeen.count)
        var predecessors = [Int](repeating: 0, count: firstSeen.count)
        var edges: Set<[Int]> = []
        for list in lists {
            for (before, after) in zip(list, list.dropFirst()) {
                guard let from = position[before], let to = position[after], from != to, edges.insert([from, to]).inserted else { continue }
                successors[from].append(to)
                predecessors[to] += 1
            }
        }
        var ready = MinimumHeap()
        for index in firstSeen.indices where predecessors[index] == 0 { ready.insert(index) }
        var sorted: [Int] = []
        while let next = ready.removeMinimum() {
            sorted.append(next)
            for successor in successors[next] {
                predecessors[successor] -= 1
                if predecessors[successor] == 0 { ready.insert(successor) }
            }
        }
        var contradicted: String?
        if sorted.count != firstSeen.count {
            let placed = Set(sorted)
            let left = firstSeen.indices.filter { !placed.contains($0) }
            contradicted = left.first.map { firstSeen[$0] }
            sorted += left
        }
        return (sorted.map { firstSeen[$0] }, contradicted)
    }

    /// A binary min-heap of positions.
    private struct MinimumHeap {
        private var elements: [Int] = []

        mutating func insert(_ element: Int) {
            elements.append(element)
            var child = elements.count - 1
            while child > 0, elements[(child - 1) / 2] > elements[child] {
                elements.swapAt(child, (child - 1) / 2)
                child = (child - 1) / 2
            }
        }

        mutating func removeMinimum() -> Int? {
            guard let first = elements.first else { return nil }
            elements[0] = elements[elements.count - 1]
            elements.removeLast()
            var parent = 0
            while true {
                let (left, right) = (2 * parent + 1, 2 * parent + 2)
                var smallest = parent
                if left < elements.count, elements[left] < elements[smallest] { smallest = left }
                if right < elements.count, elements[right] < elements[smallest] { smallest = right }
                guard smallest != parent else { return first }
                elements.swapAt(parent, smallest)
                parent = smallest
            }
        }
    }

    /// The identifier of an action or category, for a message.
    private static func name(of value: ImportedValue) -> String? {
        switch value {
        case .action(let action): if case .plain(let id) = action.id { return id }
        case .category(let category): if case .plain(let id) = category.id { return id }
        default: break
        }
        return nil
    }

    /// Where an action or category is made.
    private static func place(of value: ImportedValue) -> SourcePlace? {
        switch value {
        case .action(let action): action.place
        case .category(let category): category.place
        default: nil
        }
    }

    /// Why one identifier made differently in two branches cannot be one definition (a title on macOS, another
    /// elsewhere), or `nil` when the two are the same (an icon only from some version is the same action: the
    /// generated code adds it where the OS has it).
    private static func conflict(_ first: ImportedValue, _ second: ImportedValue) -> Unresolved? {
        switch (first, second) {
        case (.action(let left), .action(let right)):
            guard !left.isSameDefinition(as: right), case .plain(let id) = right.id else { return nil }
            return Unresolved(expression: id, place: right.place,
                              reason: "is made differently under different platforms or OS versions, and one action has one title, options and text input")
        case (.category(let left), .category(let right)):
            guard !left.isSameDefinition(as: right), case .plain(let id) = right.id else { return nil }
            return Unresolved(expression: id, place: right.place,
                              reason: "is made differently under different platforms or OS versions; make its actions' gates say what differs")
        default:
            return nil
        }
    }

    /// `gate` without what the branches' gates added (their versions and platforms).
    private static func removing(_ branchGates: [ImportedGate], from gate: ImportedGate) -> ImportedGate {
        var result = gate
        for branchGate in branchGates {
            for (platform, version) in branchGate.available where result.available[platform] == version {
                result.available[platform] = nil
            }
            if branchGate.platforms != nil { result.platforms = nil }
        }
        return result
    }

    /// What identifies a value across branches: an action's or category's id, or a string.
    private static func identity(of value: ImportedValue) -> String? {
        switch value {
        case .action(let action): if case .plain(let id) = action.id { return "action:" + id }
        case .category(let category): if case .plain(let id) = category.id { return "category:" + id }
        case .string(let string): return "string:" + string
        default: break
        }
        return nil
    }
}
