/// The directory that the symbolic links among a command's inputs must lead into (see ``InputWalker``).
public struct InputBoundary: Sendable {
    /// The directory's components.
    public var components: [String]
    /// What the directory is, for messages: `the repository`, `the working directory`.
    public var name: String

    /// Creates a boundary.
    public init(components: [String], name: String) {
        self.components = components
        self.name = name
    }
}

/// Finds the definition files that a command's input paths name in an ``InputTree``, the same way on every
/// side of a comparison: a file is taken as named; a directory contributes every `*.yaml` and `*.yml` file
/// below it, in path order, hidden entries (names starting with `.`) left out.
///
/// Symbolic links are followed as the kernel follows them, one component at a time, so a link means the same
/// in the working tree and in a git revision laid over it. A link inside the ``boundary`` must lead to a place
/// inside it, and not into one of its hidden entries (`.git`, `.env`: never walked, so never reached through
/// a link either): one that leads elsewhere (at any depth of an input path, or anywhere below it) is an
/// `unreadable-input` error naming the link, and nothing behind it is read. An input path that is itself
/// outside the boundary is its own boundary. Each directory is walked and each file found once, however many
/// links lead to it, so a link cycle or a lattice of links costs no more than the tree it points into.
public struct InputWalker<Tree: InputTree> {
    /// The tree that paths are resolved in.
    public var tree: Tree
    /// The working directory that relative input paths start from, resolved (no link on it).
    public var workingDirectory: [String]
    /// Where links may lead; `nil` lets them lead anywhere (`--allow-outside-inputs`).
    public var boundary: InputBoundary?

    /// Whether a missing input, or a directory without definitions, is an error. Not for a git revision's
    /// side of a comparison: there, a path that is not in the revision holds definitions that are new.
    public var requiresInputs = true
    /// The extensions of the files a directory contributes (lowercased, without the dot): definition files unless
    /// set (`actionable import` reads Swift and Objective-C sources and strings files).
    public var extensions: Set<String> = Self.definitionExtensions

    /// How many links one path may pass through, as Linux allows (`ELOOP` past it).
    static var maxLinkHops: Int { 40 }

    /// Creates a walker.
    public init(tree: Tree, workingDirectory: [String], boundary: InputBoundary?) {
        self.tree = tree
        self.workingDirectory = workingDirectory
        self.boundary = boundary
    }

    /// A file found: where it is shown, where it is, and its size.
    public struct Found: Equatable, Sendable {
        /// The path as the user sees it: the input path, then the names walked below it (a link keeps its own
        /// name, not its target's).
        public var path: String
        /// Where the file really is: the components of its path with every link resolved.
        public var location: [String]
        /// Its size in bytes.
        public var size: Int
    }

    /// What a walk found.
    public struct Walk: Sendable {
        /// The definition files, in the inputs' order, each directory's in path order.
        public var files: [Found] = []
        /// Problems: inputs that do not exist or cannot be read, links that lead outside the boundary or in
        /// a loop, directories that cannot be listed, names that are not UTF-8.
        public var diagnostics: [Diagnostic] = []
    }

    /// The file extensions of definition files found in directories.
    public static var definitionExtensions: Set<String> { ["yaml", "yml"] }

