import SwiftParser
import SwiftSyntax

/// The declarations a Swift file offers the code that uses it, read with swift-syntax: each with its path
/// (`NotificationCategories.Field.Response.markRead`), its signature as written (labels, types, default arguments,
/// effects) and its isolation (`@MainActor`, `nonisolated`, its own or its enclosing type's or extension's), for the
/// release oracle (`ReleaseOracleTests`): a declaration the last release offered must be offered alike today.
/// `private` and `fileprivate` declarations, and those inside them, are not offered and are left out.
struct SwiftSymbols {
    /// One declaration.
    struct Symbol: Hashable, Comparable, CustomStringConvertible {
        /// The names of the types and extensions around it, and its own name.
        var path: String
        /// What kind of declaration it is and its signature, whitespace and module qualifiers (`Swift.`,
        /// `Foundation.`) removed: `func makeContent(threadID:String="")`, `case unknown(actionIdentifier:String)`.
        var signature: String
        /// The isolation it has, from its own attributes or the nearest enclosing declaration that says one:
        /// `@MainActor`, `nonisolated`, or empty.
        var isolation: String
        /// Whether it is marked `@available(*, deprecated...)` (itself or an enclosing declaration).
        var isDeprecated: Bool
        /// For a `typealias`, what it names.
        var aliased: String?
        /// Whether a module's client sees it: `public` or `open` (itself, or as a member of a public protocol or of a
        /// `public extension`), and not `@_spi`.
        var isPublic: Bool

        var description: String { "\(isolation.isEmpty ? "" : isolation + " ")\(path): \(signature)" }

        static func < (lhs: Self, rhs: Self) -> Bool { (lhs.path, lhs.signature) < (rhs.path, rhs.signature) }
    }

