export const BOT_NOTICE_TEXT = 'Please enable JavaScript and visit with a standard browser.'

/** The plain page a non-search bot gets instead of the site. */
export function botNoticeHtml(): string {
  return `<!doctype html>
<html lang="hu">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>PatikaChat</title></head>
<body><p>${BOT_NOTICE_TEXT}</p></body>
</html>
`
}
