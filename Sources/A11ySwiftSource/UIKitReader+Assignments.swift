import SwiftSyntax

/// Properties the code sets on the objects the UIKit reader made (SwiftSourceReading.md, "UIKit screens built in
/// code", "Observers and the rest"): what UIKit does with some (a string constant, a frame's parts, a controller's
/// bars), the project's observers and setters run, and a view's frame kept with its center and bounds.
extension UIKitReader {
    package func assigned(_ name: String, of object: SwiftValue, evaluator: SwiftEvaluator) {
        if publishes, case .object(_, let fields) = object { publish(name, of: fields) }
        if name == "reactor" { reactorSet(on: object, evaluator: evaluator) }
        // `label.text = .greeting`: a string property given a constant of the project's `String` extension.
        if case .object(_, let fields) = object, case .member(let member)? = fields[name], Self.stringProperties.contains(name),
           let text = types.stringConstant(member, from: evaluator.file) {
            fields[name] = text
        }
        // A label's, field's or text view's `text` and `attributedText` are one text, as a field's `placeholder` and
        // `attributedPlaceholder` are: setting one replaces the other.
        if let other = Self.sameText[name], case .object(_, let fields) = object,
           let base = fields[Self.uikitKey]?.string, ["UILabel", "UITextField", "UITextView"].contains(base) {
            fields[other] = nil
        }
        if name == "center" || name == "bounds", case .object(_, let fields) = object { reframe(name, of: fields) }
        if name == "titleForNormal" || name == "imageForNormal" { swifterSwiftAssigned(name, of: object) }
        // `frame.origin = CGPoint(…)`, `frame.size = CGSize(…)`: the rectangle's own fields.
        if name == "origin" || name == "size", case .object(_, let fields) = object, fields[Self.uikitKey]?.string == "CGRect",
           let part = Self.fields(fields[name]) {
            for key in name == "origin" ? ["x", "y"] : ["width", "height"] { fields[key] = part[key] ?? .double(0) }
            fields[name] = nil
        }
        if case .object(_, let fields) = object, let base = fields[Self.uikitKey]?.string, UIKitClasses.isController(base) {
            controllerSetter(name, of: object, fields: fields, base: base)
        }
        guard case .object(let type, let fields) = object, observed(in: type, from: evaluator.file).contains(name) else { return }
        // An object's own initializer does not call its observers; a computed property's setter runs
        // all the same (it is the only place the value goes).
        let initializing = evaluator.initializing == ObjectIdentifier(fields)
        let key = "\(ObjectIdentifier(fields).hashValue)\u{0}\(name)"
        guard !observing.contains(key) else { return }
        for owner in lineage(of: type, from: evaluator.file) {
            guard let (declaration, binding) = types.variable(name, isStatic: false, in: types.declarations(of: owner,
                                                                                                         from: evaluator.file)),
                  case .accessors(let accessors)? = binding.accessorBlock?.accessors else { continue }
            observing.insert(key)
            defer { observing.remove(key) }
            for accessor in accessors {
                let kind = accessor.accessorSpecifier.text
                guard initializing ? kind == "set" : ["didSet", "willSet", "set"].contains(kind),
                      let body = accessor.body else { continue }
                let scope = SwiftScope(parent: fields)
                scope["self"] = object
                scope[Self.ownerKey] = .symbol(owner)
                let parameter = accessor.parameters?.name.text ?? (kind == "didSet" ? "oldValue" : "newValue")
                scope[parameter] = kind == "didSet"
                    ? evaluator.unknown("\(name)'s value before it was set", accessor) : fields[name] ?? .none
                let inner = SwiftEvaluator(file: declaration.file, types: types)
                _ = types.nested { inner.run(body.statements, in: SwiftScope(parent: scope)) }
            }
            return
        }
    }

    /// The pairs of properties UIKit keeps as one text.
    static let sameText = ["text": "attributedText", "attributedText": "text",
                                   "placeholder": "attributedPlaceholder", "attributedPlaceholder": "placeholder"]

    /// The names of the properties `type` and its superclasses declare with observers or a
    /// setter (lineages are read once; `lineage` keeps the file).
    func observed(in type: String, from file: SwiftSourceFile) -> Set<String> {
        let fileKey = ObjectIdentifier(file)
        if let known = observedNames[fileKey]?[type] { return known }
        var names: Set<String> = []
        for owner in lineage(of: type, from: file) {
            for declaration in types.declarations(of: owner, from: file) {
                for member in declaration.group.memberBlock.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings {
                        guard case .accessors(let accessors)? = binding.accessorBlock?.accessors,
                              accessors.contains(where: { ["didSet", "willSet", "set"].contains($0.accessorSpecifier.text) }),
                              let name = binding.name else { continue }
                        names.insert(name)
                    }
                }
            }
        }
        observedNames[fileKey, default: [:]][type] = names
        return names
    }

    /// A view's `center` or `bounds` set: its frame as UIKit derives it, the size kept when the
    /// center moves and the center kept when the size changes (a view made with no frame has
    /// UIKit's zero frame).
    func reframe(_ name: String, of fields: SwiftScope) {
        guard let base = fields[Self.uikitKey]?.string, UIKitClasses.isView(base),
              let given = Self.fields(fields[name]) else { return }
        let frame = Self.fields(fields["frame"])
        var width = frame?["width"]?.number ?? 0, height = frame?["height"]?.number ?? 0
        var centerX = (frame?["x"]?.number ?? 0) + width / 2, centerY = (frame?["y"]?.number ?? 0) + height / 2
        if name == "center" {
            guard let x = given["x"]?.number, let y = given["y"]?.number else { return }
            (centerX, centerY) = (x, y)
        } else {
            guard let newWidth = given["width"]?.number, let newHeight = given["height"]?.number else { return }
            (width, height) = (newWidth, newHeight)
        }
        let rect = SwiftScope()
        rect[Self.uikitKey] = .string("CGRect", localizable: false)
        rect["x"] = .double(centerX - width / 2)
        rect["y"] = .double(centerY - height / 2)
        rect["width"] = .double(width)
        rect["height"] = .double(height)
        fields["frame"] = .object("CGRect", rect)
    }
}
