import type { Kysely, Selectable } from 'kysely'
import { z } from 'zod'
import {
  OfferBonusSchema,
  PresenterSchema,
  WebinarResourceSchema,
  WebinarRoomSettingsSchema,
  WebinarScheduleSchema,
  type FunnelConfigs,
  type OfferConfig,
  type RegisterConfig,
  type SavedConfig,
  type WebinarConfig,
  type WebinarRoomSettings,
} from '../../shared/schemas/funnel-configs'
import { budapestDateTimeInput } from '../../shared/budapest-time'
import {
  DEFAULT_WEBINAR_ROOM,
  DEFAULT_WEBINAR_SCHEDULE,
  DEFAULT_WEBINAR_VIDEO_SECONDS,
  DEFAULT_WEBINAR_VIDEO_URL,
} from '../../shared/funnel/config-defaults'
import type { WebinarSchedule } from '../../shared/funnel/webinar-schedule'
import { insertIgnoringDuplicates } from '../db/insert-ignoring-duplicates'
import { fromJsonText, toJsonText } from '../db/json'
import type { Database, OfferConfigTable, RegisterConfigTable, WebinarConfigTable } from '../db/schema'
import { toIsoTime } from '../db/time'

type Db = Kysely<Database>

// Lists are read back as stored, without the editors' length rules: a row saved under older limits still shows.
const TextListSchema = z.array(z.string())

// The first migration made webinar_date NOT NULL, and SQLite cannot relax a column without rebuilding its table:
// a config without the older single "Webinar date" holds the empty string, as every config saved now does.
const NO_WEBINAR_DATE = ''

/** A config saved with the older "Webinar date" (issue 38): the date reads as one of its one-off sessions. */
function scheduleOf(row: Selectable<RegisterConfigTable>): WebinarSchedule {
  const schedule = row.schedule === null ? DEFAULT_WEBINAR_SCHEDULE : fromJsonText(WebinarScheduleSchema, row.schedule)
  if (row.webinar_date === NO_WEBINAR_DATE) return schedule
  const date = budapestDateTimeInput(row.webinar_date)
  return schedule.dates.includes(date) ? schedule : { ...schedule, dates: [...schedule.dates, date] }
}

const toRegisterConfig = (row: Selectable<RegisterConfigTable>): RegisterConfig => ({
  headline: row.headline,
  subheadline: row.subheadline,
  bulletPoints: fromJsonText(TextListSchema, row.bullet_points),
  ctaButton: row.cta_button,
  privacyText: row.privacy_text,
  hostName: row.host_name,
  hostTitle: row.host_title,
  schedule: scheduleOf(row),
})

/** A version saved before the room's settings reads as the defaults, knowing the length only of the site's own video. */
function roomSettingsOf(row: Selectable<WebinarConfigTable>): WebinarRoomSettings {
  if (row.room !== null) return fromJsonText(WebinarRoomSettingsSchema, row.room)
  return {
    ...DEFAULT_WEBINAR_ROOM,
    videoSeconds: row.video_url === DEFAULT_WEBINAR_VIDEO_URL ? DEFAULT_WEBINAR_VIDEO_SECONDS : null,
  }
}

const toWebinarConfig = (row: Selectable<WebinarConfigTable>): WebinarConfig => ({
  title: row.title,
  videoUrl: row.video_url,
  resources: fromJsonText(z.array(WebinarResourceSchema), row.resources),
  keyPoints: fromJsonText(TextListSchema, row.key_points),
  presenter: fromJsonText(PresenterSchema, row.presenter),
  ...roomSettingsOf(row),
})

const toOfferConfig = (row: Selectable<OfferConfigTable>): OfferConfig => ({
  title: row.title,
  subtitle: row.subtitle,
  description: row.description,
  regularPrice: Number(row.regular_price),
  salePrice: Number(row.sale_price),
  features: fromJsonText(TextListSchema, row.features),
  bonuses: fromJsonText(z.array(OfferBonusSchema), row.bonuses),
  cta: row.cta,
  guarantee: row.guarantee,
})

type ConfigTable = 'register_configs' | 'webinar_configs' | 'offer_configs'

/**
 * The most recent saved versions of a config table, newest first (spec section 7: the newest row by created_at is in
 * force; two saved in the same millisecond are told apart by id), each read into its config.
 */