    /// The declarations of `source`, sorted.
    static func symbols(of source: String) -> [Symbol] {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: source))
        return collector.symbols.sorted()
    }

    /// `text` without whitespace and the module qualifiers generated code writes (`Swift.String` is `String`).
    static func normalized(_ text: String) -> String {
        text.filter { !$0.isWhitespace }.replacing("Swift.", with: "").replacing("Foundation.", with: "")
    }

    private final class Collector: SyntaxVisitor {
        /// The enclosing types and extensions: name, isolation, deprecation, and whether they are private.
        var scopes: [(name: String, isolation: String, isDeprecated: Bool, isHidden: Bool, membersArePublic: Bool)] = []
        var symbols: [Symbol] = []

        private func isolation(of attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) -> String {
            if modifiers.contains(where: { $0.name.text == "nonisolated" }) { return "nonisolated" }
            for case .attribute(let attribute) in attributes {
                let name = attribute.attributeName.trimmedDescription
                if name.hasSuffix("Actor") || name == "concurrent" { return "@" + name }
            }
            return scopes.last?.isolation ?? ""
        }

        private func isDeprecated(_ attributes: AttributeListSyntax) -> Bool {
            (scopes.last?.isDeprecated ?? false) || attributes.contains { element in
                guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "available" else { return false }
                return attribute.arguments?.trimmedDescription.contains("deprecated") ?? false
            }
        }

        private func isHidden(_ modifiers: DeclModifierListSyntax) -> Bool {
            (scopes.last?.isHidden ?? false) || modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        }

        private func record(
            _ name: String, _ signature: String, attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax, aliased: String? = nil
        ) {
            guard !isHidden(modifiers) else { return }
            let path = (scopes.map(\.name).filter { !$0.isEmpty } + [name]).joined(separator: ".")
            symbols.append(Symbol(
                path: path, signature: SwiftSymbols.normalized(signature), isolation: isolation(of: attributes, modifiers),
                isDeprecated: isDeprecated(attributes), aliased: aliased.map(SwiftSymbols.normalized),
                isPublic: isPublic(attributes, modifiers)))
        }

        private func isPublic(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) -> Bool {
            let isSPI = attributes.contains { element in
                if case .attribute(let attribute) = element { attribute.attributeName.trimmedDescription == "_spi" } else { false }
            }
            let access = modifiers.first { ["public", "open", "package", "internal", "fileprivate", "private"].contains($0.name.text) }?.name.text
            return !isSPI && (access == "public" || access == "open" || (access == nil && scopes.last?.membersArePublic == true))
        }

        private func enter(_ name: String, attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax, membersArePublic: Bool = false) {
            scopes.append((name, isolation(of: attributes, modifiers), isDeprecated(attributes), isHidden(modifiers), membersArePublic))
        }

        private func enterType(
            _ keyword: String, _ name: TokenSyntax, inheritance: InheritanceClauseSyntax?, attributes: AttributeListSyntax,
            modifiers: DeclModifierListSyntax
        ) {
            record(name.text, "\(keyword) \(name.text)", attributes: attributes, modifiers: modifiers)
            recordConformances(of: name.text, inheritance, attributes: attributes, modifiers: modifiers)
            // A public protocol's requirements are as public as it is.
            enter(name.text, attributes: attributes, modifiers: modifiers, membersArePublic: keyword == "protocol" && isPublic(attributes, modifiers))
        }

        /// Records each protocol or superclass `inheritance` names as a declaration of its own, `Type (conforms to P)`:
        /// one added is no difference, one taken away is.
        private func recordConformances(
            of name: String, _ inheritance: InheritanceClauseSyntax?, attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax
        ) {
            for inherited in inheritance?.inheritedTypes ?? [] {
                let type = SwiftSymbols.normalized(inherited.type.trimmedDescription)
                record("\(name) (conforms to \(type))", "conformance", attributes: attributes, modifiers: modifiers)
            }
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType("enum", node.name, inheritance: node.inheritanceClause, attributes: node.attributes, modifiers: node.modifiers)
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType("struct", node.name, inheritance: node.inheritanceClause, attributes: node.attributes, modifiers: node.modifiers)
            return .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType("class", node.name, inheritance: node.inheritanceClause, attributes: node.attributes, modifiers: node.modifiers)
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType("protocol", node.name, inheritance: node.inheritanceClause, attributes: node.attributes, modifiers: node.modifiers)
            return .visitChildren
        }
        override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            // An extension's members belong to the type it extends; its conformances are the type's too.
            let extended = SwiftSymbols.normalized(node.extendedType.trimmedDescription)
            // A scope's path is the whole extended type: an extension is at file scope, inside no other.
            if let inheritance = node.inheritanceClause {
                let parts = extended.split(separator: ".")
                scopes.append((parts.dropLast().joined(separator: "."), "", false, false, false))
                recordConformances(of: String(parts.last ?? ""), inheritance, attributes: node.attributes, modifiers: node.modifiers)
                scopes.removeLast()
            }
            let isPublicExtension = node.modifiers.contains { $0.name.text == "public" }
            scopes.append((extended, isolation(of: node.attributes, node.modifiers), isDeprecated(node.attributes), isHidden(node.modifiers), isPublicExtension))
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node.name.text, "typealias \(node.name.text)\(node.genericParameterClause?.trimmedDescription ?? "")",
                   attributes: node.attributes, modifiers: node.modifiers, aliased: node.initializer.value.trimmedDescription)
            return .skipChildren
        }

        override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node.name.text, "associatedtype \(node.name.text)\(node.inheritanceClause?.trimmedDescription ?? "")",
                   attributes: node.attributes, modifiers: node.modifiers)
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
            record(node.name.text, "\(isStatic ? "static " : "")func \(node.name.text)\(node.genericParameterClause?.trimmedDescription ?? "")\(node.signature.trimmedDescription)\(node.genericWhereClause?.trimmedDescription ?? "")",
                   attributes: node.attributes, modifiers: node.modifiers)
            return .skipChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            record("init", "init\(node.optionalMark?.text ?? "")\(node.genericParameterClause?.trimmedDescription ?? "")\(node.signature.trimmedDescription)",
                   attributes: node.attributes, modifiers: node.modifiers)
            return .skipChildren
        }

        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
            record("subscript", "subscript\(node.parameterClause.trimmedDescription)\(node.returnClause.trimmedDescription)",
                   attributes: node.attributes, modifiers: node.modifiers)
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
            for binding in node.bindings {
                let name = binding.pattern.trimmedDescription
                // A stored property's settability is its `let` or `var`; a computed one's, whether it has a setter.
                let accessors = binding.accessorBlock.map { block -> String in
                    if case .accessors(let list) = block.accessors { return list.map(\.accessorSpecifier.text).filter { $0 != "get" }.joined(separator: ",") }
                    return ""
                } ?? (node.bindingSpecifier.text == "var" ? "set" : "")
                let type = binding.typeAnnotation?.type.trimmedDescription ?? binding.initializer.map { "= \($0.value.trimmedDescription)" } ?? ""
                record(name, "\(isStatic ? "static " : "")var \(name): \(type) {\(accessors)}", attributes: node.attributes, modifiers: node.modifiers)
            }
            return .skipChildren
        }

        override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
            for element in node.elements {
                let raw = element.rawValue.map { " \($0.trimmedDescription)" } ?? ""
                record(element.name.text, "case \(element.name.text)\(element.parameterClause?.trimmedDescription ?? "")\(raw)",
                       attributes: node.attributes, modifiers: node.modifiers)
            }
            return .skipChildren
        }
    }
}
