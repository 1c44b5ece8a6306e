import SwiftSyntax

/// What the system answers a freshly installed app about its permissions (SwiftSourceReading.md,
/// "What the source fixes"): nothing has been asked yet, so every authorization status is
/// `.notDetermined`, the status Apple's frameworks give before the app first asks (notifications,
/// camera and microphone, photos, contacts, calendars, location, tracking). A screen that shows a
/// "Turn on notifications" row until the user answers shows it.
extension UIKitReader {
    /// The objects made for asking permissions: the notification center, its settings, a location manager.
    static let permissionObjects: Set<String> = ["UNUserNotificationCenter", "UNNotificationSettings", "CLLocationManager"]

    /// The types that give the app's permission, with what it is for, as a note says it: by a class
    /// method `authorizationStatus` (or `authorizationStatus(for:)`), the rest as below.
    static let permissionStatuses: [String: String] = [
        "AVCaptureDevice": "the camera or microphone", "PHPhotoLibrary": "the photo library",
        "CNContactStore": "the contacts", "EKEventStore": "the calendars", "CLLocationManager": "the location",
        "ATTrackingManager": "tracking", "UNUserNotificationCenter": "notifications",
    ]

    /// `UNUserNotificationCenter.current()` and the class methods asking a permission's status
    /// (`AVCaptureDevice.authorizationStatus(for: .video)`); nil for any other call.
    func permissionStaticCall(_ name: String, of type: String, call: FunctionCallExprSyntax, evaluator: SwiftEvaluator,
                              in scope: SwiftScope) -> SwiftValue? {
        if type == "UNUserNotificationCenter", name == "current" {
            return make(type, arguments: [], at: call, evaluator: evaluator, in: scope)
        }
        guard name == "authorizationStatus", type != "UNUserNotificationCenter", type != "ATTrackingManager",
              let what = Self.permissionStatuses[type] else { return nil }
        return notDetermined(what, at: call, evaluator: evaluator)
    }

    /// A permission's status property (`CLLocationManager().authorizationStatus`,
    /// `ATTrackingManager.trackingAuthorizationStatus`); nil for any other.
    func permissionProperty(_ name: String, of type: String, at node: some SyntaxProtocol,
                            evaluator: SwiftEvaluator) -> SwiftValue? {
        switch (type, name) {
        case ("CLLocationManager", "authorizationStatus"), ("ATTrackingManager", "trackingAuthorizationStatus"):
            notDetermined(Self.permissionStatuses[type] ?? type, at: node, evaluator: evaluator)
        default: nil
        }
    }

    /// The notification center's `getNotificationSettings { settings in … }`: the completion handler
    /// run (the system calls it soon after, before VoiceOver reads the screen) with the settings of
    /// an app that has not asked yet; `notificationSettings()` (async) gives them. Nil for any other
    /// method: what `requestAuthorization` is answered is the user's choice, and its handler is not run.
    func notificationCenterMethod(_ name: String, call: FunctionCallExprSyntax, evaluator: SwiftEvaluator,
                                  in scope: SwiftScope) -> SwiftValue? {
        switch name {
        case "notificationSettings":
            return notificationSettings(at: call, evaluator: evaluator, in: scope)
        case "getNotificationSettings":
            guard let handler = SwiftEvaluator.closure(of: call, label: "completionHandler") else { return SwiftValue.none }
            let settings = notificationSettings(at: call, evaluator: evaluator, in: scope)
            _ = runClosure(handler, with: [settings], evaluator: evaluator, in: scope)
            return SwiftValue.none
        default:
            return nil
        }
    }

    private func notificationSettings(at call: FunctionCallExprSyntax, evaluator: SwiftEvaluator,
                                      in scope: SwiftScope) -> SwiftValue {
        let settings = make("UNNotificationSettings", arguments: [], at: call, evaluator: evaluator, in: scope)
        let what = Self.permissionStatuses["UNUserNotificationCenter"] ?? "notifications"
        Self.fields(settings)?["authorizationStatus"] = notDetermined(what, at: call, evaluator: evaluator)
        return settings
    }

    private func notDetermined(_ what: String, at node: some SyntaxProtocol, evaluator: SwiftEvaluator) -> SwiftValue {
        noteOnce("permission " + what, "the app's permission for \(what) is read as on a fresh install, not asked yet: "
                 + ".notDetermined", at: evaluator.file.position(node))
        return .member("notDetermined")
    }
}
