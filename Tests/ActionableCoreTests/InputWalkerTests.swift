@testable import ActionableCore
import Testing

/// ``InputWalker`` over a tree held in memory, which counts what the walk looks at.
@Suite("Input walker")
struct InputWalkerTests {
    /// A file system in memory: paths (components) to entries; directories are implied by their children.
    final class MemoryTree: InputTree {
        var entries: [[String]: InputEntry] = [:]
        var listings = 0

        func add(_ path: String, _ entry: InputEntry) {
            let components = path.split(separator: "/").map(String.init)
            for depth in 1..<components.count where entries[Array(components[..<depth])] == nil {
                entries[Array(components[..<depth])] = .directory
            }
            entries[components] = entry
        }

        func entry(at path: [String]) -> InputEntry {
            path.isEmpty ? .directory : entries[path] ?? .missing
        }

        func names(in path: [String]) -> Result<[InputName], InputTreeFailure> {
            listings += 1
            guard entry(at: path) == .directory else { return .failure(InputTreeFailure(reason: "Not a directory")) }
            return .success(entries.keys.filter { $0.count == path.count + 1 && $0.starts(with: path) }.map { InputName($0.last!) })
        }
    }

    private func walker(_ tree: MemoryTree) -> InputWalker<MemoryTree> {
        InputWalker(tree: tree, workingDirectory: ["repo"], boundary: InputBoundary(components: ["repo"], name: "the repository"))
    }

    @Test("Files come in path order, hidden entries and other extensions left out, links shown by their own name")
    func order() {
        let tree = MemoryTree()
        tree.add("repo/defs/b.yaml", .file(size: 1))
        tree.add("repo/defs/a/z.yml", .file(size: 2))
        tree.add("repo/defs/.hidden/x.yaml", .file(size: 3))
        tree.add("repo/defs/notes.txt", .file(size: 4))
        tree.add("repo/defs/c.yaml", .link(target: "../common/c.yaml"))
        tree.add("repo/common/c.yaml", .file(size: 5))
        let walk = walker(tree).walk(["defs"])
        #expect(walk.diagnostics.isEmpty)
        #expect(walk.files.map(\.path) == ["defs/a/z.yml", "defs/b.yaml", "defs/c.yaml"])
        #expect(walk.files.last?.location == ["repo", "common", "c.yaml"])
    }

    @Test("A lattice of directory links is walked once per directory, not once per path")
    func lattice() {
        // Level i holds two links to level i + 1: 2^30 paths, 31 directories.
        let tree = MemoryTree()
        for level in 0..<30 {
            tree.add("repo/l\(level)/left", .link(target: "../l\(level + 1)"))
            tree.add("repo/l\(level)/right", .link(target: "../l\(level + 1)"))
        }
        tree.add("repo/l30/defs.yaml", .file(size: 1))
        let walk = walker(tree).walk(["l0"])
        #expect(walk.files.map(\.path) == ["l0/" + String(repeating: "left/", count: 30) + "defs.yaml"])
        #expect(tree.listings == 31)
    }

    @Test("Nesting deeper than a recursive walk's stack allows is walked")
    func deepNesting() {
        let walk = InputWalker(tree: DeepTree(depth: 3_000), workingDirectory: [], boundary: nil).walk(["d"])
        #expect(walk.diagnostics.isEmpty)
        #expect(walk.files.map(\.location.count) == [3_002])
    }

    /// `d/n/n/.../n/x.yaml`, `depth` directories `n` deep, made up as it is asked for.
    struct DeepTree: InputTree {
        let depth: Int

        func entry(at path: [String]) -> InputEntry {
            guard path.first == "d", path.dropFirst().dropLast().allSatisfy({ $0 == "n" }) else { return path.isEmpty ? .directory : .missing }
            if path.count == depth + 2, path.last == "x.yaml" { return .file(size: 1) }
            return path.count <= depth + 1 && path.last != "x.yaml" ? .directory : .missing
        }

