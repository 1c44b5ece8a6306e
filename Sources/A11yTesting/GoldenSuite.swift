import A11yCore
import A11yScenes
import Foundation
import A11ySceneModel

/// Finds, runs and checks golden transcript tests (`voicenav test`).
///
/// A test is a script whose first command names its scene (`scene PATH[#ID]`); its golden
/// file is the transcript beside it. Loading (reading and parsing scripts, scenes and
/// storyboards) runs on `jobs` threads; the sessions themselves run one after another on the
/// main actor, as the model, like UIKit, lives there. Each run is a silent run on the virtual
/// clock. `junit(_:)` writes the results as JUnit XML.
///
/// ```swift
/// let suite = GoldenSuite(paths: ["Tests/VoiceOver"], mode: .never, noHints: false, jobs: 2)
/// let results = suite.run { print($0) }
/// ```
public struct GoldenSuite: Sendable {
    public let paths: [String]
    public let mode: RecordMode
    public let noHints: Bool
    public let jobs: Int
    /// `--language`: each script without a `language` line runs once per language, against
    /// its golden `NAME.LANG.transcript`; empty, once, against `NAME.transcript`.
    public let languages: [String]
    /// VoiceOver's words (`--phrases` adds to the built-in ones).
    public let phrases: PhraseBook
    /// Makes the braille translation a script's `braille [TABLE]` line asks for (the table, nil
    /// for the default; the run's language); nil: such scripts are malformed (no braille here).
    public let makeBraille: (@Sendable (String?, String?) throws -> any BrailleTranslating)?

    public init(paths: [String], mode: RecordMode, noHints: Bool, jobs: Int, languages: [String] = [],
                phrases: PhraseBook = .builtIn,
                makeBraille: (@Sendable (String?, String?) throws -> any BrailleTranslating)? = nil) {
        self.paths = paths
        self.mode = mode
        self.noHints = noHints
        self.jobs = jobs
        self.languages = languages
        self.phrases = phrases
        self.makeBraille = makeBraille
    }

    /// One test's outcome.
    public struct Result: Sendable {
        public var name: String
        public var folder: String
        public var passed: Bool
        /// The script or its scene could not be read: an error, not a wrong answer.
        public var malformed = false
        public var message: String?
        public var seconds: Double
    }

    /// A test ready to run: its script parsed and its scene loaded (or why not).
    struct Prepared: @unchecked Sendable {
        var script: String
        /// The language `--language` gave (nil: none, or the script's own `language` line).
        var language: String?
        var commands: [ScriptCommand] = []
        var spec: SceneSpec?
        var error: String?
    }

