/// What the file's keys need: whether a value is a Foundation type, and their patterns.
enum PayloadKeyFacts {
    /// Whether a value of `keys`, at any depth, is a Foundation type (a URL, a date or a UUID).
    static func showFoundationTypes(_ keys: [Model.PayloadKey]) -> Bool {
        keys.contains { showsFoundationType($0.type) }
    }

    /// The `pattern` of every key's value, at any depth, in the order met.
    static func patterns(in keys: [Model.PayloadKey]) -> [String] {
        keys.flatMap { patterns(in: $0.type) }
    }

    private static func patterns(in type: Model.PayloadType) -> [String] {
        let own = type.constraints.pattern.map { [$0] } ?? []
        switch type.shape {
        case .scalar: return own
        case .list(let element), .map(let element): return own + patterns(in: element)
        case .object(let object): return own + patterns(in: object.properties)
        case .anyOf(let alternatives): return own + alternatives.flatMap { patterns(in: $0.type) }
        }
    }

    private static func showsFoundationType(_ type: Model.PayloadType) -> Bool {
        switch type.shape {
        case .scalar(let kind): [.url, .date, .uuid].contains(kind)
        case .list(let element), .map(let element): showsFoundationType(element)
        case .object(let object): showFoundationTypes(object.properties)
        case .anyOf(let alternatives): alternatives.contains { showsFoundationType($0.type) }
        }
    }
}

extension Model.Category {
    /// Whether none of the category's custom keys is required: a notification of it needs none (its local content, a
    /// payload of it with `.category(_:)`).
    var isKeyless: Bool {
        !(payload ?? []).contains { !$0.isOptional }
    }
}