    /// `.yaml or .yml`: the extensions in words, in order.
    static func described(_ extensions: Set<String>) -> String {
        let names = extensions.sorted().map { "." + $0 }
        return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// Every definition file that `inputs` name.
    public func walk(_ inputs: [String]) -> Walk {
        var walk = Walk()
        var visited = Visited()
        for input in inputs {
            switch locate(input) {
            case .failure(.missing):
                if requiresInputs { walk.diagnostics.append(Self.missing(input)) }
            case .failure(.refused(let problem)):
                walk.diagnostics.append(problem)
            case .success(let located):
                switch tree.entry(at: located.location) {
                case .directory:
                    guard !visited.directories.contains(located.location) else { continue }
                    let before = (walk.files.count, walk.diagnostics.count)
                    walkDirectory(input, at: located.location, within: located.limit, into: &walk, visited: &visited)
                    if requiresInputs, before == (walk.files.count, walk.diagnostics.count) {
                        walk.diagnostics.append(Diagnostic(
                            .unreadableInput, "the directory holds no \(Self.described(extensions)) files", at: SourceLocation(path: input)))
                    }
                case .file(let size):
                    if visited.files.insert(located.location).inserted {
                        walk.files.append(Found(path: input, location: located.location, size: size))
                    }
                case .unreadable(let reason):
                    walk.diagnostics.append(Self.unreadable(input, reason: reason))
                default:
                    walk.diagnostics.append(Diagnostic(
                        .unreadableInput, "not a regular file (a device, pipe or socket), so it is not read", at: SourceLocation(path: input)))
                }
            }
        }
        return walk
    }

    /// Why ``file(_:)`` found no file.
    public struct Refusal: Error {
        /// The `unreadable-input` error, at the path or at the link that was not followed.
        public var diagnostic: Diagnostic
    }

    /// The one file `path` names (a configuration file, a catalog, a payload), resolved as an input is.
    public func file(_ path: String) throws(Refusal) -> Found {
        switch locate(path) {
        case .failure(.missing):
            throw Refusal(diagnostic: Self.missing(path))
        case .failure(.refused(let problem)):
            throw Refusal(diagnostic: problem)
        case .success(let located):
            let entry = tree.entry(at: located.location)
            if case .unreadable(let reason) = entry { throw Refusal(diagnostic: Self.unreadable(path, reason: reason)) }
            guard case .file(let size) = entry else {
                throw Refusal(diagnostic: Diagnostic(.unreadableInput, "not a regular file, so it is not read", at: SourceLocation(path: path)))
            }
            return Found(path: path, location: located.location, size: size)
        }
    }

    // MARK: - Resolving

    /// An input path, resolved, with the boundary its contents must keep to.
    private struct Located {
        var location: [String]
        var limit: [String]?
    }

    /// Why an input path names nothing that can be read.
    private enum Unlocated: Error {
        /// Nothing is there.
        case missing
        /// A link on the way may not be followed.
        case refused(Diagnostic)
    }

    /// Resolves an input path. Within the boundary, its links are checked; outside it, the user named the
    /// place, and what it resolves to becomes the boundary of everything below it.
    private func locate(_ input: String) -> Result<Located, Unlocated> {
        let components = input.split(separator: "/", omittingEmptySubsequences: true)
        let start = input.hasPrefix("/") ? [] : workingDirectory
        let lexical = Self.lexicallyResolved(components, from: start)
        let isInside = boundary.map { lexical.starts(with: $0.components) } ?? false
        var hops = 0
        switch resolve(components, from: start, limit: isInside ? boundary?.components : nil, hops: &hops) {
        case .resolved(let location):
            guard boundary != nil else { return .success(Located(location: location, limit: nil)) }
            if isInside { return .success(Located(location: location, limit: boundary?.components)) }
            let limit = tree.entry(at: location) == .directory ? location : Array(location.dropLast())
            return .success(Located(location: location, limit: limit))
        case .missing:
            return .failure(.missing)
        case .escaped(let link, let target):
            return .failure(.refused(escaped(Self.shown(link, inside: input, components: components, start: start), target: target)))
        case .loop(let link):
            return .failure(.refused(loop(Self.shown(link, inside: input, components: components, start: start))))
        case .unreadable(let place, let reason):
            return .failure(.refused(Self.unreadable(Self.shown(place, inside: input, components: components, start: start), reason: reason)))
        }
    }

    /// What resolving a path gave.
    private enum Resolution {
        /// The place, every link on the way resolved.
        case resolved([String])
        /// Some component does not exist (a dangling link included).
        case missing
        /// The link at `link`, inside the limit, leads outside it.
        case escaped(link: [String], target: String)
        /// Too many links, at `link`.
        case loop(link: [String])
        /// Something on the way could not be looked at (not "no such file"), at `place`, and why.
        case unreadable(place: [String], reason: String)
    }

    /// Resolves `components` from `start` as the kernel does: `..` goes to the parent of where the path has
    /// really got to, and each link is replaced by its target. Every link found inside `limit` must resolve to
    /// a place inside it (links outside it are the user's own, named or passed through on the way).
    private func resolve(_ components: [Substring], from start: [String], limit: [String]?, hops: inout Int) -> Resolution {
        var current = start
        for component in components {
            switch component {
            case "", ".":
                continue
            case "..":
                if !current.isEmpty { current.removeLast() }
            default:
                let candidate = current + [String(component)]
                switch tree.entry(at: candidate) {
                case .missing:
                    return .missing
                case .unreadable(let reason):
                    return .unreadable(place: candidate, reason: reason)
                case .link(let target):
                    hops += 1
                    guard hops <= Self.maxLinkHops else { return .loop(link: candidate) }
                    let checked = limit.flatMap { candidate.starts(with: $0) ? $0 : nil }
                    let targetComponents = target.split(separator: "/", omittingEmptySubsequences: true)
                    switch resolve(targetComponents, from: target.hasPrefix("/") ? [] : current, limit: limit, hops: &hops) {
                    case .resolved(let place):
                        if let checked, !Self.isVisible(place, from: candidate, inside: checked) {
                            return .escaped(link: candidate, target: target)
                        }
                        current = place
                    case .escaped where checked != nil:
                        // Name the outermost link inside the limit: the one the user's path passes through.
                        return .escaped(link: candidate, target: target)
                    case let other:
                        return other
                    }
                default:
                    current = candidate
                }
            }
        }
        return .resolved(current)
    }

    /// Whether `place`, where the link at `link` leads, is inside `boundary` without entering a hidden entry
    /// (a name starting with `.`) below it that the link is not in already: a link inside `.notifications/` may
    /// lead to its sibling, one in `Notifications/` not to `.git/config`.
    private static func isVisible(_ place: [String], from link: [String], inside boundary: [String]) -> Bool {
        guard place.starts(with: boundary) else { return false }
        let shared = zip(place, link).prefix { $0 == $1 }.count
        return !place.dropFirst(max(boundary.count, shared)).contains { $0.hasPrefix(".") }
    }

    /// `components` applied to `start` as text, `..` removing the last component: where a path points before
    /// any link is looked at.
    private static func lexicallyResolved(_ components: [Substring], from start: [String]) -> [String] {
        var path = start
        for component in components { applyLexically(&path, component) }
        return path
    }

    /// `component` applied to `path` as text: `.` and empty names change nothing, `..` removes the last name.
    private static func applyLexically(_ path: inout [String], _ component: Substring) {
        switch component {
        case "", ".": return
        case "..": if !path.isEmpty { path.removeLast() }
        default: path.append(String(component))
        }
    }

    /// How a link on the way of `input` is named: the input path up to it when the link is one of its own
    /// components, else its full path.
    private static func shown(_ link: [String], inside input: String, components: [Substring], start: [String]) -> String {
        var lexical = start
        for (index, component) in components.enumerated() {
            applyLexically(&lexical, component)
            if lexical == link { return (input.hasPrefix("/") ? "/" : "") + components[...index].joined(separator: "/") }
        }
        return "/" + link.joined(separator: "/")
    }

    // MARK: - Walking

    /// The directories walked and the files found so far, by where they really are.
    private struct Visited {
        var directories: Set<[String]> = []
        var files: Set<[String]> = []
    }

    /// A directory being walked: its shown path, where it is, and the names still to look at.
    private struct Frame {
        var shown: String
        var location: [String]
        var names: [String]
        var next = 0
    }

    /// Walks the directory at `location` (shown as `shown`) depth first, names in byte order, with a stack of
    /// its own, so no depth of nesting can exhaust the thread's stack.
    private func walkDirectory(
        _ shown: String, at location: [String], within limit: [String]?, into walk: inout Walk, visited: inout Visited
    ) {
        var stack: [Frame] = []
        if let frame = open(shown, at: location, into: &walk, visited: &visited) { stack.append(frame) }
        while !stack.isEmpty {
            let index = stack.count - 1
            guard stack[index].next < stack[index].names.count else {
                stack.removeLast()
                continue
            }
            let name = stack[index].names[stack[index].next]
            stack[index].next += 1
            let parent = stack[index]
            // Inside the working directory (`.`), a file is shown as the configuration's paths are: `a.yaml`, not `./a.yaml`.
            let path = parent.shown == "." || parent.shown == "./" ? name
                : parent.shown.hasSuffix("/") ? parent.shown + name : parent.shown + "/" + name
            let isDefinition = extensions.contains(Self.lowercasedExtension(of: name))
            var place = parent.location + [name]
            var entry = tree.entry(at: place)
            if case .link(let target) = entry {
                var hops = 0
                switch resolve([Substring(name)], from: parent.location, limit: limit, hops: &hops) {
                case .resolved(let resolved):
                    place = resolved
                    entry = tree.entry(at: resolved)
                case .missing:
                    if isDefinition {
                        walk.diagnostics.append(Diagnostic(
                            .skippedInput, "a symbolic link to nothing (\(DiagnosticText.quoted(target))), so it is not read",
                            at: SourceLocation(path: path)))
                    }
                    continue
                case .escaped(_, let target):
                    walk.diagnostics.append(escaped(path, target: target))
                    continue
                case .loop:
                    walk.diagnostics.append(loop(path))
                    continue
                case .unreadable(_, let reason):
                    walk.diagnostics.append(Self.unreadable(path, reason: reason))
                    continue
                }
            }
            switch entry {
            case .unreadable(let reason):
                walk.diagnostics.append(Self.unreadable(path, reason: reason))
            case .directory:
                if let frame = open(path, at: place, into: &walk, visited: &visited) { stack.append(frame) }
            case .file(let size) where isDefinition:
                if visited.files.insert(place).inserted { walk.files.append(Found(path: path, location: place, size: size)) }
            case .other where isDefinition:
                walk.diagnostics.append(Diagnostic(
                    .skippedInput, "not a regular file (a pipe, device or socket), so it is not read", at: SourceLocation(path: path)))
            default:
                continue
            }
        }
    }

    /// A frame for the directory at `location`, its visible names sorted; `nil` when it was walked already
    /// or cannot be listed (an error: definitions in it would be missed).
    private func open(_ shown: String, at location: [String], into walk: inout Walk, visited: inout Visited) -> Frame? {
        guard visited.directories.insert(location).inserted else { return nil }
        switch tree.names(in: location) {
        case .failure(let failure):
            walk.diagnostics.append(Diagnostic(
                .unreadableInput, "cannot read the directory: \(failure.reason); definitions in it would be missed",
                at: SourceLocation(path: shown)))
            return nil
        case .success(let entries):
            var names: [String] = []
            for entry in entries {
                guard entry.isUTF8 else {
                    walk.diagnostics.append(Diagnostic(
                        .unreadableInput,
                        "an entry's name is not UTF-8 (\(DiagnosticText.quoted(entry.name))), so it cannot be read or reported reliably; rename it",
                        at: SourceLocation(path: shown)))
                    continue
                }
                if !entry.name.hasPrefix(".") { names.append(entry.name) }
            }
            names.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            return Frame(shown: shown, location: location, names: names)
        }
    }

    // MARK: - Diagnostics

    /// The error for an input path that names nothing.
    private static func missing(_ path: String) -> Diagnostic {
        Diagnostic(.unreadableInput, "no such file or directory", at: SourceLocation(path: path))
    }

    /// The error for `path`, which exists (or may) but could not be looked at: never taken for nothing, since
    /// definitions in it would be missed.
    private static func unreadable(_ path: String, reason: String) -> Diagnostic {
        Diagnostic(.unreadableInput, "cannot be read: \(reason); definitions in it would be missed", at: SourceLocation(path: path))
    }

    /// The error for the link shown as `path` whose target leads outside the boundary.
    private func escaped(_ path: String, target: String) -> Diagnostic {
        Diagnostic(
            .unreadableInput,
            "a symbolic link that leads outside \(boundary?.name ?? "the inputs") or into a hidden entry (to \(DiagnosticText.quoted(target))), "
                + "so nothing behind it is read; link to a file inside it, or pass --allow-outside-inputs",
            at: SourceLocation(path: path))
    }

    /// The error for the link shown as `path` that starts a loop (or a chain over the kernel's limit).
    private func loop(_ path: String) -> Diagnostic {
        Diagnostic(
            .unreadableInput, "too many levels of symbolic links (a loop?), so nothing behind it is read",
            at: SourceLocation(path: path))
    }

    /// The lowercased extension of a name, without the dot; `""` for none (a leading dot is not one).
    private static func lowercasedExtension(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
