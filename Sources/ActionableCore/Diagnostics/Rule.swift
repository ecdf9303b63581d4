/// The catalog of checks. Each rule has a stable id (its raw value), a default severity and a one-line purpose;
/// `actionable rules` prints this table and the README documents it.
public enum Rule: String, CaseIterable, Sendable, Hashable, Codable {
    // Reading the files.
    case unreadableInput = "unreadable-input"
    case inputLimit = "input-limit"
    case yamlSyntax = "yaml-syntax"
    case unsupportedYAML = "unsupported-yaml"
    case invalidManifest = "invalid-manifest"
    case invalidOutput = "invalid-output"
    case staleOutput = "stale-output"
    // The shape of the definitions.
    case duplicateKey = "duplicate-key"
    case unknownKey = "unknown-key"
    case wrongType = "wrong-type"
    case missingKey = "missing-key"
    case unknownOption = "unknown-option"
    case invalidIcon = "invalid-icon"
    case invalidSetting = "invalid-setting"
    case invalidPlatforms = "invalid-platforms"
    case invalidAvailability = "invalid-availability"
    // Identifiers and references.
    case emptyIdentifier = "empty-identifier"
    case invalidIdentifier = "invalid-identifier"
    case reservedIdentifier = "reserved-identifier"
    case duplicateActionID = "duplicate-action-id"
    case duplicateCategoryID = "duplicate-category-id"
    case undefinedAction = "undefined-action"
    case repeatedAction = "repeated-action"
    case reservedIDDefined = "reserved-id-defined"
    // Text shown to users.
    case emptyTitle = "empty-title"
    case invalidFormat = "invalid-format"
    // Localized text.
    case emptyLocalizedText = "empty-localized-text"
    case conflictingLocalizationKey = "conflicting-localization-key"
    case invalidStringsCatalog = "invalid-strings-catalog"
    // Payload keys.
    case unknownPayloadType = "unknown-payload-type"
    case invalidPayloadKey = "invalid-payload-key"
    case invalidPayloadValues = "invalid-payload-values"
    case invalidPayloadType = "invalid-payload-type"
    case undefinedPayloadSet = "undefined-payload-set"
    case duplicatePayloadSet = "duplicate-payload-set"
    // Push kinds.
    case duplicatePushKind = "duplicate-push-kind"
    case invalidPushMatch = "invalid-push-match"
    // Samples.
    case invalidSample = "invalid-sample"
    // Push payload files (`actionable validate-payload`).
    case payloadSyntax = "payload-syntax"
    case payloadTooLarge = "payload-too-large"
    case invalidAPS = "invalid-aps"
    case payloadCategory = "payload-category"
    case payloadMissingKey = "payload-missing-key"
    case payloadWrongValue = "payload-wrong-value"
    case payloadUnknownKey = "payload-unknown-key"
    case payloadUnknownValue = "payload-unknown-value"
    // Swift names.
    case invalidSwiftName = "invalid-swift-name"
    // Definitions written by `actionable import`.
    case unresolvedImport = "unresolved-import"
    case swiftNameCollision = "swift-name-collision"
    case strippedNameCollision = "stripped-name-collision"
    case renamedSwiftName = "renamed-swift-name"
    // Warnings.
    case deprecatedOption = "deprecated-option"
    case repeatedOption = "repeated-option"
    case tooManyActions = "too-many-actions"
    case unusedAction = "unused-action"
    case unusedPayloadSet = "unused-payload-set"
    case unknownIntent = "unknown-intent"
    case positionalFormat = "positional-format"
    case controlCharacters = "control-characters"
    case repeatedReservation = "repeated-reservation"
    case translationFormatMismatch = "translation-format-mismatch"
    case missingTranslation = "missing-translation"
    case emptyFile = "empty-file"
    case skippedInput = "skipped-input"
    case confusableIdentifiers = "confusable-identifiers"

