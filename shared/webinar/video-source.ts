// No zod here: the room imports this to choose how to play its source.

/** An HLS playlist (Bunny Stream, Cloudflare Stream, Mux, Vimeo's HLS links): played natively or through hls.js. */
export function isHlsSource(url: string): boolean {
  return /\.m3u8$/i.test(new URL(url, 'https://site.invalid').pathname)
}

const VIDEO_PAGES: ReadonlyArray<{ host: RegExp; path: RegExp; name: string }> = [
  { host: /^(www\.|m\.)?youtube\.com$/, path: /^\/(watch|shorts\/|live\/|embed\/)/, name: 'YouTube' },
  { host: /^youtu\.be$/, path: /^\/./, name: 'YouTube' },
  { host: /^(www\.)?vimeo\.com$/, path: /^\/(\d+|channels\/|showcase\/)/, name: 'Vimeo' },
  { host: /^player\.vimeo\.com$/, path: /^\/video\//, name: 'Vimeo' },
]

/**
 * The video site whose page (not its video) a link names: a YouTube watch page or `youtu.be` short link, a Vimeo
 * page or its embed player. A marketer pastes these first; a `<video>` element cannot play them. Null otherwise.
 */
export function videoPageLinkHost(url: string): string | null {
  if (!URL.canParse(url)) return null
  const { hostname, pathname } = new URL(url)
  const page = VIDEO_PAGES.find((entry) => entry.host.test(hostname.toLowerCase()) && entry.path.test(pathname))
  return page?.name ?? null
}
