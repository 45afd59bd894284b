/** An sRGB colour as the browser computes it: red, green, blue 0–255, alpha 0–1. */
type Rgba = [number, number, number, number]

/** Reads a computed colour: `rgb(…)`, `rgba(…)` or `color(srgb …)` (what Chromium gives for `color-mix`). */
export function parseColour(value: string): Rgba {
  const numbers = (value.match(/[\d.]+/g) ?? []).map(Number)
  const scale = value.startsWith('color(srgb') ? 255 : 1
  const [r = 0, g = 0, b = 0, a = 1] = numbers
  return [r * scale, g * scale, b * scale, a]
}

/** Colours laid over one another, the first on top, on a white page. */
export function composite(layers: readonly string[]): Rgba {
  return layers.reduceRight<Rgba>(
    (under, layer) => {
      const [r, g, b, a] = parseColour(layer)
      return [r * a + under[0] * (1 - a), g * a + under[1] * (1 - a), b * a + under[2] * (1 - a), 1]
    },
    [255, 255, 255, 1],
  )
}

const luminance = ([r, g, b]: Rgba) => {
  const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((channel) => {
    const value = channel / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb
}

/** The WCAG 2 contrast ratio of a colour, laid over a background, against that background. */
export function contrastRatio(foreground: string, background: readonly string[]): number {
  const under = composite(background)
  const over = composite([foreground, ...background])
  const [lighter = 0, darker = 0] = [luminance(over), luminance(under)].sort((x, y) => y - x)
  return (lighter + 0.05) / (darker + 0.05)
}
