extension Device: Encodable {
    private enum CodingKeys: String, CodingKey {
        case name, displayName, idiom, width, height, portraitSafeArea, landscapeSafeArea
        case interfaceBuilderCanvases
    }

    /// `voicenav devices --format json`'s form: `{name, displayName, idiom, width, height,
    /// portraitSafeArea, landscapeSafeArea: {top, left, bottom, right}, interfaceBuilderCanvases}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(displayName, forKey: .displayName)
        try container.encode(idiom.rawValue, forKey: .idiom)
        try container.encode(portraitSize.width, forKey: .width)
        try container.encode(portraitSize.height, forKey: .height)
        try container.encode(portraitSafeArea, forKey: .portraitSafeArea)
        try container.encode(landscapeSafeArea, forKey: .landscapeSafeArea)
        try container.encode(canvasIDs, forKey: .interfaceBuilderCanvases)
    }
}
