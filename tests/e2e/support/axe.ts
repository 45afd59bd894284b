import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults, RunOptions } from 'axe-core'
import type { Page } from 'playwright-core'

// axe-core runs in the page under test only: it is read from node_modules here and evaluated through the DevTools
// protocol, which the page's Content-Security-Policy (nonces only) does not govern, so the site never ships it.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** WCAG 2.0–2.2 levels A and AA, and axe's best practices (landmarks, heading order, one h1, unique ids…). */
const AXE_RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  resultTypes: ['violations'],
}

/**
 * The page's accessibility violations as it stands now (open dialogs, errors and all), one line each: the rule, then
 * the offending elements, so a failed assertion names what to fix.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A dialog or an answer still fading in would be measured half transparent: let such animations end first.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(AXE_SOURCE)
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(
        document,
        options,
      ),
    AXE_RUN_OPTIONS,
  )
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unrated'}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}
