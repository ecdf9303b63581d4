/// The input shapes of issue 72 that cost more than their size, each made at any size `n`: what the complexity tests
/// (time, n against 8n) and the memory test (the importer process's peak, at a few MiB) import.
public enum HostileImportShapes {
    /// A source file: its path and text.
    public typealias Source = (path: String, text: String)

    /// The shapes, by name: each makes about `n` bytes of sources.
    public static let all: [(name: String, make: @Sendable (Int) -> [Source])] = [
        ("repeated #define and its uses", repeatedDefines),
        ("[x] + [x] + …", addedArrays),
        ("a member chain a function returns, called 30 times", calledMemberChain),
        ("one-line registering files", manyFiles),
        ("lines of interpolations", interpolations),
        ("Objective-C punctuation", objectiveCPunctuation),
        ("Objective-C control bytes", objectiveCControlBytes),
        ("Objective-C registering methods of one name, each given its title by many callers", objectiveCCallers),
        ("an app's file the scan reads: declarations inside deep brackets, a chain of calls, deeply nested types", scannedApp),
    ]

    /// A registering file beside one no evaluation asks for, which every file's scan still reads: `n / 4` bytes of
    /// brackets opened and never closed followed by declarations, a chain of `n / 16` calls, and `n / 44` types nested
    /// in one another.
    public static func scannedApp(_ n: Int) -> [Source] {
        let brackets = String(repeating: "(", count: max(1, n / 8)) + String(repeating: "let a = 1\n", count: max(1, n / 80))
        let chain = "let c = x" + String(repeating: ".a()", count: max(1, n / 16)) + "\n"
        let types = String(repeating: "struct A {\n", count: max(1, n / 44)) + "let t = 1\n" + String(repeating: "}\n", count: max(1, n / 44))
        return [("Register.swift", registration), ("Chain.swift", chain), ("Types.swift", types), ("Brackets.swift", brackets)]
    }

    static let registration = "func register() { UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: \"C\", actions: [], intentIdentifiers: [], options: [])]) }\n"
    static let objectiveCRegistration = "@implementation R\n- (void)r {\n  [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@\"C\" actions:@[] intentIdentifiers:@[] options:0]]];\n}\n@end\n"

    /// `n / 40` identical `#define`s, each used once.
    public static func repeatedDefines(_ n: Int) -> [Source] {
        let count = max(1, n / 40)
        let text = String(repeating: "#define X @\"x\"\n", count: count) + "@implementation R\n- (void)r {\n  NSArray *titles = @["
            + Array(repeating: "X", count: count).joined(separator: ", ")
            + "];\n  [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:X actions:@[] intentIdentifiers:@[] options:0]]];\n}\n@end\n"
        return [("Defines.m", text)]
    }

    /// `n / 70` one-element arrays added up.
    public static func addedArrays(_ n: Int) -> [Source] {
        let action = "[UNNotificationAction(identifier: \"a\", title: \"A\", options: [])]"
        let text = "func register() {\n    let actions = " + Array(repeating: action, count: max(1, n / 70)).joined(separator: " + ")
            + "\n    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: \"C\", actions: actions, intentIdentifiers: [], options: [])])\n}\n"
        return [("Added.swift", text)]
    }

    /// A member chain `n / 400` long (at most 1,900: the tree depth limit bounds it) a function returns, called 30
    /// times, and about `n` bytes of comments.
    public static func calledMemberChain(_ n: Int) -> [Source] {
        let chain = "Kind.c" + String(repeating: ".next", count: min(n / 400, 1_900))
        let text = "enum Kind { case c }\nfunc identifier() -> String { return \(chain) }\nfunc register() {\n    let categories = ["
            + (0..<30).map { _ in "UNNotificationCategory(identifier: identifier(), actions: [], intentIdentifiers: [], options: [])" }.joined(separator: ", ")
            + "]\n    UNUserNotificationCenter.current().setNotificationCategories(Set(categories))\n}\n" + String(repeating: "// padding\n", count: n / 10)
        return [("Chain.swift", text)]
    }

    /// `n / 160` files of one line that registers.
    public static func manyFiles(_ n: Int) -> [Source] {
        (0..<max(1, n / 160)).map { index in
            ("Files/F\(index).swift", "func r\(index)() { UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: \"c\(index)\", actions: [], intentIdentifiers: [], options: [])]) }\n")
        }
    }

    /// `n / 24` lines of three interpolations each.
    public static func interpolations(_ n: Int) -> [Source] {
        [("Interpolations.swift", registration + String(repeating: "let s = \"\\(a)\\(b)\\(c)\"\n", count: max(1, n / 24)))]
    }

    /// `n` semicolons.
    public static func objectiveCPunctuation(_ n: Int) -> [Source] {
        [("Punctuation.m", objectiveCRegistration + String(repeating: ";", count: n))]
    }

    /// `n` bytes of U+0001.
    public static func objectiveCControlBytes(_ n: Int) -> [Source] {
        [("Control.m", objectiveCRegistration + String(repeating: "\u{01}", count: n))]
    }

    /// `n / 1,600` registering methods `r:`, each reading its parameter, and as many callers, each sending `r:`
    /// twice: every registration looks for the callers of its method among all of them. A comment fills each class to
    /// 1,600 bytes, so that the test's time goes to the registrations.
    public static func objectiveCCallers(_ n: Int) -> [Source] {
        let count = max(1, n / 1_600)
        var text = ""
        for index in 0..<count {
            text += "/* " + String(repeating: "x", count: 1_200) + " */\n"
            text += "@implementation R\(index)\n- (void)r:(NSString *)t {\n  [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:t actions:@[] intentIdentifiers:@[] options:0]]];\n}\n"
            text += "- (void)s {\n  [self r:@\"A\(index)\"];\n  [self r:@\"B\(index)\"];\n}\n@end\n"
        }
        return [("Callers.m", text)]
    }
}
