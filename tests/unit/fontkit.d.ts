// fontkit ships no types; this is the part the font test reads (see its README).
declare module 'fontkit' {
  interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean
    variationAxes: Record<string, { min: number; max: number; default: number }>
  }
  export function create(buffer: Buffer): Font
}
