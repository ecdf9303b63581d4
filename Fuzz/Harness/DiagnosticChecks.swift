import ActionableCore

extension Findings {
    /// Checks what every diagnostic promises: it names one of `files` and, when it has a position, a 1-based
    /// line and column inside that file; its message and its notes' are single plain lines (user text is
    /// quoted through `DiagnosticText`); and the text and GitHub renderers give one line per diagnostic and
    /// note, plus the summary; the JSON and SARIF renderers run too, unless `everyRenderer` is `false` (a stage's
    /// target, where SARIF's rule catalog would cost more than the stage). `stage` names the entry point in messages.
    mutating func checkDiagnostics(_ diagnostics: [Diagnostic], of files: [SourceFile], from stage: String, everyRenderer: Bool = true) {
        var lines = 1
        // Each file's line bound once, not once per diagnostic: a file with many problems stays linear.
        let bounds = Dictionary(files.map { ($0.path, Self.lineBreakBound($0.contents)) }) { first, _ in first }
        for diagnostic in diagnostics {
            // Described only when a check fails: most inputs break nothing, and describing costs.
            let what = { "\(stage): diagnostic [\(diagnostic.rule.rawValue)] \(String(reflecting: diagnostic.message))" }
            checkLocation(diagnostic.location, of: files, what(), lineBounds: bounds)
            require(!diagnostic.message.isEmpty && TextChecks.isPlainLine(diagnostic.message), "\(what()) is not one plain line")
            for note in diagnostic.notes {
                let noteWhat = { "\(what()), note \(String(reflecting: note.message))" }
                checkLocation(note.location, of: files, noteWhat(), lineBounds: bounds)
                require(!note.message.isEmpty && TextChecks.isPlainLine(note.message), "\(noteWhat()) is not one plain line")
            }
            lines += 1 + diagnostic.notes.count
        }
        for format in [DiagnosticFormat.text, .github] {
            let rendered = format.renderer().render(diagnostics)
            require(TextChecks.lineBreaks(in: rendered) == lines,
                    "\(stage): the \(format.rawValue) rendering has \(TextChecks.lineBreaks(in: rendered)) lines, not \(lines)")
        }
        guard everyRenderer else { return }
        _ = DiagnosticFormat.json.renderer().render(diagnostics)
        _ = DiagnosticFormat.sarif.renderer().render(diagnostics)
    }

    /// Checks that `location` names one of `files` and, when it has a position, that the line and column are
    /// 1-based, the line no later than the file's last, and the column no larger than its size in bytes plus one.
    /// `lineBounds`, when given, holds ``lineBreakBound(_:)`` of each file by path.
    mutating func checkLocation(
        _ location: SourceLocation, of files: [SourceFile], _ what: @autoclosure () -> String, lineBounds: [String: Int]? = nil
    ) {
        guard let file = files.first(where: { $0.path == location.path }) else {
            return require(false, "\(what()) names \(String(reflecting: location.path)), which is not an input")
        }
        guard let position = location.position else { return }
        let lines = 1...((lineBounds?[file.path] ?? Self.lineBreakBound(file.contents)) + 1)
        let columns = 1...(file.contents.count + 1)
        require(lines.contains(position.line) && columns.contains(position.column),
                "\(what()) is at \(position.line):\(position.column), outside \(file.path) (\(file.contents.count) bytes)")
    }

    /// At least the number of line breaks libyaml can count in `contents`: in UTF-8, every LF, CR, NEL
    /// (C2 85), LS (E2 80 A8) and PS (E2 80 A9) holds one of these bytes; UTF-16 text (with a byte-order mark)
    /// is bounded by its size.
    static func lineBreakBound(_ contents: [UInt8]) -> Int {
        if contents.starts(with: [0xFE, 0xFF]) || contents.starts(with: [0xFF, 0xFE]) { return contents.count }
        return contents.count { [0x0A, 0x0D, 0x85, 0xA8, 0xA9].contains($0) }
    }
}
