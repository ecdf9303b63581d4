import ActionableCore

/// Hand-written inputs for the schema tests, beside the examples and the other tests' inputs: valid ones that
/// use every key, option and form, and ones the decoder rejects for their shape.
enum SchemaInputs {
    /// Definitions that use every key and every option, both kinds of icon, text inputs with and without a
    /// placeholder, inline and shared actions, and `reserved`.
    static let everyKey = """
        actions:
          - id: SHARE_ACTION
            title: Share
            options: [authenticationRequired, destructive, foreground]
            icon: { template: share-glyph }
            swiftName: share
            description: A shared action.
          - id: MAP_ACTION
            title: Map
            platforms: [iOS, macCatalyst, watchOS]
            available: { iOS: "15.0", macCatalyst: "15.0", macOS: "12", watchOS: 8, visionOS: "1.0" }
        categories:
          - id: EVERYTHING
            actions:
              - SHARE_ACTION
              - { action: MAP_ACTION, platforms: [iOS, visionOS], available: { iOS: "16.1.2", visionOS: "1.0", macCatalyst: "16", macOS: "13.0", watchOS: "9.1" } }
              - id: REPLY_ACTION
                title: Reply
                options: [foreground]
                icon: { system: arrowshape.turn.up.left }
                textInput: { buttonTitle: Send, placeholder: "Message…" }
                description: Replies inline.
              - id: NOTE_ACTION
                title: Note
                textInput: { buttonTitle: Save }
              - id: QUICK_REPLY_ACTION
                title: Quick reply
                textInput: {}
            options: [customDismissAction, allowInCarPlay, hiddenPreviewsShowTitle, hiddenPreviewsShowSubtitle, allowAnnouncement]
            intentIdentifiers: [INStartCallIntentIdentifier, INSendMessageIntent]
            hiddenPreviewsBodyPlaceholder: "%u new items"
            categorySummaryFormat: "%u more from %@"
            swiftName: everything
            description: Uses every key.
            payload:
              - SHARED_KEYS
              - ITEM_ID: { type: uuid, description: The item., swiftName: itemIdentifier }
                KIND: { type: string, values: [small, large], optional: true }
                TAGS: [string]
                WHEN: "[date]"
                LINK: url
                COUNT: { type: int, optional: false }
                SCORE: double
                FLAG: bool
                MOODS: { type: [string], values: [happy, sad] }
                PLACE: { type: object, optional: true, properties: { kind: string } }
                ROOM: { values: [dm, { value: "", swiftName: unspecified }] }
                IDS: { type: "[int]", encoding: text, separator: ";", together: [BIT] }
                BIT: { type: bool, encoding: text, textValues: ["1", "0"], optional: true }
                PATH: { type: url, relative: true, optional: true }
                SIZE: { type: double, minimum: 0, maximum: 1.5 }
                CODE: { type: string, pattern: "^[a-z]+$" }
                EMBEDDED: { type: map, of: { type: list, of: int }, encoding: base64json, optional: true }
                EITHER: { anyOf: [int, { type: "[object]", properties: { a: string }, swiftName: objects }], encoding: json, optional: true }
          - id: MINIMAL
            payload: {}
            mutableContent: true
            samples:
              - name: "Hostile \\"quote\\" \\\\ é"
                title: { key: minimal.sample.title, value: "Hi %@, from %@", comment: "Who, then where.", arguments: [Anna, "Zürich"] }
                subtitle: { key: minimal.sample.subtitle, value: Later }
                body: "Plain body\\nsecond line"
                threadID: thread-1
                badge: 3
                sound: default
                interruptionLevel: time-sensitive
              - name: Second
                body: { key: minimal.sample.body, value: Nothing new }
        reserved:
          categories: [OLD_CATEGORY]
          actions: [OLD_ACTION]
        payloads:
          SHARED_KEYS:
            ACCOUNT: string
        pushes:
          - id: message
            description: A new message; the extension fetches it.
            swiftName: newMessage
            match: { key: type, value: message }
            mutableContent: true
            payload:
              room: string
            samples:
              - { name: New, title: { key: message.new.title, value: New }, subtitle: { key: message.new.subtitle, value: From %@, arguments: [Anna] }, body: A new message, userInfo: { type: message, room: general } }
              - { name: Bare, body: { key: message.bare, value: Another }, userInfo: { room: "1.0" } }
          - id: sync
            silent: true
            match: { key: ACCOUNT }
            payload: SHARED_KEYS
        contentExtensions:
          - id: EverythingContent
            categories: [EVERYTHING]
            initialContentSizeRatio: 0.5
            defaultContentHidden: true
            overridesDefaultTitle: false
            userInteractionEnabled: true
            description: Every key of a content extension.

        """

