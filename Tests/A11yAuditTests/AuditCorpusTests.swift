import Foundation
import Testing
@testable import A11yAudit
import ScenesTestSupport
@testable import A11ySceneFiles
@testable import A11yInterfaceBuilder

/// The audit on the files users start from: the examples (and so the built-in demos) stay clean, and
/// every shared storyboard is explored without a screen that cannot be reached again.
@Suite("Audit of the examples, demos and shared storyboards")
@MainActor
struct AuditCorpusTests {
    /// The built-in demos are examples/demo.yaml and demo-pad.yaml byte for byte (ExampleFilesTests).
    @Test("Every example scene audits clean (examples are users' templates)", arguments: ExampleFiles.names)
    func examplesAreClean(name: String) throws {
        let spec = try SceneLoader.load(path: ExampleFiles.path(name))
        let result = AccessibilityAudit.run(spec: spec)
        #expect(result.findings.map { "\($0.location.line): \($0.rule) \($0.element ?? "-") on \($0.screen)" } == [])
        #expect(result.boundReached == nil)
        #expect(result.replayFailures.isEmpty)
    }

    @Test("Every shared storyboard and xib is explored to the end, each screen reached again from launch")
    func sharedStoryboards() throws {
        var options = AuditOptions()
        options.actionsAreKnown = false
        options.exploresRotation = false
        for path in IB.sharedFiles {
            let (controllers, _) = try StoryboardLoader.controllers(path: path)
            let starts: [String?] = (try? StoryboardLoader.load(path: path)) != nil ? [nil] : controllers.map(\.id)
            for start in starts {
                guard let spec = try? StoryboardLoader.load(path: path, scene: start).spec else { continue }
                let result = AccessibilityAudit.run(spec: spec, options: options)
                let name = (path as NSString).lastPathComponent + (start.map { "#\($0)" } ?? "")
                #expect(result.replayFailures.isEmpty, "\(name)")
                #expect(result.boundReached == nil, "\(name)")
                #expect(!result.screens.isEmpty, "\(name)")
                for finding in result.findings {
                    #expect(finding.location.line >= 1 && finding.location.column >= 1, "\(name)")
                    #expect(finding.location.file.hasSuffix(".storyboard") || finding.location.file.hasSuffix(".xib"), "\(name)")
                }
            }
        }
    }
}
