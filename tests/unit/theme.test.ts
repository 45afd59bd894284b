import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { getPageSystem } from '../../client/theme'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Every palette the client names: `colorPalette="x"`, and the quoted names in `colorPalette={…}`. */
function palettesNamedInClient(): Set<string> {
  const names = new Set<string>()
  for (const file of sourceFiles('client')) {
    for (const [, literal, expression] of readFileSync(file, 'utf8').matchAll(
      /colorPalette=(?:"([^"]+)"|\{([^}]+)\})/g,
    )) {
      if (literal) names.add(literal)
      for (const [, quoted] of (expression ?? '').matchAll(/'([a-z]+)'/g)) names.add(quoted!)
    }
  }
  return names
}

test('every palette a component names is in the style system, with its semantic tokens', () => {
  const system = getPageSystem()
  const named = palettesNamedInClient()
  expect(named).toContain('brand')
  for (const palette of named) {
    for (const role of ['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing']) {
      expect(system.tokens.getByName(`colors.${palette}.${role}`), `${palette}.${role}`).toBeDefined()
    }
  }
  // The toasts' status colours come from the toast recipe, not from a prop.
  expect(system.tokens.getByName('colors.green.solid')).toBeDefined()
})

test("Chakra's palettes the site never names are left out, no token refers to one, and none has a dark value", () => {
  const system = getPageSystem()
  for (const palette of ['yellow', 'teal', 'blue', 'cyan', 'purple', 'pink']) {
    expect(system.tokens.getByName(`colors.${palette}.500`)).toBeUndefined()
    expect(system.tokens.getByName(`colors.${palette}.solid`)).toBeUndefined()
  }
  const values = system.tokens.allTokens.map((token) => JSON.stringify(token.originalValue))
  expect(values.filter((value) => /\{colors\.(yellow|teal|blue|cyan|purple|pink)\./.test(value))).toEqual([])
  expect(values.filter((value) => value.includes('_dark'))).toEqual([])
  expect(system.tokens.getByName('colors.bg.error')?.originalValue).toEqual('{colors.red.50}')
})
