/**
 * The one path normaliser of the site. A page path is canonical when it has no repeated slashes, no dot segments,
 * no trailing slash (except the root), no upper-case letters, no percent-encoded character that needs no encoding,
 * upper-case hex in the escapes it keeps, and is not `/index.html`. Anything else is either redirected to its
 * canonical form or, when it cannot be read (a broken escape, invalid UTF-8), not found.
 */
export type PathVerdict = { kind: 'canonical' } | { kind: 'redirect'; path: string } | { kind: 'invalid' }

const UNRESERVED = /^[A-Za-z0-9\-._~]$/
// RFC 3986 pchar without "%" (escapes are handled on their own) and with "/" as the separator.
const PATH_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/
const ESCAPE = /^%[0-9A-Fa-f]{2}$/

export function judgePath(rawPath: string): PathVerdict {
  if (!rawPath.startsWith('/')) return { kind: 'invalid' }
  const encoded = reencode(rawPath)
  if (encoded === null) return { kind: 'invalid' }
  const path = resolveSegments(encoded)
  return path === rawPath ? { kind: 'canonical' } : { kind: 'redirect', path }
}

/**
 * Decodes escapes of unreserved characters, upper-cases the hex of the others and escapes raw bytes that need it;
 * null when an escape is broken or the bytes are not UTF-8. The HTTP parser hands the request line over as latin1,
 * so a raw character is one byte (0-255); anything wider did not come from a request line and is refused.
 */
function reencode(rawPath: string): string | null {
  let out = ''
  for (let index = 0; index < rawPath.length; index += 1) {
    const character = rawPath.charAt(index)
    if (character === '%') {
      const escape = rawPath.slice(index, index + 3)
      if (!ESCAPE.test(escape)) return null
      const decoded = String.fromCharCode(parseInt(escape.slice(1), 16))
      out += UNRESERVED.test(decoded) ? decoded : escape.toUpperCase()
      index += 2
    } else if (PATH_CHARACTERS.test(character)) {
      out += character
    } else {
      const byte = character.charCodeAt(0)
      if (byte > 0xff) return null
      out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
    }
  }
  try {
    decodeURIComponent(out)
  } catch {
    return null
  }
  return out.replace(/(%[0-9A-F]{2})|[A-Z]/g, (match, escape: string | undefined) => escape ?? match.toLowerCase())
}

function resolveSegments(path: string): string {
  const segments: string[] = []
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  const resolved = `/${segments.join('/')}`
  return resolved === '/index.html' ? '/' : resolved
}
