import { WEBINAR_PLAYBACKS } from '../../shared/webinar/room'
import { expect, test } from 'vitest'
import { configTextLang, DEFAULT_FUNNEL_CONFIGS } from '../../shared/funnel/config-defaults'
import { HUNGARIAN_FUNNEL_CONFIGS } from '../../shared/funnel/config-defaults-hungarian'
import { isSafeLink } from '../../shared/site-link'
import {
  FUNNEL_CONFIG_KINDS,
  FUNNEL_CONFIG_SCHEMAS,
  FunnelConfigMessages,
  SafeLinkSchema,
  type RegisterConfig,
} from '../../shared/schemas/funnel-configs'

const isWebinarPlayback = (text: string) => (WEBINAR_PLAYBACKS as readonly string[]).includes(text)

test('each built-in default passes the schema the admin editors save with, unchanged', () => {
  for (const kind of FUNNEL_CONFIG_KINDS) {
    expect(FUNNEL_CONFIG_SCHEMAS[kind].parse(DEFAULT_FUNNEL_CONFIGS[kind])).toEqual(DEFAULT_FUNNEL_CONFIGS[kind])
  }
})

test('the Hungarian starter passes the same schemas, keeps the spec’s prices and bonus values, and has no English default text (its links and the presenter’s name aside)', () => {
  const texts = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value !== null && typeof value === 'object'
        ? Object.values(value).flatMap(texts)
        : []
  for (const kind of FUNNEL_CONFIG_KINDS) {
    expect(FUNNEL_CONFIG_SCHEMAS[kind].parse(HUNGARIAN_FUNNEL_CONFIGS[kind])).toEqual(HUNGARIAN_FUNNEL_CONFIGS[kind])
    const english = texts(HUNGARIAN_FUNNEL_CONFIGS[kind]).filter(
      // The room's playback is a setting's value, not a text anyone reads.
      (text) => !isSafeLink(text) && !isWebinarPlayback(text) && configTextLang(text) === 'en',
    )
    expect(english, kind).toEqual([])
  }
  const { offer } = HUNGARIAN_FUNNEL_CONFIGS
  expect([offer.regularPrice, offer.salePrice]).toEqual([997, 497])
  expect(offer.bonuses.map((bonus) => bonus.value)).toEqual([197, 97, 147])
  expect(offer.features).toHaveLength(5)
  expect(HUNGARIAN_FUNNEL_CONFIGS.register.bulletPoints).toHaveLength(3)
  expect(HUNGARIAN_FUNNEL_CONFIGS.webinar.resources).toHaveLength(3)
  expect(HUNGARIAN_FUNNEL_CONFIGS.webinar.keyPoints).toHaveLength(3)
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

test('a schedule is refused field by field in Hungarian: bad days and times, repeats, out-of-range numbers', () => {
  const register = DEFAULT_FUNNEL_CONFIGS.register
  const withSchedule = (schedule: object) =>
    FUNNEL_CONFIG_SCHEMAS.register.safeParse({ ...register, schedule: { ...register.schedule, ...schedule } })
  const problems = (schedule: object) =>
    Object.fromEntries(
      (withSchedule(schedule).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    )

  expect(withSchedule({ weekly: [{ weekday: 2, time: '18:00' }], dates: ['2026-12-01T18:00'] }).success).toBe(true)
  expect(
    problems({
      weekly: [
        { weekday: 0, time: '18:00' },
        { weekday: 2, time: '24:00' },
        { weekday: 4, time: '18:00' },
        { weekday: 4, time: '18:00' },
      ],
      dates: ['2026-02-30T18:00', '2026-12-01', '2026-12-01T18:00', '2026-12-01T18:00'],
      justInTime: { enabled: true, minutes: 0, excludeNights: false },
      replayDays: 31,
    }),
  ).toEqual({
    'schedule.weekly.0.weekday': FunnelConfigMessages.invalidWeekday,
    'schedule.weekly.1.time': FunnelConfigMessages.invalidTime,
    'schedule.weekly.3': FunnelConfigMessages.duplicateSession,
    'schedule.dates.0': FunnelConfigMessages.invalidDateTime,
    'schedule.dates.1': FunnelConfigMessages.invalidDateTime,
    'schedule.dates.3': FunnelConfigMessages.duplicateSession,
    'schedule.justInTime.minutes': FunnelConfigMessages.wholeNumberBetween(1, 120),
    'schedule.replayDays': FunnelConfigMessages.wholeNumberBetween(1, 30),
  })
})

test('a register config kept before the schedule existed (a browser’s stored copy) reads with the default schedule', () => {
  const older: Partial<RegisterConfig> = { ...DEFAULT_FUNNEL_CONFIGS.register }
  delete older.schedule
  expect(FUNNEL_CONFIG_SCHEMAS.register.parse(older).schedule).toEqual(DEFAULT_FUNNEL_CONFIGS.register.schedule)
})
