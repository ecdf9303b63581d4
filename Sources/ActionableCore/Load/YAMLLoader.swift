/// Loads one file into a ``YAMLNode`` tree by pulling libyaml events, enforcing ``InputLimits`` as it goes.
///
/// It pulls events one at a time from a ``YAMLEventReader`` rather than using libyaml's document
/// loader, so that depth and alias expansion are checked event by event; it recurses only to copy an
/// alias's node, never deeper than the depth limit, so no
/// input can exhaust the stack.
public struct YAMLLoader: Sendable {
    /// What loading a file produced.
    public enum Outcome: Hashable, Sendable {
        /// The file holds one document with this root node (or more, the first of which is this, and the
        /// diagnostics say so).
        case document(YAMLNode)
        /// The file holds no document (it is empty or only comments).
        case empty
        /// The file could not be loaded; the diagnostics say why.
        case failed
    }

    /// The limits this loader enforces.
    public let limits: InputLimits

    /// Creates a loader with the given limits.
    public init(limits: InputLimits = .default) {
        self.limits = limits
    }

    /// Loads `file`, appending every problem to `diagnostics`; `subject` says what the file is in messages
    /// ("a definition file", "a configuration file").
    public func load(_ file: SourceFile, subject: String = "a definition file", diagnostics: inout [Diagnostic]) -> Outcome {
        if let oversize = limits.oversizeError(file) {
            diagnostics.append(oversize)
            return .failed
        }
        var session = EventSession(file: file, limits: limits, subject: subject)
        return session.run(diagnostics: &diagnostics)
    }
}

/// The state of one pass over a file's events: the stack of open collections and the anchors seen so far.
private struct EventSession {
    /// An open list or mapping: what it holds so far and how many nodes that is.
    private struct Frame {
        let isMapping: Bool
        let location: SourceLocation
        let tag: String?
        let anchor: String?
        var items: [YAMLNode] = []
        var entries: [YAMLNode.MappingEntry] = []
        var pendingKey: YAMLNode?
        var nodeCount = 1
        var textBytes = 0
    }

    /// A node that has an anchor, with the nodes an alias to it copies.
    private struct Anchored {
        let node: YAMLNode
        let nodeCount: Int
        let textBytes: Int
    }

    /// A reason to stop reading, already turned into a diagnostic.
    private struct Stop: Error {
        let diagnostic: Diagnostic

        /// Stops with `diagnostic`.
        init(_ diagnostic: Diagnostic) {
            self.diagnostic = diagnostic
        }

        /// Stops at a problem libyaml reported, a `yaml-syntax` error.
        init(_ failure: YAMLEventReader.Failure) {
            diagnostic = Diagnostic(.yamlSyntax, failure.message, at: failure.location)
        }
    }

    let file: SourceFile
    let limits: InputLimits
    /// What the file is, for messages.
    let subject: String
    private var stack: [Frame] = []
    private var anchors: [String: Anchored] = [:]
    private var root: YAMLNode?
    private var documentCount = 0
    /// Problems that do not stop the reading: a second document, reported once, after which the rest of the
    /// file is only checked for syntax, so that the first document's own problems are still reported.
    private var reported: [Diagnostic] = []
    private var skippingDocuments = false
    private var totalNodes = 0
    private var totalTextBytes = 0
    /// The most bytes of text the file may expand to (``InputLimits/maxExpandedTextBytes(forFileOf:)``).
    private let maxTextBytes: Int

    init(file: SourceFile, limits: InputLimits, subject: String) {
        self.file = file
        self.limits = limits
        self.subject = subject
        maxTextBytes = limits.maxExpandedTextBytes(forFileOf: file.contents.count)
    }

