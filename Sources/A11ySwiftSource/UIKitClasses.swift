import A11ySceneModel

/// What the UIKit reader knows of UIKit's classes (SwiftSourceReading.md, "UIKit screens built
/// in code"): each class's superclass, which are views and which view controllers, the kind of
/// element the model makes of a view, and the traits UIKit gives it before the code changes them.
enum UIKitClasses {
    /// Each class the reader models, with its superclass (`UIButton` → `UIControl`).
    /// UIKit's classes in a fixed order, for the factories the project's extensions add to them.
    static let extendable: [String] = superclasses.keys.sorted()

    /// The raw values of UIKit's enumerations that code switches on by number (`switch style.rawValue { case 1: … }`),
    /// as the SDK declares them.
    static let rawValues: [String: [String: Int]] = [
        "UIUserInterfaceStyle": ["unspecified": 0, "light": 1, "dark": 2],
        "UIUserInterfaceIdiom": ["unspecified": -1, "phone": 0, "pad": 1, "tv": 2, "carPlay": 3, "mac": 5, "vision": 6],
        "UITableViewCell.CellStyle": ["default": 0, "value1": 1, "value2": 2, "subtitle": 3],
        "UITableViewCellStyle": ["default": 0, "value1": 1, "value2": 2, "subtitle": 3],
        "NSTextAlignment": ["left": 0, "center": 1, "right": 2, "justified": 3, "natural": 4],
        "UIInterfaceOrientation": ["unknown": 0, "portrait": 1, "portraitUpsideDown": 2, "landscapeRight": 3, "landscapeLeft": 4],
        "UIStatusBarStyle": ["default": 0, "lightContent": 1, "darkContent": 3],
        "UIUserInterfaceLayoutDirection": ["leftToRight": 0, "rightToLeft": 1],
        "UIAccessibilityContrast": ["unspecified": -1, "normal": 0, "high": 1],
        "UITableView.Style": ["plain": 0, "grouped": 1, "insetGrouped": 2],
        "UITableViewStyle": ["plain": 0, "grouped": 1],
        "UIBarStyle": ["default": 0, "black": 1],
    ]

    /// Those whose cases, given where the type is declared, are kept with their type (the others stay
    /// `.name`, as UIKit's setters read them).
    static let namedCases: Set<String> = ["UIUserInterfaceStyle", "UIUserInterfaceIdiom", "UIInterfaceOrientation",
                                          "UIUserInterfaceLayoutDirection", "UIAccessibilityContrast", "UIStatusBarStyle",
                                          "UITableView.Style"]

    /// The raw value of `path` (`UIUserInterfaceStyle.dark`: 2) when it is a case of one of those enumerations.
    static func rawValue(of path: String) -> Int? {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        return rawValues[String(path[..<dot])]?[String(path[path.index(after: dot)...])]
    }

    static let superclasses: [String: String] = [
        "UIView": "UIResponder", "UIViewController": "UIResponder",
        "UIControl": "UIView", "UILabel": "UIView", "UIImageView": "UIView", "UIStackView": "UIView",
        "UIScrollView": "UIView", "UITableView": "UIScrollView", "UICollectionView": "UIScrollView",
        "UITextView": "UIScrollView", "UIButton": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl",
        "UIStepper": "UIControl", "UISegmentedControl": "UIControl", "UITextField": "UIControl",
        "UIPageControl": "UIControl", "UIDatePicker": "UIControl", "UIActivityIndicatorView": "UIView",
        "UIProgressView": "UIView", "UISearchBar": "UIView", "UIToolbar": "UIView", "UINavigationBar": "UIView",
        "UITableViewCell": "UIView", "UICollectionViewCell": "UICollectionReusableView",
        "UICollectionViewListCell": "UICollectionViewCell",
        "UICollectionReusableView": "UIView", "UITableViewHeaderFooterView": "UIView", "UIVisualEffectView": "UIView",
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UIPageViewController": "UIViewController", "UISplitViewController": "UIViewController",
        "UISearchController": "UIViewController",
        "UITableViewDiffableDataSource": "NSObject", "UICollectionViewDiffableDataSource": "NSObject",
        // Views of other frameworks whose content VoiceOver reads through their own elements (`unmodelled`).
        "UIPickerView": "UIView", "MKMapView": "UIView", "WKWebView": "UIView", "SCNView": "UIView",
        "ARSCNView": "SCNView", "ARView": "UIView", "SKView": "UIView", "MTKView": "UIView", "GLKView": "UIView",
        "PDFView": "UIView",
    ]

