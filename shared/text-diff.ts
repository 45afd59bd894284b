// A word diff for the blog's revisions: which words of a text were kept, removed and added. Myers' algorithm
// ("An O(ND) Difference Algorithm and Its Variations", 1986) over words and the spaces between them, after the
// common start and end are set aside.

export type DiffPartKind = 'same' | 'removed' | 'added'

/** A run of the text: kept in both, only in the earlier text, or only in the later one. */
export interface DiffPart {
  kind: DiffPartKind
  text: string
}

/**
 * The most edits (words or spaces removed or added) the diff looks for. A change larger than this, past the common
 * start and end, is shown as the old middle removed and the new one added: the search's memory grows with the
 * square of the edits.
 */
export const DIFF_MAX_EDITS = 1000

/** Words and the runs of spaces between them, in order: joined, they give the text back exactly. */
export function diffTokens(text: string): string[] {
  return text.match(/\s+|\S+/g) ?? []
}

type Edit = [DiffPartKind, string]

/** The shortest edit script from `before` to `after`, or null when it needs more than `maxEdits` edits. */
function shortestEdits(before: readonly string[], after: readonly string[], maxEdits: number): Edit[] | null {
  const n = before.length
  const m = after.length
  const max = Math.min(n + m, maxEdits)
  const offset = max + 1
  // furthest[k + offset]: the furthest x reached on diagonal k (x - y = k) with the edits counted so far.
  const furthest = new Int32Array(2 * max + 3)
  // Before each round d, the diagonals -d..d of `furthest`, to walk the path back.
  const rounds: Int32Array[] = []
  for (let d = 0; d <= max; d += 1) {
    rounds.push(furthest.slice(offset - d, offset + d + 1))
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && furthest[offset + k - 1]! < furthest[offset + k + 1]!)
      let x = down ? furthest[offset + k + 1]! : furthest[offset + k - 1]! + 1
      let y = x - k
      while (x < n && y < m && before[x] === after[y]) {
        x += 1
        y += 1
      }
      furthest[offset + k] = x
      if (x >= n && y >= m) return walkBack(before, after, rounds, d)
    }
  }
  return null
}

function walkBack(before: readonly string[], after: readonly string[], rounds: Int32Array[], edits: number): Edit[] {
  const script: Edit[] = []
  let x = before.length
  let y = after.length
  for (let d = edits; d > 0; d -= 1) {
    const previous = rounds[d]!
    const at = (k: number) => previous[k + d]!
    const k = x - y
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1))
    const previousK = down ? k + 1 : k - 1
    const previousX = at(previousK)
    const previousY = previousX - previousK
    while (x > previousX && y > previousY) {
      script.push(['same', before[x - 1]!])
      x -= 1
      y -= 1
    }
    script.push(down ? ['added', after[y - 1]!] : ['removed', before[x - 1]!])
    x = previousX
    y = previousY
  }
  for (; x > 0; x -= 1) script.push(['same', before[x - 1]!])
  return script.reverse()
}

function joinRuns(edits: readonly Edit[]): DiffPart[] {
  const parts: DiffPart[] = []
  for (const [kind, text] of edits) {
    const last = parts.at(-1)
    if (last?.kind === kind) last.text += text
    else if (text !== '') parts.push({ kind, text })
  }
  return parts
}

/** What changed from `before` to `after`, word by word; joining the parts that are not 'added' gives `before` back. */
export function diffWords(before: string, after: string, maxEdits: number = DIFF_MAX_EDITS): DiffPart[] {
  const earlier = diffTokens(before)
  const later = diffTokens(after)
  let start = 0
  while (start < earlier.length && start < later.length && earlier[start] === later[start]) start += 1
  let earlierEnd = earlier.length
  let laterEnd = later.length
  while (earlierEnd > start && laterEnd > start && earlier[earlierEnd - 1] === later[laterEnd - 1]) {
    earlierEnd -= 1
    laterEnd -= 1
  }
  const removedMiddle = earlier.slice(start, earlierEnd)
  const addedMiddle = later.slice(start, laterEnd)
  const middle = shortestEdits(removedMiddle, addedMiddle, maxEdits) ?? [
    ['removed', removedMiddle.join('')],
    ['added', addedMiddle.join('')],
  ]
  return joinRuns([['same', earlier.slice(0, start).join('')], ...middle, ['same', earlier.slice(earlierEnd).join('')]])
}

/** Whether a diff holds any change. */
export function hasChanges(parts: readonly DiffPart[]): boolean {
  return parts.some((part) => part.kind !== 'same')
}