    /// Reads the whole file, appending the problem that stopped it, if any, to `diagnostics`.
    mutating func run(diagnostics: inout [Diagnostic]) -> YAMLLoader.Outcome {
        do throws(Stop) {
            var reader: YAMLEventReader
            do throws(YAMLEventReader.Failure) {
                reader = try YAMLEventReader(file)
            } catch {
                throw Stop(error)
            }
            try pullEvents(from: &reader)
        } catch {
            diagnostics += reported
            diagnostics.append(error.diagnostic)
            // A syntax error after the first document leaves that document to be checked too.
            guard skippingDocuments, let root else { return .failed }
            return .document(root)
        }
        diagnostics += reported
        return root.map(YAMLLoader.Outcome.document) ?? .empty
    }

    /// Pulls events up to the end of the stream, checking each one before pulling the next.
    private mutating func pullEvents(from reader: inout YAMLEventReader) throws(Stop) {
        while true {
            let pulled: YAMLEvent?
            do throws(YAMLEventReader.Failure) {
                pulled = try reader.next()
            } catch {
                throw Stop(error)
            }
            guard let event = pulled else { return }
            if skippingDocuments { continue }
            switch event.kind {
            case .streamEnd:
                return
            case .streamStart, .documentEnd:
                continue
            case .documentStart:
                documentCount += 1
                if documentCount > 1 {
                    reported.append(Diagnostic(
                        .unsupportedYAML,
                        "\(subject) holds one YAML document; found a second one (after '---'): merge it into the first, "
                            + "or move it to a file of its own",
                        at: location(of: event.start)))
                    skippingDocuments = true
                }
            case .scalar(let scalar):
                try self.scalar(scalar, at: location(of: event.start), end: event.end)
            case .sequenceStart(let collection):
                try open(isMapping: false, collection, at: location(of: event.start))
            case .mappingStart(let collection):
                try open(isMapping: true, collection, at: location(of: event.start))
            case .sequenceEnd, .mappingEnd:
                try close()
            case .alias(let name):
                try alias(name, at: location(of: event.start))
            }
        }
    }

    /// Completes a scalar node, unless its text is longer than the limit.
    private mutating func scalar(_ scalar: consuming YAMLEvent.Scalar, at: SourceLocation, end: SourceLocation.Position) throws(Stop) {
        let length = scalar.value.utf8.count
        guard length <= limits.maxScalarBytes else {
            throw Stop(Diagnostic(
                .inputLimit, "text is \(length) bytes long, over the limit of \(limits.maxScalarBytes) bytes",
                at: at))
        }
        var node = YAMLNode(.scalar(scalar.value, scalar.style), at: at, tag: scalar.tag)
        node.textStart = Self.textStart(of: scalar, at: at, end: end)
        try count(1, textBytes: length, at: at)
        try complete(node, nodeCount: 1, textBytes: length, anchor: scalar.anchor)
    }

    /// Where the first character of `scalar`'s text is written, when its source is exactly its text on one
    /// line (plain, or quoted without escapes), so that a place inside the text has a column; else `nil`.
    private static func textStart(of scalar: borrowing YAMLEvent.Scalar, at start: SourceLocation, end: SourceLocation.Position) -> SourceLocation.Position? {
        guard let position = start.position, end.line == position.line else { return nil }
        let quotes = switch scalar.style {
        case .plain: 0
        case .singleQuoted, .doubleQuoted: 2
        case .literal, .folded: -1
        }
        guard quotes >= 0, end.column - position.column == scalar.value.unicodeScalars.count + quotes else { return nil }
        return SourceLocation.Position(line: position.line, column: position.column + quotes / 2)
    }

    /// Opens a mapping or sequence, unless that nests deeper than the limit.
    private mutating func open(isMapping: Bool, _ collection: consuming YAMLEvent.Collection, at: SourceLocation) throws(Stop) {
        guard stack.count < limits.maxDepth else {
            throw Stop(Diagnostic(
                .inputLimit, "lists and mappings are nested more than \(limits.maxDepth) levels deep", at: at))
        }
        try count(1, textBytes: 0, at: at)
        stack.append(Frame(isMapping: isMapping, location: at, tag: collection.tag, anchor: collection.anchor))
    }

