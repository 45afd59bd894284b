import { z } from 'zod'
import { DEFAULT_QUESTION_ACKNOWLEDGEMENT, DEFAULT_WEBINAR_SCHEDULE } from '../funnel/config-defaults'
import type { WebinarSchedule } from '../funnel/webinar-schedule'
import { isSafeLink } from '../site-link'
import { videoPageLinkHost } from '../webinar/video-source'
import { WEBINAR_PLAYBACKS, type ChatLine, type WebinarMoment } from '../webinar/room'
import { multiLineText, singleLineText } from './text'

// The three funnel configurations of spec section 3, as the site reads them and the admin's editors save them. Every
// field has a limit, so a config can never grow past what its page lays out or its table column holds.

export const FunnelConfigMessages = {
  required: 'Kérjük, töltse ki ezt a mezőt',
  tooLong: (max: number) => `Legfeljebb ${max} karakter adható meg`,
  tooMany: (max: number) => `Legfeljebb ${max} elem adható meg`,
  invalidLink: 'Kérjük, adjon meg egy http(s):// kezdetű címet vagy a webhely egy / kezdetű útvonalát',
  invalidPrice: 'Kérjük, adjon meg egy 0 és 1 000 000 közötti egész számot',
  saleAboveRegular: 'Az akciós ár nem lehet magasabb a normál árnál',
  invalidWeekday: 'Kérjük, válasszon egy napot',
  invalidTime: 'Kérjük, adjon meg egy időpontot ÓÓ:PP alakban',
  invalidDateTime: 'Kérjük, adjon meg egy dátumot és időpontot',
  duplicateSession: 'Ez az időpont már szerepel a listában',
  wholeNumberBetween: (min: number, max: number) => `Kérjük, adjon meg egy ${min} és ${max} közötti egész számot`,
  videoPageLink: (host: string) =>
    `Ez a(z) ${host} oldalának linkje, nem maga a videó, ezért a lejátszó nem tudja lejátszani. Adja meg a videó MP4-fájljának vagy HLS-lejátszási listájának (.m3u8) címét: ezt a videótárhely (például Bunny Stream, Cloudflare Stream, Mux vagy a Vimeo „HLS link”-je) adja meg.`,
  videoSecondsNeeded: 'Az élőként vetített adáshoz adja meg a videó hosszát',
  invalidTimelineTime: 'Kérjük, adja meg az időt pp:mm alakban, a videó hosszán belül',
  untilBeforeAt: 'A vége legyen később, mint a kezdete',
  choices: (min: number, max: number) => `Adjon meg ${min}–${max} választ`,
  duplicateMoment: 'Ez az azonosító már szerepel a listában',
  invalidCaptions: 'Kérjük, adjon meg egy .vtt feliratfájl címét (https://… vagy a webhely / kezdetű útvonala)',
} as const

export const FUNNEL_CONFIG_LIMITS = {
  title: 300,
  subheadline: 1000,
  listItem: 300,
  listItems: 10,
  button: 120,
  privacyText: 500,
  personName: 200,
  personTitle: 200,
  bio: 2000,
  resourceName: 200,
  link: 2000,
  description: 3000,
  guarantee: 300,
  maxPrice: 1_000_000,
  weeklySessions: 14,
  oneOffSessions: 20,
  justInTimeMinutes: { min: 1, max: 120 },
  replayDays: { min: 1, max: 30 },
  videoSeconds: { min: 1, max: 6 * 3600 },
  moments: 30,
  pollChoices: { min: 2, max: 5 },
  chatLines: 300,
  chatText: 500,
  acknowledgement: 500,
} as const
const LIMITS = FUNNEL_CONFIG_LIMITS

const line = (max: number) =>
  singleLineText({ error: FunnelConfigMessages.required })
    .min(1, FunnelConfigMessages.required)
    .max(max, FunnelConfigMessages.tooLong(max))
const paragraph = (max: number) =>
  multiLineText({ error: FunnelConfigMessages.required })
    .min(1, FunnelConfigMessages.required)
    .max(max, FunnelConfigMessages.tooLong(max))
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1, FunnelConfigMessages.required)
    .max(LIMITS.listItems, FunnelConfigMessages.tooMany(LIMITS.listItems))

/** A link the site may put in an href: absolute http(s), or a path on this site (`shared/site-link.ts`). */
export const SafeLinkSchema = line(LIMITS.link).refine(isSafeLink, FunnelConfigMessages.invalidLink)