        func names(in path: [String]) -> Result<[InputName], InputTreeFailure> {
            .success(path.count == depth + 1 ? [InputName("x.yaml")] : [InputName("n")])
        }
    }

    @Test("Links that leave the boundary, enter a hidden entry or loop are errors naming the link; dangling ones warn")
    func refusals() {
        let tree = MemoryTree()
        tree.add("repo/defs/out.yaml", .link(target: "../../etc/secret.yaml"))
        tree.add("etc/secret.yaml", .file(size: 1))
        tree.add("repo/defs/abs", .link(target: "/etc"))
        tree.add("repo/defs/git.yaml", .link(target: "../.git/config"))
        tree.add("repo/.git/config", .file(size: 1))
        tree.add("repo/defs/a.yaml", .link(target: "b.yaml"))
        tree.add("repo/defs/b.yaml", .link(target: "a.yaml"))
        tree.add("repo/defs/gone.yaml", .link(target: "nowhere.yaml"))
        tree.add("repo/defs/relay.yaml", .link(target: "../relay"))
        tree.add("repo/relay", .link(target: "/etc/secret.yaml"))
        let walk = walker(tree).walk(["defs"])
        #expect(walk.files.isEmpty)
        let found = walk.diagnostics.map { "\($0.location.path) \($0.rule.rawValue) \($0.message.prefix(24))" }
        #expect(found == [
            "defs/a.yaml unreadable-input too many levels of symbo",
            "defs/abs unreadable-input a symbolic link that lea",
            "defs/b.yaml unreadable-input too many levels of symbo",
            "defs/git.yaml unreadable-input a symbolic link that lea",
            "defs/gone.yaml skipped-input a symbolic link to nothi",
            "defs/out.yaml unreadable-input a symbolic link that lea",
            "defs/relay.yaml unreadable-input a symbolic link that lea",
        ])
        // Without a boundary, they are followed.
        let free = InputWalker(tree: tree, workingDirectory: ["repo"], boundary: nil).walk(["defs/out.yaml", "defs/git.yaml"])
        #expect(free.files.map(\.location) == [["etc", "secret.yaml"], ["repo", ".git", "config"]])
    }

    @Test("Inside a hidden directory the user named, links to its own entries are followed")
    func namedHiddenDirectory() {
        let tree = MemoryTree()
        tree.add("repo/.notifications/a.yaml", .link(target: "b.yaml"))
        tree.add("repo/.notifications/b.yaml", .file(size: 1))
        tree.add("repo/.notifications/c.yaml", .link(target: "../.secrets/c.yaml"))
        tree.add("repo/.secrets/c.yaml", .file(size: 1))
        let walk = walker(tree).walk([".notifications"])
        #expect(walk.files.map(\.location) == [["repo", ".notifications", "b.yaml"]])
        #expect(walk.diagnostics.map(\.location.path) == [".notifications/c.yaml"])
    }

    @Test("An input path through a link is checked; one named outside the boundary bounds what is below it")
    func inputs() {
        let tree = MemoryTree()
        tree.add("repo/Notifications", .link(target: "/elsewhere"))
        tree.add("elsewhere/a.yaml", .file(size: 1))
        tree.add("elsewhere/up", .link(target: ".."))
        tree.add("elsewhere/inner", .link(target: "sub"))
        tree.add("elsewhere/sub/b.yaml", .file(size: 1))
        let refused = walker(tree).walk(["Notifications", "missing"])
        #expect(refused.diagnostics.map(\.location.path) == ["Notifications", "missing"])
        let named = walker(tree).walk(["/elsewhere"])
        #expect(named.files.map(\.path) == ["/elsewhere/a.yaml", "/elsewhere/inner/b.yaml"])
        #expect(named.diagnostics.map(\.location.path) == ["/elsewhere/up"])
        var lenient = walker(tree)
        lenient.requiresInputs = false
        #expect(lenient.walk(["missing"]).diagnostics.isEmpty)
    }
}
