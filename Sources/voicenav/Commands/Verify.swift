import A11yCore
import A11yTesting
import ArgumentParser
import Foundation
import A11ySceneModel

/// `voicenav verify DUMP UTTERANCES`: the model's words beside what real VoiceOver said.
struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare the model with what real VoiceOver said on the same screen (XCUIVoiceOverService).",
        discussion: """
        UTTERANCES is what a UI test recorded with XCUIVoiceOverService on the screen the dump \
        shows: a text file with one utterance per line (the first element's, as currentSpeech() \
        returned it, then one per moveForward()), JSON lines {"move": \
        "current"|"forward"|"backward"|"in"|"out", "utterance": "…"}, or one JSON array of \
        strings or of such objects. The model walks the same moves from its first element and \
        each line is compared with the model's whole utterance (the hint included, as VoiceOver \
        speaks it) after one normalisation: case, and every run of spaces and punctuation as one \
        separator; nothing fuzzy. "VoiceOver on" and the app's name before the first element, \
        and the last element said again at the end, are shown but not compared. Exit 1 when \
        any line differs; --format json for tools: {"file", "recording", "matched", "total", \
        "agreement", "lines": [{"line", "move", "voiceOver", "model", "element", "match", "kind"}]}.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "The dump (or any scene, storyboard, xib or Swift file) of the screen VoiceOver walked.")
    var scene: String

    @Argument(help: "The recorded utterances (text, one per line; or JSON lines).")
    var utterances: String

    @OptionGroup var choice: SceneChoice
    @OptionGroup var languages: LanguageOptions

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    func run() throws {
        var comparison: UtteranceComparison?
        try runReportingErrors {
            var spec = try SceneInput.load(path: scene, scene: choice.sceneID, language: languages.code)
            try languages.apply(to: &spec)
            let recording = try UtteranceFile.parse(try InputFile.readText(path: utterances), file: utterances)
            comparison = MainActor.assumeIsolated { UtteranceComparison.compare(spec: spec, recording: recording) }
        }
        guard let comparison else { return }
        print(format == .json ? json(comparison) : text(comparison), terminator: "")
        if comparison.matched < comparison.compared.count { throw ExitCode(1) }
    }

    private func text(_ comparison: UtteranceComparison) -> String {
        var output = ""
        for line in comparison.lines {
            let move = line.recorded.move.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
            let number = String(line.recorded.line).leftPadded(to: 4)
            if line.kind != .element {
                let word = line.kind == .end ? "end " : "skip"
                let why = line.kind == .end ? "(the last element again: the end)" : "(not an element)"
                output += "\(number)  \(word)  \(move) \(TerminalText.safe(line.recorded.utterance))  \(why)\n"
            } else if line.matches {
                output += "\(number)  same  \(move) \(TerminalText.safe(line.recorded.utterance))\n"
            } else {
                output += "\(number)  DIFF  \(move) VoiceOver: \(TerminalText.safe(line.recorded.utterance))\n"
                let model = line.model.map(TerminalText.safe) ?? "(no element)"
                let element = line.element.map { " [\(TerminalText.safe($0))]" } ?? ""
                output += String(repeating: " ", count: 20) + "    model: \(model)\(element)\n"
            }
        }
        let percent = (comparison.agreement * 1000).rounded() / 10
        output += "agreement: \(comparison.matched) of \(comparison.compared.count) lines (\(percent.compact)%)\n"
        return output
    }

    private func json(_ comparison: UtteranceComparison) -> String {
        let lines = comparison.lines.map { line in
            ComparedLine(line: line.recorded.line, move: line.recorded.move.rawValue, voiceOver: line.recorded.utterance,
                         model: line.model, element: line.element, match: line.matches, kind: line.kind.rawValue)
        }
        let agreement = (comparison.agreement * 10_000).rounded() / 10_000
        return JSONOutput.document(VerifyReport(file: scene, recording: utterances, matched: comparison.matched,
                                                total: comparison.compared.count, agreement: agreement, lines: lines))
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

/// `verify --format json`: the files compared, the counts, and every recorded line.
private struct VerifyReport: Encodable {
    var file: String
    var recording: String
    var matched: Int
    var total: Int
    var agreement: Double
    var lines: [ComparedLine]
}

/// A recorded line beside the model's utterance.
private struct ComparedLine: Encodable {
    var line: Int
    var move: String
    var voiceOver: String
    var model: String?
    var element: String?
    var match: Bool
    var kind: String

    private enum CodingKeys: String, CodingKey { case line, move, voiceOver, model, element, match, kind }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(line, forKey: .line)
        try container.encode(move, forKey: .move)
        try container.encode(voiceOver, forKey: .voiceOver)
        try container.encode(model, forKey: .model)   // null where the model has no element
        try container.encode(element, forKey: .element)
        try container.encode(match, forKey: .match)
        try container.encode(kind, forKey: .kind)
    }
}
