// Functions that run in the page (page.evaluate), each on its own: they may use nothing from this module.

/**
 * Whether the cookie card covers the focused element whole (every corner and its centre lie under the card), with a
 * name for it; `end` once focus is back on the page itself.
 */
export function focusedUnderCookieCard(): 'end' | { covered: string | null } {
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || focused === document.body) return 'end'
  const card = document.querySelector('[data-testid="consent-card"]')
  if (!card || card.contains(focused)) return { covered: null }
  const box = focused.getBoundingClientRect()
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + 1, box.top + 1],
    [box.right - 1, box.top + 1],
    [box.left + 1, box.bottom - 1],
    [box.right - 1, box.bottom - 1],
  ] as const
  const covered = points.every(([x, y]) => {
    const hit = document.elementFromPoint(x, y)
    return hit !== null && card.contains(hit)
  })
  return {
    covered: covered
      ? `${focused.tagName.toLowerCase()} "${focused.textContent || focused.getAttribute('name')}"`
      : null,
  }
}

export interface FocusedRing {
  element: string
  /** The outline's colour, or a box-shadow ring's where the element draws its ring that way; null: no ring. */
  ring: string | null
  /** The backgrounds behind the element, nearest first, down to the first opaque one. */
  background: string[]
}

/** The focused element's focus ring and what lies behind it; null once focus is back on the page itself. */
export function focusedRing(): FocusedRing | null {
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || focused === document.body) return null
  const style = getComputedStyle(focused)
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? style.outlineColor : null
  // A box-shadow ring is the first shadow that spreads, in a colour: Chakra puts a 0 px offset shadow before it.
  const shadow =
    style.boxShadow
      .split(/,(?![^(]*\))/)
      .map((layer) => /^\s*(\S+\([^)]*\)) (?:-?[\d.]+px ){3}([\d.]+)px/.exec(layer))
      .find((layer) => layer !== null && parseFloat(layer[2] ?? '0') > 0 && !/, 0\)$/.test(layer[1] ?? ''))?.[1] ?? null
  const background: string[] = []
  for (let node = focused.parentElement; node; node = node.parentElement) {
    const colour = getComputedStyle(node).backgroundColor
    if (colour === 'rgba(0, 0, 0, 0)') continue
    background.push(colour)
    if (!colour.startsWith('rgba') && !colour.includes('/')) break
  }
  return {
    element: `${focused.tagName.toLowerCase()} "${focused.textContent || focused.getAttribute('aria-label')}"`,
    ring: outline ?? shadow,
    background,
  }
}

/** An element's text colour and the backgrounds behind it, nearest first (its own included). */
export function textColours(element: Element): { text: string; background: string[] } {
  const background: string[] = []
  for (let node: Element | null = element; node; node = node.parentElement) {
    const colour = getComputedStyle(node).backgroundColor
    if (colour === 'rgba(0, 0, 0, 0)') continue
    background.push(colour)
    if (!colour.startsWith('rgba') && !colour.includes('/')) break
  }
  return { text: getComputedStyle(element).color, background }
}

/** Whether the focused element's transitions have ended, so a ring that fades in is measured as it ends up. */
export function focusSettled(): boolean {
  return (document.activeElement?.getAnimations() ?? []).every((animation) => animation.playState !== 'running')
}
