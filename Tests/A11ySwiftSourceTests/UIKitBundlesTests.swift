import Testing

/// Bundles, library classes, text files and collection headers (SwiftSourceReading.md, "The device's
/// language", "What the source fixes", "Screens", "Collections"): a strings sub-bundle whose language
/// folder the code picks by the device's language, the Info.plist as a dictionary, a library's class
/// made directly, a text file the app bundles taken apart line by line, a flow layout's section headers.
@Suite("UIKit code: bundles, library classes, bundled text files, collection headers")
@MainActor
struct UIKitBundlesTests {
    /// A project keeping its texts in `Strings.bundle`, looked up as Google's apps look them up.
    static let files = [
        "Sources/App/Strings.swift": """
            import Foundation

            final class AppDelegate: NSObject {}

            extension Bundle {
                static var currentBundle: Bundle = { Bundle(for: AppDelegate.self) }()
                static var stringsBundle: Bundle? = {
                    guard let path = Bundle.currentBundle.path(forResource: "Strings", ofType: "bundle") else { return nil }
                    return Bundle(url: URL(fileURLWithPath: path, isDirectory: true))
                }()
            }

            extension String {
                var localized: String {
                    guard let bundle = Bundle.stringsBundle else { return self }
                    let preferred = NSLocale.preferredLanguages.first ?? "en_US"
                    let parts = NSLocale.components(fromLocaleIdentifier: preferred)
                    let code = parts[NSLocale.Key.languageCode.rawValue]
                    if let path = bundle.path(forResource: code, ofType: "lproj"), let language = Bundle(path: path) {
                        return language.localizedString(forKey: self, value: "", table: nil)
                    }
                    return self
                }
                static var settingsTitle: String { return "settings_title".localized }
                /// Always the English folder's text, whatever the device's language.
                var english: String {
                    guard let path = Bundle.stringsBundle?.path(forResource: "en", ofType: "lproj"),
                          let folder = Bundle(path: path) else { return self }
                    return folder.localizedString(forKey: self, value: nil, table: nil)
                }
            }
            """,
        "Sources/App/Resources/Strings.bundle/en.lproj/Localizable.strings": "\"settings_title\" = \"Settings\";\n",
        "Sources/App/Resources/Strings.bundle/de.lproj/Localizable.strings": "\"settings_title\" = \"Einstellungen\";\n",
        "Sources/App/Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>CFBundleShortVersionString</key><string>2.1</string>
                <key>CFBundleVersion</key><string>$(GIT_COUNT)</string>
            </dict>
            </plist>
            """,
        "Sources/App/Resources/Licenses/index.txt": "alpha.html/Alpha Kit\nbeta.html/Beta Tools\n\nno separator\n",
    ]

    @Test("""
        texts a strings sub-bundle holds, through Bundle(for:) of a project class, the sub-bundle's path, the \
        language folder the device's language picks and its localizedString; the Info.plist read as a dictionary
        """)
    func stringsBundle() throws {
        let source = """
            import UIKit

            final class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let heading = UILabel(frame: CGRect(x: 16, y: 100, width: 300, height: 28))
                    heading.text = String.settingsTitle
                    view.addSubview(heading)
                    let info = Bundle.currentBundle.infoDictionary!
                    let version = UILabel(frame: CGRect(x: 16, y: 140, width: 300, height: 28))
                    version.text = "Version \\(info["CFBundleShortVersionString"] as? String ?? "?")"
                    view.addSubview(version)
                    let build = UILabel(frame: CGRect(x: 16, y: 180, width: 300, height: 28))
                    build.text = "Build \\(info["CFBundleVersion"] as? String ?? "?")"
                    view.addSubview(build)
                    let english = UILabel(frame: CGRect(x: 16, y: 220, width: 300, height: 28))
                    english.text = "settings_title".english
                    view.addSubview(english)
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: Self.files)
        #expect(elements == ["Settings", "Version 2.1", "Build …", "Settings"], "\(notes)")
        // On a German device the folder the device's language picks is German's; the one the code names, English's.
        let (german, _) = try SwiftUIReadingTests.describe(source, language: "de", files: Self.files)
        #expect(german.first == "Einstellungen" && german.last == "Settings", "\(german)")
    }

    @Test("""
        a library's class made directly is read as the UIKit class its name ends with, with a note; a bundled \
        text file read, split into lines, each line's parts around a separator by range(of:) and slices
        """)
    func libraryClassesAndTextFiles() throws {
        let source = """
            import MaterialComponents
            import UIKit

            final class FeedViewController: ASDKViewController<ASDisplayNode> {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Feed"
                }
            }

            final class LicensesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let button = MDCRaisedButton()
                    button.setTitle("Accept", for: .normal)
                    button.frame = CGRect(x: 16, y: 100, width: 200, height: 44)
                    view.addSubview(button)
                    let field = MDCTextField(frame: CGRect(x: 16, y: 150, width: 300, height: 44))
                    field.placeholder = "Search"
                    view.addSubview(field)
                    guard let path = Bundle(for: LicensesViewController.self).path(forResource: "index", ofType: "txt"),
                          let contents = try? NSString(contentsOfFile: path, encoding: String.Encoding.utf8.rawValue) else {
                        return
                    }
                    var y = 200
                    for line in contents.components(separatedBy: .newlines) {
                        guard line.count > 0, let range = line.range(of: "/") else { continue }
                        let label = UILabel(frame: CGRect(x: 16, y: y, width: 300, height: 28))
                        label.text = String(line[range.upperBound...]) + " (" + String(line[..<range.lowerBound]) + ")"
                        view.addSubview(label)
                        y += 40
                    }
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "LicensesViewController", files: Self.files)
        #expect(elements == ["Accept. Button.", "Search. Text Field.", "Alpha Kit (alpha.html)", "Beta Tools (beta.html)"],
                "\(notes)")
        // Texture's `ASDKViewController` is a library's (`AS…`, not Apple's `ASAuthorization…`): a view controller.
        let (feed, feedNotes) = try SwiftUIReadingTests.describe(source, scene: "FeedViewController", files: Self.files)
        #expect(feed == ["Feed. Heading."], "\(feedNotes)")
        #expect(feedNotes.contains { $0.contains("ASDKViewController comes from a library") }, "\(feedNotes)")
        #expect(notes.contains { $0.contains("MDCRaisedButton comes from a library the project does not contain") }, "\(notes)")
    }

    @Test("""
        a flow layout's section headers: the data source's supplementary view for each section, above its items, \
        where the layout's headerReferenceSize or the delegate gives a height; none where that height is zero
        """)
    func collectionHeaders() throws {
        let source = """
            import UIKit

            final class HeaderView: UICollectionReusableView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.frame = CGRect(x: 16, y: 8, width: 300, height: 28)
                    title.accessibilityTraits = .header
                    addSubview(title)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class NameCell: UICollectionViewCell {
                let name = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    name.frame = CGRect(x: 8, y: 8, width: 200, height: 28)
                    contentView.addSubview(name)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class GroupsViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
                private let groups = [("Fruit", ["Apple", "Pear"]), ("Nuts", ["Almond"]), ("Hidden", ["Kale"])]

                init() {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 300, height: 44)
                    layout.headerReferenceSize = CGSize(width: 0, height: 40)
                    super.init(collectionViewLayout: layout)
                }

                required init?(coder: NSCoder) { fatalError() }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.register(NameCell.self, forCellWithReuseIdentifier: "name")
                    collectionView.register(HeaderView.self,
                                            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                            withReuseIdentifier: "header")
                }

                override func numberOfSections(in collectionView: UICollectionView) -> Int { groups.count }

                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    groups[section].1.count
                }

                override func collectionView(_ collectionView: UICollectionView,
                                             cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath) as! NameCell
                    cell.name.text = groups[indexPath.section].1[indexPath.item]
                    return cell
                }

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    referenceSizeForHeaderInSection section: Int) -> CGSize {
                    section == 2 ? .zero : CGSize(width: collectionView.bounds.width, height: 40)
                }

                override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                             at indexPath: IndexPath) -> UICollectionReusableView {
                    let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header",
                                                                                 for: indexPath) as! HeaderView
                    if kind == UICollectionView.elementKindSectionHeader {
                        header.title.text = groups[indexPath.section].0
                    }
                    return header
                }
            }
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, scene: "GroupsViewController")
        #expect(elements == ["Fruit. Heading.", "Apple", "Pear", "Nuts. Heading.", "Almond", "Kale"], "\(notes)")
    }

    @Test("a header height the layout alone gives is used; one only run time measures is taken as 44 points, with a note")
    func collectionHeaderHeights() throws {
        let source = """
            import UIKit

            final class TitleHeader: UICollectionReusableView {
                let title = UILabel(frame: CGRect(x: 16, y: 4, width: 300, height: 22))
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            class ListViewController: UICollectionViewController {
                init() {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 300, height: 44)
                    layout.headerReferenceSize = CGSize(width: 0, height: 30)
                    super.init(collectionViewLayout: layout)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView.register(TitleHeader.self,
                                            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                            withReuseIdentifier: "title")
                }
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
                override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                             at indexPath: IndexPath) -> UICollectionReusableView {
                    let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title",
                                                                                 for: indexPath) as! TitleHeader
                    header.title.text = "Recent"
                    return header
                }
            }

            final class PlainViewController: ListViewController {}

            final class MeasuredViewController: ListViewController, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    referenceSizeForHeaderInSection section: Int) -> CGSize {
                    CGSize(width: collectionView.bounds.width, height: collectionView.contentSize.height / 4)
                }
            }
            """
        let (plain, notes) = try SwiftUIReadingTests.describe(source, scene: "PlainViewController")
        #expect(plain == ["Recent"], "\(notes)")
        #expect(!notes.contains { $0.contains("44 points") }, "\(notes)")
        let (measured, measuredNotes) = try SwiftUIReadingTests.describe(source, scene: "MeasuredViewController")
        #expect(measured == ["Recent"], "\(measuredNotes)")
        #expect(measuredNotes.contains {
            $0.contains("section headers is only known when the app runs: they are read 44 points high")
        }, "\(measuredNotes)")
    }
}
