import A11yCore

/// The braille panel (the braille contract, "Where the line appears"): the cursor's line on a
/// display of `BrailleDisplay.cellCount` cells with the print text under each cell, panned with
/// `,` and `.`, the caret of a field being edited in dots 7 and 8, announcements flashed.
extension Navigator {
    /// Follows the session: an element spoken shows its line; an announcement flashes.
    func updateBraille(for record: SpeechRecord) {
        guard braille != nil, let translator = session.braille else { return }
        switch record.kind {
        case .speech:
            // The line the session translated for this utterance (never translated twice).
            guard let spoken = session.spokenBraille, let snapshot = session.focusedElement?.snapshot else { return }
            // A field being edited: the caret after its text (the model types at the end).
            var caret: Int?
            if snapshot.insertionPoint != nil {
                caret = [snapshot.label, snapshot.value].compactMap { $0?.isEmpty == false ? $0 : nil }
                    .joined(separator: " ").count
            }
            braille?.show(spoken.line.braille, print: spoken.line.print, caretAfter: caret)
            // Entering or leaving a container: its words first, as a line of their own (a flash).
            if let container = spoken.container {
                braille?.flash(container.braille, print: container.print, now: clock.now)
                if let duration = braille?.flashDuration { clock.schedule(after: duration) {} }
            }
        case .announcement:
            let print = BraillePrintLine.bounded(record.text)
            let now = clock.now
            braille?.flash(translator.translate(print), print: print, now: now)
            // Wake the loop when the flash ends, so the line comes back on its own.
            if let duration = braille?.flashDuration { clock.schedule(after: duration) {} }
        default:
            break
        }
    }

    /// `b` shows or hides the panel; `,` and `.` pan (at an end, the status line says so).
    func brailleCommand(_ command: NavigatorCommand) {
        guard braille != nil else {
            notice = "no braille display: start with --braille"
            return
        }
        switch command {
        case .toggleBraille:
            showsBraille.toggle()
        case .panBraille(let forward):
            let moved = forward ? braille?.panRight() : braille?.panLeft()
            if moved == false { notice = forward ? "braille: the end of the line" : "braille: the start of the line" }
        default:
            break
        }
    }

    /// Writes the panel's cells to the real display, if there is one.
    func syncBrailleOutput() {
        guard let output = brailleOutput, let braille else { return }
        output.write(braille.window(at: clock.now).cells)
    }

    /// The display's panning keys pan the panel, as `,` and `.` do.
    func readBrailleKeys() {
        guard let output = brailleOutput else { return }
        guard let pans = output.readPans() else {
            brailleOutput = nil
            notice = "the braille display went away (BRLTTY stopped): the panel stays on screen"
            return
        }
        for forward in pans { brailleCommand(.panBraille(forward: forward)) }
    }

    /// The panel's two rows (cells, then the print text under them), or nil when there is none.
    func braillePanel(columns: Int) -> [String]? {
        guard let braille, showsBraille else { return nil }
        let window = braille.window(at: clock.now)
        let flashing = braille.isFlashing(at: clock.now)
        let label = flashing ? "flash   " : "braille "
        return [TerminalWidth.fit(label + window.cells, columns),
                TerminalWidth.fit("        " + TerminalText.safe(window.print), columns)]
    }
}
