/// The intent identifiers the Intents framework defines (INIntentIdentifiers.h and later additions).
/// A category may name one by its constant (`INStartCallIntentIdentifier`) or by its value
/// (`INStartCallIntent`); both are stored as the value, which is the intent's class name.
enum IntentIdentifiers {
    /// The known values.
    static let known: Set<String> = [
        "INAnswerCallIntent", "INCancelWorkoutIntent", "INEndWorkoutIntent", "INGetRideStatusIntent",
        "INHangUpCallIntent", "INListRideOptionsIntent", "INPauseWorkoutIntent", "INRequestPaymentIntent",
        "INRequestRideIntent", "INResumeWorkoutIntent", "INSaveProfileInCarIntent", "INSearchCallHistoryIntent",
        "INSearchForMessagesIntent", "INSearchForPhotosIntent", "INSendMessageIntent", "INSendPaymentIntent",
        "INSetAudioSourceInCarIntent", "INSetClimateSettingsInCarIntent", "INSetDefrosterSettingsInCarIntent",
        "INSetMessageAttributeIntent", "INSetProfileInCarIntent", "INSetRadioStationIntent",
        "INSetSeatSettingsInCarIntent", "INStartAudioCallIntent", "INStartCallIntent", "INStartPhotoPlaybackIntent",
        "INStartVideoCallIntent", "INStartWorkoutIntent",
    ]

    /// The value `written` stands for, or `nil` when it is neither a known value nor a known constant name.
    static func value(of written: String) -> String? {
        if known.contains(written) { return written }
        let suffix = "Identifier"
        guard written.hasSuffix(suffix) else { return nil }
        let value = String(written.dropLast(suffix.count))
        return known.contains(value) ? value : nil
    }
}