    /// The classes the model has no control for, shown as plain views with a note.
    static let unmodelled: Set<String> = ["UIDatePicker", "UIPickerView", "MKMapView", "WKWebView", "SCNView", "ARSCNView",
                                          "ARView", "SKView", "MTKView", "GLKView", "PDFView"]

    /// Whether `name` is UIKit's class `base` or one of its subclasses.
    static func isKind(_ name: String, of base: String) -> Bool {
        var current: String? = name
        var steps = 0
        while let type = current, steps < 16 {
            if type == base { return true }
            current = superclasses[type]
            steps += 1
        }
        return false
    }

    static func isView(_ name: String) -> Bool { views.contains(name) }
    static func isController(_ name: String) -> Bool { controllers.contains(name) }

    // (Asked of most values the code makes: one lookup rather than a walk up the classes.)
    private static let views = Set(superclasses.keys.filter { isKind($0, of: "UIView") } + ["UIView"])
    private static let controllers = Set(superclasses.keys.filter { isKind($0, of: "UIViewController") } + ["UIViewController"])

    /// The element the model makes of a view of UIKit class `name`.
    static func kind(of name: String) -> ViewSpec.Kind {
        var current: String? = name
        while let type = current {
            switch type {
            case "UILabel": return .label
            case "UIButton": return .button
            case "UISwitch": return .switch
            case "UISlider": return .slider
            case "UIStepper": return .stepper
            case "UISegmentedControl": return .segmented
            case "UITextField", "UITextView": return .textField
            case "UIImageView": return .image
            case "UITableView": return .table
            case "UIScrollView": return .scroll
            case "UIPageControl": return .pageControl
            case "UIActivityIndicatorView": return .activityIndicator
            case "UIProgressView": return .progress
            case "UISearchBar": return .searchBar
            case "UIToolbar": return .toolbar
            case "UINavigationBar": return .navigationBar
            default: current = superclasses[type]
            }
        }
        return .view
    }

    /// The traits UIKit's getter gives a view of class `name` before the code sets any (what
    /// `accessibilityTraits.insert(…)` starts from): a switch's are a button's and the toggle's
    /// (`UIAccessibilityTraits.toggleButton`, the model's `switchButton`).
    static func defaultTraits(of name: String) -> [String] {
        switch kind(of: name) {
        case .label: ["staticText"]
        case .button: ["button"]
        case .switch: ["button", "switchButton"]
        case .image: ["image"]
        case .slider: ["adjustable"]
        case .searchBar: ["searchField"]
        default: []
        }
    }

    /// The size UIKit gives a control of class `name` whatever its content, where it has one
    /// (`intrinsicContentSize`): a switch 51 × 31, an activity indicator 20 × 20 (medium), a
    /// stepper 94 × 32; heights only for sliders, fields, progress views, page controls and bars.
    static func fixedSize(of name: String) -> (width: Double?, height: Double?)? {
        switch kind(of: name) {
        case .switch: (51, 31)
        case .activityIndicator: (20, 20)
        case .stepper: (94, 32)
        case .slider: (nil, 31)
        case .textField: (nil, 34)
        case .progress: (nil, 4)
        case .pageControl: (nil, 26)
        case .segmented: (nil, 32)
        case .searchBar: (nil, 56)
        case .toolbar, .navigationBar: (nil, 44)
        default: nil
        }
    }
}
