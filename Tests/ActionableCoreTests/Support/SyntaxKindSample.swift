import SwiftParser
@_spi(ExperimentalLanguageFeatures) import SwiftSyntax

/// A registration program built around syntax kinds of swift-syntax: the kinds it holds on the way to what it
/// registers, each of which the import must evaluate (the execution oracle then runs the program: exact) or report at
/// a line the sample marks. ``all`` covers every expression, statement and declaration kind, but those in
/// ``unproduced``.
///
/// The program's registration function, `registerNAME()` (`async` with ``isAsync``), runs the sample's `body`, which
/// sets `title`, and registers one category whose one action has that title. Its lines are marked as
/// ``ImportCase`` says (`// reported`, `// may report`).
struct SyntaxKindSample {
    /// The name of a sample for no kind of its own.
    var label: String?
    /// The kinds (their swift-syntax type names) the sample is for.
    var kinds: [String]
    /// Declarations at the file's top level.
    var top = ""
    /// The registration function's code before it registers: sets `title`.
    var body: String
    /// Whether the registration function is `async`.
    var isAsync = false
    /// Whether the program builds: one that does not is never run, and must be reported.
    var builds = true

    /// The case's name: `Kind` and its label or its first kind's name (`KindTernaryExpr`).
    var name: String {
        "Kind" + (label ?? kinds[0]).replacingOccurrences(of: "Syntax", with: "").replacingOccurrences(of: "_", with: "")
    }

    /// The program.
    var text: String {
        """
        // Syntax kind sample: \(kinds.joined(separator: ", ")).
        import Foundation
        import UserNotifications
        \(top)
        func register\(name)()\(isAsync ? " async" : "") {
        \(body)
            UNUserNotificationCenter.current().setNotificationCategories([
                UNNotificationCategory(identifier: "\(name)", actions: [UNNotificationAction(identifier: "\(name)_A", title: title, options: [])],
                                       intentIdentifiers: [], options: []),
            ])
        }

        """
    }

    /// The sample as a case of the execution oracle.
    var importCase: ImportCase { ImportCase(name: name, text: text) }

    /// The swift-syntax type names of every expression, statement and declaration kind.
    static var everyKind: Set<String> {
        var names: Set<String> = []
        for structure in [ExprSyntax.structure, StmtSyntax.structure, DeclSyntax.structure] {
            guard case .choices(let choices) = structure else { continue }
            for case .node(let type) in choices { names.insert(String(describing: type)) }
        }
        return names
    }

