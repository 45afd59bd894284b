import { escapeHtml } from '../render/html'

// One look for every e-mail the site sends, the site's own: the brand's teal, white card, system fonts (an e-mail
// cannot count on the site's web font). Table layout and inline styles, which every mail client renders; the same
// content as plain text for clients that prefer it.

const BRAND = '#1f7a6e'
const BRAND_DARK = '#0a2724'
const INK = '#1a202c'
const MUTED = '#4a5568'
const PAGE = '#effaf8'
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

export interface EmailContent {
  /** The line mail clients show after the subject. */
  preheader: string
  heading: string
  paragraphs: string[]
  /** Label and value rows, e.g. the session's time or a lead's fields. */
  details?: Array<[label: string, value: string]>
  button?: { label: string; href: string }
  /** Further links under the button (calendar, unsubscribe-free extras). */
  links?: Array<{ label: string; href: string }>
  /** Small print: why the person gets this, and the unsubscribe link when there is one. */
  footer: string[]
  unsubscribe?: { label: string; href: string }
}

export interface RenderedEmail {
  html: string
  text: string
}

export function renderEmail(content: EmailContent): RenderedEmail {
  return { html: htmlOf(content), text: textOf(content) }
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${INK}">${escapeHtml(text)}</p>`

function htmlOf(content: EmailContent): string {
  const details = content.details?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-collapse:collapse">${content.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:6px 12px 6px 0;font-size:14px;color:${MUTED};vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;font-size:15px;color:${INK};font-weight:600;overflow-wrap:anywhere;word-break:break-word">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
        )
        .join('')}</table>`
    : ''
  const button = content.button
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:${BRAND}"><a href="${escapeHtml(content.button.href)}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(content.button.label)}</a></td></tr></table>`
    : ''
  const links = content.links?.length
    ? `<p style="margin:0 0 16px;font-size:14px;line-height:1.8">${content.links
        .map((link) => `<a href="${escapeHtml(link.href)}" style="color:${BRAND}">${escapeHtml(link.label)}</a>`)
        .join(' &nbsp;·&nbsp; ')}</p>`
    : ''
  const footer = [
    ...content.footer.map(escapeHtml),
    ...(content.unsubscribe
      ? [
          `<a href="${escapeHtml(content.unsubscribe.href)}" style="color:${MUTED}">${escapeHtml(content.unsubscribe.label)}</a>`,
        ]
      : []),
  ]
  return `<!doctype html>
<html lang="hu">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background:${PAGE};font-family:${FONT}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAGE}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px">
<tr><td style="padding:0 8px 16px;font-size:20px;font-weight:700;color:${BRAND_DARK}">PatikaChat</td></tr>
<tr><td style="background:#ffffff;border-radius:12px;padding:32px 28px;border:1px solid #d5f2ec">
<h1 style="margin:0 0 20px;font-size:24px;line-height:1.3;color:${BRAND_DARK}">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraph).join('\n')}
${details}${button}${links}
</td></tr>
<tr><td style="padding:20px 8px;font-size:12px;line-height:1.6;color:${MUTED}">${footer.join('<br>')}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
}

function textOf(content: EmailContent): string {
  const blocks = [
    content.heading,
    ...content.paragraphs,
    ...(content.details?.length ? [content.details.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    ...(content.button ? [`${content.button.label}:\n${content.button.href}`] : []),
    ...(content.links ?? []).map((link) => `${link.label}:\n${link.href}`),
    '--',
    [
      ...content.footer,
      ...(content.unsubscribe ? [`${content.unsubscribe.label}: ${content.unsubscribe.href}`] : []),
    ].join('\n'),
  ]
  return blocks.join('\n\n') + '\n'
}
