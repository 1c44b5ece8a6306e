/// Measures `describe` of a UIKit view controller built in code (issue 39's target: within 2×
/// swift-syntax's parse of the file): `SwiftUIBenchmark.run`'s measurement, on a given file or
/// on a generated 520-line settings controller (labels, switches, sliders, buttons in stack
/// views pinned with anchors, texts through `NSLocalizedString`) with its German table.
@MainActor
public enum UIKitBenchmark {
    public static func run(path: String?, scene: String?, language: String?, repetitions: Int) throws -> String {
        if let path { return try SwiftUIBenchmark.run(path: path, scene: scene, language: language, repetitions: repetitions) }
        let (source, keys) = settingsController(sections: 15)
        let table = keys.map { "\"\($0)\" = \"\($0) (de)\";\n" }.joined()
        return try SwiftUIBenchmark.inTemporaryProject(["SettingsViewController.swift": source,
                                                         "de.lproj/Localizable.strings": table]) { folder in
            try SwiftUIBenchmark.run(path: folder + "/SettingsViewController.swift", scene: nil, language: language ?? "de",
                                     repetitions: repetitions)
        }
    }

    /// A controller of `sections` sections, each a heading, a switch, a slider and a button in a
    /// vertical stack built by its own method and pinned below the previous one (about 40
    /// lines a section); also the keys its texts are looked up by.
    static func settingsController(sections: Int) -> (source: String, keys: [String]) {
        var keys = ["Settings"]
        var methods = ""
        var calls = ""
        for index in 1...sections {
            let names = ["Section \(index)", "Enable option \(index)", "Level \(index)", "Reset section \(index)"]
            keys += names
            calls += "        previous = makeSection\(index)(below: previous)\n"
            methods += """

                private func makeSection\(index)(below previous: NSLayoutYAxisAnchor) -> NSLayoutYAxisAnchor {
                    let heading = UILabel()
                    heading.text = NSLocalizedString("\(names[0])", comment: "")
                    heading.font = .preferredFont(forTextStyle: .headline)
                    heading.accessibilityTraits.insert(.header)
                    let toggle = UISwitch()
                    toggle.isOn = \(index % 2 == 0)
                    toggle.accessibilityLabel = NSLocalizedString("\(names[1])", comment: "")
                    let slider = UISlider()
                    slider.minimumValue = 0
                    slider.maximumValue = 10
                    slider.value = \(index % 10)
                    slider.accessibilityLabel = NSLocalizedString("\(names[2])", comment: "")
                    let reset = UIButton(type: .system)
                    reset.setTitle(NSLocalizedString("\(names[3])", comment: ""), for: .normal)
                    reset.accessibilityHint = "Turns the option off"
                    reset.addTarget(self, action: #selector(resetTapped), for: .touchUpInside)
                    let stack = UIStackView(arrangedSubviews: [heading, toggle, slider, reset])
                    stack.axis = .vertical
                    stack.spacing = 8
                    stack.alignment = .leading
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    content.addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: previous, constant: 24),
                        stack.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
                        stack.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
                        slider.widthAnchor.constraint(equalTo: stack.widthAnchor),
                    ])
                    return stack.bottomAnchor
                }

            """
        }
        let source = """
            import UIKit

            /// A settings controller generated for `voicenav bench uikit`.
            final class SettingsViewController: UIViewController {
                private let scrollView = UIScrollView()
                private let content = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("Settings", comment: "")
                    scrollView.translatesAutoresizingMaskIntoConstraints = false
                    content.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(scrollView)
                    scrollView.addSubview(content)
                    NSLayoutConstraint.activate([
                        scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                        content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                        content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                    ])
                    var previous = content.topAnchor
            \(calls)        content.bottomAnchor.constraint(equalTo: previous, constant: 24).isActive = true
                    content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor).isActive = true
                }

                @objc private func resetTapped() {}
            \(methods)}

            """
        return (source, keys + ["Turns the option off"])
    }
}
