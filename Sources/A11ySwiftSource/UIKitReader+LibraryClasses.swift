import SwiftSyntax

/// Classes of libraries the project does not contain (SwiftSourceReading.md, "Screens"): a project
/// class's library superclass, and a library's class the code makes directly, each standing for the
/// UIKit class its name ends with; Apple's frameworks and a project's own names told apart.
extension UIKitReader {
    /// A library class's name's ending and the UIKit class it stands for, most specific first.
    static let standInSuffixes: [(suffix: String, base: String)] = [
        ("TableViewController", "UITableViewController"), ("CollectionViewController", "UICollectionViewController"),
        ("NavigationController", "UINavigationController"), ("TabBarController", "UITabBarController"),
        ("ViewController", "UIViewController"), ("TableViewCell", "UITableViewCell"),
        ("CollectionViewCell", "UICollectionViewCell"), ("TableView", "UITableView"), ("CollectionView", "UICollectionView"),
        ("ScrollView", "UIScrollView"), ("StackView", "UIStackView"), ("ImageView", "UIImageView"),
        ("TextView", "UITextView"), ("TextField", "UITextField"), ("Label", "UILabel"), ("Button", "UIButton"),
        ("View", "UIView"),
    ]

    /// The UIKit class a project class's superclass from a library the project does not contain
    /// stands for, by its name's ending (`standInSuffixes`: Eureka's `FormViewController`, Texture's
    /// `ASDKViewController<…>` a view controller, `MarqueeLabel` a label, another `…View` a view), said once
    /// at the inheritance clause: the subclass's own code runs, what the library adds is not shown.
    func libraryStandIn(for superclass: String, of type: String, from file: SwiftSourceFile) -> String? {
        guard types.declarations(of: superclass, from: file).isEmpty, superclass != "NSObject",
              let declared = types.declarations(of: type, from: file).lazy
                .compactMap({ declaration in declaration.group.as(ClassDeclSyntax.self)
                    .flatMap { $0.inheritanceClause?.inheritedTypes.first }.map { (declaration.file, $0) } }).first
        else { return nil }
        // A project's `typealias BaseViewController = UIViewController` is no library's class.
        for item in declared.0.tree.statements {
            if let alias = item.item.as(TypeAliasDeclSyntax.self), alias.name.text == superclass {
                return SwiftEvaluator.namedType(alias.initializer.value).flatMap { uikitBase(of: $0, from: file) }
            }
        }
        // Apple's other frameworks (`MKMapView`, `WKWebView`, AppKit's `NSView`) are not libraries of the project.
        guard !Self.isApples(superclass) else { return nil }
        let standIn = Self.standInSuffixes.first { superclass.hasSuffix($0.suffix) }?.base
        guard let standIn else { return nil }
        noteOnce("library superclass \(superclass)", "\(superclass) comes from a library the project does not contain: "
                 + "\(type) is read as a \(standIn) with its own code; what \(superclass) adds is not shown",
                 at: declared.0.position(declared.1))
        return standIn
    }

    /// Whether `name` has the prefix of one of Apple's frameworks that have views or view controllers
    /// (UIKit's, AppKit's, MapKit's, WebKit's, MessageUI's `MF…`, QuickLook's `QL…`, LinkPresentation's
    /// `LP…`, …): no library of the project's. (`AS…` is Texture's, a library, but `ASAuthorization…` Apple's.)
    static func isApples(_ name: String) -> Bool {
        name.hasPrefix("ASAuthorization") || name.hasPrefix("ASWeb")
            || ["UI", "NS", "MK", "WK", "AV", "SF", "PK", "CN", "MF", "QL", "PH", "CK", "GK", "EK", "SK", "VN", "AR", "SCN",
                "MTK", "GLK", "PDF", "INUI", "MP", "MS", "RP", "LP", "SL", "MC", "AB", "AD", "BC", "SW", "DD", "TV", "CP"]
            .contains { name.hasPrefix($0) && name.dropFirst($0.count).first?.isUppercase == true }
    }

    /// Whether `type` is a library's class the code makes directly: named like a type, declared nowhere in the
    /// project (no class, alias or function of that name; an extension of it aside), not Apple's, ending as a
    /// UIKit class's name does, in a file that imports a module other than Apple's (the library's).
    func isLibraryClass(_ type: String, from file: SwiftSourceFile) -> Bool {
        type.namesType && !Self.isApples(type) && Self.standInSuffixes.contains(where: { type.hasSuffix($0.suffix) })
            && Self.importsLibrary(file)
            && types.declarations(of: type, from: file).allSatisfy { $0.group.is(ExtensionDeclSyntax.self) }
            && !types.declaresFunction(type, from: file) && types.project?.declaresAlias(type) != true
            && !file.tree.statements.contains { $0.item.as(TypeAliasDeclSyntax.self)?.name.text == type }
    }

    /// Apple's modules a file may import (any other is a library's).
    static let appleModules: Set<String> = [
        "UIKit", "Foundation", "SwiftUI", "Combine", "CoreGraphics", "QuartzCore", "CoreData", "MapKit", "WebKit", "AVKit",
        "AVFoundation", "SafariServices", "MessageUI", "PhotosUI", "Photos", "StoreKit", "UserNotifications", "CoreLocation",
        "os", "OSLog", "Darwin", "Dispatch", "Swift", "Observation", "LocalAuthentication", "Security", "CoreImage",
        "CoreText", "SceneKit", "SpriteKit", "ARKit", "MetalKit", "PDFKit", "QuickLook", "LinkPresentation", "Contacts",
        "ContactsUI", "EventKit", "EventKitUI", "GameKit", "CloudKit", "HealthKit", "AuthenticationServices", "Network",
        "NaturalLanguage", "Vision", "CoreMotion", "CoreBluetooth", "CoreHaptics", "WidgetKit", "Intents", "IntentsUI",
    ]

    /// Whether `file` imports `module` (`import TinyConstraints`).
    static func imports(_ module: String, _ file: SwiftSourceFile) -> Bool {
        file.tree.statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == module }
    }

    /// Whether `file` imports a module that is not Apple's.
    static func importsLibrary(_ file: SwiftSourceFile) -> Bool {
        file.tree.statements.contains { item in
            guard let module = item.item.as(ImportDeclSyntax.self)?.path.first?.name.text else { return false }
            return !appleModules.contains(module)
        }
    }
}
