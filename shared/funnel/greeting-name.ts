/** Who the funnel's pages greet when the stored registration's name is blank (an older or edited record). */
export const GUEST_GREETING_NAME = 'Vendégünk'

/** The registrant's name as the funnel's greetings use it: trimmed, or the guest form when nothing is left. */
export function greetingName(fullName: string): string {
  return fullName.trim() || GUEST_GREETING_NAME
}