    /// ``everyKey`` with every plain string localized under a derived key, so its manifest also has every
    /// field of `localizations`.
    static let everyKeyLocalized = "localization: { keys: derived, prefix: pushes }\n" + everyKey

    /// Scalars the decoder reads as text although YAML 1.1 would not (booleans, numbers, `~`, empty values),
    /// block scalars, anchors and aliases, and empty lists and mappings.
    static let scalarForms = """
        actions:
          - id: "404"
            swiftName: notFound
            title: yes
            options: &options [foreground]
            textInput:
              buttonTitle: ~
              placeholder:
          - id: 0x1F
            swiftName: hex
            title: |
              Two
              lines
            options: *options
            icon: { system: 1.10 }
        categories:
          - id: on
            swiftName: switchedOn
            actions: [404, 0x1F]
            intentIdentifiers: []
            description: >
              Folded
              text.
          - id: off
            swiftName: switchedOff
            actions: []
            options: []
        reserved: {}

        """

    /// Definitions the decoder rejects for their shape, each with the rule it reports; `RuleTests.cases` hold more.
    static let shapeErrors: [(rule: Rule, yaml: String)] = [
        (.missingKey, "categories:\n  - actions: []\n"),
        (.missingKey, "actions:\n  - id: A\n"),
        (.wrongType, "actions:\n"),
        (.wrongType, "categories: {}\n"),
        (.wrongType, "categories:\n  - id: C\n    actions:\n      - [A]\n"),
        (.wrongType, "categories:\n  - id: C\n    intentIdentifiers: INStartCallIntent\n"),
        (.wrongType, "categories:\n  - id: C\n    description: { text: D }\n"),
        (.wrongType, "reserved: [A]\n"),
        (.wrongType, "reserved:\n  categories: A\n"),
        (.unknownKey, "reserved:\n  category: [A]\n"),
        (.unknownKey, "actions:\n  - { id: A, title: T, textInput: { buttonTitle: S, placholder: P } }\n"),
        (.unknownKey, "actions:\n  - { id: A, title: T, icon: { symbol: star } }\n"),
        (.unknownOption, "categories:\n  - id: C\n    actions:\n      - { id: A, title: T, options: [allowInCarPlay] }\n"),
        (.invalidIcon, "actions:\n  - { id: A, title: T, icon: {} }\n"),
        (.invalidIcon, "actions:\n  - { id: A, title: T, icon: { template: \"\" } }\n"),
    ]

    /// Configuration files actionable accepts: every key, every access level, both truth values.
    static let configurations = [
        "namespace: Pushes\naccessLevel: public\nswiftOut: Sources/App/Pushes.swift\nmanifestOut: pushes.json\nwarningsAsErrors: true\n",
        "accessLevel: package\nwarningsAsErrors: false\n",
        "accessLevel: internal\n",
    ]

    /// Configuration files actionable rejects for a problem the schema expresses too. Not expressible, and so
    /// not here: a `namespace` that is not a usable Swift type name or would hide a type (`String`), which
    /// needs Swift's identifier grammar and the generated code's own names.
    static let badConfigurations = [
        "acessLevel: public\n",
        "accessLevel: pubic\n",
        "warningsAsErrors: yes\n",
        "swiftOut: \"\"\n",
        "manifestOut: \"\"\n",
        "namespace: [A]\n",
        "- namespace\n",
    ]
}
