import Foundation
import ScenesTestSupport
import Testing

/// Values the project's own types fix (SwiftSourceReading.md, "Constants of the project"):
/// enums, static constants, instances and their computed properties, as Swift computes them.
@Suite("SwiftUI from its source: constants of the project")
@MainActor
struct SwiftValueTests {
    static let tip = """
        enum Tip: CaseIterable {
            case faceId, contextMenu, keyboard

            var title: String {
                switch self {
                case .faceId: return "Face ID"
                case .contextMenu: return "Context menu"
                case .keyboard: return "Keyboard"
                }
            }

            var action: String? {
                switch self {
                case .faceId, .contextMenu: return nil
                case .keyboard: return "Open Settings"
                }
            }

            var icon: String {
                switch self {
                case .faceId: "faceid"
                default: "keyboard"
                }
            }
        }

        enum Mode: String, CaseIterable {
            case list, grid
            case compact = "Compact rows"
        }

        enum Level: Int {
            case low, middle = 5, high
        }
        """

    @Test("an enum's cases, allCases, raw values and computed properties, in views of the project")
    func enums() throws {
        let source = """
            import SwiftUI

            struct TipsView: View {
                @State private var mode: Mode = .grid
                var body: some View {
                    VStack {
                        TipRow(tip: .faceId)
                        ForEach(Tip.allCases, id: \\.self) { tip in TipRow(tip: tip) }
                        Text(Mode.compact.rawValue)
                        Text("Level \\(Level.high.rawValue)")
                        Picker("Mode", selection: $mode) {
                            ForEach(Mode.allCases, id: \\.self) { mode in Text(mode.rawValue).tag(mode) }
                        }
                        .pickerStyle(.segmented)
                        if mode == .grid { Text("Grid shown") }
                    }
                }
            }

            struct TipRow: View {
                let tip: Tip
                var body: some View {
                    HStack {
                        Text(tip.title)
                        Image(systemName: tip.icon)
                        if let action = tip.action { Button(action) {} }
                        if tip == .faceId { Text("Needs Face ID") }
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "TipsView",
                                                                 files: ["Sources/App/Tip.swift": Self.tip])
        #expect(elements == [
            "Face ID", "faceid. Image.", "Needs Face ID",
            "Face ID", "faceid. Image.", "Needs Face ID",
            "Context menu", "keyboard. Image.",
            "Keyboard", "keyboard. Image.", "Open Settings. Button.",
            "Compact rows", "Level 6",
            "list. Button. 1 of 3.", "Selected: grid. Button. 2 of 3.", "Compact rows. Button. 3 of 3.",
            "Grid shown",
        ], "notes: \(notes)")
        #expect(notes.isEmpty)
    }

    @Test("static constants, memberwise and written initializers, a static view; run-time branches stay unknown")
    func instances() throws {
        let models = """
            import Foundation
            import LocalAuthentication

            struct Profile {
                var name: String
                var email: String?
                var plan = "Free"
                var greeting: String { "Hello, \\(name)" }
                static let sample = Profile(name: "Ada")
            }

            struct Badge {
                let title: String
                let count: Int
                init(_ title: String, count: Int = 3) {
                    self.title = title.uppercased()
                    self.count = count * 2
                }
            }

            final class Authenticator {
                var kind = "none"
                var enabled = false
                init() {
                    let context = LAContext()
                    if context.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil) {
                        kind = "Face ID"
                    }
                }
            }
            """
        let labels = """
            import SwiftUI
            extension Label where Title == Text, Icon == Image {
                static var copy: Label { Label("Copy", systemImage: "doc.on.doc") }
            }
            """
        let source = """
            import SwiftUI

