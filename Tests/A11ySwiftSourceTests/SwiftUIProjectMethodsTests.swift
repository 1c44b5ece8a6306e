import Testing

/// Methods of the project's types run from SwiftUI code (SwiftSourceReading.md, "Constants of
/// the project"): on an instance, on a case, on a text the project extends `String` for, and
/// called by name alone inside the type (a leading underscore too), as Swift calls them.
@Suite("SwiftUI code: the project's methods")
@MainActor
struct SwiftUIProjectMethodsTests {
    @Test("an instance's method, which calls its own private method by name alone, and a String extension's method")
    func instanceMethods() throws {
        let source = """
            import SwiftUI

            struct Localization {
                var prefix: String
                static var current = Localization(prefix: "Note: ")

                private func _lookUp(_ key: String, table: String? = nil, comment: String) -> String {
                    key == "greeting" ? "Hello" : key
                }

                func text(_ key: String) -> String {
                    prefix + _lookUp(key, comment: "").exclaimed()
                }

                mutating func change(_ key: String) -> String {
                    prefix = key
                    return key
                }
            }

            extension String {
                func exclaimed() -> String { self + "!" }
            }

            enum Tip {
                case faceID, passcode
                func title(short: Bool) -> String {
                    switch self {
                    case .faceID: short ? "Face ID" : "Use Face ID"
                    case .passcode: "Passcode"
                    }
                }
            }

            struct TipsView: View {
                var body: some View {
                    VStack {
                        Text(Localization.current.text("greeting"))
                        Text(Tip.faceID.title(short: false))
                        Text("done".exclaimed())
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        // Before, each was "the result of …(…)", a run-time value, and no text was read.
        #expect(elements == ["Note: Hello!", "Use Face ID", "done!"])
        #expect(notes.isEmpty)
    }

    @Test("a mutating method is not run: a note, the rest read")
    func mutatingMethodNotRun() throws {
        let source = """
            import SwiftUI

            struct Counter {
                var count = 0
                mutating func next() -> String {
                    count += 1
                    return "Step \\(count)"
                }
            }

            struct StepsView: View {
                var body: some View {
                    var counter = Counter()
                    VStack {
                        Text("Steps")
                        Text(counter.next())
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == ["Steps"])
        #expect(notes.contains { $0.contains("counter.next") })
    }
}
