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
  /** Set while an admin has disabled the account: it cannot sign in and has no sessions. */
  disabled_at: ColumnType<IsoTime | null, IsoTime | null | undefined, IsoTime | null>
}

export interface SessionTable {
  id: string
  user_id: number
  /** Milliseconds since the epoch, so expiry checks are plain number comparisons. */
  expires_at: number
  created_at: IsoTime
  /** Milliseconds since the epoch of the last request (to within SESSION_TOUCH_INTERVAL_MS); null before it was kept. */
  last_seen_at: ColumnType<number | null, number | null | undefined, number | null>
}

/**
 * A one-time link to set a user's password (an admin's invitation): only the SHA-256 of the link's token is kept,
 * with when it stops working and when it was used.
 */
export interface PasswordTokenTable {
  token_hash: string
  user_id: number
  /** The admin who made the link (no foreign key: a record, not a relation). */
  created_by: number | null
  /** Milliseconds since the epoch. */
  expires_at: number
  used_at: IsoTime | null
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
  /** `metadata.firstTouch`'s source and campaign, written with the metadata: what the admin's list filters by. */
  utm_source: ColumnType<string | null, string | null | undefined, string | null>
  utm_campaign: ColumnType<string | null, string | null | undefined, string | null>
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
  /** The webinar's sessions as JSON; null in rows saved before it existed, read as the default schedule. */
  schedule: JsonText | null
  created_at: IsoTime
}

export interface WebinarConfigTable {
  id: Generated<number>
  title: string
  video_url: string
  resources: JsonText
  key_points: JsonText
  presenter: JsonText
  /** Issue 39's room settings (WebinarRoomSettingsSchema); null in the rows saved before them. */
  room: ColumnType<JsonText | null, JsonText | null | undefined, JsonText | null>
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
  /** 'draft' | 'scheduled' | 'published' (shared/schemas/blog-publication.ts); public reads take 'published' only. */
  status: ColumnType<string, string | undefined, string>
  /** When a scheduled post goes public; null unless scheduled. */
  publish_at: ColumnType<IsoTime | null, IsoTime | null | undefined, IsoTime | null>
  /** SHA-256 (hex) of the post's preview link token; null when it has none. */
  preview_token_hash: ColumnType<string | null, string | null | undefined, string | null>
  /** The address segment (/blog/{id}/{slug}), unique; shared/blog-slug.ts holds its rules. */
  slug: string
  /** What search results and link previews show instead of the title and excerpt; null shows those. */
  meta_title: string | null
  meta_description: string | null
  /** An uploaded picture's address whose 1200 × 630 JPEG link previews show; null shows the cover's. */
  social_image: string | null
}

/** A slug a post had before: /blog/{slug} answers 301 to the post's address. */
export interface BlogPostSlugTable {
  slug: string
  post_id: number
  created_at: IsoTime
}

/** One save of a post: the editor's fields (BlogPostInput as JSON), who saved them and when. */
export interface BlogPostRevisionTable {
  id: Generated<number>
  post_id: number
  /** BlogRevisionKind: 'save' | 'draft' | 'autosave' | 'publish' | 'restore'. */
  kind: string
  fields: JsonText
  saved_by_user_id: number | null
  /** The admin's address when the post was saved. */
  saved_by_email: string
  saved_at: IsoTime
}

