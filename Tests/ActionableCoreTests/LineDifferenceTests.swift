import ActionableTestSupport
import Testing

/// The diff a compatibility fixture prints when a program's output differs from what it printed then.
@Suite("Line difference")
struct LineDifferenceTests {
    @Test("It shows the lines around the first difference, each side's differing lines marked, and nothing when equal")
    func showsTheDifference() {
        let expected = "a\nb\nc\nd\ne\n"
        #expect(LineDifference(expected: expected, actual: expected).description == "no difference")
        #expect(LineDifference(expected: expected, actual: "a\nb\nX\nd\ne\n").description == """
            @@ line 3: 1 expected line(s), 1 actual line(s) @@
              a
              b
            - c
            + X
              d
              e
            """)
        #expect(LineDifference(expected: "a\nb\n", actual: "a\nb\nc\n").description == """
            @@ line 3: 0 expected line(s), 1 actual line(s) @@
              a
              b
            + c
              
            """)
        let long = LineDifference(expected: "x\n", actual: (1...9).map(String.init).joined(separator: "\n") + "\n").description
        #expect(long.contains("+ … 3 more") && long.contains("- x"), "\(long)")
    }
}
