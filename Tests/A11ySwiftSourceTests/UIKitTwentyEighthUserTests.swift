import Testing

/// What a twenty-eighth user's apps needed (SwiftSourceReading.md, "Texts", "Observers and the rest"; AutoLayoutRules.md,
/// "What the constraints leave open"): Xcode's generated String Catalog symbols, Observation's tracking, and a form
/// whose stack holds a view of no size of its own.
@Suite("UIKit code: a twenty-eighth user's apps")
@MainActor
struct UIKitTwentyEighthUserTests {
    /// Keys as an app's catalog has them, with the symbols Xcode makes of them (MetaX's code uses these names).
    static let catalog = """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "Settings.Title" : { "extractionState" : "manual", "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } } } },
          "FNumber" : { "extractionState" : "manual", "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Aperture" } } } },
          "ISOSpeedRatings" : { "extractionState" : "manual", "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "ISO" } } } },
          "Error.iCloud" : { "extractionState" : "manual", "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "iCloud is off" } } } },
          "FocalLenIn35mmFilm" : { "extractionState" : "manual", "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "35mm Equivalent" } } } },
          "ExposureProgram.Aperture-priority AE" : { "extractionState" : "manual", "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Aperture priority" } } } },
          "Edit.Hint.Gear" : { "extractionState" : "manual", "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Recorded by the camera." } } } }
        } }
        """

    static let files = ["Sources/App/Localizable.xcstrings": catalog]

    @Test("Xcode's String Catalog symbols read their keys: String(localized:), a LocalizedStringResource, Text")
    func catalogSymbols() throws {
        let source = """
            import UIKit

            struct Section {
                let title: String
                let hint: LocalizedStringResource?
            }

            final class EditViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = String(localized: .settingsTitle)
                    let stack = UIStackView()
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 16, y: 100, width: 340, height: 400)
                    let sections = [Section(title: String(localized: .fnumber), hint: .editHintGear),
                                    Section(title: String(localized: .isospeedRatings), hint: nil)]
                    for section in sections {
                        let label = UILabel()
                        label.text = section.title
                        stack.addArrangedSubview(label)
                        if let hint = section.hint { stack.addArrangedSubview(makeHint(hint)) }
                    }
                    for resource in [LocalizedStringResource.errorICloud, .focalLenIn35MmFilm] {
                        let label = UILabel()
                        label.text = String(localized: resource)
                        stack.addArrangedSubview(label)
                    }
                    let program = UILabel()
                    program.text = String(localized: .exposureProgramAperturePriorityAe)
                    stack.addArrangedSubview(program)
                    view.addSubview(stack)
                }

                private func makeHint(_ resource: LocalizedStringResource) -> UILabel {
                    let label = UILabel()
                    label.text = String(localized: resource)
                    return label
                }
            }
            """
        let navigation = "import UIKit\nlet root = UINavigationController(rootViewController: EditViewController())\n"
        let files = Self.files.merging(["Sources/App/Root.swift": navigation], uniquingKeysWith: { a, _ in a })
        let english = try SwiftUIReadingTests.describe(source, scene: "EditViewController", files: files)
        #expect(english.elements == ["Settings. Heading.", "Aperture", "Recorded by the camera.", "ISO", "iCloud is off",
                                     "35mm Equivalent", "Aperture priority"], "\(english.notes)")
        let german = try SwiftUIReadingTests.describe(source, scene: "EditViewController", language: "de", files: files)
        #expect(german.elements.first == "Einstellungen. Heading.", "\(german.elements)")
    }

    @Test("SwiftUI's Text of a catalog symbol")
    func catalogSymbolInSwiftUI() throws {
        let source = """
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    VStack {
                        Text(.settingsTitle)
                        Text(String(localized: .fnumber))
                    }
                }
            }
            """
        #expect(try SwiftUIReadingTests.describe(source, files: Self.files).elements == ["Settings", "Aperture"])
    }

    @Test("withObservationTracking runs what it tracks now; its onChange later")
    func observationTracking() throws {
        let source = """
            import UIKit
            import Observation

            @Observable final class OptionsModel {
                private(set) var options: [String] = []
                init() { options = ["Edit in Place", "Save a Copy"] }
            }

            final class OptionsViewController: UIViewController {
                private let model = OptionsModel()
                private let stack = UIStackView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 16, y: 100, width: 340, height: 300)
                    view.addSubview(stack)
                    observe { $0.options } update: { [weak self] options in self?.render(options) }
                }

                private func observe<T>(_ read: @escaping (OptionsModel) -> T, update: @escaping (T) -> Void) {
                    let value = withObservationTracking {
                        read(model)
                    } onChange: {
                        self.render(["Changed later"])
                    }
                    update(value)
                }

                private func render(_ options: [String]) {
                    for option in options {
                        let label = UILabel()
                        label.text = option
                        stack.addArrangedSubview(label)
                    }
                }
            }
            """
        let result = try SwiftUIReadingTests.describe(source)
        #expect(result.elements == ["Edit in Place", "Save a Copy"], "\(result.notes)")
    }

    @Test("a form in a scroll view whose stack holds a view of no size of its own reads top to bottom")
    func formWithPlainView() throws {
        let source = """
            import UIKit

            final class FormViewController: UIViewController {
                private let scrollView = UIScrollView()
                private let stackView = UIStackView()
                private let picker = UIDatePicker()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    scrollView.translatesAutoresizingMaskIntoConstraints = false
                    stackView.translatesAutoresizingMaskIntoConstraints = false
                    stackView.axis = .vertical
                    stackView.spacing = 32
                    view.addSubview(scrollView)
                    scrollView.addSubview(stackView)
                    for index in 1...6 {
                        let title = UILabel()
                        title.text = "Group \\(index)"
                        var views: [UIView] = [title]
                        if index == 1 {
                            let date = UILabel()
                            date.text = "Date"
                            let row = UIStackView(arrangedSubviews: [date, picker])
                            row.axis = .vertical
                            row.alignment = .leading
                            views.append(row)
                        }
                        let field = UITextField()
                        field.placeholder = "Field \\(index)"
                        views.append(field)
                        let group = UIStackView(arrangedSubviews: views)
                        group.axis = .vertical
                        group.spacing = 16
                        stackView.addArrangedSubview(group)
                    }
                    NSLayoutConstraint.activate([
                        scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        stackView.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 20),
                        stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                        stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                        stackView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -40),
                    ])
                }
            }
            """
        let texts = try SwiftUIReadingTests.describe(source).elements.filter { !$0.contains("Text Field") }
        #expect(texts == ["Group 1", "Date", "Group 2", "Group 3", "Group 4", "Group 5", "Group 6"])
    }
}