    /// The kinds in `text` as the import's parser reads it.
    static func kinds(in text: String) -> Set<String> {
        final class Collector: SyntaxAnyVisitor {
            var names: Set<String> = []
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                names.insert(String(describing: node.kind.syntaxNodeType))
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: text))
        return collector.names
    }

    /// Kinds the import's parser never makes, each with code that would be the kind were it made, and why it is not:
    /// operators are left unfolded, and experimental features are off.
    static let unproduced: [(kind: String, code: String, reason: String)] = [
        ("AsExprSyntax", "let title = base as String", "operators are not folded: `as` is an UnresolvedAsExpr in a sequence"),
        ("IsExprSyntax", "let flag = base is String", "operators are not folded: `is` is an UnresolvedIsExpr in a sequence"),
        ("InfixOperatorExprSyntax", "let title = \"Re\" + \"ply\"", "operators are not folded: a sequence holds them"),
        ("TernaryExprSyntax", "let title = flag ? \"Reply\" : \"Open\"", "operators are not folded: an UnresolvedTernaryExpr in a sequence"),
        ("_CanImportExprSyntax", "#if canImport(UIKit, _version: 1.0)\nlet a = 1\n#endif", "`canImport` is a call to the parser"),
        ("_CanImportVersionInfoSyntax", "#if canImport(UIKit, _version: 1.0)\nlet a = 1\n#endif", "`canImport` is a call to the parser"),
        ("DoExprSyntax", "let title = do { \"Reply\" }", "`do` expressions are an experimental feature the parser does not enable"),
        ("ThenStmtSyntax", "let title = if flag { then \"Reply\" } else { \"Open\" }", "`then` is an experimental feature the parser does not enable"),
        ("UsingDeclSyntax", "using @MainActor", "`using` is an experimental feature the parser does not enable"),
        ("EditorPlaceholderExprSyntax", "let title = <#title#>", "the parser makes a name of a placeholder (a syntax error)"),
        ("MissingStmtSyntax", "outer: title = \"Open\"", "the parser makes unexpected code of what is not a statement after a label"),
        ("EditorPlaceholderDeclSyntax", "struct S { <#declaration#> }", "the parser makes a MissingDecl of a placeholder"),
    ]

    /// One sample or more for every kind but the ``unproduced``.
    static let all: [SyntaxKindSample] = expressions + statements + declarations

    static let expressions: [SyntaxKindSample] = [
        .init(kinds: ["ArrayExprSyntax", "ForStmtSyntax"], body: """
                var title = "Open"
                for item in ["Reply"] { title = item }
            """),
        .init(kinds: ["ArrowExprSyntax", "TypeExprSyntax"], body: """
                let title = String(describing: [(Int) -> Int].self).isEmpty || String(describing: (any Error).self).isEmpty ? "Open" : "Reply" // may report
            """),
        .init(kinds: ["AssignmentExprSyntax"], body: """
                var title = "Open"
                title = "Reply"
            """),
        .init(kinds: ["AwaitExprSyntax"], top: "func kindAwaitExprTitle() async -> String { \"Reply\" }", body: """
                let title = await kindAwaitExprTitle()
            """, isAsync: true),
        .init(kinds: ["BinaryOperatorExprSyntax", "SequenceExprSyntax"], body: """
                let title = "Re" + "ply"
            """),
        .init(kinds: ["BooleanLiteralExprSyntax", "IfExprSyntax", "ExpressionStmtSyntax"], body: """
                var title = "Open"
                if true { title = "Reply" } // may report
            """),
        .init(kinds: ["BorrowExprSyntax"], body: """
                let base = "Reply"
                let title = borrow base // may report
            """, builds: false),
        .init(kinds: ["ClosureExprSyntax"], body: """
                let title = { "Reply" }() // may report
            """),
        .init(kinds: ["ConsumeExprSyntax"], body: """
                let base = "Reply"
                let title = consume base // may report
            """),
        .init(kinds: ["CopyExprSyntax"], body: """
                let base = "Reply"
                let title = copy base // may report
            """),
        .init(kinds: ["DeclReferenceExprSyntax"], body: """
                let base = "Reply"
                let title = base
            """),
        .init(kinds: ["DictionaryExprSyntax"], body: """
                let titles = ["reply": "Reply"]
                let title = titles["reply"]! // may report
            """),
        .init(kinds: ["DiscardAssignmentExprSyntax"], body: """
                _ = "Open"
                let title = "Reply"
            """),
        .init(label: "EditorPlaceholder", kinds: [], body: """
                let title = <#title#> // may report
            """, builds: false),
        .init(kinds: ["FloatLiteralExprSyntax"], body: """
                let scale = 1.0
                let title = scale > 0.5 ? "Reply" : "Open" // may report
            """),
        .init(kinds: ["ForceUnwrapExprSyntax"], body: """
                let maybe: String? = "Reply"
                let title = maybe!
            """),
        .init(kinds: ["FunctionCallExprSyntax", "ReturnStmtSyntax"], top: "func kindFunctionCallExprTitle() -> String { return \"Reply\" }", body: """
                let title = kindFunctionCallExprTitle()
            """),
        .init(kinds: ["GenericSpecializationExprSyntax"], body: """
                let title = Array<String>(["Reply"]).joined() // may report
            """),
        .init(kinds: ["InOutExprSyntax"], top: "func kindInOutExprSet(_ text: inout String) { text = \"Reply\" }", body: """
                var title = "Open"
                kindInOutExprSet(&title) // may report
            """),
        .init(kinds: ["IntegerLiteralExprSyntax", "SubscriptCallExprSyntax"], body: """
                let title = ["Open", "Reply"][1] // may report
            """),
        .init(kinds: ["KeyPathExprSyntax"], body: """
                let title = ["Reply"].map(\\.self).joined() // may report
            """),
        .init(kinds: ["MacroExpansionExprSyntax"], body: """
                let title = #function.isEmpty ? "Open" : "Reply" // may report
            """),
        .init(kinds: ["MemberAccessExprSyntax"], top: "enum KindMemberAccessExprTitles { static let reply = \"Reply\" }", body: """
                let title = KindMemberAccessExprTitles.reply
            """),
        .init(kinds: ["MissingExprSyntax"], body: """
                let title = "Reply" + ; // may report
            """, builds: false),
        .init(kinds: ["NilLiteralExprSyntax"], body: """
                let maybe: String? = nil
                let title = maybe ?? "Reply" // may report
            """),
        .init(kinds: ["OptionalChainingExprSyntax"], body: """
                let maybe: String? = "reply"
                let title = maybe?.capitalized ?? "Open" // may report
            """),
        .init(kinds: ["PackExpansionExprSyntax", "PackElementExprSyntax"], top: """
            func kindPackCount<each Value>(_ value: repeat each Value) -> Int {
                var count = 0
                for _ in repeat each value { count += 1 } // may report
                return count // may report
            }
            """, body: """
                let title = kindPackCount(1, 2) == 2 ? "Reply" : "Open" // may report
            """),
        .init(kinds: ["PatternExprSyntax"], body: """
                let maybe: String? = "Reply"
                var title = "Open"
                if case .some(let found) = maybe { title = found } // may report
            """),
        .init(kinds: ["PostfixIfConfigExprSyntax"], body: """
                let title = "Reply" // may report
                #if KIND_SAMPLE_FLAG // may report
                    .uppercased() // may report
                #endif
            """),
        .init(kinds: ["PostfixOperatorExprSyntax", "OperatorDeclSyntax"], top: """
            postfix operator ^^
            postfix func ^^ (text: String) -> String { text + "ly" }
            """, body: """
                let title = "Rep"^^ // may report
            """),
        .init(kinds: ["PrefixOperatorExprSyntax"], body: """
                let flag = !false
                var title = "Open"
                if flag { title = "Reply" } // may report
            """),
        .init(kinds: ["RegexLiteralExprSyntax"], body: """
                let title = "Reply".contains(#/R/#) ? "Reply" : "Open" // may report
            """),
        .init(kinds: ["SimpleStringLiteralExprSyntax", "PoundSourceLocationSyntax"], body: """
                var title = "Open"
                #sourceLocation(file: "Elsewhere.swift", line: 1)
                title = "Reply"
                #sourceLocation()
            """),
        .init(kinds: ["StringLiteralExprSyntax"], body: """
                let end = "ply"
                let title = "Re\\(end)"
            """),
        .init(kinds: ["SuperExprSyntax", "ClassDeclSyntax"], top: """
            class KindSuperExprBase { var title: String { "Reply" } }
            final class KindSuperExprDerived: KindSuperExprBase { override var title: String { super.title } } // may report
            """, body: """
                let title = KindSuperExprDerived().title // may report
            """),
        .init(kinds: ["SwitchExprSyntax"], body: """
                let kind = 1
                let title = switch kind { // may report
                case 1: "Reply" // may report
                default: "Open" // may report
                }
            """),
        .init(kinds: ["TryExprSyntax"], top: "func kindTryExprTitle() throws -> String { \"Reply\" }", body: """
                let title = try! kindTryExprTitle()
            """),
        .init(kinds: ["TupleExprSyntax"], body: """
                let (title, _) = ("Reply", "Open")
            """),
        .init(kinds: ["UnresolvedAsExprSyntax"], body: """
                let title = "Reply" as String // may report
            """),
        .init(kinds: ["UnresolvedIsExprSyntax", "UnresolvedTernaryExprSyntax"], body: """
                let value: Any = "Reply"
                let title = value is String ? "Reply" : "Open" // may report
            """),
        .init(kinds: ["UnsafeExprSyntax"], body: """
                let title = unsafe "Reply" // may report
            """),
    ]

    static let statements: [SyntaxKindSample] = [
        .init(kinds: ["BreakStmtSyntax"], body: """
                var title = "Open"
                for item in ["Reply", "Later"] { // may report
                    title = item // may report
                    break // may report
                }
            """),
        .init(kinds: ["ContinueStmtSyntax"], body: """
                var title = "Open"
                for item in ["Reply", "Later"] { // may report
                    if item == "Later" { continue } // may report
                    title = item // may report
                }
            """),
        .init(kinds: ["DeferStmtSyntax", "DoStmtSyntax"], body: """
                var title = "Open"
                do {
                    defer { title = "Reply" }
                    title = "Later"
                }
            """),
        .init(kinds: ["DiscardStmtSyntax", "DeinitializerDeclSyntax"], top: """
            struct KindDiscardToken: ~Copyable {
                var title: String { "Reply" }
                consuming func close() { discard self } // may report
                deinit {}
            }
            """, body: """
                let token = KindDiscardToken()
                let title = token.title // may report
                token.close() // may report
            """),
        .init(kinds: ["FallThroughStmtSyntax"], body: """
                var title = "Open"
                switch 1 { // may report
                case 1: fallthrough // may report
                default: title = "Reply" // may report
                }
            """),
        .init(kinds: ["GuardStmtSyntax"], body: """
                let maybe: String? = "Reply"
                guard let title = maybe else { return } // may report
            """),
        .init(kinds: ["LabeledStmtSyntax"], body: """
                var title = "Open"
                outer: for item in ["Reply", "Later"] { // may report
                    title = item // may report
                    break outer // may report
                }
            """),
        .init(kinds: ["RepeatStmtSyntax"], body: """
                var title = "Open"
                repeat { title = "Reply" } while false // may report
            """),
        .init(kinds: ["ThrowStmtSyntax"], top: """
            func kindThrowTitle(failing: Bool) throws -> String {
                if failing { throw CancellationError() } // may report
                return "Reply"
            }
            """, body: """
                let title = (try? kindThrowTitle(failing: false)) ?? "Open" // may report
            """),
        .init(kinds: ["WhileStmtSyntax"], body: """
                var title = "Open"
                while title == "Open" { title = "Reply" } // may report
            """),
        .init(kinds: ["YieldStmtSyntax", "AccessorDeclSyntax"], top: """
            struct KindYieldBox {
                var stored = "Reply"
                var title: String { _read { yield stored } } // may report
            }
            """, body: """
                let title = KindYieldBox().title // may report
            """),
    ]

    static let declarations: [SyntaxKindSample] = [
        // A local type of the same name as one the file declares: what the code reads is the local one's.
        .init(kinds: ["StructDeclSyntax"], top: "struct KindLocalStruct { static let title = \"Open\" }", body: """
                struct KindLocalStruct { static let title = "Reply" } // may report
                let title = KindLocalStruct.title // may report
            """),
        .init(kinds: ["EnumDeclSyntax", "EnumCaseDeclSyntax"], top: "enum KindLocalEnum: String { case title = \"Open\" }", body: """
                enum KindLocalEnum: String { case title = "Reply" } // may report
                let title = KindLocalEnum.title.rawValue // may report
            """),
        .init(kinds: ["ActorDeclSyntax"], top: "enum KindLocalActor { static let title = \"Open\" }", body: """
                actor KindLocalActor { static let title = "Reply" } // may report
                let title = KindLocalActor.title // may report
            """),
        .init(kinds: ["TypeAliasDeclSyntax"], top: """
            enum KindAliasTarget { static let title = "Reply" }
            enum KindAliasOther { static let title = "Open" }
            typealias KindAlias = KindAliasOther
            """, body: """
                typealias KindAlias = KindAliasTarget // may report
                let title = KindAlias.title // may report
            """),
        .init(kinds: ["ProtocolDeclSyntax", "AssociatedTypeDeclSyntax", "ExtensionDeclSyntax"], top: """
            protocol KindTitled { associatedtype Value; static var title: String { get } }
            extension KindTitled { static var title: String { "Open" } }
            struct KindTitledValue: KindTitled { typealias Value = Int; static var title: String { "Reply" } }
            """, body: """
                let title = KindTitledValue.title // may report
            """),
        // A nested function of the same name as one the file declares.
        .init(kinds: ["FunctionDeclSyntax"], top: "func kindNestedTitle() -> String { \"Open\" }", body: """
                func kindNestedTitle() -> String { "Reply" } // may report
                let title = kindNestedTitle() // may report
            """),
        .init(kinds: ["IfConfigDeclSyntax"], body: """
                #if DEBUG // may report
                let title = "Debug" // may report
                #else // may report
                let title = "Reply" // may report
                #endif
            """),
        .init(kinds: ["ImportDeclSyntax", "VariableDeclSyntax"], body: """
                let title = "Reply"
            """),
        .init(kinds: ["InitializerDeclSyntax"], top: "struct KindInitialized { let text: String; init() { text = \"Reply\" } } // may report", body: """
                let title = KindInitialized().text // may report
            """),
        .init(kinds: ["MacroDeclSyntax"], top: "@freestanding(expression) macro kindTitleMacro() -> String = #externalMacro(module: \"KindMacros\", type: \"TitleMacro\")", body: """
                let title = "Reply"
            """),
        .init(kinds: ["MacroExpansionDeclSyntax"], top: """
            enum KindMacroTitles {
                #warning("a sample's warning") // may report
                static let title = "Reply"
            }
            """, body: """
                let title = KindMacroTitles.title // may report
            """),
        .init(kinds: ["MissingDeclSyntax"], body: """
                let title = "Reply"
                @discardableResult // may report
            """, builds: false),
        .init(kinds: ["PrecedenceGroupDeclSyntax"], top: """
            precedencegroup KindJoining { associativity: left }
            infix operator <~> : KindJoining
            func <~> (left: String, right: String) -> String { left + right }
            """, body: """
                let title = "Re" <~> "ply" // may report
            """),
        .init(kinds: ["SubscriptDeclSyntax"], top: "struct KindTitles { subscript(index: Int) -> String { \"Reply\" } }", body: """
                let title = KindTitles()[0] // may report
            """),
        .init(kinds: ["UnexpectedCodeDeclSyntax"], top: "struct KindUnexpected { static let title = \"Reply\"; ) } // may report", body: """
                let title = KindUnexpected.title // may report
            """, builds: false),
    ]
}
