import A11yCore
import Testing

/// The app as freshly installed (SwiftSourceReading.md, "What the source fixes"): `UserDefaults`
/// holds nothing, and a property the project's own property wrapper stores is what its
/// `wrappedValue` gives then.
@Suite("UIKit code: the app as freshly installed")
@MainActor
struct UIKitFreshInstallTests {
    @Test("""
        reads of UserDefaults give what Foundation gives for a missing key (false, 0, nil, so a `??` fallback shows), \
        with a note; a property of the project's own property wrapper is its wrappedValue (its default then)
        """)
    func freshDefaults() throws {
        let source = """
            import UIKit

            @propertyWrapper struct Setting<T> {
                let key: String
                let defaultValue: T
                var wrappedValue: T {
                    get { UserDefaults.standard.object(forKey: key) as? T ?? defaultValue }
                    set { UserDefaults.standard.set(newValue, forKey: key) }
                }
            }

            enum Preferences {
                @Setting(key: "sounds", defaultValue: true) static var sounds: Bool
                @Setting(key: "server", defaultValue: "https://example.org") static var server: String
            }

            final class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Settings"
                    let sounds = UISwitch(), badges = UISwitch(), server = UILabel(), count = UILabel()
                    sounds.isOn = Preferences.sounds
                    sounds.accessibilityLabel = "Sounds"
                    badges.isOn = !UserDefaults.standard.bool(forKey: "badges_disabled")
                    badges.accessibilityLabel = "Badges"
                    server.text = Preferences.server
                    count.text = "\\(UserDefaults.standard.integer(forKey: "launches")) launches, "
                        + (UserDefaults.standard.string(forKey: "name") ?? "no name")
                    let stack = UIStackView(arrangedSubviews: [sounds, badges, server, count])
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 20, y: 120, width: 300, height: 200)
                    view.addSubview(stack)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source)
        #expect(elements == [
            "Settings. Heading.", "Sounds. Switch Button. On.", "Badges. Switch Button. On.", "https://example.org",
            "0 launches, no name",
        ])
        #expect(notes.contains("7:15: UserDefaults.standard.object(forKey: key) is read as on a fresh install, where nothing "
                               + "is stored yet: nil"), "\(notes)")
        #expect(notes.contains("24:24: UserDefaults.standard.bool(forKey: \"badges_disabled\") is read as on a fresh install, "
                               + "where nothing is stored yet: false"), "\(notes)")
        // Inside an assignment's value of several operators, at their own lines.
        #expect(notes.contains("27:25: UserDefaults.standard.integer(forKey: \"launches\") is read as on a fresh install, "
                               + "where nothing is stored yet: 0"), "\(notes)")
        #expect(notes.contains("28:16: UserDefaults.standard.string(forKey: \"name\") is read as on a fresh install, "
                               + "where nothing is stored yet: nil"), "\(notes)")
    }
}
