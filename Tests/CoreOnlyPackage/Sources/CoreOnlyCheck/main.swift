import A11yCore

// A VoiceOver session on a navigation interface, on the virtual clock: no eSpeak, no YAML.
MainActor.assumeIsolated {
    let list = ViewController(title: "Inbox")
    let nav = NavigationController(rootViewController: list)
    let app = Application()
    let window = Window(screen: Screen(idiom: .phone), application: app)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    let scheduler = VirtualScheduler()
    let session = VoiceOverSession(application: app, window: window,
                                   backend: VirtualSpeechBackend(scheduler: scheduler), scheduler: scheduler)
    session.start()
    nav.pushViewController(ViewController(title: "Message"), animated: true)
    scheduler.runUntilIdle()
    session.perform(.gesture(.escape))
    scheduler.runUntilIdle()
    for line in session.transcript.lines { print(line) }
}
