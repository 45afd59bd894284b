import type { Migration } from 'kysely'
import * as createCoreTables from './2025-01-15T10-00-00_create_core_tables'
import * as addBlogReadingMinutes from './2026-11-23T20-30-00_add_blog_reading_minutes'
import * as createFunnelProgress from './2026-11-25T06-00-00_create_funnel_progress'
import * as addRegistrationAdminIndexes from './2026-11-25T07-00-00_add_registration_admin_indexes'
import * as createRegistrationAdminOps from './2026-11-25T10-30-00_create_registration_admin_ops'
import * as createBlogCovers from './2026-11-25T10-00-00_create_blog_covers'
import * as createFunnelDayCounts from './2026-11-25T11-00-00_create_funnel_day_counts'
import * as createRegistrationSearchWords from './2026-11-25T11-30-00_create_registration_search_words'
import * as createConsentRecords from './2026-11-25T12-00-00_create_consent_records'
import * as addBlogCoverShareBytes from './2026-11-26T07-00-00_add_blog_cover_share_bytes'
import * as createOutboxJobs from './2026-11-26T09-00-00_create_outbox_jobs'
import * as addRegisterConfigSchedule from './2026-11-26T12-00-00_add_register_config_schedule'
import * as createWebinarAttendees from './2026-11-26T12-30-00_create_webinar_attendees'
import * as addAdminAccounts from './2026-11-26T09-00-00_add_admin_accounts'
import * as addRegistrationTrashAndHistory from './2026-11-27T06-00-00_add_registration_trash_and_history'
import * as addBlogPostSeo from './2026-11-27T11-00-00_add_blog_post_seo'
import * as addRegistrationChangesFieldIndex from './2026-11-27T12-00-00_add_registration_changes_field_index'
import * as createBlogPostRevisions from './2026-11-27T10-00-00_create_blog_post_revisions'
import * as createPrivacyErasures from './2026-11-27T08-00-00_create_privacy_erasures'
import * as addBlogPostPublication from './2026-11-27T09-00-00_add_blog_post_publication'
import * as addRegistrationFirstTouchColumns from './2026-11-27T07-00-00_add_registration_first_touch_columns'
import * as createRegistrationChangeRequests from './2026-12-03T12-00-00_create_registration_change_requests'
import * as addWebinarConfigRoom from './2026-12-03T19-00-00_add_webinar_config_room'
import * as createWebinarRoomRecords from './2026-12-03T20-00-00_create_webinar_room_records'
import * as createWebinarCaptions from './2026-12-03T20-20-00_create_webinar_captions'
import * as createWebinarQuestions from './2026-12-03T20-10-00_create_webinar_questions'
import * as createWebinarAttendance from './2026-12-03T20-30-00_create_webinar_attendance'

/**
 * Every migration, by name. Listed statically (not read from the folder) so the bundled
 * production server carries them and runs them before it listens.
 */
export const migrations: Record<string, Migration> = {
  '2025-01-15T10-00-00_create_core_tables': createCoreTables,
  '2026-11-23T20-30-00_add_blog_reading_minutes': addBlogReadingMinutes,
  '2026-11-25T06-00-00_create_funnel_progress': createFunnelProgress,
  '2026-11-25T07-00-00_add_registration_admin_indexes': addRegistrationAdminIndexes,
  '2026-11-25T10-00-00_create_blog_covers': createBlogCovers,
  '2026-11-25T10-30-00_create_registration_admin_ops': createRegistrationAdminOps,
  '2026-11-25T11-00-00_create_funnel_day_counts': createFunnelDayCounts,
  '2026-11-25T11-30-00_create_registration_search_words': createRegistrationSearchWords,
  '2026-11-25T12-00-00_create_consent_records': createConsentRecords,
  '2026-11-26T07-00-00_add_blog_cover_share_bytes': addBlogCoverShareBytes,
  '2026-11-26T09-00-00_create_outbox_jobs': createOutboxJobs,
  '2026-11-26T12-00-00_add_register_config_schedule': addRegisterConfigSchedule,
  '2026-11-26T12-30-00_create_webinar_attendees': createWebinarAttendees,
  '2026-11-26T09-00-00_add_admin_accounts': addAdminAccounts,
  '2026-11-27T06-00-00_add_registration_trash_and_history': addRegistrationTrashAndHistory,
  '2026-11-27T11-00-00_add_blog_post_seo': addBlogPostSeo,
  '2026-11-27T10-00-00_create_blog_post_revisions': createBlogPostRevisions,
  '2026-11-27T08-00-00_create_privacy_erasures': createPrivacyErasures,
  '2026-11-27T09-00-00_add_blog_post_publication': addBlogPostPublication,
  '2026-11-27T07-00-00_add_registration_first_touch_columns': addRegistrationFirstTouchColumns,
  '2026-11-27T12-00-00_add_registration_changes_field_index': addRegistrationChangesFieldIndex,
  '2026-12-03T12-00-00_create_registration_change_requests': createRegistrationChangeRequests,
  '2026-12-03T19-00-00_add_webinar_config_room': addWebinarConfigRoom,
  '2026-12-03T20-00-00_create_webinar_room_records': createWebinarRoomRecords,
  '2026-12-03T20-20-00_create_webinar_captions': createWebinarCaptions,
  '2026-12-03T20-10-00_create_webinar_questions': createWebinarQuestions,
  '2026-12-03T20-30-00_create_webinar_attendance': createWebinarAttendance,
}
