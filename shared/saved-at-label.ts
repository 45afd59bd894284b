import { budapestWallClock } from './budapest-time'

/** "Mentve 14:02": when the editor's draft last reached the server, in Budapest time (the admin's one Hungarian label). */
export function savedAtLabel(iso: string): string {
  const { hour, minute } = budapestWallClock(new Date(iso))
  return `Mentve ${hour}:${minute}`
}
