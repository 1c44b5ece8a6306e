import A11yAudit
import A11yScenes
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `audit --all-languages` on several processor cores: the base language is audited here and
/// keeps its maps (`AuditMaps`); the other languages are split into as many shares as
/// `--jobs` allows, the last audited here, each other by a worker: a second `voicenav audit`
/// of the same command line, started at once so that it opens the file while the base
/// language is explored, which then reads the maps on its standard input, takes its languages
/// along them and writes what it found as JSON. The model of an app runs on one thread (UIKit's
/// main thread), so processes, not threads, share the work. The report is the one a single
/// process writes: each language's audit is the same wherever it ran, and they are merged in
/// the languages' order.
///
/// A worker that cannot start or fails gives its share back: its languages are audited here.
extension Audit {
    /// What a worker is given and gives back.
    private struct Worker {
        var languages: [String]
        var output: URL
        var process: Process
        var maps: FileHandle
    }

    /// The audits of `document` in `languages` (the first explores), in their order.
    @MainActor
    func auditLanguages(_ document: InputDocument, languages: [String?], options: AuditOptions,
                        progress: (_ ended: Int, _ language: String?) -> Void) -> [AppAudit.FileAudit] {
        var ended = 0
        func heard(_: Int, _ language: String?, _: AppAudit.FileAudit) {
            ended += 1
            progress(ended, language)
        }
        var maps = AuditMaps()
        func audit(_ codes: [String]) -> [AppAudit.FileAudit] {
            AppAudit.audit(document: document, scene: choice.sceneID, languages: codes.map(Optional.some), options: options,
                           maps: &maps, progress: heard)
        }
        let jobs = max(1, self.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let rest = languages.dropFirst().compactMap { $0 }
        guard jobs > 1, rest.count > 1, case .some(nil) = languages.first, let executable = Self.workerExecutable() else {
            return AppAudit.audit(document: document, scene: choice.sceneID, languages: languages, options: options,
                                  progress: heard)
        }
        // The first process explores the base language too: it takes the last share, the shortest
        // (and any share whose worker could not start).
        let shares = Self.split(rest, into: min(jobs, rest.count))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("voicenav-audit-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        var workers: [Worker] = []
        if (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil {
            for (index, share) in shares.enumerated().dropLast() {
                let output = folder.appendingPathComponent("audit-\(index).json")
                if let worker = startWorker(executable, languages: share, output: output) { workers.append(worker) }
            }
        }
        let base = AppAudit.audit(document: document, scene: choice.sceneID, languages: [nil], options: options, maps: &maps,
                                  progress: heard)
        // No map (a bound stopped the exploration): each language explores, all of them here.
        let data = maps.isEmpty ? nil : try? JSONEncoder().encode(maps)
        // A worker that already ended makes the write fail, not this process (SIGPIPE ignored meanwhile).
        let pipeSignal = signal(SIGPIPE, SIG_IGN)
        for worker in workers {
            if let data { try? worker.maps.write(contentsOf: data) }
            try? worker.maps.close()
            if data == nil { worker.process.terminate() }
        }
        signal(SIGPIPE, pipeSignal)
        let sent = data == nil ? [] : workers
        let taken = Set(sent.flatMap(\.languages))
        var found: [String: AppAudit.FileAudit] = [:]
        let own = rest.filter { !taken.contains($0) }
        for (language, audit) in zip(own, audit(own)) { found[language] = audit }
        for worker in workers { worker.process.waitUntilExit() }
        for worker in sent {
            if worker.process.terminationStatus == 0, let data = try? Data(contentsOf: worker.output),
               let audits = try? JSONDecoder().decode([AppAudit.FileAudit].self, from: data),
               audits.count == worker.languages.count {
                for (language, audit) in zip(worker.languages, audits) {
                    heard(0, language, audit)
                    found[language] = audit
                }
            } else {
                printError("voicenav: the worker auditing \(worker.languages.joined(separator: ", ")) failed; auditing them here")
                for (language, audit) in zip(worker.languages, audit(worker.languages)) { found[language] = audit }
            }
        }
        return base + rest.compactMap { found[$0] }
    }

    /// `audit --worker-languages`: audits the languages along the maps the first process sends
    /// on standard input, and writes the audits as JSON on standard output.
    func runWorker(_ document: InputDocument, languages: String, options: AuditOptions) throws {
        var maps = try JSONDecoder().decode(AuditMaps.self, from: FileHandle.standardInput.readToEnd() ?? Data())
        let codes = languages.split(separator: ",").map { String($0) as String? }
        var audits = MainActor.assumeIsolated {
            AppAudit.audit(document: document, scene: choice.sceneID, languages: codes, options: options, maps: &maps)
        }
        // Each screen's translation table (every text of the file, by view) is what the language
        // rules read, and they ran here: the report needs their findings, not the tables (two
        // thirds of what would be sent otherwise).
        for index in audits.indices {
            guard var result = audits[index].result else { continue }
            for screen in result.screens.indices { result.screens[screen].translations = [:] }
            audits[index].result = result
        }
        FileHandle.standardOutput.write(try JSONEncoder().encode(audits))
    }

    /// This command line run again for `languages`: standard output to `output`, the maps to
    /// come on standard input, nothing on the terminal. Nil when it cannot start.
    private func startWorker(_ executable: URL, languages: [String], output: URL) -> Worker? {
        guard FileManager.default.createFile(atPath: output.path, contents: nil),
              let handle = try? FileHandle(forWritingTo: output) else { return nil }
        defer { try? handle.close() }
        let process = Process()
        let maps = Pipe()
        process.executableURL = executable
        process.arguments = Array(CommandLine.arguments.dropFirst())
            + ["--jobs", "1", "--worker-languages", languages.joined(separator: ",")]
        process.standardInput = maps
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        try? maps.fileHandleForReading.close()
        return Worker(languages: languages, output: output, process: process, maps: maps.fileHandleForWriting)
    }

    /// The voicenav executable running this command (nil when the command runs inside another
    /// program, such as a test runner, which cannot be started as a worker).
    private static func workerExecutable() -> URL? {
        guard Voicenav.isTool, let url = Bundle.main.executableURL, FileManager.default.isExecutableFile(atPath: url.path)
        else { return nil }
        return url
    }

    /// `items` in `count` runs of consecutive items, as even as can be (the first ones longer).
    static func split<Item>(_ items: [Item], into count: Int) -> [[Item]] {
        guard count > 1 else { return [items] }
        var shares: [[Item]] = []
        var start = 0
        for index in 0..<count {
            let size = items.count / count + (index < items.count % count ? 1 : 0)
            shares.append(Array(items[start..<start + size]))
            start += size
        }
        return shares
    }
}
