extension Rect {
    /// The frame as `describe --format json` prints it: `[x, y, width, height]`, each rounded
    /// as every command prints a coordinate (at most three decimals).
    package var coordinates: [Double] {
        [minX.coordinateValue, minY.coordinateValue, width.coordinateValue, height.coordinateValue]
    }

    /// The frame as `layout --format json` prints it: `{x, y, width, height}`, rounded the same way.
    package var coordinateObject: JSONValue {
        .object([JSONValue.Member("x", .number(minX.coordinateValue)), JSONValue.Member("y", .number(minY.coordinateValue)),
                 JSONValue.Member("width", .number(width.coordinateValue)),
                 JSONValue.Member("height", .number(height.coordinateValue))])
    }
}

extension Size {
    /// `{width, height}`, rounded as a coordinate.
    package var coordinateObject: JSONValue {
        .object([JSONValue.Member("width", .number(width.coordinateValue)),
                 JSONValue.Member("height", .number(height.coordinateValue))])
    }
}
