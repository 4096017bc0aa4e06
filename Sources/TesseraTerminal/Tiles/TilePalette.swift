import TesseraRules

/// A colour as red, green and blue in 0…255.
public struct RGB: Equatable, Sendable {
    public var red: Int, green: Int, blue: Int

    public init(_ hex: UInt32) {
        red = Int(hex >> 16 & 0xFF)
        green = Int(hex >> 8 & 0xFF)
        blue = Int(hex & 0xFF)
    }

    /// The nearest colour of the xterm 256-colour cube (indices 16…231).
    public var xterm256: Int {
        func level(_ channel: Int) -> Int { channel < 48 ? 0 : channel < 115 ? 1 : (channel - 35) / 40 }
        return 16 + 36 * level(red) + 6 * level(green) + level(blue)
    }
}

/// The colours of each game's board, empty cells and tiles, after the games they come from.
public enum TilePalette {
    /// The board behind the cells.
    public static func board(_ kind: TileKind) -> RGB {
        switch kind {
        case .twentyFortyEight: RGB(0xBBADA0)
        case .triples: RGB(0xBBD9D9)
        }
    }

    /// An empty cell.
    public static func emptyCell(_ kind: TileKind) -> RGB {
        switch kind {
        case .twentyFortyEight: RGB(0xCDC1B4)
        case .triples: RGB(0xD1E9E9)
        }
    }

    /// A tile's background and text colours.
    public static func tile(_ value: Int, kind: TileKind) -> (background: RGB, text: RGB) {
        switch kind {
        case .triples:
            switch value {
            case 1: return (RGB(0x66CCFF), RGB(0xFFFFFF))
            case 2: return (RGB(0xFF6680), RGB(0xFFFFFF))
            case ..<192: return (RGB(0xFFFFFF), RGB(0x333333))
            default: return (RGB(0xFFF4CC), RGB(0xCC5500))
            }
        case .twentyFortyEight:
            let dark = RGB(0x776E65)
            let light = RGB(0xF9F6F2)
            switch value {
            case 2: return (RGB(0xEEE4DA), dark)
            case 4: return (RGB(0xEDE0C8), dark)
            case 8: return (RGB(0xF2B179), light)
            case 16: return (RGB(0xF59563), light)
            case 32: return (RGB(0xF67C5F), light)
            case 64: return (RGB(0xF65E3B), light)
            case 128: return (RGB(0xEDCF72), light)
            case 256: return (RGB(0xEDCC61), light)
            case 512: return (RGB(0xEDC850), light)
            case 1024: return (RGB(0xEDC53F), light)
            case 2048: return (RGB(0xEDC22E), light)
            default: return (RGB(0x3C3A32), light)
            }
        }
    }
}