    /// The scripts under `paths` whose first command names their scene, in a stable order.
    func discover() -> [String] {
        var scripts: [String] = []
        let fileManager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                scripts.append(path)
                continue
            }
            let enumerator = fileManager.enumerator(atPath: path)
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasPrefix(".build") || relative.contains("/.build") { enumerator?.skipDescendants(); continue }
                guard relative.hasSuffix(".script") else { continue }
                let full = path == "." ? relative : (path as NSString).appendingPathComponent(relative)
                if Self.namesScene(full) { scripts.append(full) }
            }
        }
        return Array(Set(scripts)).sorted()
    }

    /// Whether the script's first command is `scene …` (only such scripts are tests).
    static func namesScene(_ path: String) -> Bool {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            return trimmed.hasPrefix("scene ") || trimmed.hasPrefix("scene\t")
        }
        return false
    }

    /// One run of a script: in a `--language`, or as it is.
    struct Run: Sendable {
        var script: String
        var language: String?
    }

    /// The runs of `scripts`: once each, or once per `--language` for a script without a
    /// `language` line of its own.
    func runs(of scripts: [String]) -> [Run] {
        scripts.flatMap { script -> [Run] in
            guard !languages.isEmpty, !Self.hasLanguageLine(script) else { return [Run(script: script)] }
            return languages.map { Run(script: script, language: $0) }
        }
    }

    /// Whether the script sets its own language (a `language` line before its commands), as
    /// the script parser reads it (a malformed script runs once and reports its error then).
    static func hasLanguageLine(_ path: String) -> Bool {
        guard let text = try? InputFile.readText(path: path) else { return false }
        return (try? ScriptParser.parseScript(text, file: path))?.language != nil
    }

    /// Loads a test: the script, then its scene (each scene file once per language, whatever
    /// number of tests run on it: `scenes` keeps them).
    func prepare(_ run: Run, scenes: SceneCache) -> Prepared {
        let script = run.script
        var prepared = Prepared(script: script, language: run.language)
        var parsedScript: Script?
        do {
            let parsed = try ScriptParser.parseScript(try InputFile.readText(path: script), file: script)
            parsedScript = parsed
            prepared.commands = parsed.commands
            guard let (scenePath, controller) = try ScriptScene.resolve(scene: nil, sceneID: nil, script: parsed,
                                                                        scriptPath: script) else {
                throw Diagnostic(file: script, line: 1, column: 1, message: "the script does not start with `scene PATH`")
            }
            let language = parsed.language?.code ?? run.language
            var spec = try scenes.load((scenePath as NSString).standardizingPath, controller: controller, language: language)
            spec.phrases = phrases
            if let line = parsed.braille {
                func fail(_ message: String) -> SceneError {
                    SceneError(file: script, line: line.line, column: line.column, message: message)
                }
                guard let makeBraille else { throw fail("braille is not available in this run") }
                do { spec.braille = try makeBraille(line.table, language) } catch { throw fail("\(error)") }
            }
            prepared.spec = spec
        } catch let error as SceneError {
            prepared.error = error.description
        } catch let error as SceneChoiceError {
            prepared.error = "\(ScriptScene.located(error, script: parsedScript, scriptPath: script))"
        } catch {
            prepared.error = "\(script): error: \(error)"
        }
        return prepared
    }

    /// Runs every test, reporting each as it ends.
    public func run(report: (String) -> Void) -> [Result] {
        let scripts = runs(of: discover())
        if scripts.isEmpty {
            report("voicenav test: no test scripts (*.script starting with `scene PATH`) under \(paths.joined(separator: ", ")): "
                + "nothing was tested, so the run fails")
        }
        // Loading in parallel.
        let slots = PreparedSlots(count: scripts.count)
        let scenes = SceneCache()
        DispatchQueue.concurrentPerform(iterations: min(max(1, jobs), max(1, scripts.count))) { worker in
            var index = worker
            while index < scripts.count {
                slots.set(index, prepare(scripts[index], scenes: scenes))
                index += max(1, jobs)
            }
        }
        var results: [Result] = []
        for (index, run) in scripts.enumerated() {
            let start = ContinuousClock.now
            let result = MainActor.assumeIsolated { check(slots.get(index) ?? prepare(run, scenes: scenes)) }
            var timed = result
            timed.seconds = (ContinuousClock.now - start).seconds
            report((timed.passed ? "✓ " : "✗ ") + run.script + (run.language.map { " [\($0)]" } ?? ""))
            if let message = timed.message {
                report(message.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
                    .joined(separator: "\n"))
            }
            results.append(timed)
        }
        return results
    }

    /// Runs one loaded test and compares its transcript with the golden file.
    @MainActor
    func check(_ test: Prepared) -> Result {
        let base = ((test.script as NSString).lastPathComponent as NSString).deletingPathExtension
        let name = base + (test.language.map { ".\($0)" } ?? "")
        let folder = (test.script as NSString).deletingLastPathComponent
        var result = Result(name: name, folder: folder.isEmpty ? "." : folder, passed: false, seconds: 0)
        guard let spec = test.spec, test.error == nil else {
            result.malformed = true
            result.message = TerminalText.safe(test.error ?? "cannot load the test")
            return result
        }
        let outcome: SilentRun.Outcome
        do {
            outcome = try SilentRun.outcome(spec: spec, commands: test.commands, noHints: noHints, file: test.script)
        } catch let error as SceneError {
            result.malformed = true
            result.message = TerminalText.safe(error.description)
            return result
        } catch {
            result.malformed = true
            result.message = "\(error)"
            return result
        }
        let text = TerminalText.safeLines(outcome.session.transcript.text)
        let golden = (folder.isEmpty ? "" : folder + "/") + name + ".transcript"
        let commandsByLine = Dictionary(test.commands.map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
        let scriptText = try? String(contentsOfFile: test.script, encoding: .utf8)
        let scriptLines = scriptText?.split(separator: "\n", omittingEmptySubsequences: false)
        let origins = outcome.lineOrigins
        let note: ([Int]) -> String? = { indices in
            // The script lines whose commands made the hunk's changed lines.
            let lines = Array(Set(indices.compactMap { $0 < origins.count ? origins[$0] : nil })).sorted()
            guard !lines.isEmpty else { return nil }
            let described = lines.prefix(4).map { line -> String in
                if line == 0 { return "launch" }
                let text = scriptLines.flatMap {
                    line - 1 < $0.count ? String($0[line - 1]).trimmingCharacters(in: .whitespaces) : nil
                } ?? commandsByLine[line].map { "\($0.action)" } ?? ""
                return "line \(line): \(text)"
            }
            return "script " + described.joined(separator: "; ") + (lines.count > 4 ? "; …" : "")
        }
        do {
            let golden = try GoldenTranscript.check(text, golden: golden, mode: mode, note: note)
            result.passed = golden.passed && outcome.failures.isEmpty
            var messages: [String] = outcome.failures.map { TerminalText.safe($0.description) }
            if let message = golden.message { messages.append(message) }
            result.message = messages.isEmpty ? nil : messages.joined(separator: "\n")
        } catch {
            result.message = "\(error)"
        }
        return result
    }

    /// JUnit XML: one testsuite per folder, one testcase per script (classname: its folder),
    /// a failure holding the diff, an error holding a malformed script's message.
    public static func junit(_ results: [Result]) -> String {
        func escape(_ text: String) -> String { XMLText.escape(text) }
        // A malformed script or scene is an <error> (the test could not run: broken), a
        // transcript that differs a <failure> (it ran and gave a wrong answer), as JUnit
        // readers tell them apart.
        func counts(_ cases: [Result]) -> (failures: Int, errors: Int) {
            (cases.filter { !$0.passed && !$0.malformed }.count, cases.filter { !$0.passed && $0.malformed }.count)
        }
        let (failures, errors) = counts(results)
        let total = results.reduce(0) { $0 + $1.seconds }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"voicenav\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" "
            + "time=\"\(String(format: "%.3f", total))\">\n"
        let folders = Dictionary(grouping: results, by: \.folder)
        for folder in folders.keys.sorted() {
            let cases = folders[folder] ?? []
            let (caseFailures, caseErrors) = counts(cases)
            let caseTime = String(format: "%.3f", cases.reduce(0) { $0 + $1.seconds })
            xml += "  <testsuite name=\"\(escape(folder))\" tests=\"\(cases.count)\" failures=\"\(caseFailures)\" "
                + "errors=\"\(caseErrors)\" time=\"\(caseTime)\">\n"
            for test in cases {
                xml += "    <testcase classname=\"\(escape(folder))\" name=\"\(escape(test.name))\" "
                    + "time=\"\(String(format: "%.3f", test.seconds))\""
                if test.passed {
                    xml += "/>\n"
                } else if test.malformed {
                    xml += ">\n      <error message=\"malformed script or scene\" type=\"error\">\(escape(test.message ?? ""))"
                        + "</error>\n    </testcase>\n"
                } else {
                    xml += ">\n      <failure message=\"transcript differs from its golden file\" type=\"failure\">"
                        + "\(escape(test.message ?? ""))</failure>\n    </testcase>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }
}
