import SwiftSyntax

/// The tab bar controller a screen is a tab of (SwiftSourceReading.md, "Screens"): where every place the project
/// makes the screen's class is in the code of one `UITabBarController` subclass (its tabs, `viewControllers = [Home(),
/// UINavigationController(rootViewController: Settings())]`), the screen is shown as UIKit shows it: that controller
/// made as the project makes it and shown, with the screen's tab selected, so the tab bar is read after the screen.
extension UIKitReader {
    /// The tab bar controller that makes `type` among its tabs, made and shown with that tab selected, and the view it
    /// shows; nil when `type` is made elsewhere too, by no tab bar controller of the project's, or in none of its tabs.
    func tabHost(of type: String) -> (object: SwiftValue, view: SwiftValue)? {
        let sites = sites(making: type).filter { !Self.isInside(type, $0.site.call) }
        guard let (caller, site) = sites.first, sites.count < 8,
              let host = Self.enclosingType(of: site.call).flatMap({ $0.isStatic ? nil : $0.name }), host != type,
              sites.allSatisfy({ Self.enclosingType(of: $0.site.call)?.name == host }),
              uikitBase(of: host, from: caller) == "UITabBarController", !makingOwners.contains(host) else { return nil }
        makingOwners.insert(host)
        defer { makingOwners.remove(host) }
        // (Its own notes are not kept: the screen read is the tab's. Nor are they when no tab holds the screen.)
        let (object, view) = quietly {
            let evaluator = SwiftEvaluator(file: caller, types: types)
            let object = make(host, arguments: [], at: site.call, evaluator: evaluator, in: SwiftScope(), showing: true)
            guard Self.tab(of: type, in: object) == nil else { return (object, SwiftValue.none) }
            // (Tabs set as its view loads, `viewControllers = […]` in `viewDidLoad`: UIKit loads it when it shows it.)
            return (object, appear(object, type: host, at: site.call, evaluator: evaluator))
        }
        guard let fields = Self.fields(object), let index = Self.tab(of: type, in: object) else { return nil }
        fields["selectedIndex"] = .int(index)
        fields["selectedViewController"] = nil
        tabHostObject = object
        return (object, fields["view"] ?? view)
    }

    /// The `type` controller a tab of `host` shows, given the navigation controller that is its tab as its stack; nil
    /// when no tab shows one.
    static func tabController(of type: String, in host: SwiftValue) -> SwiftValue? {
        for tab in array(fields(host)?["viewControllers"]) {
            guard let shown = controller(of: type, inTab: tab) else { continue }
            // (The root or top of a navigation controller: on that stack.)
            if fields(tab)?[uikitKey]?.string == "UINavigationController", fields(shown)?["#navigationController"] == nil {
                fields(shown)?["#navigationController"] = tab
            }
            return shown
        }
        return nil
    }

    /// Which of the tab bar controller `host`'s tabs shows a `type`.
    static func tab(of type: String, in host: SwiftValue) -> Int? {
        array(fields(host)?["viewControllers"]).firstIndex { controller(of: type, inTab: $0) != nil }
    }

    /// The `type` controller the tab `tab` shows: the tab's own controller, or the root or top of the navigation
    /// controller that is the tab; nil when it shows none.
    private static func controller(of type: String, inTab tab: SwiftValue) -> SwiftValue? {
        if case .object(type, _) = tab { return tab }
        guard fields(tab)?[uikitKey]?.string == "UINavigationController" else { return nil }
        return [fields(tab)?["rootViewController"] ?? array(fields(tab)?["viewControllers"]).first, topController(of: tab)]
            .compactMap { $0 }.first { if case .object(type, _) = $0 { true } else { false } }
    }
}
