import Testing
@testable import A11yCore
@testable import TestSupport

/// UIKit's own words on its system bar button items and the Edit/Done item, in the device's
/// language (Localization.md, "UIKit's own words").
@MainActor
@Suite("UIKit's own words in the device's language")
struct UIKitWordsInLanguageTests {
    @Test("a language's words, its regions by fallback, and Apple's folders for Chinese, Portuguese and Spanish",
          arguments: [
            ("de", "Done", "Fertig"), ("de-AT", "Cancel", "Abbrechen"), ("de", "Save", "Sichern"),
            ("fr", "Done", "OK"), ("fr-CA", "Edit", "Modifier"), ("es", "Done", "OK"), ("es-MX", "Done", "Listo"),
            ("es-ES", "Done", "OK"), ("ja", "Done", "完了"), ("zh-CN", "Cancel", "取消"), ("zh-Hans", "Cancel", "取消"),
            ("zh-TW", "Cancel", "取消"), ("pt", "Save", "Salvar"), ("pt-BR", "Save", "Salvar"), ("pt-PT", "Save", "Guardar"),
            ("pt_BR", "Save", "Salvar"), ("pt-AO", "Save", "Guardar"), ("fi", "Search", "Etsi"), ("ar", "Done", "تم"),
            // English, a language no table covers, and a word none has stay as they are.
            ("en", "Done", "Done"), ("en-GB", "Cancel", "Cancel"), ("xx", "Done", "Done"), ("de", "Play", "Play"),
          ])
    func words(language: String, english: String, expected: String) {
        #expect(UIKitWords.word(english, in: language) == expected)
    }

    @Test("no language is English")
    func noLanguage() {
        #expect(UIKitWords.word("Done", in: nil) == "Done")
    }

    @Test("a navigation bar's system items and the Edit/Done item read in the device's language; the app's titles stay")
    func navigationBar() {
        let content = ViewController()
        content.title = "Konto"
        content.navigationItem.leftBarButtonItem = BarButtonItem(systemItem: .cancel)
        content.navigationItem.rightBarButtonItems = [BarButtonItem(systemItem: .save), content.editButtonItem,
                                                      BarButtonItem(title: "Save")]
        let nav = NavigationController(rootViewController: content)
        let stage = Stage(nav, language: "de")
        let labels = nav.navigationBar.subviews.compactMap { ($0 as? BarButton)?.accessibilityLabel }
        #expect(labels.sorted() == ["Abbrechen", "Bearbeiten", "Save", "Sichern"])
        content.setEditing(true, animated: false)
        stage.window.layoutIfNeeded()
        let editing = nav.navigationBar.subviews.compactMap { ($0 as? BarButton)?.accessibilityLabel }
        #expect(editing.contains("Fertig") && !editing.contains("Bearbeiten"))
    }

    @Test("a toolbar's system items, and an item whose label the app set")
    func toolbar() {
        let content = ViewController()
        let renamed = BarButtonItem(systemItem: .trash)
        renamed.accessibilityLabel = "Remove photo"
        content.toolbarItems = [BarButtonItem(systemItem: .refresh), BarButtonItem(systemItem: .flexibleSpace), renamed]
        let nav = NavigationController(rootViewController: content)
        nav.setToolbarHidden(false, animated: false)
        _ = Stage(nav, language: "fr")
        #expect(nav.toolbar.barButtons.map(\.accessibilityLabel) == ["Actualiser", "Remove photo"])
    }
}
