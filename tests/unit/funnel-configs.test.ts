import { expect, test } from 'vitest'
import { configTextLang, DEFAULT_FUNNEL_CONFIGS } from '../../shared/funnel/config-defaults'
import { FUNNEL_CONFIG_KINDS, FUNNEL_CONFIG_SCHEMAS, SafeLinkSchema } from '../../shared/schemas/funnel-configs'

test('each built-in default passes the schema the admin editors save with, unchanged', () => {
  for (const kind of FUNNEL_CONFIG_KINDS) {
    expect(FUNNEL_CONFIG_SCHEMAS[kind].parse(DEFAULT_FUNNEL_CONFIGS[kind])).toEqual(DEFAULT_FUNNEL_CONFIGS[kind])
  }
})

test('a config link is an http(s) address or a path on this site, nothing a browser would run', () => {
  for (const link of ['/media/webinar-default-v1.mp4', '/blog', 'https://example.com/a.pdf', 'http://x.hu']) {
    expect(SafeLinkSchema.safeParse(link).success, link).toBe(true)
  }
  for (const link of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', 'ftp://x.hu', 'blog', '']) {
    expect(SafeLinkSchema.safeParse(link).success, link).toBe(false)
  }
})

test("a config text is marked English while it is a built-in default, and an admin's own text is not", () => {
  expect(configTextLang(DEFAULT_FUNNEL_CONFIGS.register.headline)).toBe('en')
  expect(configTextLang(DEFAULT_FUNNEL_CONFIGS.webinar.keyPoints[1] ?? '')).toBe('en')
  expect(configTextLang(DEFAULT_FUNNEL_CONFIGS.offer.bonuses[0]?.name ?? '')).toBe('en')
  expect(configTextLang('Regisztráljon ingyenes webináriumunkra')).toBeUndefined()
  expect(configTextLang(`${DEFAULT_FUNNEL_CONFIGS.register.headline}!`)).toBeUndefined()
})