const price = z
  .number({ error: FunnelConfigMessages.invalidPrice })
  .int(FunnelConfigMessages.invalidPrice)
  .min(0, FunnelConfigMessages.invalidPrice)
  .max(LIMITS.maxPrice, FunnelConfigMessages.invalidPrice)

const wholeNumber = ({ min, max }: { min: number; max: number }) =>
  z
    .number({ error: FunnelConfigMessages.wholeNumberBetween(min, max) })
    .int(FunnelConfigMessages.wholeNumberBetween(min, max))
    .min(min, FunnelConfigMessages.wholeNumberBetween(min, max))
    .max(max, FunnelConfigMessages.wholeNumberBetween(min, max))

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/
const wallClockTime = z
  .string({ error: FunnelConfigMessages.invalidTime })
  .regex(TIME_PATTERN, FunnelConfigMessages.invalidTime)

/** A Budapest wall-clock date and time as a date-time input gives it (`2026-12-01T18:00`), on a day that exists. */
const wallClockDateTime = z.string({ error: FunnelConfigMessages.invalidDateTime }).refine((value) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(.*)$/.exec(value)
  if (!match || !TIME_PATTERN.test(match[4]!)) return false
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return day.toISOString().slice(0, 10) === value.slice(0, 10)
}, FunnelConfigMessages.invalidDateTime)

/** A list whose entries must differ by `key`; the repeated entry is the one marked. */
const distinctList = <T extends z.ZodType>(item: T, max: number, key: (entry: z.output<T>) => string) =>
  z
    .array(item)
    .max(max, FunnelConfigMessages.tooMany(max))
    .superRefine((entries, context) => {
      const seen = new Set<string>()
      entries.forEach((entry, index) => {
        if (seen.has(key(entry))) {
          context.addIssue({ code: 'custom', message: FunnelConfigMessages.duplicateSession, path: [index] })
        }
        seen.add(key(entry))
      })
    })

/** Moments must differ by id: reports and poll answers are kept by it. */
function distinctMoments<T extends z.ZodType<WebinarMoment[]>>(moments: T) {
  return moments.superRefine((entries, context) => {
    const seen = new Set<string>()
    entries.forEach((entry, index) => {
      if (seen.has(entry.id)) {
        context.addIssue({ code: 'custom', message: FunnelConfigMessages.duplicateMoment, path: [index, 'id'] })
      }
      seen.add(entry.id)
    })
  })
}

export const WeeklySessionSchema = z.object({
  weekday: z
    .number({ error: FunnelConfigMessages.invalidWeekday })
    .int(FunnelConfigMessages.invalidWeekday)
    .min(1, FunnelConfigMessages.invalidWeekday)
    .max(7, FunnelConfigMessages.invalidWeekday),
  time: wallClockTime,
})

/** The webinar's sessions (shared/funnel/webinar-sessions.ts), in Budapest time. */
export const WebinarScheduleSchema = z.object({
  weekly: distinctList(WeeklySessionSchema, LIMITS.weeklySessions, (session) => `${session.weekday} ${session.time}`),
  dates: distinctList(wallClockDateTime, LIMITS.oneOffSessions, (date) => date),
  justInTime: z.object({
    enabled: z.boolean(),
    minutes: wholeNumber(LIMITS.justInTimeMinutes),
    excludeNights: z.boolean(),
  }),
  replayDays: wholeNumber(LIMITS.replayDays),
}) satisfies z.ZodType<WebinarSchedule>

export const RegisterConfigSchema = z.object({
  headline: line(LIMITS.title),
  subheadline: paragraph(LIMITS.subheadline),
  bulletPoints: list(line(LIMITS.listItem)),
  ctaButton: line(LIMITS.button),
  privacyText: paragraph(LIMITS.privacyText),
  hostName: line(LIMITS.personName),
  hostTitle: line(LIMITS.personTitle),
  /** Weekly, one-off and just-in-time sessions and the replay's days; a copy stored before it had none reads as the default. */
  schedule: WebinarScheduleSchema.default(DEFAULT_WEBINAR_SCHEDULE),
})
export type RegisterConfig = z.infer<typeof RegisterConfigSchema>

export const WebinarResourceSchema = z.object({ name: line(LIMITS.resourceName), link: SafeLinkSchema })
export const PresenterSchema = z.object({
  name: line(LIMITS.personName),
  title: line(LIMITS.personTitle),
  bio: paragraph(LIMITS.bio),
})