async function findRecent<T extends ConfigTable, C>(
  db: Db,
  table: T,
  toConfig: (row: Selectable<Database[T]>) => C,
  limit: number,
): Promise<Array<SavedConfig<C>>> {
  // Kysely cannot type a query over a table chosen by a type parameter: the query runs over the union of the three
  // (which share these columns), and its rows are read back as the chosen table's.
  const anyConfigTable: ConfigTable = table
  const rows = (await db
    .selectFrom(anyConfigTable)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()) as Array<Selectable<Database[T]> & { id: number; created_at: string }>
  return rows.map((row) => ({ id: Number(row.id), createdAt: row.created_at, config: toConfig(row) }))
}

export const findRecentRegisterConfigs = (db: Db, limit: number) =>
  findRecent(db, 'register_configs', toRegisterConfig, limit)
export const findRecentWebinarConfigs = (db: Db, limit: number) =>
  findRecent(db, 'webinar_configs', toWebinarConfig, limit)
export const findRecentOfferConfigs = (db: Db, limit: number) => findRecent(db, 'offer_configs', toOfferConfig, limit)

const registerConfigRow = (config: RegisterConfig, createdAt: string) => ({
  headline: config.headline,
  subheadline: config.subheadline,
  bullet_points: toJsonText(config.bulletPoints),
  cta_button: config.ctaButton,
  privacy_text: config.privacyText,
  webinar_date: NO_WEBINAR_DATE,
  host_name: config.hostName,
  host_title: config.hostTitle,
  schedule: toJsonText(config.schedule),
  created_at: createdAt,
})

const webinarConfigRow = (config: WebinarConfig, createdAt: string) => ({
  title: config.title,
  video_url: config.videoUrl,
  resources: toJsonText(config.resources),
  key_points: toJsonText(config.keyPoints),
  presenter: toJsonText(config.presenter),
  room: toJsonText({
    playback: config.playback,
    videoSeconds: config.videoSeconds,
    moments: config.moments,
    captionsUrl: config.captionsUrl,
    questionAcknowledgement: config.questionAcknowledgement,
    chatScript: config.chatScript,
  } satisfies WebinarRoomSettings),
  created_at: createdAt,
})

const offerConfigRow = (config: OfferConfig, createdAt: string) => ({
  title: config.title,
  subtitle: config.subtitle,
  description: config.description,
  regular_price: config.regularPrice,
  sale_price: config.salePrice,
  features: toJsonText(config.features),
  bonuses: toJsonText(config.bonuses),
  cta: config.cta,
  guarantee: config.guarantee,
  created_at: createdAt,
})

/** Each save is a new row (spec section 7: configs are inserted, the newest is used), so earlier versions remain. */
export async function insertRegisterConfig(db: Db, config: RegisterConfig, createdAt = toIsoTime()): Promise<void> {
  await db.insertInto('register_configs').values(registerConfigRow(config, createdAt)).execute()
}

export async function insertWebinarConfig(db: Db, config: WebinarConfig, createdAt = toIsoTime()): Promise<void> {
  await db.insertInto('webinar_configs').values(webinarConfigRow(config, createdAt)).execute()
}

export async function insertOfferConfig(db: Db, config: OfferConfig, createdAt = toIsoTime()): Promise<void> {
  await db.insertInto('offer_configs').values(offerConfigRow(config, createdAt)).execute()
}

/** Whether any version of any of the three configs has been saved. */
export async function hasSavedFunnelConfigs(db: Db): Promise<boolean> {
  const tables: ConfigTable[] = ['register_configs', 'webinar_configs', 'offer_configs']
  const found = await Promise.all(tables.map((table) => db.selectFrom(table).select('id').limit(1).executeTakeFirst()))
  return found.some((row) => row !== undefined)
}

/**
 * Saves the three configs as each table's first row (id 1); a table that already has that row keeps it, so
 * processes doing this at once leave one copy.
 */
export async function insertFirstFunnelConfigs(db: Db, configs: FunnelConfigs, createdAt = toIsoTime()): Promise<void> {
  const FIRST = { id: 1 }
  await db.transaction().execute(async (trx) => {
    await insertIgnoringDuplicates(
      trx,
      trx.insertInto('register_configs').values({ ...FIRST, ...registerConfigRow(configs.register, createdAt) }),
      'id',
    ).execute()
    await insertIgnoringDuplicates(
      trx,
      trx.insertInto('webinar_configs').values({ ...FIRST, ...webinarConfigRow(configs.webinar, createdAt) }),
      'id',
    ).execute()
    await insertIgnoringDuplicates(
      trx,
      trx.insertInto('offer_configs').values({ ...FIRST, ...offerConfigRow(configs.offer, createdAt) }),
      'id',
    ).execute()
  })
}
