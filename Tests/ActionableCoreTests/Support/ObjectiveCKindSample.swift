@testable import ActionableImport

/// An Objective-C registration program for a kind of statement the Objective-C reader tells apart
/// (``ObjectiveCStatementKind``), with the same registration written in Swift by construction (no Objective-C
/// runtime here), which runs in its place in the execution oracle. The registering function sets `title` (first
/// `"Open"`), then runs `body`, whose first statement is of the sample's kind, and registers one category whose one
/// action has that title. Lines are marked as ``ImportCase`` says.
struct ObjectiveCKindSample {
    /// The kind the sample is for.
    var kind: ObjectiveCStatementKind
    /// Objective-C declarations before the registering function.
    var top = ""
    /// The Objective-C statements after `title` is declared.
    var body: String
    /// The same in Swift: declarations before `registerNAME()`.
    var swiftTop = ""
    /// The same in Swift: the statements after `title` is declared.
    var swiftBody: String
    /// Where the statement of the kind starts, when not at the start of `body` (in a helper of `top`).
    var statement: String?
    /// Whether the import may report at the registration message (the way to it may leave).
    var messageMayReport = false

    /// The case's name: `ObjCKind` and the kind's.
    var name: String {
        let kind = "\(kind)"
        return "ObjCKind" + kind.prefix(1).uppercased() + kind.dropFirst()
    }

    /// The Objective-C program the import reads.
    var text: String {
        """
        // Objective-C statement kind sample: \(kind).
        #import <UserNotifications/UserNotifications.h>
        \(top)
        void \(name)Register(void) {
            NSString *title = @"Open";
        \(body)
            [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"\(name)" actions:@[[UNNotificationAction actionWithIdentifier:@"\(name)_A" title:title options:UNNotificationActionOptionNone]] intentIdentifiers:@[] options:UNNotificationCategoryOptionNone]]];\(messageMayReport ? " // may report" : "")
        }

        """
    }

    /// The Swift program that runs in its place.
    var program: String {
        """
        import Foundation
        import UserNotifications
        \(swiftTop)
        func register\(name)() {
            var title = "Open"
        \(swiftBody)
            UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "\(name)", actions: [UNNotificationAction(identifier: "\(name)_A", title: title, options: [])], intentIdentifiers: [], options: [])])
        }

        """
    }

    /// The sample as a case of the execution oracle.
    var importCase: ImportCase { ImportCase(name: name, text: text, program: program, isObjectiveC: true) }

    /// The kind of the statement the sample is for (the body's first, or ``statement``), as the reader tells it;
    /// `nil` when the text does not hold it.
    var statementKind: ObjectiveCStatementKind? {
        let code = statement ?? body
        guard text.contains(code) else { return nil }
        return (ObjectiveCLexer.tokens(of: code)?.first).map(ObjectiveCStatementKind.init(startingWith:))
    }

    /// A sample for every kind.
    static let all: [ObjectiveCKindSample] = [
        .init(kind: .conditionalCompilation, body: """
                #if TARGET_OS_IOS // may report
                title = @"Reply"; // may report
                #endif
            """, swiftBody: """
                #if os(iOS)
                title = "Reply"
                #endif
            """),
        .init(kind: .directive, body: """
                #pragma mark - Sample
                title = @"Reply";
            """, swiftBody: """
                title = "Reply"
            """),
        .init(kind: .block, body: """
                { title = @"Reply"; }
            """, swiftBody: """
                do { title = "Reply" }
            """),
        .init(kind: .empty, body: """
                ;
                title = @"Reply";
            """, swiftBody: """
                title = "Reply"
            """),
        .init(kind: .ifStatement, body: """
                if (@available(iOS 10, macOS 10.14, watchOS 3, tvOS 10, *)) { title = @"Reply"; } // may report
            """, swiftBody: """
                if #available(iOS 10, macOS 10.14, watchOS 3, tvOS 10, *) { title = "Reply" }
            """),
        .init(kind: .forLoop, body: """
                for (NSString *word in @[@"Reply"]) { title = word; }
            """, swiftBody: """
                for word in ["Reply"] { title = word }
            """),
        .init(kind: .whileLoop, body: """
                while ([title isEqualToString:@"Open"]) { title = @"Reply"; } // may report
            """, swiftBody: """
                while title == "Open" { title = "Reply" }
            """),
        .init(kind: .doWhileLoop, body: """
                do { title = @"Reply"; } while (NO); // may report
            """, swiftBody: """
                repeat { title = "Reply" } while false
            """),
        .init(kind: .switchStatement, body: """
                switch (1) { // may report
                    case 1: title = @"Reply"; break; // may report
                    default: break; // may report
                }
            """, swiftBody: """
                switch 1 {
                case 1: title = "Reply"
                default: break
                }
            """),
        .init(kind: .autoreleasePool, body: """
                @autoreleasepool { title = @"Reply"; }
            """, swiftBody: """
                do { title = "Reply" }
            """),
        .init(kind: .synchronized, body: """
                @synchronized ([NSNull null]) { title = @"Reply"; }
            """, swiftBody: """
                do { title = "Reply" }
            """),
        .init(kind: .tryStatement, body: """
                @try { title = @"Reply"; } @catch (NSException *exception) { title = @"Failed"; } // may report
            """, swiftBody: """
                title = "Reply"
            """),
        .init(kind: .returnStatement, top: """
            static NSString *ObjCKindReturnTitle(void) {
                return @"Reply";
            }
            """, body: """
                title = ObjCKindReturnTitle();
            """, swiftBody: """
                title = "Reply"
            """, statement: "return @\"Reply\";"),
        .init(kind: .throwStatement, top: """
            static NSString *ObjCKindThrowTitle(BOOL fail) {
                if (fail) { // may report
                    @throw [NSException exceptionWithName:@"Sample" reason:@"sample" userInfo:nil];
                }
                return @"Reply"; // may report
            }
            """, body: """
                title = ObjCKindThrowTitle(NO); // may report
            """, swiftBody: """
                title = "Reply"
            """, statement: "@throw [NSException"),
        .init(kind: .jump, body: """
                goto done; // may report
                title = @"Later"; // may report
                done: title = @"Reply"; // may report
            """, swiftBody: """
                title = "Reply"
            """, messageMayReport: true),
        .init(kind: .simple, body: """
                title = [@"Re" stringByAppendingString:@"ply"]; // may report
            """, swiftBody: """
                title = "Re" + "ply"
            """),
    ]
}
