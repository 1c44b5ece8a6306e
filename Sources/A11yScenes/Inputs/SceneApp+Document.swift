import A11ySceneModel

extension SceneApp {
    /// Loads and builds the scene at `path`.
    public convenience init(contentsOf path: String) throws {
        self.init(spec: try InputDocument.load(path: path).spec)
    }
}
