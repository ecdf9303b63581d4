/// The source of `ActionableRuntime` as a generated file carries it with `runtime: embedded`, made from the runtime's
/// own files (``EmbeddedRuntimeSources``, compiled into the tool when it is built).
///
/// The runtime's files are written so that this is a plain rewrite, line by line, and the result means what the module
/// means: every declaration at file scope is a type (nested here in the namespace) or an extension of one (extended
/// here as the namespace's), and every declaration says its access. What the app sees (`public`) takes the file's
/// access level; what only generated code calls (`@_spi(ActionableGenerated) public`) becomes `fileprivate`, so that
/// the app cannot call it, as it cannot call the module's without an `@_spi` import.
enum EmbeddedRuntime {
    /// The attribute that marks what only generated code may see: alone on a protocol's requirement, before `public`
    /// on a declaration (``generatedOnly``).
    static let generatedOnlyAttribute = "@_spi(ActionableGenerated) "
    /// What marks a declaration only generated code may call.
    static let generatedOnly = generatedOnlyAttribute + "public "

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
        let requirementLines = declarations.filter { $0.contains(where: isProtocolHeader) }.flatMap { block in
            block.filter(isGeneratedOnlyRequirement)
        }
        let requirements = Set(requirementLines.compactMap(declaredName))
        for block in declarations {
            // The default implementation of a generated-only requirement takes the protocol's access: a conformance of
            // the file's namespace may use it; so does a type such a requirement names (`GeneratedConformance`), which
            // a requirement of a protocol with that access may not name otherwise. Everything else generated-only is
            // the file's alone.
            let lines = block.map { line in
                let isDefault = declaredName(line).map(requirements.contains) ?? false
                let isRequiredType = declaredTypeName(line).map { name in
                    requirementLines.contains { $0.contains(": ActionableRuntime.\(name) ") }
                } ?? false
                return rewritten(line, access: access, generatedOnly: isDefault || isRequiredType ? access : "fileprivate ")
            }
            if let header = lines.firstIndex(where: { $0.hasPrefix("extension ") }) {
                var extended = lines
                extended[header] = "nonisolated extension \(runtime)." + lines[header].dropFirst("extension ".count)
                // At file scope the enum's name needs the namespace: in a `where` clause, on the lines up to the body.
                var line = header
                while !extended[line].hasSuffix("{") && line + 1 < extended.count {
                    line += 1
                    extended[line] = extended[line].replacing("Self: ActionableRuntime.", with: "Self: \(runtime).")
                }
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
    /// comment line to the `}` that closes it at column 0 (or to its own line, with an empty body). Imports are left
    /// out (the file has its own), with the compiler directives around them: at file scope the runtime's files use
    /// `#if` only to gate an import.
    static func blocks(of text: String) -> [[Substring]] {
        var blocks: [[Substring]] = []
        var current: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let isImport = line.hasPrefix("import ") || line.hasPrefix("public import ")
            if current.isEmpty && (line.isEmpty || isImport || line.hasPrefix("#")) { continue }
            current.append(line)
            // A declaration ends at the `}` that closes it at column 0, or on its own line when its body is empty (`{}`).
            if line == "}" || (!line.hasPrefix(" ") && !line.hasPrefix("/") && line.hasSuffix("{}")) {
                blocks.append(current)
                current = []
            }
        }
        return blocks
    }

    /// Whether `line` opens a protocol at file scope (`public protocol PayloadSchema {`).
    private static func isProtocolHeader(_ line: Substring) -> Bool {
        line.hasPrefix("public protocol ")
    }

    /// Whether `line` declares a requirement of a protocol that only generated code may see: marked with the SPI
    /// attribute and no access, as a protocol's members have none.
    private static func isGeneratedOnlyRequirement(_ line: Substring) -> Bool {
        let code = line.drop { $0 == " " }
        return code.hasPrefix(generatedOnlyAttribute) && !code.hasPrefix(generatedOnly)
    }

    /// The name `line` declares with `func` or `var` (`requiresCustomKeys`, `retiredCategoryIdentifiers`), if any.
    private static func declaredName(_ line: Substring) -> Substring? {
        for keyword in [" func ", " var "] {
            if let range = line.firstRange(of: keyword) {
                let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                return name.isEmpty ? nil : name
            }
        }
        return nil
    }

    /// The name of the type `line` declares at file scope (`GeneratedConformance`), if it declares one.
    private static func declaredTypeName(_ line: Substring) -> Substring? {
        guard !line.hasPrefix(" ") else { return nil }
        for keyword in [" struct ", " enum ", " final class "] {
            if let range = line.firstRange(of: keyword) {
                let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                return name.isEmpty ? nil : name
            }
        }
        return nil
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
        var isGeneratedOnly = false
        var attributes = ""
        var modifiers = ""
        while rest.hasPrefix("@") || rest.hasPrefix("nonisolated("), let end = attributeEnd(rest) {
            if rest.hasPrefix(generatedOnlyAttribute) {
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
