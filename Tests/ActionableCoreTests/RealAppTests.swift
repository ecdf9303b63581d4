@testable import ActionableCore
import Foundation
import Testing

/// What shipping apps register by hand and the definitions must express exactly: reply actions without a
/// button title, the deprecated `allowAnnouncement`, categories merged with a push SDK's.
@Suite("Real apps' registrations", .serialized)
struct RealAppTests {
    @Test("textInput: {} registers the initializer UNTextInputNotificationAction inherits: no button title, no placeholder")
    func textInputWithoutButtonTitle() throws {
        let file = TestSupport.file("replies.yaml", """
            categories:
              - id: MESSAGE
                actions:
                  - { id: REPLY, title: Reply, textInput: {} }
                  - { id: QUICK_REPLY, title: Quick reply, icon: { system: text.bubble }, textInput: {} }
                  - { id: ANSWER, title: Answer, textInput: { buttonTitle: Send, placeholder: Say something } }
            """)
        let swift = try #require(TestSupport.compile([file]).swiftSource)
        // Without a button title, the helper calls the initializers UNTextInputNotificationAction inherits.
        #expect(swift.contains("case .reply: return NotificationSystem.textInputAction(id.rawValue, \"Reply\")\n"))
        let calls = swift.unwrappingCalls
        #expect(calls.contains(
            "case .quickReply: return NotificationSystem.textInputAction(id.rawValue, \"Quick reply\", icon: .system(\"text.bubble\"))\n"))
        #expect(calls.contains(
            "case .answer: return NotificationSystem.textInputAction(id.rawValue, \"Answer\", button: \"Send\", placeholder: \"Say something\")\n"))
        let dump = try RegistrationDump.expectRegistration(of: [file])
        let actions = try #require(dump.categories.first?.actions)
        #expect(actions.map(\.textInput) == [["", ""], ["", ""], ["Send", "Say something"]])
        #expect(dump.responses.contains { $0.action == "REPLY" && $0.decoded == "message(reply(userText: typed for REPLY))" })

        let manifest = try #require(TestSupport.compile([file]).manifest)
        #expect(manifest.contains("\"identifier\": \"REPLY\",\n      \"options\": [],\n      \"swiftName\": \"reply\",\n      \"textInput\": {},"))
        var diagnostics: [Diagnostic] = []
        let snapshot = try #require(ManifestReader().read(TestSupport.file("m.json", manifest), diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty)
        #expect(snapshot.catalog.actions.first { $0.identifier == "REPLY" }?.textInput == Model.TextInput(buttonTitle: nil, placeholder: Model.Text("")))
    }

    @Test("For every option, what the generated code registers is what the manifest lists")
    func optionsAgree() throws {
        var yaml = "categories:\n"
        for option in CategoryOption.allCases {
            yaml += "  - id: C_\(option.rawValue)\n    options: [\(option.rawValue)]\n    actions:\n"
            yaml += "      - { id: A_\(option.rawValue), title: T }\n"
        }
        for option in ActionOption.allCases {
            yaml += "  - id: D_\(option.rawValue)\n    actions:\n      - { id: B_\(option.rawValue), title: T, options: [\(option.rawValue)] }\n"
        }
        let file = TestSupport.file("options.yaml", yaml)
        let dump = try RegistrationDump.expectRegistration(of: [file])
        let manifest = try #require(TestSupport.compile([file]).manifest)
        let json = try #require(JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any])
        let manifestCategories = try #require(json["categories"] as? [[String: Any]])
        let manifestActions = try #require(json["actions"] as? [[String: Any]])
        for category in dump.categories {
            let listed = try #require(manifestCategories.first { $0["identifier"] as? String == category.identifier }?["options"] as? [String])
            let bits = listed.compactMap { CategoryOption(rawValue: $0).flatMap { RegistrationDump.categoryOptionBits[$0] } }
            #expect(bits.count == listed.count, "\(listed)")
            #expect(category.options == bits.reduce(0, |), "\(category.identifier): registered \(category.options), manifest \(listed)")
            #expect(category.identifier.hasPrefix("D_") || category.options != 0, "\(category.identifier) registered no option")
            for action in category.actions {
                let listed = try #require(manifestActions.first { $0["identifier"] as? String == action.identifier }?["options"] as? [String])
                let bits = listed.compactMap { ActionOption(rawValue: $0).flatMap { RegistrationDump.actionOptionBits[$0] } }
                #expect(bits.count == listed.count, "\(listed)")
                #expect(action.options == bits.reduce(0, |), "\(action.identifier): registered \(action.options), manifest \(listed)")
                #expect(action.identifier.hasPrefix("A_") || action.options != 0, "\(action.identifier) registered no option")
            }
        }
    }

    @Test("merge(into:) keeps a push SDK's categories, replaces those defined here, and sets the result in one call")
    func mergeKeepsOtherCategories() throws {
        let file = TestSupport.file("inbox.yaml", """
            categories:
              - id: INBOX
                actions: [{ id: ARCHIVE, title: Archive }]
              - id: CHAT
                actions: [{ id: LIKE, title: Like }]
            """)
        let swift = try #require(TestSupport.compile([file]).swiftSource)
        let main = """
            import UserNotifications

            // From the main actor, as an app delegate calls it: the default center.
            @MainActor
            func mergeFromMainActor() async {
                await NotificationCategories.merge()
            }

            func run() async {
                let center = UNUserNotificationCenter.current()
                // What a push SDK (or the app itself, at run time) registered before.
                let sdk = UNNotificationCategory(
                    identifier: "braze_default", actions: [UNNotificationAction(identifier: "OPEN_URL", title: "Open")],
                    intentIdentifiers: [])
                let stale = UNNotificationCategory(identifier: "INBOX", actions: [], intentIdentifiers: [])
                center.setNotificationCategories([sdk, stale])
                await mergeFromMainActor()
                let registered = await center.notificationCategories()
                for category in registered.sorted(by: { $0.identifier < $1.identifier }) {
                    print(category.identifier, category.actions.map(\\.identifier).joined(separator: ","))
                }
                print(registered.contains(sdk), registered.contains(NotificationCategories.makeCategories().first { $0.identifier == "INBOX" }!))
                await NotificationCategories.merge(into: center)
                print(await center.notificationCategories() == registered)
            }

            await run()
            """
        let output = try GeneratedProgram.run(generated: swift, main: main, withStandInSDK: true)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == "CHAT LIKE\nINBOX ARCHIVE\nbraze_default OPEN_URL\ntrue true\ntrue\n")
    }

    @Test("An action of some OS versions only (Bark's iOS 15 action) is registered under #available in its place, and the manifest, show and diff know it")
    func availabilityOfActions() throws {
        // Bark (Finb/Bark) adds its "copy" action only on iOS 15 and later.
        let definitions = """
            actions:
              - { id: COPY_ACTION, title: Copy, available: { iOS: "15.0" } }
            categories:
              - id: MY_NOTIFICATION_CATEGORY
                actions:
                  - { id: MUTE_ACTION, title: Mute }
                  - COPY_ACTION
                  - { id: OPEN_ACTION, title: Open, options: [foreground] }
                  - { action: SHARE_ACTION, available: { iOS: "16", macOS: "13.0" } }
            """ + "\n"
        let shared = "actions:\n  - { id: SHARE_ACTION, title: Share, available: { iOS: \"15.4\", watchOS: \"9\" } }\n"
        let files = [TestSupport.file("bark.yaml", definitions), TestSupport.file("shared.yaml", shared)]
        let result = TestSupport.compile(files)
        let swift = try #require(result.swiftSource, "\(result.diagnostics)")
        #expect(swift.contains("""
                    case .myNotification:
                        var actions: [ActionID] = [.mute]
                        if #available(iOS 15.0, *) { actions.append(.`copy`) }
                        actions.append(.`open`)
                        if #available(iOS 16.0, macOS 13.0, watchOS 9.0, *) { actions.append(.share) }
                        return NotificationSystem.category(id.rawValue, actions.map(makeAction))
            """), "\(swift)")
        // Where #available holds (the stand-in, like any platform not named), every action is registered, in order.
        let dump = try RegistrationDump.expectRegistration(of: files)
        #expect(dump.categories.first?.actions.map(\.identifier) == ["MUTE_ACTION", "COPY_ACTION", "OPEN_ACTION", "SHARE_ACTION"])

        let manifest = try #require(result.manifest)
        #expect(manifest.contains("""
                  "actionAvailability": {
                    "COPY_ACTION": {
                      "iOS": "15.0"
                    },
                    "SHARE_ACTION": {
                      "iOS": "16.0",
                      "macOS": "13.0",
                      "watchOS": "9.0"
                    }
                  },
            """), "\(manifest)")
        var diagnostics: [Diagnostic] = []
        let snapshot = try #require(ManifestReader().read(TestSupport.file("m.json", manifest), diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty)
        let catalog = try #require(Compiler.tested.check(files).catalog)
        #expect(snapshot.catalog.categories.map(\.actionAvailability) == catalog.categories.map(\.actionAvailability))
        #expect(snapshot.catalog.actions.map(\.availability) == catalog.actions.map(\.availability))
        let listing = SnapshotListing.render(snapshot)
        #expect(listing.contains("category 'MY_NOTIFICATION_CATEGORY' action 'SHARE_ACTION' available iOS 16.0, macOS 13.0, watchOS 9.0\n"))
        #expect(listing.contains("action 'COPY_ACTION' available iOS 15.0\n"))
    }

    @Test("An action listed on some platforms only is registered under #if for them, and the manifest says so")
    func perPlatformActionLists() throws {
        let file = TestSupport.file("platforms.yaml", """
            actions:
              - { id: SNOOZE, title: Snooze, platforms: [iOS, watchOS, visionOS] }
              - { id: OPEN_ON_MAC, title: Open on Mac, platforms: [macOS, macCatalyst] }
              - { id: SNOOZE_LATER, title: Later, platforms: [iOS] }
            categories:
              - id: REMINDER
                actions:
                  - { id: DONE, title: Done }
                  - SNOOZE
                  - OPEN_ON_MAC
                  - { action: SNOOZE_LATER, platforms: [iOS, macCatalyst] }
              - id: PLAIN
                actions: [DONE]
            """)
        let result = TestSupport.compile([file])
        let swift = try #require(result.swiftSource, "\(result.diagnostics)")
        // Mac Catalyst: SNOOZE_LATER is listed for it, but exists on iOS only.
        let branches = [
            ("#if os(watchOS) || os(visionOS)", "return NotificationSystem.category(id.rawValue, [.done, .snooze].map(makeAction))"),
            ("#elseif os(macOS) || targetEnvironment(macCatalyst)",
             "return NotificationSystem.category(id.rawValue, [.done, .openOnMac].map(makeAction))"),
            ("#else", "return NotificationSystem.category(id.rawValue, [.done, .snooze, .snoozeLater].map(makeAction))"),
        ]
        var rest = try #require(swift.range(of: "case .reminder:")).upperBound
        for (condition, actions) in branches {
            let start = try #require(swift.range(of: condition, range: rest..<swift.endIndex), "no \(condition)")
            let found = try #require(swift.range(of: actions, range: start.upperBound..<swift.endIndex), "no \(actions) after \(condition)")
            rest = found.upperBound
        }
        // A category without restrictions has no branches.
        let plain = try #require(swift.range(of: "case .plain:"))
        let reminder = try #require(swift.range(of: "case .reminder:"))
        #expect(!swift[plain.upperBound..<reminder.lowerBound].contains("#if"))

        // The stand-in behaves like iOS.
        let dump = try RegistrationDump.expectRegistration(of: [file])
        #expect(dump.categories.first { $0.identifier == "REMINDER" }?.actions.map(\.identifier) == ["DONE", "SNOOZE", "SNOOZE_LATER"])

        let manifest = try #require(result.manifest)
        #expect(manifest.contains("""
                  "actionPlatforms": {
                    "OPEN_ON_MAC": [
                      "macCatalyst",
                      "macOS"
                    ],
                    "SNOOZE": [
                      "iOS",
                      "watchOS",
                      "visionOS"
                    ],
                    "SNOOZE_LATER": [
                      "iOS"
                    ]
                  },
            """))
        #expect(manifest.contains("\"platforms\": [\n        \"iOS\",\n        \"watchOS\",\n        \"visionOS\"\n      ],"))
        var diagnostics: [Diagnostic] = []
        let snapshot = try #require(ManifestReader().read(TestSupport.file("m.json", manifest), diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty)
        #expect(snapshot.catalog == Compiler.tested.check([file]).catalog.map { catalog in
            var catalog = catalog
            for index in catalog.categories.indices { catalog.categories[index].location = nil }
            for index in catalog.actions.indices { catalog.actions[index].location = nil }
            catalog.inputs = snapshot.catalog.inputs
            return catalog
        })
    }

    @Test("swiftNameStripPrefix leaves a common prefix out of Swift names, and keeps full names where that would collide")
    func strippedSwiftNames() throws {
        let file = TestSupport.file("ids.yaml", """
            actions:
              - { id: archive, title: Archive here }
            categories:
              - id: com.example.app.MESSAGE
                actions:
                  - { id: com.example.app.reply, title: Reply }
                  - { id: com.example.app.mark-read, title: Mark read }
                  - { id: com.example.app.archive, title: Archive }
                  - { id: com.example.app.star, title: Star, swiftName: favourite }
                  - { id: com.example.other.like, title: Like }
                  - archive
            """)
        let compiler = Compiler(settings: GenerationSettings.tested(swiftNameStripPrefixes: ["com.example.", "com.example.app."]))
        let result = compiler.check([file])
        let catalog = try #require(result.catalog, "\(result.diagnostics)")
        let names = Dictionary(uniqueKeysWithValues: catalog.actions.map { ($0.identifier, $0.swiftName) })
        #expect(names == [
            "com.example.app.reply": "reply", "com.example.app.mark-read": "markRead",
            "com.example.app.archive": "comExampleAppArchive", "archive": "archive",
            "com.example.app.star": "favourite", "com.example.other.like": "otherLike",
        ])
        #expect(catalog.categories.map(\.swiftName) == ["message"])
        let warning = try #require(result.diagnostics.first { $0.rule == .strippedNameCollision })
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("'com.example.app.archive' would get the Swift name 'archive'"))
        #expect(place(warning.location) == "ids.yaml:8:15")
        #expect(warning.notes.map { place($0.location) } == ["ids.yaml:2:11"])
        #expect(result.diagnostics.count == 1)
        // Without the setting, nothing changes.
        #expect(Compiler.tested.check([file]).catalog?.actions.first { $0.identifier == "com.example.app.reply" }?.swiftName == "comExampleAppReply")
    }

    @Test("Ids that differ only in Unicode normalization are kept apart, as the system keeps them, with a warning")
    func lookalikeIdentifiers() throws {
        // "caf\u{E9}" (é, one scalar) and "cafe\u{301}" (e and a combining accent) look the same.
        let file = TestSupport.file("lookalike.yaml", """
            categories:
              - id: "caf\\u00e9"
                swiftName: composed
                actions:
                  - { id: "ord\\u00e9", title: Composed, swiftName: orderComposed }
                  - { id: "orde\\u0301", title: Decomposed, swiftName: orderDecomposed }
              - id: "cafe\\u0301"
                swiftName: decomposed
                actions: ["orde\\u0301"]
            """)
        let result = TestSupport.compile([file])
        let warnings = result.diagnostics.filter { $0.rule == .confusableIdentifiers }
        #expect(warnings.map { place($0.location) } == ["lookalike.yaml:6:15", "lookalike.yaml:7:9"], "\(result.diagnostics)")
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.message.contains("U+E9") && $0.message.contains("U+301") })
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let swift = try #require(result.swiftSource)
        #expect(swift.contains("private struct ExactID: Equatable"))
        // Registered and decoded exactly: each id reaches its own case.
        let dump = try RegistrationDump.expectRegistration(of: [file])
        #expect(dump.categories.count == 2)
        #expect(dump.responses.contains { $0.action == "orde\u{301}" && $0.decoded.contains("orderDecomposed") })
        #expect(dump.responses.contains { $0.action == "ord\u{E9}" && $0.decoded.contains("orderComposed") })
        // A diff sees a change of normalization as what it is to the system: another id.
        let base = try #require(Compiler.tested.snapshot([TestSupport.file("d.yaml", "categories:\n  - { id: \"caf\\u00e9\", swiftName: cafe }\n")]).snapshot)
        let head = try #require(Compiler.tested.snapshot([TestSupport.file("d.yaml", "categories:\n  - { id: \"cafe\\u0301\", swiftName: cafe }\n")]).snapshot)
        #expect(ModelDiffer().changes(from: base, to: head).map(\.rule) == [.categoryRenamed])
        // Without look-alikes, the generated code compares as before.
        #expect(TestSupport.compile([TestSupport.file("plain.yaml", "categories:\n  - id: C\n")]).swiftSource?.contains("ExactID") == false)
    }
}
