/**
 * How long a held click or submit waits for the part's code before it is let through without: a chunk that cannot
 * load must not leave a form that cannot be sent (its plain post still works).
 */
const HOLD_AT_MOST_MS = 4000

/** What tells that the visitor is reaching into a part: its code starts loading then. */
const TOUCH_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const

/**
 * What a click does right without script, so it is never held: typing, ticking, choosing and following a link work in
 * the server's HTML, and the part takes the fields' values as it hydrates.
 */
const WORKS_WITHOUT_SCRIPT = 'input, select, textarea, label, a[href]'

type HeldActivation =
  { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }

export interface HoldOptions {
  /** The visitor reached into the part: load its code. */
  onTouched: () => void
  /** Settles once React has hydrated the part. */
  hydrated: Promise<void>
}

/**
 * Until React has hydrated the server HTML inside `wrapper`, a click on what needs script (a button) or a submit does
 * nothing on the spot (React would drop the click, and the submit would post the form plainly): it is held, the
 * part's code is asked for, and once the part has hydrated each held activation is done again, in order, now with
 * React's handlers. If the code has not arrived within 4 s, they are done again without it: the browser's own
 * behaviour (a plain post). The listeners sit on the document in the capture phase, ahead of React's own on its root,
 * which would stop them. Returns what removes the listeners.
 */
export function holdActivationsUntilHydrated(wrapper: HTMLElement, { onTouched, hydrated }: HoldOptions): () => void {
  const held: HeldActivation[] = []
  let holding = true
  let fallback: ReturnType<typeof setTimeout> | undefined
  const inside = (event: Event) => event.target instanceof Node && wrapper.contains(event.target)

  const touch = (event: Event) => {
    if (inside(event)) onTouched()
  }
  const hold = (event: Event) => {
    if (!holding || !inside(event)) return
    if (event instanceof SubmitEvent && event.target instanceof HTMLFormElement) {
      held.push({ kind: 'submit', form: event.target, submitter: event.submitter })
    } else if (event.target instanceof HTMLElement && !event.target.closest(WORKS_WITHOUT_SCRIPT)) {
      held.push({ kind: 'click', target: event.target })
    } else {
      return
    }
    event.preventDefault()
    event.stopPropagation()
    onTouched()
    fallback ??= setTimeout(release, HOLD_AT_MOST_MS)
  }

  const listen = (add: boolean) => {
    const method = add ? document.addEventListener.bind(document) : document.removeEventListener.bind(document)
    for (const type of TOUCH_EVENTS) method(type, touch, true)
    method('click', hold, true)
    method('submit', hold, true)
  }

  /** Stops holding and does again what was held: with React's handlers once hydrated, the browser's own before. */
  function release() {
    if (!holding) return
    holding = false
    clearTimeout(fallback)
    listen(false)
    for (const activation of held.splice(0)) {
      if (activation.kind === 'click') activation.target.click()
      else activation.form.requestSubmit(activation.submitter)
    }
  }

  listen(true)
  // A task later: the part's hydrated tree has committed the fields' adopted values by then.
  void hydrated.then(() => setTimeout(release, 0))
  return () => {
    holding = false
    clearTimeout(fallback)
    listen(false)
  }
}
