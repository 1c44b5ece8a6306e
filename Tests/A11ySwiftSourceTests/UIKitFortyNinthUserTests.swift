import A11yCore
import ScenesTestSupport
import Testing

/// What a forty-ninth user's app needed (SwiftSourceReading.md, "UIKit screens built in code", "Screens" and "What the
/// source fixes"): a project's helper that runs a closure at once on the main thread, a screen configured by the
/// `then` closure of the code that makes it, and an array's slices by a range.
@Suite("UIKit code: a forty-ninth user's app")
@MainActor
struct UIKitFortyNinthUserTests {
    @Test("""
        `Thread.isMainThread` is true, as a controller's code runs on the main thread: a project's helper that runs a \
        closure at once there (and queues it elsewhere) runs it, so the bar button the closure sets is shown
        """)
    func mainThreadHelper() throws {
        let source = """
            import UIKit

            final class AddEngineViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Add Engine"
                    changeAddButton(enabled: false)
                }

                private func changeAddButton(enabled: Bool) {
                    ensureMainThread {
                        self.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .done, target: self,
                                                                                 action: nil)
                        self.navigationItem.rightBarButtonItem?.isEnabled = enabled
                    }
                }
            }
            """
        let helper = """
            import Foundation

            public func ensureMainThread(execute work: @escaping @convention(block) () -> Swift.Void) {
                if Thread.isMainThread {
                    work()
                } else {
                    DispatchQueue.main.async { work() }
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Extensions/Dispatch.swift": helper])
        #expect(read.elements == ["Add Engine. Heading.", "Add. Dimmed. Button."], "\(read)")
    }

    @Test("""
        the one place that makes the screen configures it in a `then` closure (`Controller().then { $0.setData(…) }`, \
        or a named parameter): the closure's calls on its parameter run on the screen before it is shown, with a note
        """)
    func configuredInThen() throws {
        let source = """
            import UIKit

            final class BlockedAdsViewController: UIViewController {
                private let stack = UIStackView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    stack.axis = .vertical
                    stack.frame = CGRect(x: 16, y: 120, width: 370, height: 200)
                    view.addSubview(stack)
                }

                func setData(trackers: Int) {
                    let title = UILabel()
                    title.text = "Tap to view Shields"
                    let count = UILabel()
                    count.text = "\\(trackers) trackers blocked"
                    stack.addArrangedSubview(title)
                    stack.addArrangedSubview(count)
                }
            }
            """
        let onboarding = """
            import UIKit

            final class Onboarding {
                func showBlockedAds(from presenter: UIViewController) {
                    let controller = BlockedAdsViewController().then {
                        $0.setData(trackers: 3)
                        $0.modalPresentationStyle = .fullScreen
                    }
                    presenter.present(controller, animated: true)
                }
            }
            """
        let read = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Onboarding.swift": onboarding])
        #expect(read.elements == ["Tap to view Shields", "3 trackers blocked"], "\(read)")
        #expect(read.notes.contains {
            $0.contains("Onboarding.swift:6:") && $0.contains("read as the code here makes and configures it")
        }, "\(read.notes)")
        let named = onboarding.replacingOccurrences(of: "$0.setData(trackers: 3)", with: "ads in ads.setData(trackers: 5)")
            .replacingOccurrences(of: "$0.modalPresentationStyle", with: "ads.modalPresentationStyle")
        let second = try SwiftUIReadingTests.describe(source, files: ["Sources/App/Onboarding.swift": named])
        #expect(second.elements == ["Tap to view Shields", "5 trackers blocked"], "\(second)")
    }

    @Test("""
        an array's slices by a known range (`self[$0..<Swift.min($0 + n, count)]` in a project's `splitEvery`, \
        `items[2...]`, `items[..<2]`) are its elements there, and a project's `[safe:]` subscript gives nil past \
        the end, so the labels a loop adds from them are shown
        """)
    func slicesAndSafeSubscripts() throws {
        let extensions = """
            import Foundation

            extension Array {
              func splitEvery(_ n: Int) -> [[Element]] {
                if n <= 0 || isEmpty { return [] }
                if n >= count { return [self] }

                return stride(from: 0, to: self.count, by: n).map {
                  Array(self[$0..<Swift.min($0 + n, self.count)])
                }
              }
            }

            extension Collection {
              subscript(safe index: Index) -> Element? {
                return indices.contains(index) ? self[index] : nil
              }
            }
            """
        let source = """
            import UIKit

            final class FeaturesViewController: UIViewController {
              let items = ["Block ads", "Fast", "Private", "Secure", "Cheap"]
              let stack = UIStackView()
              override func viewDidLoad() {
                super.viewDidLoad()
                stack.axis = .vertical
                stack.frame = CGRect(x: 0, y: 100, width: 300, height: 500)
                view.addSubview(stack)
                let slices = items.splitEvery(3)
                slices.forEach { slice in
                  for i in 0...2 {
                    if let text = slice[safe: i] {
                      let label = UILabel()
                      label.text = text
                      stack.addArrangedSubview(label)
                    }
                  }
                }
              }
            }
            """
        let read = try SwiftUIReadingTests.describe(source, files: ["Sources/App/ArrayExtensions.swift": extensions])
        #expect(read.elements == ["Block ads", "Fast", "Private", "Secure", "Cheap"], "\(read)")
        let ends = source.replacingOccurrences(of: "let slices = items.splitEvery(3)",
                                               with: "let slices = [Array(items[3...]), Array(items[..<1])]")
        let other = try SwiftUIReadingTests.describe(ends, files: ["Sources/App/ArrayExtensions.swift": extensions])
        #expect(other.elements == ["Secure", "Cheap", "Block ads"], "\(other)")
    }
}
