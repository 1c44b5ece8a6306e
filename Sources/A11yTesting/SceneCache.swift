import A11yScenes
import Foundation
import A11ySceneModel

/// Loaded tests, filled by several threads.
final class PreparedSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [GoldenSuite.Prepared?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: GoldenSuite.Prepared) { lock.withLock { slots[index] = value } }
    func get(_ index: Int) -> GoldenSuite.Prepared? { lock.withLock { slots[index] } }
}

/// Scenes loaded once for all the tests that run on them, from any thread.
final class SceneCache: @unchecked Sendable {
    private let lock = NSLock()
    private var loaded: [String: Result<SceneSpec, any Error>] = [:]
    private var loading: [String: NSCondition] = [:]
    /// Each scene file or storyboard opened once for every test and language (InputDocument).
    private var documents: [String: InputDocument] = [:]

    private func document(_ path: String) throws -> InputDocument {
        if let known = lock.withLock({ documents[path] }) { return known }
        let opened = try InputDocument.open(path: path)
        return lock.withLock {
            if let raced = documents[path] { return raced }
            documents[path] = opened
            return opened
        }
    }

    func load(_ path: String, controller: String?, language: String?) throws -> SceneSpec {
        let key = path + "#" + (controller ?? "") + "@" + (language ?? "")
        lock.lock()
        if let done = loaded[key] { lock.unlock(); return try done.get() }
        if let wait = loading[key] {
            lock.unlock()
            wait.lock()
            while lock.withLock({ loaded[key] }) == nil { wait.wait() }
            wait.unlock()
            return try lock.withLock { loaded[key]! }.get()
        }
        let condition = NSCondition()
        loading[key] = condition
        lock.unlock()
        let result: Result<SceneSpec, any Error>
        do {
            result = .success(try document(path).load(screen: controller, language: language).spec)
        } catch let error as SceneError {
            result = .failure(error)
        } catch let error as SceneChoiceError {
            result = .failure(error)
        } catch {
            result = .failure(SceneError(file: path, line: 1, column: 1, message: "\(error)"))
        }
        lock.withLock { loaded[key] = result }
        condition.lock()
        condition.broadcast()
        condition.unlock()
        return try result.get()
    }
}
