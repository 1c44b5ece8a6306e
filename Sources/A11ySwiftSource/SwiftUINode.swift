import A11yCore
import A11ySceneModel

/// A toolbar item and where the toolbar puts it (`topBarTrailing`, `bottomBar` …).
package struct ToolbarEntry {
    package var placement: String
    package var item: SwiftUINode
}

/// One SwiftUI view as the reader evaluated it: what it is, what it shows, its children, and
/// what its modifiers said to VoiceOver. The screen builder turns a tree of these into the
/// scene model's controllers and views (SwiftSourceReading.md).
package struct SwiftUINode {
    package enum Kind: Equatable {
        case text, label, button, toggle, slider, stepper, textField, secureField, textEditor, link, navigationLink
        case menu, picker, datePicker, colorPicker, progress, gauge, image, shape
        case vstack, hstack, zstack, scroll, group, list, form, section, spacer, divider
        case navigation, tabView, disclosureGroup
    }

    /// `.accessibilityCustomContent`: high importance content is spoken with the element,
    /// the rest is offered on demand.
    package struct CustomContent: Equatable {
        package var label: String
        package var value: String
        package var isHighImportance: Bool
    }

    /// What VoiceOver is told by `.accessibilityElement(children:)`.
    package enum Children: Equatable { case combine, ignore, contain }

    package var kind: Kind
    package var location: FilePosition
    /// The text it shows: a text's string, a button's or toggle's title, a field's prompt.
    package var text: String?
    /// A text field's `prompt:` (its placeholder; the title is then only its label).
    package var prompt: String?
    /// A text field's text, a picker's selection, a value the source fixes.
    package var value: String?
    package var isOn: Bool?
    package var number: Double?
    package var range: (min: Double, max: Double)?
    package var step: Double?
    /// An image's symbol (`Image(systemName:)`) or asset name, and which it is.
    package var imageName: String?
    package var isSymbol = false
    /// `Image(decorative:)`, a shape, a colour: drawn, never an element.
    package var isDecorative = false
    /// Where a value only run time has gives its title or image (the reader's note is there).
    package var labelAtRunTime: FilePosition?
    package var children: [SwiftUINode] = []
    /// A section's header and footer views.
    package var header: [SwiftUINode] = []
    package var footer: [SwiftUINode] = []
    /// A stack's spacing and alignment (`leading`, `center`, `trailing`).
    package var spacing: Double?
    package var alignment: String?
    /// The text style of `.font(.title)` (`title1` …), nil: the view's own.
    package var textStyle: String?
    package var padding = EdgeInsets()
    /// `.frame(width:height:)`.
    package var width: Double?
    package var height: Double?
    /// `.navigationTitle`, `.tabItem`.
    package var navigationTitle: String?
    package var tabItem: (title: String?, image: String?)?
    /// `.toolbar { … }`: its items, each with its placement (`topBarTrailing`, `bottomBar` …).
    package var toolbar: [ToolbarEntry] = []
    /// A `ToolbarItem`'s or `ToolbarItemGroup`'s placement.
    package var toolbarPlacement: String?
    /// A control's style (`.pickerStyle(.segmented)`: `segmented`).
    package var style: String?
    /// `.tag(x)`: the value a picker's option stands for.
    package var tag: SwiftValue?
    /// Where a navigation link leads (its destination), when the source fixes it.
    package var destination: [SwiftUINode]?

    // What the accessibility modifiers say.
    package var accessibilityLabel: String?
    package var accessibilityValue: String?
    package var accessibilityHint: String?
    package var accessibilityIdentifier: String?
    package var addedTraits: [String] = []
    package var removedTraits: [String] = []
    package var isAccessibilityHidden = false
    /// `.onTapGesture`: a tap acts on it (the audit asks for a trait that says so).
    package var handlesTaps = false
    /// `.accessibilityAction(named:)`, `.accessibilityActions`: the Actions rotor's names.
    package var customActions: [String] = []
    package var customContent: [CustomContent] = []
    /// `.navigationBarHidden(true)`, `.toolbar(.hidden, for: .navigationBar)`.
    package var hidesNavigationBar = false
    /// `.searchable(text:prompt:)`: the search field's prompt and text.
    package var search: (prompt: String, text: String?)?
    /// `.environment(\.layoutDirection, …)`: true from the right, false from the left, nil: the caller's.
    package var rightToLeft: Bool?
    /// A button's role (`destructive`, `cancel`).
    package var role: String?
    /// What it presents on the first render (a sheet, an alert) over the screen.
    package var presentations: [SwiftUIPresentation] = []
    package var childBehavior: Children?
    package var sortPriority: Double?
    package var isDisabled = false
    /// `.hidden()` or `.opacity(0)`: drawn as nothing, read as nothing.
    package var isHidden = false
    /// The UIKit controller a `UIViewControllerRepresentable` shows, as the UIKit reader builds it.
    package var wrapped: ControllerSpec?

    package init(kind: Kind, location: FilePosition, text: String? = nil, children: [SwiftUINode] = []) {
        self.kind = kind
        self.location = location
        self.text = text
        self.children = children
    }

    /// Whether VoiceOver reads this view as one element of its own (before modifiers merge
    /// or hide it): controls, texts, labels, images that are not decorative.
    package var isLeafElement: Bool {
        switch kind {
        case .text, .label, .button, .toggle, .slider, .stepper, .textField, .secureField, .textEditor, .link,
             .navigationLink, .menu, .picker, .datePicker, .colorPicker, .progress, .gauge, .disclosureGroup:
            true
        case .image: !isDecorative
        default: false
        }
    }

    /// The texts a combined element reads, in order: each child's label (an image is dropped
    /// when there is text, SwiftSourceReading.md, "Combined elements").
    package var spokenTexts: [String] {
        if isHidden || isAccessibilityHidden { return [] }
        if let label = accessibilityLabel { return [label] }
        switch kind {
        case .text, .label, .button, .toggle, .link, .navigationLink, .menu, .textField, .secureField:
            return text.map { [$0] } ?? children.flatMap(\.spokenTexts)
        case .image:
            return isDecorative ? [] : [imageLabel].compactMap { $0 }
        default:
            return Self.combinedTexts(children)
        }
    }

    /// The texts of `views` read as one element: each one's label, an image's dropped when
    /// there is text (SwiftSourceReading.md, "Modifiers").
    package static func combinedTexts(_ views: [SwiftUINode]) -> [String] {
        let texts = views.flatMap(\.spokenTexts)
        let words = views.filter { $0.kind != .image }.flatMap(\.spokenTexts)
        return words.isEmpty ? texts : words
    }

    /// An image's label: the word iOS speaks for the symbol (SymbolLabels), else its name.
    package var imageLabel: String? {
        guard let imageName else { return nil }
        if isSymbol { return SymbolLabels.word(for: imageName) ?? imageName }
        return imageName
    }
}

extension SwiftUINode {
    /// Where run time gives this view's title or image, or the first of its label's views'.
    var runTimeLabelPlace: FilePosition? { labelAtRunTime ?? children.lazy.compactMap(\.runTimeLabelPlace).first }
}
