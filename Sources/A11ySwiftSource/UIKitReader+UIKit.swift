import A11yCore
import A11ySceneModel
import Foundation
import SwiftSyntax

/// UIKit's own methods and properties as the reader models them (SwiftSourceReading.md,
/// "UIKit screens built in code"): the view hierarchy, controls' states, targets and actions,
/// Auto Layout's anchors and constraints, a view's bounds.
extension UIKitReader {
    /// UIKit's method `name` on an object the reader made; nil for one it does not model.
    func uikitMethod(_ name: String, of object: SwiftValue, values: [(label: String, value: SwiftValue)],
                     call: FunctionCallExprSyntax, evaluator: SwiftEvaluator, in scope: SwiftScope) -> SwiftValue? {
        guard case .object(_, let fields) = object else { return nil }
        // SnapKit's DSL has methods of UIKit's names (`removeConstraints()`).
        if let base = fields[Self.uikitKey]?.string, Self.isSnapKit(base) {
            handledUIKitCall = true
            return snapMethod(name, of: object, fields: fields, base: base, values: values, call: call, evaluator: evaluator)
                ?? nil
        }
        // A value held for a parameter's type (`.init(…)`) given to UIKit: made as written.
        let values = values.map { (label: $0.label, value: resolvedUntyped($0.value)) }
        let first = values.first?.value ?? .none
        func argument(_ label: String) -> SwiftValue? { values.first { $0.label == label }?.value }
        if ["addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview"].contains(name),
           case .unknown(let what, let place) = first {
            // A view the reader cannot make (a class from a library the project does not contain): said, not dropped silently.
            note("the view added here is \(what): it is not shown", at: place)
            return nil
        }
        if fields[Self.uikitKey]?.string == "UNUserNotificationCenter" {
            return notificationCenterMethod(name, call: call, evaluator: evaluator, in: scope)
        }
        if containment(name, of: object, fields: fields, child: first) { return nil }
        switch name {
        case "setEditing" where fields[Self.uikitKey]?.string.map({ UIKitClasses.isController($0) || $0 == "UITableView" })
            == true:
            fields["isEditing"] = first
        case "setToolbarHidden" where fields[Self.uikitKey]?.string == "UINavigationController":
            fields["isToolbarHidden"] = first
        case "setToolbarItems" where fields[Self.uikitKey]?.string.map(UIKitClasses.isController) == true:
            fields["toolbarItems"] = first
        case "setItems" where ["UIToolbar", "UINavigationBar"].contains(fields[Self.uikitKey]?.string):
            fields["items"] = first
        case "pushItem" where fields[Self.uikitKey]?.string == "UINavigationBar":
            fields["items"] = .array(Self.array(fields["items"]) + [first])
        case "canEvaluatePolicy" where fields[Self.uikitKey]?.string == "LAContext":
            // The sensor is the device's, set whatever the answer (Apple's `biometryType`); whether
            // its owner enrolled a face or a finger is only known on the device.
            fields["biometryType"] = .member(device.biometry.rawValue)
            let sensor = ["faceID": "Face ID", "touchID": "Touch ID"][device.biometry.rawValue] ?? "no biometric sensor"
            noteOnce("biometry", "the device's biometric sensor is read as the \(device.displayName)'s: \(sensor)",
                     at: evaluator.file.position(call))
            return evaluator.unknown("whether biometrics are set up on the device, only known when the app runs", call)
        case "addSubview":
            addSubview(first, to: object)
        case "insertSubview":
            let subviews = Self.array(fields[Self.subviewsKey])
            if case .int(let index)? = argument("at") {
                addSubview(first, to: object, at: index)
            } else if let below = Self.fields(argument("belowSubview")) {
                addSubview(first, to: object, at: subviews.firstIndex { Self.same($0, below) } ?? 0)
            } else if let above = Self.fields(argument("aboveSubview")) {
                addSubview(first, to: object, at: (subviews.firstIndex { Self.same($0, above) } ?? subviews.count - 1) + 1)
            } else {
                addSubview(first, to: object)
            }
        case "addArrangedSubview", "insertArrangedSubview":
            guard case .object(_, let child) = first else { return nil }
            if !Self.array(fields[Self.subviewsKey]).contains(where: { Self.same($0, child) }) { addSubview(first, to: object) }
            let index: Int? = if case .int(let at)? = argument("at") { at } else { nil }
            append(first, to: Self.arrangedKey, of: fields, at: index)
        case "removeArrangedSubview":
            if let child = Self.fields(first) {
                fields[Self.arrangedKey] = .array(Self.array(fields[Self.arrangedKey]).filter { !Self.same($0, child) })
            }
        case "removeFromSuperview":
            if let parent = Self.fields(fields["#superview"]) { remove(object, from: parent) }
        case "bringSubviewToFront", "sendSubviewToBack":
            guard let child = Self.fields(first) else { return nil }
            var subviews = Self.array(fields[Self.subviewsKey]).filter { !Self.same($0, child) }
            if name == "bringSubviewToFront" { subviews.append(first) } else { subviews.insert(first, at: 0) }
            fields[Self.subviewsKey] = .array(subviews)
        case "setTitle", "setAttributedTitle", "setImage":
            // A segment's (`setTitle(_:forSegmentAt:)`): the title at that index; an image there is not read.
            if let segment = argument("forSegmentAt") {
                var segments = Self.array(fields["#segments"])
                if name == "setTitle", let number = segment.number, number.isFinite, number >= 0,
                   Int(exactly: number.rounded(.down)).map(segments.indices.contains) == true {
                    let index = Int(number)
                    segments[index] = first
                    fields["#segments"] = .array(segments)
                }
                return nil
            }
            // The normal state's: what a control shows until it is touched.
            if let state = argument("for"), !Self.isNormalState(state) { return nil }
            let key = name == "setImage" ? "image" : "title"
            fields[key] = name == "setAttributedTitle" ? Self.fields(first)?["string"] ?? first : first
        case "title" where values.count == 1 && values[0].label == "for"
            && UIKitClasses.kind(of: fields[Self.uikitKey]?.string ?? "") == .button:
            // A button's `title(for:)`: the title set for the normal state (what UIKit gives a state with none of its
            // own; a title set for another state is not kept), nil before one is set.
            return fields["title"] ?? SwiftValue.none
        case "setOn": fields["isOn"] = first
        case "setViewControllers": fields["viewControllers"] = first
        case "setNavigationBarHidden": fields["isNavigationBarHidden"] = first
        case "setValue": fields["value"] = first
        case "setProgress": fields["progress"] = first
        case "startAnimating": fields["isAnimating"] = .bool(true)
        case "stopAnimating": fields["isAnimating"] = .bool(false)
        case "insertSegment":
            var segments = Self.array(fields["#segments"])
            let index = argument("at")?.number.map { Int($0) } ?? segments.count
            segments.insert(argument("withTitle") ?? argument("with") ?? .none, at: min(max(0, index), segments.count))
            fields["#segments"] = .array(segments)
        case "string" where fields[Self.uikitKey]?.string == "NumberFormatter":
            // `formatter.string(from: 0.42)`, `string(for:)`: Foundation's formatting of the settings given.
            guard let number = (argument("from") ?? argument("for"))?.number,
                  let text = UIKitNumberFormat.string(number, settings: fields, language: language)
            else { return evaluator.unknown("the formatted number", call) }
            return .string(text, localizable: false)
        case "addTarget":
            if let selector = call.arguments.first(where: { $0.label?.text == "action" })?.expression {
                append(.array([first, .string(Self.selectorName(selector), localizable: false)]), to: "#targets", of: fields)
            }
        case "pushViewController", "show", "showDetailViewController":
            recorded?.append(.push(first))
            // The screen pushed is on that stack, above those on it (its `navigationController?.viewControllers`).
            // Pushed as the screen is made (a navigation controller of the project's pushing its first step in its
            // own `viewDidLoad`), not by a control: on the stack, its top.
            if recorded == nil, name == "pushViewController", fields[Self.uikitKey]?.string == "UINavigationController",
               let pushed = Self.fields(first) {
                let below = fields["viewControllers"].map(Self.array) ?? Self.topController(of: object).map { [$0] } ?? []
                fields["viewControllers"] = .array(below + [first])
                pushed["#navigationController"] = object
            } else if name == "pushViewController", fields[Self.uikitKey]?.string == "UINavigationController",
               let pushed = Self.fields(first), pushed["#navigationController"] == nil {
                let stack = make("UINavigationController", arguments: [], at: call, evaluator: evaluator, in: SwiftScope())
                Self.fields(stack)?["viewControllers"] = .array(Self.array(fields["viewControllers"]) + [first])
                pushed["#navigationController"] = stack
            }
        case "present":
            recorded?.append(.present(first))
        case "dismiss":
            recorded?.append(.plain(.dismiss))
        case "popViewController":
            recorded?.append(.plain(.pop))
        case "popToRootViewController":
            recorded?.append(.plain(.popToRoot))
        case "performSegue":
            noteOnce("segue", "performSegue(withIdentifier:sender:) opens a storyboard's segue: open that storyboard to "
                     + "follow it", at: evaluator.file.position(call))
        case "addLayoutGuide":
            append(first, to: "#layoutGuides", of: fields)
            Self.fields(first)?["#owningView"] = object
        case "addAction", "addInteraction", "addGestureRecognizer":
            append(first, to: "#" + name, of: fields)
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            let axis = argument("for").flatMap { if case .member(let axis) = $0 { axis } else { nil } } ?? "horizontal"
            fields["#\(name == "setContentHuggingPriority" ? "hugging" : "compression").\(axis)"] = first
        case "setCustomSpacing":
            // The spacing after one arranged view: kept with the view it follows.
            append(.array([argument("after") ?? .none, first]), to: "#customSpacing", of: fields)
        case "setRightBarButton", "setLeftBarButton", "setRightBarButtonItems", "setLeftBarButtonItems":
            // `setRightBarButton(_:animated:)` sets `rightBarButtonItem`; the `…Items` forms, `…Items`.
            let property = name.dropFirst(3)
            let key = property.prefix(1).lowercased() + property.dropFirst()
            fields[key.hasSuffix("Items") ? key : key + "Item"] = first
        case "constraint":
            return constraint(from: object, values: values, at: call, evaluator: evaluator)
        case "append" where fields[Self.uikitKey]?.string?.hasSuffix("AttributedString") == true:
            // `NSMutableAttributedString.append(_:)`: the text grows by the part's (a part only run
            // time gives shows as a text run time gives in part: SwiftValue+RunTime).
            let part = Self.attributedText(first)
            let text = fields["string"] ?? fields["_"] ?? .string("", localizable: false)
            fields["_"] = nil
            if part.isUnknown || text.isUnknown {
                fields["string"] = SwiftEvaluator.joined([text, part])
            } else if let whole = text.string, let added = part.string {
                fields["string"] = .string(whole + added, localizable: false)
            }
        case "addConstraint", "addConstraints", "removeConstraint", "removeConstraints":
            // A view's `addConstraints(_:)` (before `NSLayoutConstraint.activate`, the same thing:
            // the constraints join the layout of the view that holds them).
            let items = if case .array(let items) = first { items } else { [first] }
            for item in items { Self.fields(item)?["isActive"] = .bool(name.hasPrefix("add")) }
        case "instantiate" where fields[Self.uikitKey]?.string == "UINib":
            // `UINib(nibName: "Header", bundle: nil).instantiate(withOwner: self)`: the nib's top-level objects.
            guard let name = fields["nibName"]?.string, let content = nib(named: name) else {
                return evaluator.unknown("the objects of a nib voicenav does not find in the project", call)
            }
            return .array(instantiate(content, owner: argument("withOwner"), at: call, evaluator: evaluator))
        case "register":
            // `register(Cell.self, forCellReuseIdentifier: "id")`: the class `dequeueReusableCell` makes.
            // (A collection's header: `register(Header.self, forSupplementaryViewOfKind: …, withReuseIdentifier: "id")`.)
            // An identifier only run time knows (`"cell" + UUID().uuidString`) is kept as one: a dequeue by an identifier
            // only run time knows makes the one class so registered (several: none of them). A nib's (`UINib(nibName:
            // bundle:)`) is kept as registered, of a class not known.
            if let given = argument("forCellReuseIdentifier") ?? argument("forCellWithReuseIdentifier")
                ?? argument("forHeaderFooterViewReuseIdentifier") ?? argument("withReuseIdentifier"),
               let identifier = given.string ?? (given.isUnknown ? Self.runTimeIdentifier : nil) {
                // (A nib's by its name, `UINib(nibName: "CoinCell", bundle: nil)`: its cell is made from it when dequeued.)
                let nib = Self.fields(first).flatMap { $0[Self.uikitKey]?.string == "UINib" ? $0["nibName"]?.string : nil }
                let type = first.string ?? { if case .symbol(let name) = first { name } else { nil } }()
                    ?? nib.map { Self.nibPrefix + $0 } ?? "#nib"
                // (A supplementary view's identifier is of its own kind: a cell may share it.)
                let key = (argument("forSupplementaryViewOfKind") == nil ? "#cell." : "#view.") + identifier
                let made = SwiftValue.string(type.replacingOccurrences(of: ".self", with: ""), localizable: false)
                fields[key] = identifier == Self.runTimeIdentifier && fields[key] != nil && fields[key]?.string != made.string
                    ? SwiftValue.none : made
            }
        case "dequeue" where values.first?.label == "_":
            // ReusableKit's `dequeue(Reusable.taskCell, for: indexPath)`: a cell of the class it names.
            guard case .symbol(let cell) = first, makesObjects(of: cell, from: evaluator.file) else { return nil }
            return make(cell, arguments: [], at: call, evaluator: evaluator, in: SwiftScope())
        case "dequeueReusableCell", "dequeueReusableHeaderFooterView", "dequeueReusableSupplementaryView":
            return reusableTypeDequeue(name, values: values, at: call, evaluator: evaluator)
                ?? dequeue(name, fields: fields, values: values, at: call, evaluator: evaluator)
        case "then" where values.count == 1, "do" where values.count == 1:
            // The Then library's `UILabel().then { $0.text = … }` (a dependency, not the project's):
            // the closure run with the object, which `then` returns.
            guard case .opaque(let box) = first, let closure = box.value as? ClosureValue else { return nil }
            _ = runClosure(closure, with: [object])
            return name == "then" ? object : nil
        case "dequeueConfiguredReusableCell":
            return configuredCell(values, at: call, evaluator: evaluator)
        case "defaultContentConfiguration":
            return make("UIListContentConfiguration", arguments: [], at: call, evaluator: evaluator, in: SwiftScope())
        case "setNeedsLayout", "layoutIfNeeded", "sizeToFit", "setNeedsDisplay",
             "reloadData", "layoutSubviews", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded",
             "setCollectionViewLayout":
            break
        case "becomeFirstResponder", "resignFirstResponder":
            return .bool(changeFirstResponder(object, fields: fields, becomes: name == "becomeFirstResponder"))
        default:
            if let base = fields[Self.uikitKey]?.string,
               let result = diffableMethod(name, of: object, fields: fields, base: base, values: values, call: call,
                                           evaluator: evaluator)
                ?? snapMethod(name, of: object, fields: fields, base: base, values: values, call: call, evaluator: evaluator) {
                handledUIKitCall = true
                return result
            }
            if let made = pureLayoutMethod(name, of: object, fields: fields, values: values, call: call, evaluator: evaluator)
                ?? tinyConstraintsMethod(name, of: object, fields: fields, values: values, call: call, evaluator: evaluator) {
                handledUIKitCall = true
                return made
            }
            return nil
        }
        handledUIKitCall = true
        return nil
    }