    /// Finishes the innermost open collection.
    private mutating func close() throws(Stop) {
        guard let frame = stack.popLast() else { return }
        let content: YAMLNode.Content = frame.isMapping ? .mapping(frame.entries) : .sequence(frame.items)
        try complete(YAMLNode(content, at: frame.location, tag: frame.tag),
                     nodeCount: frame.nodeCount, textBytes: frame.textBytes, anchor: frame.anchor)
    }

    /// Completes a copy of the node anchored as `name`, counting every node it copies.
    private mutating func alias(_ name: String, at: SourceLocation) throws(Stop) {
        guard let anchored = anchors[name] else {
            let isOpen = stack.contains { $0.anchor == name }
            let message = isOpen
                ? "alias \(DiagnosticText.quoted("*" + name)) refers to a node that contains it"
                : "alias \(DiagnosticText.quoted("*" + name)) refers to no anchor defined before it"
            throw Stop(Diagnostic(.yamlSyntax, message, at: at))
        }
        try count(anchored.nodeCount, textBytes: anchored.textBytes, at: at)
        try complete(Self.relocated(anchored.node, to: at), nodeCount: anchored.nodeCount, textBytes: anchored.textBytes, anchor: nil)
    }

    /// A copy of `node` with every node of it placed at the alias `at`, remembering where each is written,
    /// so that a problem in the copy is reported where the alias uses it, with a note at the anchored text.
    /// The work is the number of nodes copied, which ``count(_:at:)`` has already bounded, and the recursion
    /// is no deeper than ``InputLimits/maxDepth``, which the anchored node was checked against.
    private static func relocated(_ node: YAMLNode, to alias: SourceLocation) -> YAMLNode {
        var copy = node
        copy.location = alias
        copy.location.aliasOf = node.location.aliasOf ?? node.location.position
        copy.textStart = nil
        switch node.content {
        case .scalar: break
        case .sequence(let items): copy.content = .sequence(items.map { relocated($0, to: alias) })
        case .mapping(let entries):
            copy.content = .mapping(entries.map { YAMLNode.MappingEntry(key: relocated($0.key, to: alias), value: relocated($0.value, to: alias)) })
        }
        return copy
    }

    /// Counts nodes and the bytes of their text as they are created or copied by an alias, so an alias bomb
    /// (many nodes, or one long text copied many times) stops at its first step over the limit.
    private mutating func count(_ nodes: Int, textBytes: Int, at location: SourceLocation) throws(Stop) {
        totalNodes += nodes
        totalTextBytes += textBytes
        guard totalNodes <= limits.maxNodes else {
            throw Stop(Diagnostic(
                .inputLimit,
                "file expands to more than \(limits.maxNodes) nodes (aliases count every node they copy)",
                at: location))
        }
        guard totalTextBytes <= maxTextBytes else {
            throw Stop(Diagnostic(
                .inputLimit,
                "file expands to more than \(maxTextBytes) bytes of text (aliases count every byte they copy; "
                    + "a file may expand to \(limits.maxExpansion) times its size plus \(limits.expansionAllowance) bytes)",
                at: location))
        }
    }

    /// Adds a finished node to its parent (or makes it the root), counts it and records its anchor.
    private mutating func complete(_ node: YAMLNode, nodeCount: Int, textBytes: Int, anchor: String?) throws(Stop) {
        if let anchor { anchors[anchor] = Anchored(node: node, nodeCount: nodeCount, textBytes: textBytes) }
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        stack[top].nodeCount += nodeCount
        stack[top].textBytes += textBytes
        if stack[top].isMapping {
            if let key = stack[top].pendingKey {
                stack[top].entries.append(YAMLNode.MappingEntry(key: key, value: node))
                stack[top].pendingKey = nil
            } else {
                stack[top].pendingKey = node
            }
        } else {
            stack[top].items.append(node)
        }
    }

    /// The location in this file of an event's start.
    private func location(of position: SourceLocation.Position) -> SourceLocation {
        SourceLocation(path: file.path, line: position.line, column: position.column)
    }
}