            struct ProfileView: View {
                let profile: Profile = .sample
                private let badge = Badge("new")
                @StateObject private var authenticator = Authenticator()
                var body: some View {
                    VStack {
                        Text(profile.greeting)
                        Text(profile.plan)
                        if let email = profile.email { Text(email) }
                        Text("\\(badge.title) \\(badge.count)")
                        Button(action: {}) { Label.copy }
                        Text(authenticator.kind)
                        if !authenticator.enabled { Text("Locked") }
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: [
            "Sources/App/Models.swift": models, "Sources/App/Labels.swift": labels,
        ])
        #expect(elements == ["Hello, Ada", "Free", "NEW 6", "Copy. Button.", "Locked"], "notes: \(notes)")
        // The kind the device decides is not guessed from the initializer's first branch: a note at its use.
        #expect(notes == ["14:18: The text of this Text depends on the result of context.canEvaluatePolicy(…): "
                          + "voicenav shows what the source fixes"])
    }

    @Test("a property defined through itself ends with a note, never a hang (Limits)")
    func cycles() throws {
        var chain = "enum Chain {\n    case only\n    var a0: String { \"x\" }\n"
        for index in 1...40 { chain += "    var a\(index): String { a\(index - 1) + a\(index - 1) }\n" }
        chain += "    var loop: String { again }\n    var again: String { loop }\n}\n"
        // A struct's properties are run for each instance: 2^30 calls, stopped by the work a screen may take.
        var deep = "struct Deep {\n    var b0: Int { 1 }\n"
        for index in 1...30 { deep += "    var b\(index): Int { b\(index - 1) + b\(index - 1) }\n" }
        deep += "}\n"
        let source = """
            import SwiftUI
            struct LoopView: View {
                var body: some View {
                    VStack {
                        Text(Chain.only.loop)
                        Text(Chain.only.a40)
                        Text("\\(Deep().b30)")
                        Text("After")
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: [
            "Sources/App/Chain.swift": chain, "Sources/App/Deep.swift": deep,
        ])
        #expect(elements == ["After"])
        #expect(notes.count == 3)
        #expect(notes.first == "5:18: The text of this Text depends on Chain.loop, defined through itself or nested too deep "
                    + "to follow: voicenav shows what the source fixes")
        // Each case's property is run once: the doubled text stops at the longest text voicenav builds.
        #expect(notes.dropFirst().first == "6:18: The text of this Text depends on a text too long to show: "
                    + "voicenav shows what the source fixes")
        // Which property the budget stops at depends on the order of the calls.
        #expect(notes.last?.hasPrefix("7:18: The text of this Text depends on Deep.b") == true)
        #expect(notes.last?.hasSuffix("defined through itself or nested too deep to follow: voicenav shows what the source fixes")
                    == true)
    }

    @Test("square brackets left open more than 12 deep are refused at the first one past the limit (Limits)")
    func deepBrackets() throws {
        // swift-syntax 603 takes time that doubles with each `[` left open in a type: a fuzzed file of 57 hung it.
        let open = String(repeating: "[", count: 40)
        let source = "import SwiftUI\n\nstruct Deep: \(open)View {\n    var body: some View { Text(\"a\") }\n}\n"
        #expect {
            _ = try SwiftUIReadingTests.describe(source)
        } throws: { error in
            "\(error)".contains("3:26") && "\(error)".contains("square brackets are open more than 12 deep")
        }
        // Twelve deep, closed, in code and in strings and comments, is read.
        let nested = String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)
        let fine = "import SwiftUI\n// [[[[[[[[[[[[[[[\nlet grid = \(nested)\nstruct Fine: View {\n"
            + "    var body: some View { Text(\"[[[[[[[[[[[[[[[[\") }\n}\n"
        #expect(try SwiftUIReadingTests.describe(fine).elements == ["[[[[[[[[[[[[[[[["])
    }

    @Test("a wrapper view whose generic label stands for views passes the caller's views on (Views of the project)")
    func wrapperLabels() throws {
        let source = """
            import SwiftUI

            struct PadButton<Label: View>: View {
                let action: () -> Void
                let label: () -> Label
                init(action: @escaping () -> Void, @ViewBuilder label: @escaping () -> Label) {
                    self.action = action
                    self.label = label
                }
                var body: some View { Button(action: action, label: label) }
            }

            #Preview {
                HStack {
                    PadButton(action: {}, label: { Text("1") })
                    PadButton(action: {}) { Text("2") }
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(source).elements == ["1. Button.", "2. Button."])
    }

    @Test("hostile and tricky code: self-making types, huge loops, binding patterns, a lone run-time if, raw strings (Limits)")
    func tricky() throws {
        let models = #"""
            import Foundation
            final class Node { var next = Node(); var title = "node" }
            struct Wide { var a = Wide2(); var b = Wide2() }
            struct Wide2 { var a = Wide3(); var b = Wide3() }
            struct Wide3 { var value = 1 }
            enum Load { case loading, loaded(String), failed }
            final class Probe {
                var kind = "none"
                init() { if ProcessInfo.processInfo.isLowPowerModeEnabled { kind = "saver" } }
            }
            enum Count {
                case one
                var total: Int { var sum = 0; for i in -2 ..< 9_223_372_036_854_775_807 { sum += i }; return sum }
            }
            let raw = #"\"#
            """#
        let source = """
            import SwiftUI

            struct TrickyView: View {
                @State private var node = Node()
                @State private var state: Load = .failed
                @State private var item: String? = .none
                private let wide = Wide()
                @StateObject private var probe = Probe()
                var body: some View {
                    VStack {
                        switch state {
                        case let .loaded(text): Text(text)
                        case .failed: Text("Failed")
                        default: Text("Loading")
                        }
                        Text(probe.kind)
                        Text("\\(Count.one.total)")
                        Text("\\(wide.a.b.value)")
                        Text("End")
                    }
                    .sheet(item: $item) { Text($0) }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Models.swift": models])
        // The failed state's case, not the first `case let`; the probe's kind and the huge loop unknown; the sheet of a
        // `.none` item not shown; a raw string with a backslash does not hide what follows.
        #expect(elements == ["Failed", "1", "End"], "\(notes)")
        #expect(notes.contains { $0.hasPrefix("16:18: The text of this Text depends on ProcessInfo") }, "\(notes)")
        #expect(notes.contains { $0.hasPrefix("17:18: The text of this Text depends on a loop of more turns") })
    }

    @Test("""
        a type nested in another reads the outer type's static members and cases by their names alone, in its static \
        and instance code, the innermost first (Swift: unqualified lookup goes out through the enclosing types)
        """)
    func outerStatics() throws {
        let source = """
            import UIKit

            enum Metric {
                static let shadowRadius: CGFloat = 6
                static let title = "Outer"

                enum Field {
                    static let insets: UIEdgeInsets = .init(top: shadowRadius, left: shadowRadius, bottom: 2, right: 2)
                    static let caption = title + " field"
                }

                struct Badge {
                    let count = 3
                    var text: String { "\\(title) \\(count) \\(shadowRadius)" }
                    // (`self.` names the instance's own members only: an outer type's static is not one.)
                    var own: String { "\\(self.title)" }
                }

                enum Inner {
                    static let shadowRadius: CGFloat = 2

                    enum Deep {
                        static let used = shadowRadius
                    }
                }
            }

            final class FieldViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel()
                    label.text = "\\(Metric.Field.insets.top) \\(Metric.Field.caption) \\(Metric.Badge().text) "
                        + "\\(Metric.Inner.Deep.used)"
                    view.addSubview(label)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["6.0 Outer field Outer 3 6.0 2.0"], "\(notes)")
        let explicit = source.replacingOccurrences(of: "\\(Metric.Badge().text) ", with: "\\(Metric.Badge().own) ")
        #expect(try SwiftUIReadingTests.describe(explicit).elements == ["6.0 Outer field … 2.0"])
    }
}
