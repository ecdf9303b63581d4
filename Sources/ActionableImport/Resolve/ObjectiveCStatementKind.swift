/// The kinds of statement the Objective-C reader tells apart, by a statement's first token: the interpreter switches
/// over every one (no default), each run exactly or as code the import does not model, so a kind cannot pass as
/// nothing; a test holds a program for each (`CaseIterable`).
enum ObjectiveCStatementKind: CaseIterable {
    /// `#if`, `#ifdef`, `#ifndef` to its `#endif`: each clause under its platforms, or as the build's.
    case conditionalCompilation
    /// Any other directive (`#pragma`, `#define`): it runs nothing (the index reads the file's macros).
    case directive
    /// `{ ... }`.
    case block
    /// `;` alone.
    case empty
    /// `if (...) ... else ...`.
    case ifStatement
    /// `for (...) ...`, fast enumeration or C's.
    case forLoop
    /// `while (...) ...`.
    case whileLoop
    /// `do ... while (...);`.
    case doWhileLoop
    /// `switch (...) { ... }`.
    case switchStatement
    /// `@autoreleasepool { ... }`.
    case autoreleasePool
    /// `@synchronized (...) { ... }`.
    case synchronized
    /// `@try { } @catch (...) { } @finally { }`.
    case tryStatement
    /// `return ...;`.
    case returnStatement
    /// `@throw ...;`.
    case throwStatement
    /// `break;`, `continue;`, `goto label;`.
    case jump
    /// Anything else: a declaration, an assignment, a message or a call, to its `;`.
    case simple

    /// The kind of the statement that starts with `token`.
    init(startingWith token: ObjectiveCToken) {
        switch (token.kind, token.text) {
        case (.directive, "if"), (.directive, "ifdef"), (.directive, "ifndef"): self = .conditionalCompilation
        case (.directive, _): self = .directive
        case (.punctuation, "{"): self = .block
        case (.punctuation, ";"): self = .empty
        case (.identifier, "if"): self = .ifStatement
        case (.identifier, "for"): self = .forLoop
        case (.identifier, "while"): self = .whileLoop
        case (.identifier, "do"): self = .doWhileLoop
        case (.identifier, "switch"): self = .switchStatement
        case (.identifier, "@autoreleasepool"): self = .autoreleasePool
        case (.identifier, "@synchronized"): self = .synchronized
        case (.identifier, "@try"): self = .tryStatement
        case (.identifier, "return"): self = .returnStatement
        case (.identifier, "@throw"): self = .throwStatement
        case (.identifier, "break"), (.identifier, "continue"), (.identifier, "goto"): self = .jump
        default: self = .simple
        }
    }
}