/** The video: an MP4 or an HLS playlist (.m3u8); a YouTube or Vimeo page is refused, saying what to paste instead. */
export const VideoUrlSchema = SafeLinkSchema.superRefine((url, context) => {
  const host = videoPageLinkHost(url)
  if (host) context.addIssue({ code: 'custom', message: FunnelConfigMessages.videoPageLink(host) })
})

const timelineSeconds = z
  .number({ error: FunnelConfigMessages.invalidTimelineTime })
  .int(FunnelConfigMessages.invalidTimelineTime)
  .min(0, FunnelConfigMessages.invalidTimelineTime)
  .max(LIMITS.videoSeconds.max, FunnelConfigMessages.invalidTimelineTime)

const momentWindow = {
  id: z.string().min(1).max(64),
  at: timelineSeconds,
  until: timelineSeconds.nullable(),
}
export const WebinarMomentSchema = z
  .discriminatedUnion('kind', [
    z.object({ ...momentWindow, kind: z.literal('offer'), title: line(LIMITS.title), button: line(LIMITS.button) }),
    z.object({ ...momentWindow, kind: z.literal('handout'), name: line(LIMITS.resourceName), link: SafeLinkSchema }),
    z.object({
      ...momentWindow,
      kind: z.literal('poll'),
      question: line(LIMITS.title),
      choices: z
        .array(line(LIMITS.listItem))
        .min(LIMITS.pollChoices.min, FunnelConfigMessages.choices(LIMITS.pollChoices.min, LIMITS.pollChoices.max))
        .max(LIMITS.pollChoices.max, FunnelConfigMessages.choices(LIMITS.pollChoices.min, LIMITS.pollChoices.max)),
    }),
  ])
  .refine((moment) => moment.until === null || moment.until > moment.at, {
    message: FunnelConfigMessages.untilBeforeAt,
    path: ['until'],
  }) satisfies z.ZodType<WebinarMoment>

export const ChatLineSchema = z.object({
  at: timelineSeconds,
  name: line(LIMITS.personName),
  text: line(LIMITS.chatText),
}) satisfies z.ZodType<ChatLine>

/** A WebVTT file: a site path (an uploaded one is served under /media/captions/) or an https URL. */
export const CaptionsUrlSchema = SafeLinkSchema.refine(
  (url) => /\.vtt$/i.test(new URL(url, 'https://site.invalid').pathname),
  FunnelConfigMessages.invalidCaptions,
)

/** Issue 39's part of Webinar Content: how the room plays and what happens on the video's timeline. */
const webinarRoomSettings = {
  playback: z.enum(WEBINAR_PLAYBACKS).default('simulated-live'),
  /** The video's length in whole seconds (the editor reads it from the video); a live session ends at start + this. */
  videoSeconds: wholeNumber(LIMITS.videoSeconds).nullable().default(null),
  moments: distinctMoments(
    z.array(WebinarMomentSchema).max(LIMITS.moments, FunnelConfigMessages.tooMany(LIMITS.moments)),
  ).default([]),
  captionsUrl: CaptionsUrlSchema.nullable().default(null),
  questionAcknowledgement: paragraph(LIMITS.acknowledgement).default(DEFAULT_QUESTION_ACKNOWLEDGEMENT),
  chatScript: z.array(ChatLineSchema).max(LIMITS.chatLines, FunnelConfigMessages.tooMany(LIMITS.chatLines)).default([]),
}
/** The room's settings as stored (one JSON text per version); read back without the cross-field rules. */
export const WebinarRoomSettingsSchema = z.object(webinarRoomSettings)
export type WebinarRoomSettings = z.infer<typeof WebinarRoomSettingsSchema>

