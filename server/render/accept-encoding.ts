/** Whether an Accept-Encoding header lets the answer be gzip (RFC 9110 section 12.5.3: `gzip` or `*`, weight above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false
  let gzip: number | undefined
  let anyEncoding: number | undefined
  for (const entry of header.toLowerCase().split(',')) {
    const [coding, ...parameters] = entry.split(';').map((part) => part.trim())
    const weight = parameters.find((parameter) => parameter.startsWith('q='))
    const value = weight === undefined ? 1 : Number(weight.slice(2))
    if (coding === 'gzip' || coding === 'x-gzip') gzip = value
    else if (coding === '*') anyEncoding = value
  }
  return (gzip ?? anyEncoding ?? 0) > 0
}