    /// Whether a control state is `.normal` (also `[]`, UIKit's normal state).
    static func isNormalState(_ state: SwiftValue) -> Bool {
        switch state {
        case .member(let name), .symbol(let name): name.lastComponent == "normal"
        case .array(let items): items.isEmpty
        default: true
        }
    }

    static func array(_ value: SwiftValue?) -> [SwiftValue] {
        if case .array(let items)? = value { items } else { [] }
    }

    // MARK: Properties

    package func member(_ name: String, of value: SwiftValue, at node: Syntax, evaluator: SwiftEvaluator) -> SwiftValue? {
        if let reactive = reactiveMember(name, of: value, evaluator: evaluator) { return reactive }
        if let zero = Self.zeroComponent(name, of: value) { return zero }
        switch value {
        case .object(let type, let fields):
            let base = fields[Self.uikitKey]?.string ?? type
            if Self.isSnapKit(base) { return snapMember(name, of: value, base: base, at: node, evaluator: evaluator) }
            if base == Self.cartographyProxy {
                return cartographyMember(name, of: value, base: base, at: node, evaluator: evaluator)
            }
            if name == "view", UIKitClasses.isController(base) { return loadedView(of: value, at: node, evaluator: evaluator) }
            // A label's text set as an attributed string (`attributedText = …`, `super.attributedText` in a subclass that
            // styles its text) reads back as that string's characters, as UIKit's `text` does.
            if name == "text" || name == "placeholder", Self.sameText[name] != nil, !fields.holds(name),
               ["UILabel", "UITextField", "UITextView"].contains(base), let attributed = fields[Self.sameText[name] ?? ""],
               case .string = Self.attributedText(attributed) {
                return Self.attributedText(attributed)
            }
            if let status = permissionProperty(name, of: base, at: node, evaluator: evaluator) { return status }
            // Whether the view was loaded yet (code that configures a controller before showing it asks).
            if name == "isViewLoaded", UIKitClasses.isController(base) {
                if case .none? = fields["view"] { return .bool(false) }   // (still loading: `loadView` runs)
                return .bool(fields.holds("view"))
            }
            if name == "viewIfLoaded", UIKitClasses.isController(base) {
                return fields.holds("view") ? fields["view"] : SwiftValue.none
            }
            if name.hasSuffix("Anchor") {
                return anchor(String(name.dropLast("Anchor".count)), of: value, at: node, evaluator: evaluator)
            }
            if let guide = Self.guides[name], UIKitClasses.isView(base) {
                return layoutGuide(guide, of: value, at: node, evaluator: evaluator)
            }
            if let rectangle = rectangleMember(name, of: value, base: base, at: node, evaluator: evaluator) { return rectangle }
            if name == "safeAreaInsets", UIKitClasses.isView(base) {
                return safeAreaInsets(of: fields, at: node, evaluator: evaluator)
            }
            switch name {
            case "snp" where UIKitClasses.isView(base) || base == "UILayoutGuide":
                // SnapKit's DSL: a library the project does not contain, made as its documentation says (UIKitReader+SnapKit).
                return snapKit(for: value)
            case "navigationController" where UIKitClasses.isController(base):
                // The stack the controller is on, as its root (no code followed put it on another): an action pushes on it.
                if let known = fields["#navigationController"] { return known }
                let stack = make("UINavigationController", arguments: [], at: node, evaluator: evaluator, in: SwiftScope())
                Self.fields(stack)?["viewControllers"] = .array([value])
                fields["#navigationController"] = stack
                return stack
            case "editButtonItem" where UIKitClasses.isController(base):
                // The controller's one Edit/Done item (its title follows editing, as UIKit's does).
                if let known = fields["editButtonItem"] { return known }
                let item = make("UIBarButtonItem", arguments: [], at: node, evaluator: evaluator, in: SwiftScope())
                Self.fields(item)?["systemItem"] = .member("edit")
                fields["editButtonItem"] = item
                return item
            case "viewControllers" where base == "UINavigationController":
                // Its stack: the root it was made with, what is pushed after it.
                return fields["viewControllers"] ?? .array(Self.topController(of: value).map { [$0] } ?? [])
            case "topViewController" where base == "UINavigationController",
                 "visibleViewController" where base == "UINavigationController":
                return Self.topController(of: value) ?? SwiftValue.none
            case "navigationBar" where base == "UINavigationController":
                // Its bar, for what the code sets on it (`prefersLargeTitles`, `isHidden`).
                if let known = fields["navigationBar"] { return known }
                let bar = make("UINavigationBar", arguments: [], at: node, evaluator: evaluator, in: SwiftScope())
                fields["navigationBar"] = bar
                return bar
            // Not editing until `setEditing(_:animated:)` (which sets it) runs.
            case "isEditing" where UIKitClasses.isController(base) || base == "UITableView" || base == "UICollectionView":
                return .bool(false)
            // A table view controller's table answers to it as data source and delegate (`tableView.dataSource?
            // .tableView?(tableView, titleForHeaderInSection: section)` in its own code asks it); one set is kept.
            case "dataSource" where base == "UITableView" || base == "UICollectionView",
                 "delegate" where base == "UITableView" || base == "UICollectionView":
                return fields[name] ?? fields["#controller"]
            case "subviews": return fields[Self.subviewsKey] ?? .array([])
            case "arrangedSubviews": return fields[Self.arrangedKey] ?? .array([])
            case "superview": return fields["#superview"] ?? SwiftValue.none
            case "owningView" where base == "UILayoutGuide": return fields["#owningView"] ?? SwiftValue.none
            case "accessibilityTraits": return .array(UIKitClasses.defaultTraits(of: base).map { .member($0) })
            // A button's title and image for its state: the normal state's, nil before one is set (a background image
            // is not its image).
            case "currentTitle" where UIKitClasses.kind(of: base) == .button: return fields["title"] ?? SwiftValue.none
            case "currentImage" where UIKitClasses.kind(of: base) == .button: return fields["image"] ?? SwiftValue.none
            // A switch's value as UIKit's getter gives it, "1" on and "0" off (a cell that reads its switch's, as
            // `accessibilityValue { control.accessibilityValue }`, is read On or Off as the switch is).
            case "accessibilityValue" where UIKitClasses.kind(of: base) == .switch:
                switch fields["isOn"] {
                case nil: return .string("0", localizable: false)
                case .bool(let on)?: return .string(on ? "1" : "0", localizable: false)
                default: return nil
                }
            // An attributed string's length, in UTF-16 units as Foundation counts (its text known).
            case "length" where base.hasSuffix("AttributedString"):
                return (fields["string"] ?? fields["_"])?.string.map { .int($0.utf16.count) }
            case "traitCollection" where UIKitClasses.isView(base) || UIKitClasses.isController(base):
                return .symbol("UITraitCollection.current")
            // Optionals UIKit leaves nil until the code sets them (a text field's placeholder, any view's hint).
            case "placeholder", "attributedPlaceholder", "accessibilityHint", "accessibilityIdentifier":
                return SwiftValue.none
            // The flags a view, a control and a bar item start with, until the code sets them.
            case "isHidden" where UIKitClasses.isView(base), "isSelected" where UIKitClasses.isKind(base, of: "UIControl"),
                 "isHighlighted" where UIKitClasses.isKind(base, of: "UIControl"):
                return .bool(false)
            case "isUserInteractionEnabled" where UIKitClasses.isView(base),
                 "isEnabled" where UIKitClasses.isKind(base, of: "UIControl") || base == "UIBarButtonItem":
                return .bool(true)
            case "alpha" where UIKitClasses.isView(base): return .double(1)
            // A font's name and size as the code made it (`UIFont(name:size:)`, `.systemFont(ofSize:)`, a text style's
            // size at the default text size); the system font's own name is UIKit's.
            case "fontName" where base == "UIFont": return fields["name"].flatMap { $0.string == nil ? nil : $0 }
            case "pointSize" where base == "UIFont":
                if let size = (fields["size"] ?? fields["ofSize"])?.number { return .double(size) }
                switch fields["textStyle"] {
                case .member(let style)?, .symbol(let style)?:
                    return Self.textStyleSizes[String(style.lastComponent)].map { .double($0) }
                default: return nil
                }
            default: return nil
            }
        case .symbol("UIApplication.shared") where name == "supportsAlternateIcons":
            // Whether the system lets the app change its icon: when its Info.plist declares alternate icons.
            return evaluator.appInfo.map { .bool($0.declaresAlternateIcons) }
        case .symbol(let owner) where ["UIDevice.current", "UITraitCollection.current", "UIApplication.shared"].contains(owner):
            return trait(name, of: owner)
        case .symbol("ATTrackingManager"):
            return permissionProperty(name, of: "ATTrackingManager", at: node, evaluator: evaluator)
        case .symbol("UIScreen.main"):
            // The device's screen in portrait: in points, and in pixels (`nativeBounds`) at its scale.
            switch name {
            case "bounds": return rectangle(device.portraitSize, at: node, evaluator: evaluator)
            case "nativeBounds":
                let size = device.portraitSize
                return rectangle(Size(width: size.width * device.scale, height: size.height * device.scale), at: node,
                                 evaluator: evaluator)
            case "scale", "nativeScale": return .double(device.scale)
            default: return nil
            }
        case .symbol(let path) where path.namesType && name.first?.isLowercase == true
            && path.split(separator: ".").allSatisfy({ $0.namesType }):
            // A member of a type the project does not declare (`UIBarButtonItem.SystemItem.cancel`): by its path.
            return .symbol(path + "." + name)
        case .string(let text, _) where name == "capitalized":
            return .string(text.capitalized, localizable: false)
        case .string:
            // A property the project adds to `String` (`"key".localized`), run with the string as `self`.
            let extensions = types.declarations(of: "String", from: evaluator.file)
            guard let (declaration, binding) = types.variable(name, isStatic: false, in: extensions), binding.getter != nil
            else { return nil }
            let scope = SwiftScope()
            scope["self"] = value
            let inner = SwiftEvaluator(file: declaration.file, types: types)
            return types.nested { inner.value(of: binding, in: scope) }
        default:
            return nil
        }
    }

    /// The point size of each of Dynamic Type's text styles at the default text size (Apple's Human Interface
    /// Guidelines, "Typography").
    static let textStyleSizes: [String: Double] = [
        "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
        "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
    ]

    /// The layout guides a view has, by property, as the layout tree names them.
    static let guides = ["safeAreaLayoutGuide": "safeArea", "layoutMarginsGuide": "margins", "readableContentGuide": "margins",
                         "contentLayoutGuide": "content", "frameLayoutGuide": "frame", "keyboardLayoutGuide": "keyboard"]
}
