import type { ColumnType, Generated, Selectable } from 'kysely'

/** Timestamps are ISO-8601 UTC strings (`2025-01-15T10:00:00.000Z`) on both dialects; see docs/decisions.md. */
type IsoTime = string
/** JSON values are stored as text and go through db/json.ts. */
type JsonText = string

export interface UserTable {
  id: Generated<number>
  email: string
  password_hash: string
  role: string
  created_at: IsoTime
}

export interface SessionTable {
  id: string
  user_id: number
  /** Milliseconds since the epoch, so expiry checks are plain number comparisons. */
  expires_at: number
  created_at: IsoTime
}

export interface RegistrationTable {
  id: Generated<number>
  submission_id: string | null
  full_name: string
  email: string
  registration_date: IsoTime
  source: string
  status: ColumnType<string, string | undefined, string>
  notes: string | null
  metadata: JsonText
  updated_at: IsoTime | null
  /** When an admin moved it to the trash (null: not in the trash); purged 30 days later. */
  deleted_at: ColumnType<IsoTime | null, IsoTime | null | undefined, IsoTime | null>
  /** The admin (users.id) who moved it to the trash. */
  deleted_by: ColumnType<number | null, number | null | undefined, number | null>
  /** shared/search-words.ts `sortKeyOf` of the name and the address: what the admin's list sorts them by. */
  name_sort_key: ColumnType<string, string | undefined, string>
  email_sort_key: ColumnType<string, string | undefined, string>
}

/** One field of a registration an admin changed, with who it was and the values before and after. */
export interface RegistrationChangeTable {
  id: Generated<number>
  registration_id: number
  /** The operation that made the change (the admin's browser gave it an id), to answer its replay. */
  op_id: string | null
  admin_user_id: number | null
  /** The admin's address when the change was made. */
  admin_email: string
  field: string
  old_value: string | null
  new_value: string | null
  created_at: IsoTime
}

export interface RegisterConfigTable {
  id: Generated<number>
  headline: string
  subheadline: string
  bullet_points: JsonText
  cta_button: string
  privacy_text: string
  webinar_date: IsoTime
  host_name: string
  host_title: string
  created_at: IsoTime
}

export interface WebinarConfigTable {
  id: Generated<number>
  title: string
  video_url: string
  resources: JsonText
  key_points: JsonText
  presenter: JsonText
  created_at: IsoTime
}

export interface OfferConfigTable {
  id: Generated<number>
  title: string
  subtitle: string
  description: string
  regular_price: number
  sale_price: number
  features: JsonText
  bonuses: JsonText
  cta: string
  guarantee: string
  created_at: IsoTime
}

export interface BlogPostTable {
  id: number
  title: string
  excerpt: string
  content: string | null
  date: string
  author: string
  category: string
  tags: JsonText
  image: string
  full_image: string
  updated_at: IsoTime | null
  /** Counted from the content when the post is saved; lists show it without reading the content. */
  reading_minutes: number
}

/** A word a registration is found by in the admin's search (shared/search-words.ts). */
export interface RegistrationSearchWordTable {
  word: string
  registration_id: number
}

/** The funnel dashboard's count of one closed Budapest day and step (`registered` or a funnel step). */
export interface FunnelDayCountTable {
  day: string
  step: string
  count: number
}

/** An uploaded blog cover, keyed by the SHA-256 of the uploaded bytes (shared/blog-covers.ts). */
export interface BlogCoverTable {
  hash: string
  content_type: string
  width: number
  height: number
  full_bytes: Buffer
  card_bytes: Buffer
  /** The 1200 × 630 JPEG for link previews; null until made for a cover stored before it existed. */
  share_bytes: Buffer | null
  created_at: IsoTime
}

/** The first time a webinar registrant reached a funnel step (shared/funnel/progress.ts names the steps). */
export interface FunnelProgressTable {
  registration_id: number
  step: string
  reached_at: IsoTime
}

/**
 * An admin's change of a registration (status, notes, delete) by the id the browser gave it, with its outcome: a
 * replay of the same id is answered from here. Swept after 30 days.
 */
export interface RegistrationAdminOpTable {
  op_id: string
  registration_id: number
  kind: string
  /** applied, conflict or gone */
  outcome: string
  /** The registration's updated_at the operation produced (applied status or notes), else null. */
  result_updated_at: IsoTime | null
  recorded_at: IsoTime
}

/**
 * One cookie-consent choice as a browser sent it (GDPR Art. 7(1)): its random consent id, the consent text's version,
 * the choices (0/1) and the time. No IP address or anything else that identifies a person.
 */
export interface ConsentRecordTable {
  id: Generated<number>
  consent_id: string
  version: string
  analytics: number
  marketing: number
  recorded_at: IsoTime
}

export interface SettingTable {
  name: string
  value: string
}

export interface Database {
  users: UserTable
  sessions: SessionTable
  registrations: RegistrationTable
  register_configs: RegisterConfigTable
  webinar_configs: WebinarConfigTable
  offer_configs: OfferConfigTable
  blog_posts: BlogPostTable
  blog_covers: BlogCoverTable
  funnel_day_counts: FunnelDayCountTable
  registration_search_words: RegistrationSearchWordTable
  funnel_progress: FunnelProgressTable
  registration_admin_ops: RegistrationAdminOpTable
  registration_changes: RegistrationChangeTable
  consent_records: ConsentRecordTable
  settings: SettingTable
}

export type BlogPostRow = Selectable<BlogPostTable>
