// What a client of the door sees with `import A11yScenes` alone: the scene model every reader
// produces (SceneSpec, SceneApp, Diagnostic, InputScreen …), which the door's API is made of.
@_exported import A11ySceneModel
