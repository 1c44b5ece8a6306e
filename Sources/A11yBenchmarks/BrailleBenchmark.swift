import A11yBraille
import A11yCore
import A11yNavigator
import Foundation
import A11ySceneModel
import A11ySceneFiles

/// Measures what braille adds to a cursor move (issue 25's target: at most 0.2 ms, median): the
/// built-in phone demo's first screen walked element by element on the silent backend, with and
/// without a liblouis table, alternating; and liblouis's own time for one line.
@MainActor
public enum BrailleBenchmark {
    public static func run(table: String?, moves: Int) throws -> String {
        let braille = try LouisBraille(table: table)
        let yaml = try BuiltInDemos.all[0].yaml()
        let spec = try SceneParser.parse(yaml, file: "demo.yaml")
        let app = SceneApp(spec: spec)
        let scheduler = VirtualScheduler()
        let session = app.makeSession(backend: VirtualSpeechBackend(scheduler: scheduler), scheduler: scheduler)
        session.start()
        scheduler.runUntilIdle()
        let count = max(2, session.elements.count)
        let clock = ContinuousClock()
        var plain: [Duration] = [], withBraille: [Duration] = [], translate: [Duration] = []
        var lines: [String] = []
        for index in 0..<max(10, moves) {
            let forward = (index / (count - 1)) % 2 == 0
            for translator in [nil, braille] as [(any BrailleTranslating)?] {
                session.braille = translator
                let time = clock.measure {
                    if forward { session.next() } else { session.previous() }
                }
                scheduler.runUntilIdle()
                if translator == nil { plain.append(time) } else { withBraille.append(time) }
                // Back to where the move started, so both runs move between the same elements.
                if translator == nil {
                    if forward { session.previous() } else { session.next() }
                    scheduler.runUntilIdle()
                }
            }
            if let element = session.focusedElement {
                let line = BraillePrintLine.line(for: element.snapshot)
                lines.append(line)
                translate.append(clock.measure { _ = braille.cells(for: line) })
            }
        }
        // The navigator's frame, 120 × 34, without and with the braille panel.
        let navigator = Navigator(session: session, appName: "demo", speechStatus: "bench")
        var frames: [Duration] = [], framesWithPanel: [Duration] = []
        for _ in 0..<max(10, moves) {
            navigator.braille = nil
            frames.append(clock.measure { _ = navigator.frameLines(columns: 120, rows: 34, useColor: true) })
            navigator.braille = BrailleDisplay()
            session.braille = braille
            session.next()
            scheduler.runUntilIdle()
            framesWithPanel.append(clock.measure { _ = navigator.frameLines(columns: 120, rows: 34, useColor: true) })
        }
        func median(_ values: [Duration]) -> Duration { values.sorted()[values.count / 2] }
        let ms = { (duration: Duration) in String(format: "%.3f ms", duration.seconds * 1000) }
        let added = median(withBraille) - median(plain)
        let version = (try? LouisBraille.version()) ?? "?"
        return """
        Braille (\(braille.table), liblouis \(version)): \(plain.count) cursor moves on the phone demo
          cursor move, no braille                  median \(ms(median(plain)))
          cursor move with the braille line        median \(ms(median(withBraille)))   added \(ms(added)) (target ≤ 0.2 ms)
          liblouis alone, one line (\(lines.map(\.count).max() ?? 0) chars at most)  median \(ms(median(translate)))
          navigator frame 120×34, no panel          median \(ms(median(frames)))
          navigator frame with the braille panel   median \(ms(median(framesWithPanel)))

        """
    }
}
