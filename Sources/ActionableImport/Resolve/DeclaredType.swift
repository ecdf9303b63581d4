import SwiftSyntax

/// The type a declaration writes, read into its value: an implicit member (`.read`) in a value declared as one of
/// the app's enums, or in a list of them (`var actions: [Act] { [.read, .reply] }`, a parameter `_ act: Act`), is
/// that enum's case, so that a `switch` over it or a method of the enum can be followed.
extension RegistrationInterpreter {
    /// `value` as a value of `type` (written inside `typePath` of `file`): implicit members become the cases of the
    /// app's enum the type names (through arrays, sets and optionals); anything else is as it was.
    mutating func typed(_ value: ImportedValue, as type: TypeSyntax?, in context: Context) -> ImportedValue {
        guard let type else { return value }
        switch value {
        case .member(let name):
            guard let path = enumPath(of: type, in: context) else { return value }
            let entries = index.entries(named: name, in: path).filter { if case .enumCase = $0.declaration { true } else { false } }
            guard entries.count == 1 else { return value }
            var declared = context
            return ExpressionEvaluator.declaration(entries, named: name, at: type, in: &declared, interpreter: &self)
        case .list(let elements):
            guard let element = Self.elementType(of: type) else { return value }
            return .list(elements.map { (typed($0.value, as: element, in: context), $0.gate) })
        default:
            return value
        }
    }

    /// The path of the app's enum `type` names (`Act`, `Act?`), if it names one.
    private mutating func enumPath(of type: TypeSyntax, in context: Context) -> [String]? {
        if let optional = type.as(OptionalTypeSyntax.self) { return enumPath(of: optional.wrappedType, in: context) }
        let written: [String]
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            written = [identifier.name.text]
        } else if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil,
                  let base = member.baseType.as(IdentifierTypeSyntax.self) {
            written = [base.name.text, member.name.text]
        } else {
            return nil
        }
        guard let path = index.resolveType(written, from: context.typePath),
              index.enumCases(of: path) != nil else { return nil }
        return path
    }

    /// The element type of `[T]`, `Array<T>`, `Set<T>` or `T?` of one of them.
    private static func elementType(of type: TypeSyntax) -> TypeSyntax? {
        if let optional = type.as(OptionalTypeSyntax.self) { return elementType(of: optional.wrappedType) }
        if let array = type.as(ArrayTypeSyntax.self) { return array.element }
        if let generic = type.as(IdentifierTypeSyntax.self), ["Array", "Set"].contains(generic.name.text),
           let arguments = generic.genericArgumentClause?.arguments, arguments.count == 1,
           case .type(let element) = arguments.first!.argument {
            return element
        }
        return nil
    }

    /// The type a computed property or function whose body is `statements` returns, as written.
    static func returnType(ofBody statements: CodeBlockItemListSyntax) -> TypeSyntax? {
        var node = statements.parent
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self) { return function.signature.returnClause?.type }
            if let binding = current.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type }
            if current.is(ClosureExprSyntax.self) || current.is(MemberBlockSyntax.self) || current.is(SourceFileSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }

    /// The type written for the declaration whose initial value is `expression` (`let acts: [Act] = [.read]`).
    static func declaredType(ofValue expression: ExprSyntax) -> TypeSyntax? {
        expression.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type
    }
}
