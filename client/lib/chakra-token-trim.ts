/**
 * Chakra's colour tokens as the site uses them: without the palettes it never names (as `colorPalette` or a colour
 * token) and without dark-mode values (the site has no dark mode; its dark pages set their colours themselves). Each
 * palette is nineteen tokens and CSS variables that the browser would download and resolve while it makes the style
 * system, in the longest task before the page can answer a tap. Gray, red, orange and green (the toasts' and alerts'
 * statuses) stay, next to the brand and accent palettes of client/theme.ts.
 *
 * Applied when the bundle is built (vite.config.ts), so the left-out tokens never reach the browser.
 */
const UNUSED_PALETTES = ['yellow', 'teal', 'blue', 'cyan', 'purple', 'pink']
const namesUnusedPalette = new RegExp(`\\{colors\\.(${UNUSED_PALETTES.join('|')})\\.`)

type TokenTree = Record<string, unknown>

const isRecord = (value: unknown): value is TokenTree => typeof value === 'object' && value !== null

/** A token's value in light mode: `{ _light, _dark }` becomes the light value. */
function lightValue(value: unknown): unknown {
  return isRecord(value) && '_light' in value ? value._light : value
}

export function trimChakraTokens<T extends TokenTree>(tree: T): T {
  const kept: TokenTree = {}
  for (const [name, node] of Object.entries(tree)) {
    if (UNUSED_PALETTES.includes(name)) continue
    if (!isRecord(node)) kept[name] = node
    else if ('value' in node) {
      const value = lightValue(node.value)
      if (!namesUnusedPalette.test(JSON.stringify(value))) kept[name] = { ...node, value }
    } else kept[name] = trimChakraTokens(node)
  }
  return kept as T
}