    // Notification extensions.
    case invalidContentExtension = "invalid-content-extension"
    case silentMutableContent = "silent-mutable-content"
    case infoPlistMismatch = "info-plist-mismatch"
    case missingMutableContent = "missing-mutable-content"

    /// The severity a problem found by this rule has unless warnings are promoted to errors.
    public var severity: Severity {
        switch self {
        case .repeatedOption, .tooManyActions, .unusedAction, .unusedPayloadSet, .unknownIntent, .strippedNameCollision, .renamedSwiftName,
             .positionalFormat, .controlCharacters, .repeatedReservation, .translationFormatMismatch, .missingTranslation, .emptyFile, .skippedInput,
             .confusableIdentifiers, .payloadUnknownKey, .payloadUnknownValue, .missingMutableContent:
            return .warning
        case .deprecatedOption:
            return .note
        default:
            return .error
        }
    }

    /// One line saying what the rule protects against.
    public var purpose: String {
        switch self {
        case .unreadableInput: return "An input path must exist, be readable, and contain definition files."
        case .inputLimit: return "Files stay within the documented size, depth, node and string limits."
        case .yamlSyntax: return "A file must be well-formed YAML in UTF-8 or UTF-16."
        case .unsupportedYAML: return "Tags, merge keys and multiple documents are not part of the definition language."
        case .duplicateKey: return "A key appears at most once in a mapping."
        case .unknownKey: return "Only documented keys are accepted, so a typo is not silently ignored."
        case .wrongType: return "Each key holds the kind of value it documents (text, list or mapping)."
        case .missingKey: return "Required keys (an id, a title, a text input's buttonTitle) are present."
        case .unknownOption: return "Options are the ones Apple defines, on the kind of object that takes them."
        case .invalidIcon: return "An icon names exactly one non-empty system or template image."
        case .invalidSetting: return "A configuration file's setting has a value that setting accepts."
        case .invalidPlatforms: return "A platforms list names Apple platforms, and an action listed on some platforms exists there."
        case .invalidAvailability: return "An available mapping names Apple platforms, each with a version such as 15.0."
        case .emptyIdentifier: return "Apple requires non-empty action and category identifiers."
        case .invalidIdentifier: return "Identifiers have no control characters and no leading or trailing whitespace."
        case .reservedIdentifier: return "Apple's default and dismiss action ids and the com.apple. prefix are not yours to use."
        case .duplicateActionID: return "Every action id is unique across the whole app, as Apple requires."
        case .duplicateCategoryID: return "Every category id is unique across the whole app."
        case .undefinedAction: return "A category refers only to actions that are defined."
        case .repeatedAction: return "A category lists each action once."
        case .reservedIDDefined: return "An id listed under 'reserved' (retired) is not defined again."
        case .emptyTitle: return "Buttons and text-input buttons have a visible title."
        case .invalidFormat: return "Placeholders use only the format specifiers the system fills in."
        case .emptyLocalizedText: return "A localized string has a non-empty key and development-language value."
        case .conflictingLocalizationKey: return "A localization key has the same development-language value everywhere it is used."
        case .invalidStringsCatalog: return "An existing strings catalog is a String Catalog that can be merged without losing anything."
        case .unknownPayloadType:
            return "A payload key's type is one of string, int, double, bool, url, date, uuid, object, map, list, or a [list] of one."
        case .invalidPayloadKey:
            return "A payload key is a non-empty name other than aps, without control characters, declared once per category."
        case .invalidPayloadValues: return "A key's values list is a non-empty list of distinct strings, on a string type, each with its own Swift case name."
        case .invalidPayloadType:
            return "A payload type's settings fit it: properties on an object, of on a list or map, two or three anyOf alternatives, and an encoding, constraints and together that apply."
        case .undefinedPayloadSet: return "A category's payload names only key sets defined under payloads."
        case .duplicatePayloadSet: return "Every shared payload key set has its own name."
        case .duplicatePushKind: return "Every push kind id is unique across the app."
        case .invalidContentExtension:
            return "A content extension has its own id and draws categories the definitions declare, each drawn by no other "
                + "content extension, starting at a size ratio above 0 and at most 10."
        case .missingMutableContent:
            return "A push payload for a category or push kind marked mutableContent has aps.mutable-content 1, so that the "
                + "notification service extension runs."
        case .infoPlistMismatch:
            return "An extension's Info.plist says what the definitions declare for it: its extension point, the categories "
                + "it draws and their attributes."
        case .silentMutableContent:
            return "A push kind marked for the notification service extension (mutableContent) is not silent: the system runs "
                + "the extension only for a push with an alert."
        case .invalidPushMatch:
            return "A push kind's match names a custom key, leaves a key it fixes undeclared and a key it needs present required, and no kind tried earlier recognises all its pushes."
        case .invalidSample:
            return "A sample is a push every reader accepts: its values of the declared types and bounds, every required key, no undeclared key, a silent kind's without an alert; its name is unique."
        case .payloadSyntax: return "A push payload file is one JSON object in UTF-8, each key written once."
        case .payloadTooLarge: return "A push payload is at most 4096 bytes, the most APNs accepts for a notification that is not VoIP."
        case .invalidAPS: return "A push payload's aps dictionary holds the keys APNs documents, each with a value of its type."
        case .payloadCategory:
            return "A push payload names, in aps.category, a category the definitions declare, or is recognised as one of the push kinds (or named with --push)."
        case .payloadMissingKey: return "A push payload carries every key its category or push kind declares as required."
        case .payloadWrongValue: return "Each custom key of a push payload holds a value of the type its category or push kind declares."
        case .payloadUnknownKey: return "A push payload carries only the keys its category or push kind declares, and aps only keys APNs documents."
        case .payloadUnknownValue: return "A key with declared values holds one of them; the app reads another as unrecognized."
        case .unresolvedImport: return "A value `actionable import` could not resolve (the app computes it when it runs) is written out by a person before the definitions compile."
        case .invalidSwiftName: return "A Swift name is a plain identifier the generated code does not use itself, and an id yields one unless swiftName is given."
        case .swiftNameCollision: return "Two ids never map to the same Swift name or category type name in one scope, nor to the namespace's name."
        case .strippedNameCollision: return "Leaving swiftNameStripPrefix out of an id would give it a name already taken, so it keeps its full name."
        case .renamedSwiftName: return "A name derived from the definitions that the generated code uses itself is changed (a suffix), and says to what."
        case .deprecatedOption: return "Options Apple deprecated are registered where they exist, with a note that newer systems ignore them."
        case .repeatedOption: return "An option is listed once."
        case .tooManyActions: return "The system shows at most 10 actions per category; the rest are never seen."
        case .unusedAction: return "A shared action is used by at least one category."
        case .unusedPayloadSet: return "A shared payload key set is used by at least one category or push kind."
        case .unknownIntent: return "Intent identifiers are ones the Intents framework defines."
        case .positionalFormat: return "Positional specifiers such as %1$u are not documented for these placeholders."
        case .controlCharacters: return "Text shown to users has no invisible control or bidirectional-override characters."
        case .repeatedReservation: return "An id is reserved once."
        case .translationFormatMismatch: return "A translation in the strings catalog uses the format specifiers of its development-language value."
        case .missingTranslation: return "A sample written in a language has a current translation of each of its localized texts."
        case .confusableIdentifiers: return "Two ids of one kind do not differ only in Unicode normalization, which looks the same but is not."
        case .skippedInput: return "A definition file found in a directory is a regular file; a pipe, device or socket is skipped."
        case .emptyFile: return "A definition file defines something; an empty or comment-only one is probably a mistake."
        case .invalidOutput:
            return "An output is a regular file (never a device, pipe or link), named once, not an input, and one a configuration file names stays in its directory."
        case .staleOutput: return "With --check, every output exists and holds exactly what the definitions generate."
        case .invalidManifest: return "A manifest given to diff is one actionable wrote, in a format version it reads."
        }
    }
}
