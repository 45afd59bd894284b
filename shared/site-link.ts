import { isCleanSingleLine } from './text-rules'

// Browsers read `\` as `/` in http(s) addresses and drop tabs and line breaks anywhere in them, so `/\evil.example`
// and `/<tab>/evil.example` both become `//evil.example`: another host. https://url.spec.whatwg.org/#url-parsing
const SITE_PATH = /^\/[^/\\\s][^\\\s]*$|^\/$/
const HTTP_URL = /^https?:\/\/[^/\\\s][^\\\s]*$/i

/**
 * Whether an address the admin sets (a funnel config link or video, a blog cover) may go into an `href` or `src` as
 * it is: a path on this site or an absolute http(s) URL, with no whitespace, backslash, control or bidirectional
 * character and no lone surrogate. Every other scheme (`javascript:`, `data:` …) and protocol-relative forms are refused.
 */
export function isSafeLink(value: string): boolean {
  return isCleanSingleLine(value) && (SITE_PATH.test(value) || (HTTP_URL.test(value) && URL.canParse(value)))
}