export const WebinarConfigSchema = z
  .object({
    title: line(LIMITS.title),
    videoUrl: VideoUrlSchema,
    resources: list(WebinarResourceSchema),
    keyPoints: list(line(LIMITS.listItem)),
    presenter: PresenterSchema,
    /** A copy stored before issue 39 reads as the defaults. */
    ...webinarRoomSettings,
  })
  .superRefine((config, context) => {
    if (config.playback === 'simulated-live' && config.videoSeconds === null) {
      context.addIssue({ code: 'custom', message: FunnelConfigMessages.videoSecondsNeeded, path: ['videoSeconds'] })
    }
    if (config.videoSeconds === null) return
    const length = config.videoSeconds
    config.moments.forEach((moment, index) => {
      if (moment.at > length) {
        context.addIssue({
          code: 'custom',
          message: FunnelConfigMessages.invalidTimelineTime,
          path: ['moments', index, 'at'],
        })
      }
      if (moment.until !== null && moment.until > length) {
        context.addIssue({
          code: 'custom',
          message: FunnelConfigMessages.invalidTimelineTime,
          path: ['moments', index, 'until'],
        })
      }
    })
    config.chatScript.forEach((chatLine, index) => {
      if (chatLine.at > length) {
        context.addIssue({
          code: 'custom',
          message: FunnelConfigMessages.invalidTimelineTime,
          path: ['chatScript', index, 'at'],
        })
      }
    })
  })
export type WebinarConfig = z.infer<typeof WebinarConfigSchema>
export type WebinarResource = z.infer<typeof WebinarResourceSchema>

export const OfferBonusSchema = z.object({ name: line(LIMITS.resourceName), value: price })

export const OfferConfigSchema = z
  .object({
    title: line(LIMITS.title),
    subtitle: paragraph(LIMITS.subheadline),
    description: paragraph(LIMITS.description),
    regularPrice: price,
    salePrice: price,
    features: list(line(LIMITS.listItem)),
    bonuses: list(OfferBonusSchema),
    cta: line(LIMITS.button),
    guarantee: line(LIMITS.guarantee),
  })
  .refine((offer) => offer.salePrice <= offer.regularPrice, {
    message: FunnelConfigMessages.saleAboveRegular,
    path: ['salePrice'],
  })
export type OfferConfig = z.infer<typeof OfferConfigSchema>
export type OfferBonus = z.infer<typeof OfferBonusSchema>

const CONFIG_NAMES = { register: 'registration', webinar: 'webinar', offer: 'offer' } as const

/** Spec section 8: the admin's toasts for config saves. */
export const FunnelConfigAdminMessages = {
  saved: (kind: FunnelConfigKind) =>
    `${CONFIG_NAMES[kind][0]!.toUpperCase()}${CONFIG_NAMES[kind].slice(1)} configuration saved successfully`,
  saveFailed: (kind: FunnelConfigKind) => `Failed to save ${CONFIG_NAMES[kind]} configuration`,
  unexpected: 'An error occurred while saving',
  resetConfirm: 'Reset this page to the default content? The defaults are saved as a new version.',
  /** Issue 38: a funnel config resets to the Hungarian starter or to the spec's (English) defaults. */
  resetToConfirm: (content: FunnelConfigDefault) =>
    `Reset this page to ${content === 'starter' ? 'the Hungarian starter content' : "the spec's English defaults"}? It is saved as a new version.`,
  resetLabels: { starter: 'Reset to Hungarian starter', spec: 'Reset to spec defaults' },
  leaveConfirm: 'You have unsaved changes. Leave without saving?',
  /** Not in the spec: the editor when the saved config cannot be loaded (spec section 4's fallbacks, shown). */
  notLoaded: (source: 'stored' | 'default') =>
    `The saved configuration could not be loaded from the server, so this shows ${source === 'stored' ? 'the copy kept in this browser' : 'the built-in default'}. Saving needs the server.`,
} as const

/** The two contents a funnel config can be reset to: the Hungarian starter, or the spec's "defaults when nothing loads". */
export const FUNNEL_CONFIG_DEFAULTS = ['starter', 'spec'] as const
export type FunnelConfigDefault = (typeof FUNNEL_CONFIG_DEFAULTS)[number]

/** A saved version of a config, as the admin's version list shows it. */
export interface SavedConfig<C> {
  id: number
  createdAt: string
  config: C
}

/** The config procedures by name, so storage keys, cache tags and the admin's editors all say the same thing. */
export const FUNNEL_CONFIG_KINDS = ['register', 'webinar', 'offer'] as const
export type FunnelConfigKind = (typeof FUNNEL_CONFIG_KINDS)[number]
export interface FunnelConfigs {
  register: RegisterConfig
  webinar: WebinarConfig
  offer: OfferConfig
}
export const FUNNEL_CONFIG_SCHEMAS = {
  register: RegisterConfigSchema,
  webinar: WebinarConfigSchema,
  offer: OfferConfigSchema,
} as const satisfies { [K in FunnelConfigKind]: z.ZodType<FunnelConfigs[K]> }
