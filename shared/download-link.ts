// Which config links download a file (issue 38: the webinar's resources show a download icon only when they do).

/** Extensions of addresses that are web pages, not files to keep. */
const PAGE_EXTENSIONS = new Set(['html', 'htm', 'php', 'asp', 'aspx', 'jsp'])

/**
 * Whether a link (an `isSafeLink` address) downloads a file: a path on this site whose last segment names a file type
 * other than a web page (`/media/ellenorzo-lista.pdf`). The browser saves such a link under its `download` attribute;
 * another site's file is not counted, since browsers ignore the attribute across origins and may show the file instead.
 */
export function isDownloadLink(link: string): boolean {
  if (!link.startsWith('/')) return false
  const path = link.split(/[?#]/, 1)[0]!
  const name = path.slice(path.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  if (dot <= 0 || dot === name.length - 1) return false
  return !PAGE_EXTENSIONS.has(name.slice(dot + 1).toLowerCase())
}
