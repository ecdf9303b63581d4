/// The format specifiers of a placeholder string (`hiddenPreviewsBodyPlaceholder`, `categorySummaryFormat`).
struct FormatString {
    /// One `%` specifier other than `%%`.
    struct Specifier: Hashable {
        /// The conversion character: `u`, `@`, or anything else the text used.
        var conversion: String
        /// The argument number of a positional specifier (`%1$u`), or `nil`.
        var position: Int?
        /// The specifier as written, for messages.
        var text: String
        /// Where its `%` is in the string, in Unicode scalars.
        var offset: Int
    }

    /// What a string's `%` sequences mean.
    enum Problem: Hashable {
        /// A `%` with nothing after it, at this offset (in Unicode scalars).
        case trailingPercent(offset: Int)
        /// A specifier with flags, width, precision or length (`%5u`, `%lu`), written as given, at this offset.
        case unsupported(String, offset: Int)
    }

    /// The specifiers found, in order.
    var specifiers: [Specifier] = []
    /// The malformed sequences found, in order.
    var problems: [Problem] = []

    /// Parses `text`: `%%` is a percent sign; `%[N$]C` is a specifier with conversion `C`.
    init(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            guard scalars[index] == "%" else { continue }
            let start = index
            index += 1
            guard index < scalars.count else {
                problems.append(.trailingPercent(offset: start))
                return
            }
            if scalars[index] == "%" { continue }
            var digits = ""
            while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                digits.unicodeScalars.append(scalars[index])
                index += 1
            }
            var position: Int?
            if !digits.isEmpty, index < scalars.count, scalars[index] == "$" {
                position = Int(digits.prefix(9))
                digits = ""
                index += 1
            }
            // Length modifiers (`%lu`, `%hhd`) belong to the specifier they modify.
            var hasLength = false
            while index < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[index]) {
                hasLength = true
                index += 1
            }
            guard index < scalars.count else {
                problems.append(.unsupported(String(String.UnicodeScalarView(scalars[start...])), offset: start))
                return
            }
            let written = String(String.UnicodeScalarView(scalars[start...index]))
            let conversion = String(scalars[index])
            if !digits.isEmpty || hasLength || !(conversion == "u" || conversion == "@") {
                problems.append(.unsupported(written, offset: start))
            } else {
                specifiers.append(Specifier(conversion: conversion, position: position, text: written, offset: start))
            }
        }
    }

    /// `text` as `String(format:)` prints it with the strings `arguments` for its `%@` specifiers (`%1$@` is the
    /// first; each `%@` takes the one after the last `%@`'s): `%%` is a percent sign, and a specifier without an
    /// argument, or of another conversion, stays as written.
    static func filled(_ text: String, with arguments: [String]) -> String {
        let format = FormatString(text)
        let specifiers = Dictionary(format.specifiers.map { ($0.offset, $0) }, uniquingKeysWith: { first, _ in first })
        let scalars = Array(text.unicodeScalars)
        var filled = ""
        var next = 0
        var index = 0
        while index < scalars.count {
            if let specifier = specifiers[index] {
                var argument: Int?
                if specifier.conversion == "@" {
                    argument = specifier.position.map { $0 - 1 } ?? next
                    if specifier.position == nil { next += 1 }
                }
                if let argument, arguments.indices.contains(argument) {
                    filled += arguments[argument]
                } else {
                    filled += specifier.text
                }
                index += specifier.text.unicodeScalars.count
            } else if scalars[index] == "%", index + 1 < scalars.count, scalars[index + 1] == "%" {
                filled += "%"
                index += 2
            } else {
                filled.unicodeScalars.append(scalars[index])
                index += 1
            }
        }
        return filled
    }

    /// How many arguments the `%@` specifiers of this string take: the most of its plain ones and the highest
    /// position of its positional ones.
    var argumentCount: Int {
        let plain = specifiers.count { $0.position == nil }
        return max(plain, specifiers.compactMap(\.position).max() ?? 0)
    }
}
