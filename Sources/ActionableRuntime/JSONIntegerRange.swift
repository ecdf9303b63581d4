/// Which numbers are integers, the one rule the app's reader and `actionable validate-payload` follow. Apart
/// from ``JSONNumberSyntax``'s rules for text: every app links this (`PayloadValue` judges its numbers by it),
/// and a linker keeps every public function of an object file an app links, so the rules for text beside it
/// would cost each app 4.7 KiB it never runs.
@_spi(ActionableGenerated) public enum JSONIntegerRange {
    /// `number` as an integer, when it is one and strictly inside the range of `Int` (`2.0` is 2): -2⁶³ as a
    /// `Double` is not one, since a number below the range rounds to it too.
    @_spi(ActionableGenerated) public static func integer(exactly number: Double) -> Int? {
        guard number > -0x1p63, number < 0x1p63 else { return nil }
        return Int(exactly: number)
    }
}
