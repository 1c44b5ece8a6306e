import A11yCore
import ScenesTestSupport
import Testing

/// Nibs the code loads (SwiftSourceReading.md, "Nibs"): a controller's view from the nib UIKit finds for it, cells
/// registered with a nib (UIKit's `UINib`, R.swift's `R.nib`, the Reusable library's `NibReusable`),
/// `Bundle.loadNibNamed`; the nib's objects made, set, connected and laid out as UIKit's nib loading does.
@Suite("UIKit code: nibs the code loads")
@MainActor
struct UIKitNibTests {
    static func xib(_ objects: String, owner: String? = nil, ownerOutlets: String = "") -> String {
        IB.xib(objects, owner: owner, ownerOutlets: ownerOutlets)
    }

    @Test("""
        a controller with no `loadView` whose nib UIKit finds by the class's name (`LoginView.xib`, else \
        `LoginViewController.xib`): its view is the nib's, the File's Owner's outlets connected, the nib's \
        constraints solved, then `viewDidLoad` sets what the code sets on the outlets
        """)
    func controllerViewFromNib() throws {
        let source = """
            import UIKit

            final class LoginViewController: UIViewController {
                @IBOutlet var loginButton: UIButton!
                @IBOutlet var titleLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    loginButton.setTitle("Log in with Unsplash", for: .normal)
                    titleLabel.accessibilityTraits = .header
                }
            }
            """
        let views = """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                    <label text="Welcome" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="16" y="100" width="200" height="20"/>
                    </label>
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="login">
                        <rect key="frame" x="16" y="700" width="361" height="44"/>
                        <state key="normal" title="Button"/>
                    </button>
                </subviews>
                <viewLayoutGuide key="safeArea" id="guide"/>
                <constraints>
                    <constraint firstItem="title" firstAttribute="top" secondItem="guide" secondAttribute="top" \
            constant="40" id="c1"/>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" \
            constant="16" id="c2"/>
                    <constraint firstItem="login" firstAttribute="top" secondItem="title" secondAttribute="bottom" \
            constant="24" id="c3"/>
                    <constraint firstItem="login" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="c4"/>
                </constraints>
            </view>
            """
        let outlets = """
            <outlet property="view" destination="root" id="o1"/>
            <outlet property="loginButton" destination="login" id="o2"/>
            <outlet property="titleLabel" destination="title" id="o3"/>
            """
        let nib = Self.xib(views, owner: "LoginViewController", ownerOutlets: outlets)
        let app = try UIKitReadingTests.app(source, files: ["Sources/App/LoginView.xib": nib])
        let frames = ScreenDescription.describe(window: app.window).map { ($0.description, $0.snapshot.frame) }
        #expect(frames.map(\.0) == ["Welcome. Heading.", "Log in with Unsplash. Button."])
        // Below the safe area's top (62 on the standard phone) by the nib's 40 points; the button 24 below the title.
        let title = try #require(frames.first?.1)
        #expect(title.minY == 62 + 40, "\(frames)")
        #expect(try #require(frames.last?.1).minY == title.maxY + 24)
        // A controller with outlets and no nib: a note that a storyboard holds its views.
        let withoutNib = try SwiftUIReadingTests.describe(source)
        #expect(withoutNib.elements.isEmpty)
        #expect(withoutNib.notes.contains {
            $0.hasPrefix("3:1: LoginViewController has outlets (@IBOutlet), which a nib or a storyboard connects")
        }, "\(withoutNib.notes)")
        // A controller made in code with no outlets and no nib: no such note.
        let plain = "import UIKit\nfinal class PlainViewController: UIViewController {}\n"
        #expect(!(try SwiftUIReadingTests.describe(plain).notes.contains { $0.contains("outlets") }))
    }

    @Test("""
        a table's cells registered with a nib (`UINib(nibName:bundle:)`, R.swift's `R.nib.coinCell()` and its name) \
        are the nib's cell, its class made with `init(coder:)`, its outlets connected, `awakeFromNib` run, then \
        configured by the data source; `Bundle.main.loadNibNamed` and `UINib.instantiate` give the nib's objects
        """)
    func cellsFromNibs() throws {
        let source = """
            import UIKit

            final class CoinCell: UITableViewCell {
                @IBOutlet weak var coinLabel: UILabel!
                @IBOutlet weak var badge: UILabel!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    badge.text = "New"
                }
                func configure(name: String) { coinLabel.text = name }
            }

            final class CoinsViewController: UITableViewController {
                let coins = ["Ethereum", "Bitcoin"]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(R.nib.coinCell(), forCellReuseIdentifier: R.nib.coinCell.name)
                    tableView.register(UINib(nibName: "CoinCell", bundle: nil), forCellReuseIdentifier: "plain")
                    let header = Bundle.main.loadNibNamed("Header", owner: nil, options: nil)?.first as? UIView
                    tableView.tableHeaderView = header
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let identifier = indexPath.row < 2 ? R.nib.coinCell.name : "plain"
                    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath) as! CoinCell
                    cell.configure(name: indexPath.row < 2 ? coins[indexPath.row] : "Other")
                    return cell
                }
            }
            """
        let cell = Self.xib("""
            <tableViewCell contentMode="scaleToFill" rowHeight="60" id="cell" customClass="CoinCell">
                <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                <tableViewCellContentView key="contentView" opaque="NO" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                    <subviews>
                        <label text="Coin" id="name"><rect key="frame" x="16" y="8" width="200" height="20"/></label>
                        <label text="" id="badge"><rect key="frame" x="16" y="32" width="200" height="20"/></label>
                    </subviews>
                </tableViewCellContentView>
                <connections>
                    <outlet property="coinLabel" destination="name" id="o1"/>
                    <outlet property="badge" destination="badge" id="o2"/>
                </connections>
            </tableViewCell>
            """)
        let header = Self.xib("""
            <view contentMode="scaleToFill" id="header">
                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                <subviews>
                    <label text="Your coins" id="heading"><rect key="frame" x="16" y="12" width="200" height="20"/>
                        <accessibility key="accessibilityConfiguration">
                            <accessibilityTraits key="traits" header="YES"/>
                        </accessibility>
                    </label>
                </subviews>
            </view>
            """)
        let files = ["Sources/App/CoinCell.xib": cell, "Sources/App/Header.xib": header]
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: files)
        #expect(elements == ["Your coins. Heading.", "Ethereum, New", "Bitcoin, New", "Other, New"], "\(notes)")
    }

    @Test("""
        the Reusable library's `NibReusable` cell, dequeued by its class (`dequeueReusableCell(for:cellType:)`), is \
        made from the nib of its name, as the library registers it
        """)
    func reusableNibCell() throws {
        let source = """
            import UIKit
            import Reusable

            final class BadgeCell: UITableViewCell, NibReusable {
                @IBOutlet weak var nameLabel: UILabel!
            }

            final class BadgesViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(cellType: BadgeCell.self)
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(for: indexPath, cellType: BadgeCell.self)
                    cell.nameLabel.text = "Early bird"
                    return cell
                }
            }
            """
        let cell = Self.xib("""
            <tableViewCell contentMode="scaleToFill" id="cell" customClass="BadgeCell">
                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                    <subviews>
                        <label text="Badge" id="name"><rect key="frame" x="16" y="12" width="200" height="20"/></label>
                        <label text="since 2019" id="since"><rect key="frame" x="220" y="12" width="150" height="20"/></label>
                    </subviews>
                </tableViewCellContentView>
                <connections><outlet property="nameLabel" destination="name" id="o1"/></connections>
            </tableViewCell>
            """)
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: ["Sources/App/BadgeCell.xib": cell])
        #expect(elements == ["Early bird, since 2019"], "\(notes)")
    }

    @Test("""
        a nib that cannot be read is said at the place it fails (file:line:column), and the controller shows UIKit's \
        plain view; the note about a storyboard is not given then
        """)
    func brokenNib() throws {
        let source = """
            import UIKit

            final class ProbeViewController: UIViewController {
                @IBOutlet var done: UIButton!
            }
            """
        let broken = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
              <objects>
                <view id="a">
              </objects>
            """
        let (elements, notes) = try SwiftUIReadingTests.describe(source, files: ["Sources/App/ProbeViewController.xib": broken])
        #expect(elements.isEmpty)
        #expect(notes.contains { $0.hasPrefix("ProbeViewController.xib:5:3: ProbeViewController.xib cannot be loaded: ") },
                "\(notes)")
        #expect(!notes.contains { $0.contains("storyboard") })
    }
}
