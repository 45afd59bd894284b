import { useEffect, useMemo, useState } from 'react'
import { sessionsChangeAt, upcomingSessions, type SessionsConfig } from '../../shared/funnel/webinar-sessions'
import { SESSIONS_AT_ATTRIBUTE } from './native-choice-fields'
import { PUBLIC_FORM_ATTRIBUTE } from './server-forms'

/** setTimeout's longest delay (about 24.8 days); a later change is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1

/** The instant the server's HTML listed the sessions for, read back from the page (absent after a client navigation). */
function listedAtInPage(): number | null {
  if (typeof document === 'undefined') return null
  const element = document.querySelector(`form[${PUBLIC_FORM_ATTRIBUTE}="webinar"] [${SESSIONS_AT_ATTRIBUTE}]`)
  const listedAt = Number(element?.getAttribute(SESSIONS_AT_ATTRIBUTE) ?? Number.NaN)
  return Number.isFinite(listedAt) ? listedAt : null
}

/**
 * The sessions the registration form offers, and the instant they were worked out for. The server lists them as it
 * renders; hydration lists them for the same instant (the page notes it), so the HTML it finds is the one it makes,
 * however long ago the cached page was rendered. Then the browser's clock takes over, and the list is worked out
 * again whenever it would change (a session coming within its lead, a just-in-time start crossing the night).
 */
export function useOfferedSessions(config: SessionsConfig) {
  const [listedAt, setListedAt] = useState(() => listedAtInPage() ?? Date.now())
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const update = () => {
      const now = Date.now()
      setListedAt(now)
      const change = sessionsChangeAt(config, new Date(now))
      if (change !== null) timer = setTimeout(update, Math.min(Math.max(change - now, 0), MAX_TIMER_MS))
    }
    update()
    return () => clearTimeout(timer)
  }, [config])
  const sessions = useMemo(() => upcomingSessions(config, new Date(listedAt)), [config, listedAt])
  return { sessions, listedAt }
}