/** A post's pending draft: edited fields (BlogPostInput as JSON) not yet live. */
export interface BlogPostDraftTable {
  post_id: number
  fields: JsonText
  saved_by_user_id: number | null
  saved_by_email: string
  saved_at: IsoTime
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
/** Issue 39: an uploaded WebVTT file, served at /media/captions/{hash}.vtt. */
export interface WebinarCaptionsTable {
  hash: string
  bytes: Buffer
  created_at: IsoTime
}

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

/** A room moment shown to, or clicked by, a registration: first time only per event (issue 39). */
export interface WebinarMomentEventTable {
  registration_id: number
  moment_id: string
  event: string
  position_seconds: number
  created_at: IsoTime
}

/** A registration's answer to a room poll, one per poll; `webinar_time` is the session it was given in. */
export interface WebinarPollAnswerTable {
  registration_id: number
  moment_id: string
  choice: number
  position_seconds: number
  webinar_time: IsoTime | null
  created_at: IsoTime
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

/** Where an outbox job stands (server/outbox/): waiting, in an instance's hands, or done one way or another. */
export type OutboxJobState = 'planned' | 'running' | 'sent' | 'skipped' | 'cancelled' | 'failed'

/**
 * One piece of scheduled work in the durable outbox (server/outbox/): an e-mail, a scheduled post, a daily run. An
 * instance claims a due row with a lease (`lease_owner` until `lease_until`), runs it and marks it; a failure moves
 * `due_at` on by the backoff until the last attempt marks it failed.
 */
export interface OutboxJobTable {
  id: Generated<number>
  /** Which handler runs it (server/outbox/job-handlers.ts). */
  kind: string
  /** Unique: planning the same job again inserts nothing. Name the moment in it when a job may be planned anew. */
  dedupe_key: string
  /** The registration the job is about (its e-mails are listed in the admin, and go when it is deleted); or none. */
  registration_id: number | null
  /** The handler's input, as JSON (db/json.ts). */
  payload: JsonText
  due_at: IsoTime
  state: OutboxJobState
  /** Runs started so far, failed or interrupted ones included. */
  attempts: ColumnType<number, number | undefined, number>
  /** The instance that holds the job while it runs. */
  lease_owner: string | null
  /** Milliseconds since the epoch; a running job past it was left by an instance that stopped, and is taken again. */
  lease_until: number | null
  /** Why the last run failed (an SMTP reply, never personal data), or why the job was skipped; at most 500 characters. */
  last_error: string | null
  /** When it was sent, skipped or failed for good. */
  finished_at: IsoTime | null
  created_at: IsoTime
}

/** What the funnel's e-mails need of a webinar registration (migrations/…_create_webinar_attendees.ts). */
export interface WebinarAttendeeTable {
  registration_id: number
  /** The e-mail address in lower case: registering again with it moves this registration to the new session. */
  email_key: string
  webinar_time: IsoTime
  /** 1 when the start was the just-in-time session: such a registrant gets the confirmation and no reminders. */
  just_in_time: number
  /** The calendar event's SEQUENCE (RFC 5545), raised each time the start changes. */
  calendar_sequence: number
  /** What the personal link is made from with the server's key (server/funnel/personal-link.ts). */
  link_nonce: string
  /** SHA-256 of the personal link's token, hex: how a link finds its registration. */
  link_hash: string
  unsubscribed_at: IsoTime | null
  created_at: IsoTime
  updated_at: IsoTime
}

/**
 * What a public form asked of a current webinar registration (another session, the marketing consent, a visit's
 * campaign), applied only when the address's owner confirms it by the e-mailed link (server/funnel/).
 */
export interface RegistrationChangeRequestTable {
  id: Generated<number>
  registration_id: number
  /** The form's submission id: the browser's pending reference, and how a resend of the form is recognised. */
  submission_id: string
  /** SHA-256 of the submitted name and address, hex: a resend with other content is a conflict, as for a new row. */
  content_hash: string
  /** What the confirmation link is made from with the server's key; the database keeps only the link's SHA-256. */
  link_nonce: string
  link_hash: string
  /** RequestedChange as JSON. */
  requested: JsonText
  created_at: IsoTime
  applied_at: IsoTime | null
}

/** A saved version of one e-mail kind's editable texts; the newest per kind is in force. */
export interface EmailTextTable {
  id: Generated<number>
  kind: string
  subject: string
  opening: string
  created_at: IsoTime
}

/**
 * The tombstone of an erasure (GDPR Art. 17): the HMAC-SHA256 of the normalised address, when, by whom (users.id;
 * null for the retention run), why (`request`, `retention`) and how many rows of each kind went, as JSON.
 */
export interface PrivacyErasureTable {
  id: Generated<number>
  email_hash: string
  reason: string
  erased_at: IsoTime
  erased_by: number | null
  counts: JsonText
}

/** A registrant's question from the webinar room and the team's answer (migrations/…_create_webinar_questions.ts). */
export interface WebinarQuestionTable {
  id: Generated<number>
  registration_id: number
  /** The session the registrant was in when asking; null without a stored session. */
  webinar_time: IsoTime | null
  /** Whole seconds into the video when it was asked. */
  position_seconds: number
  text: string
  asked_at: IsoTime
  answer: string | null
  answered_at: IsoTime | null
  /** The admin who answered (users.id, no foreign key: the answer stays when the admin is removed). */
  answered_by: number | null
}

/**
 * What one registration watched of one session (migrations/…_create_webinar_attendance.ts): one row per registration
 * and session, updated by the room's reports (server/attendance/).
 */
export interface WebinarAttendanceTable {
  registration_id: number
  /** The session's start, as in webinar_attendees when the report came. */
  webinar_time: IsoTime
  /** The first report's and the latest report's server time. */
  joined_at: IsoTime
  left_at: IsoTime
  /** Seconds of the video watched (each second once): live, replay, and both together. */
  live_seconds: number
  replay_seconds: number
  watched_seconds: number
  /** The end of the furthest stretch watched, seconds. */
  furthest_position: number
  /** The position the newest report of the newest page view gave. */
  position: number
  /** Merged [from, to) second ranges watched per mode, as JSON (shared/attendance/ranges.ts). */
  live_ranges: JsonText
  replay_ranges: JsonText
  /** The page view whose reports moved `position` and `left_at` last, and its newest report's number. */
  view_id: string
  view_sequence: number
}

export interface SettingTable {
  name: string
  value: string
}

export interface Database {
  users: UserTable
  sessions: SessionTable
  password_tokens: PasswordTokenTable
  registrations: RegistrationTable
  register_configs: RegisterConfigTable
  webinar_configs: WebinarConfigTable
  offer_configs: OfferConfigTable
  blog_posts: BlogPostTable
  blog_post_revisions: BlogPostRevisionTable
  blog_post_drafts: BlogPostDraftTable
  blog_covers: BlogCoverTable
  webinar_captions: WebinarCaptionsTable
  blog_post_slugs: BlogPostSlugTable
  funnel_day_counts: FunnelDayCountTable
  registration_search_words: RegistrationSearchWordTable
  funnel_progress: FunnelProgressTable
  registration_admin_ops: RegistrationAdminOpTable
  registration_changes: RegistrationChangeTable
  consent_records: ConsentRecordTable
  outbox_jobs: OutboxJobTable
  webinar_attendees: WebinarAttendeeTable
  registration_change_requests: RegistrationChangeRequestTable
  webinar_questions: WebinarQuestionTable
  email_texts: EmailTextTable
  settings: SettingTable
  webinar_attendance: WebinarAttendanceTable
  privacy_erasures: PrivacyErasureTable
  webinar_moment_events: WebinarMomentEventTable
  webinar_poll_answers: WebinarPollAnswerTable
}

export type BlogPostRow = Selectable<BlogPostTable>
