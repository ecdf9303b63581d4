/// The source of `ActionableRuntime` as a generated file carries it with `runtime: embedded`, made from the runtime's
/// own files (``EmbeddedRuntimeSources``, compiled into the tool when it is built).
///
/// The runtime's files are written so that this is a plain rewrite, line by line, and the result means what the module
/// means: every declaration at file scope is a type (nested here in the namespace) or an extension of one (extended
/// here as the namespace's), and every declaration says its access. What the app sees (`public`) takes the file's
/// access level; what only generated code calls (`@_spi(ActionableGenerated) public`) becomes `fileprivate`, so that
/// the app cannot call it, as it cannot call the module's without an `@_spi` import.
enum EmbeddedRuntime {
    /// The attribute that marks what only generated code may call.
    static let generatedOnly = "@_spi(ActionableGenerated) public "

    /// The runtime's declarations for a file whose namespace is written `namespace` and whose declarations take
    /// `access` (`public `, `package ` or nothing): an enum `ActionableRuntime` in the namespace, its types in an
    /// extension of it, then the extensions. Inside the namespace `ActionableRuntime.X` then names what the module's
    /// `ActionableRuntime.X` names, so the rest of the file is the same in both modes.
    ///
    /// Inside an extension of a nested type Swift finds the type's own members, not the namespace's: the runtime's
    /// extensions name other runtime types through typealiases of the type they extend (`PayloadCodec.Failure`), and
    /// a protocol names them `ActionableRuntime.X`, which the enum's typealias of itself resolves as the module's
    /// name does.
    static func source(namespace: String, access: String) -> String {
        let runtime = "\(namespace).ActionableRuntime"
        var types: [String] = []
        var extensions: [String] = []
        let declarations = EmbeddedRuntimeSources.files.flatMap { blocks(of: $0.text) }
        let protocols = Set(declarations.flatMap { $0.compactMap(protocolName) })
        for block in declarations {
            // A protocol's default implementation takes the protocol's access, generated-only or not: a conformance of
            // the file's namespace may use it.
            let extendsProtocol = block.contains { $0.hasPrefix("extension ") && protocols.contains(extendedName($0)) }
            let lines = block.map { rewritten($0, access: access, generatedOnly: extendsProtocol ? access : "fileprivate ") }
            if let header = lines.firstIndex(where: { $0.hasPrefix("extension ") }) {
                var extended = lines
                extended[header] = "nonisolated extension \(runtime)." + lines[header].dropFirst("extension ".count)
                extensions.append(extended.joined(separator: "\n"))
            } else {
                types.append(lines.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n"))
            }
        }
        let enclosing = """
            nonisolated extension \(namespace) {
                /// `ActionableRuntime`, carried in this file (`runtime: embedded`): what its code needs, made private to it.
                \(access)enum ActionableRuntime {
                    /// This enum, by the name the runtime's code qualifies its types with, as the module's name.
                    \(access)typealias ActionableRuntime = \(namespace).ActionableRuntime
                }
            }
            """
        let body = "nonisolated extension \(runtime) {\n" + types.joined(separator: "\n\n") + "\n}"
        return ([enclosing, body] + extensions).joined(separator: "\n\n")
    }

    /// The declarations at file scope of `text`, each with the documentation above it: the lines from its first
    /// comment line to the `}` that closes it at column 0. Imports are left out (the file has its own), with the
    /// compiler directives around them: at file scope the runtime's files use `#if` only to gate an import.
    static func blocks(of text: String) -> [[Substring]] {
        var blocks: [[Substring]] = []
        var current: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let isImport = line.hasPrefix("import ") || line.hasPrefix("public import ")
            if current.isEmpty && (line.isEmpty || isImport || line.hasPrefix("#")) { continue }
            current.append(line)
            if line == "}" {
                blocks.append(current)
                current = []
            }
        }
        return blocks
    }

    /// The name of the protocol `line` declares at file scope (`public protocol PayloadSchema {`), if it declares one.
    private static func protocolName(_ line: Substring) -> Substring? {
        guard line.hasPrefix("public protocol ") else { return nil }
        return line.dropFirst("public protocol ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The name of the type an extension's header line extends (`extension PayloadSchema {` gives `PayloadSchema`).
    private static func extendedName(_ line: Substring) -> Substring {
        line.dropFirst("extension ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// `line` with its access rewritten for the embedded copy: ``generatedOnly`` becomes `generatedOnlyAccess`
    /// (`fileprivate`, or the protocol's access for a protocol's default implementation), `public` becomes `access`,
    /// and a protocol requirement's ``generatedOnly`` attribute goes (a requirement has its protocol's access). Only a
    /// modifier at the start of a declaration (after its indentation and any attributes such as `@inline(never)`) is
    /// rewritten, never a word in a comment or a string.
    static func rewritten(_ line: Substring, access: String, generatedOnly generatedOnlyAccess: String) -> String {
        let indentation = line.prefix { $0 == " " }
        var rest = line.dropFirst(indentation.count)
        // The attributes (`@inline(never)`), leaving out the one that marks what only generated code calls, then the
        // modifiers the runtime writes before `public` (`nonisolated(nonsending)`).
        let spi = generatedOnly.dropLast("public ".count)
        var isGeneratedOnly = false
        var attributes = ""
        var modifiers = ""
        while rest.hasPrefix("@") || rest.hasPrefix("nonisolated("), let end = attributeEnd(rest) {
            if rest.hasPrefix(spi) {
                isGeneratedOnly = true
            } else if rest.hasPrefix("@") {
                attributes += rest[..<end]
            } else {
                modifiers += rest[..<end]
            }
            rest = rest[end...]
        }
        guard rest.hasPrefix("public ") else {
            return isGeneratedOnly ? indentation + attributes + modifiers + rest : String(line)
        }
        let level = isGeneratedOnly ? generatedOnlyAccess : access
        return indentation + attributes + level + modifiers + rest.dropFirst("public ".count)
    }

    /// Where the attribute at the start of `text` ends, with the space after it; `nil` when none ends on the line.
    private static func attributeEnd(_ text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case " " where depth == 0: return text.index(after: index)
            default: break
            }
        }
        return nil
    }
}
