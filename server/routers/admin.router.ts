import { adminAttendanceRouter } from './admin-attendance.router'
import { TRPCError } from '@trpc/server'
import { ADMIN_ROLE, LoginInputSchema, type AdminUser } from '../../shared/schemas/admin'
import { invalidateSession } from '../auth/session'
import {
  OfferConfigSchema,
  RegisterConfigSchema,
  WebinarConfigSchema,
  type FunnelConfigKind,
  type FunnelConfigs,
} from '../../shared/schemas/funnel-configs'
import {
  FunnelPeriodSchema,
  RegistrationBulkDeleteInputSchema,
  RegistrationBulkRestoreInputSchema,
  RegistrationBulkStatusInputSchema,
  RegistrationDeleteInputSchema,
  RegistrationEditInputSchema,
  RegistrationHistoryInputSchema,
  RegistrationListInputSchema,
  RegistrationNotesInputSchema,
  RegistrationRestoreInputSchema,
  RegistrationStatusInputSchema,
  RegistrationTrashInputSchema,
  type RegistrationHistoryEntry,
} from '../../shared/schemas/admin-registrations'
import { listRegistrationChanges } from '../repositories/registration-change.repository'
import { registrationDetails } from '../services/registration-details.service'
import { RegistrationDetailsMessages, type RegistrationDetails } from '../../shared/schemas/registration-details'
import { listTrashedRegistrations } from '../repositories/registration.repository'
import { loginAdmin } from '../services/admin-login.service'
import { adminAccountsRouter } from './admin-accounts.router'
import { ownAccountRouter } from './own-account.router'
import {
  listRegistrationsForAdmin,
  runRegistrationOp,
  type AdminActor,
  type RegistrationOp,
} from '../services/registration-admin.service'
import { runBulkChange, type BulkChange } from '../services/registration-bulk.service'
import { ConsentLookupInputSchema, type ConsentMonth, type ConsentRecord } from '../../shared/schemas/consent'
import { consentSummary, lookupConsent } from '../services/consent.service'
import { campaignFunnel, funnelDashboard } from '../services/funnel-dashboard.service'
import { funnelConfigVersions, saveFunnelConfig } from '../services/funnel.service'
import { storeCaptionsFromDataUrl } from '../services/webinar-captions.service'
import { CaptionsUploadSchema } from '../../shared/schemas/captions-upload'
import type { Context } from '../trpc/context'
import { adminEmailsRouter } from './admin-emails.router'
import { adminBlogDraftsRouter } from './admin-blog-drafts.router'
import { adminBlogRevisionsRouter } from './admin-blog-revisions.router'
import { adminPrivacyRouter } from './admin-privacy.router'
import { adminQuestionsRouter } from './room-questions.router'
import { adminProcedure, publicProcedure, router } from '../trpc/init'
import type { AdminPollResult } from '../../shared/schemas/webinar-room'
import { adminPollResults } from '../webinar-room/room.service'

/** The most of a registration's history one answer carries, newest first. */
const HISTORY_LIMIT = 200

const saveConfig =
  <K extends FunnelConfigKind>(kind: K) =>
  async ({ ctx, input }: { ctx: Context; input: FunnelConfigs[K] }) => {
    await saveFunnelConfig({ db: ctx.db, pages: ctx.services.renderCache }, kind, input)
    return { ok: true as const }
  }

/** A procedure's context once adminProcedure has checked the session. */
type AdminContext = Context & { session: NonNullable<Context['session']> }

const actorOf = ({ session: { user } }: AdminContext): AdminActor => ({ id: user.id, email: user.email })

const runOp = (
  ctx: AdminContext,
  { opId, id, expectedUpdatedAt }: Pick<RegistrationOp, 'opId' | 'id' | 'expectedUpdatedAt'>,
  change: RegistrationOp['change'],
) => runRegistrationOp(ctx.db, { opId, id, expectedUpdatedAt, change, admin: actorOf(ctx) }, ctx.services.now())

const runBulk = (ctx: AdminContext, opId: string, change: BulkChange) =>
  runBulkChange(ctx.db, { opId, admin: actorOf(ctx), change }, ctx.services.now())

export const adminRouter = router({
  emails: adminEmailsRouter,
  /** A blog post's pending draft and its kept revisions (the post itself is saved through `blog.update`). */
  blogDrafts: adminBlogDraftsRouter,
  blogRevisions: adminBlogRevisionsRouter,
  /** People's data on request (look up, download, erase) and the retention of registrations. */
  privacy: adminPrivacyRouter,
  /** The questions registrants asked in the webinar room, and the team's answers. */
  questions: adminQuestionsRouter,

  login: publicProcedure
    .input(LoginInputSchema)
    .mutation(({ ctx, input }) =>
      loginAdmin(
        { db: ctx.db, throttle: ctx.services.loginThrottle, log: ctx.log, sessionCookie: ctx.sessionCookie },
        { ...input, clientIp: ctx.clientIp },
      ),
    ),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) await invalidateSession(ctx.db, ctx.session.session.id)
    ctx.sessionCookie.clear()
    return { ok: true as const }
  }),

  /** The signed-in admin, or null; a session of a non-admin counts as signed out. */
  me: publicProcedure.query(({ ctx }): AdminUser | null => {
    const user = ctx.session?.user
    return user?.role === ADMIN_ROLE ? user : null
  }),

  /** The admins (invite, disable, enable) and the signed-in admin's own password and sessions. */
  admins: adminAccountsRouter,
  account: ownAccountRouter,

  /** Each save is a new version of the config (spec section 7); the funnel pages showing it are re-rendered. */
  saveRegisterConfig: adminProcedure.input(RegisterConfigSchema).mutation(saveConfig('register')),
  saveWebinarConfig: adminProcedure.input(WebinarConfigSchema).mutation(saveConfig('webinar')),
  saveOfferConfig: adminProcedure.input(OfferConfigSchema).mutation(saveConfig('offer')),
  registerConfigVersions: adminProcedure.query(({ ctx }) => funnelConfigVersions(ctx.db, 'register')),
  webinarConfigVersions: adminProcedure.query(({ ctx }) => funnelConfigVersions(ctx.db, 'webinar')),
  offerConfigVersions: adminProcedure.query(({ ctx }) => funnelConfigVersions(ctx.db, 'offer')),
  /** Webinar Content's captions file, read as a data URL, checked as WebVTT and stored once; answers its address. */
  uploadCaptions: adminProcedure
    .input(CaptionsUploadSchema)
    .mutation(({ ctx, input }) => storeCaptionsFromDataUrl(ctx.db, input.dataUrl)),

  /** Spec section 4: the registrations, searched, filtered and paged by the database. */
  registrations: router({
    list: adminProcedure
      .input(RegistrationListInputSchema)
      .query(({ ctx, input }) => listRegistrationsForAdmin(ctx.db, input, ctx.services.now())),
    /** Each change runs once per `opId` and only on the row as the admin saw it (`expectedUpdatedAt`). */
    setStatus: adminProcedure
      .input(RegistrationStatusInputSchema)
      .mutation(({ ctx, input: { status, ...op } }) => runOp(ctx, op, { kind: 'status', status })),
    setNotes: adminProcedure
      .input(RegistrationNotesInputSchema)
      .mutation(({ ctx, input: { notes, ...op } }) => runOp(ctx, op, { kind: 'notes', notes })),
    /** Moves the row to the trash, where it stays 30 days (`restore` brings it back). */
    delete: adminProcedure
      .input(RegistrationDeleteInputSchema)
      .mutation(({ ctx, input }) => runOp(ctx, input, { kind: 'delete' })),
    restore: adminProcedure
      .input(RegistrationRestoreInputSchema)
      .mutation(({ ctx, input }) => runOp(ctx, input, { kind: 'restore' })),
    edit: adminProcedure
      .input(RegistrationEditInputSchema)
      .mutation(({ ctx, input: { fullName, email, details, ...op } }) =>
        runOp(ctx, op, { kind: 'edit', fullName, email, details }),
      ),
    /** One registration with its unsubscribe and personal link, in the trash or not: the lead e-mail's link opens it. */
    details: adminProcedure
      .input(RegistrationHistoryInputSchema)
      .query(async ({ ctx, input }): Promise<RegistrationDetails> => {
        const details = await registrationDetails(ctx.db, input.id, ctx.services.now())
        if (!details) throw new TRPCError({ code: 'NOT_FOUND', message: RegistrationDetailsMessages.notFound })
        return details
      }),
    /** Who changed what on the registration, newest first. */
    history: adminProcedure
      .input(RegistrationHistoryInputSchema)
      .query(({ ctx, input }): Promise<RegistrationHistoryEntry[]> =>
        listRegistrationChanges(ctx.db, input.id, HISTORY_LIMIT),
      ),
    trash: adminProcedure
      .input(RegistrationTrashInputSchema)
      .query(({ ctx, input: { page, pageSize } }) =>
        listTrashedRegistrations(ctx.db, { offset: (page - 1) * pageSize, limit: pageSize }),
      ),
    /** Bulk changes of the rows ticked or of every row the filter matches, each once per `opId`. */
    bulkSetStatus: adminProcedure
      .input(RegistrationBulkStatusInputSchema)
      .mutation(({ ctx, input: { opId, selection, status } }) =>
        runBulk(ctx, opId, { kind: 'bulk-status', selection, status }),
      ),
    bulkDelete: adminProcedure
      .input(RegistrationBulkDeleteInputSchema)
      .mutation(({ ctx, input: { opId, selection } }) => runBulk(ctx, opId, { kind: 'bulk-delete', selection })),
    bulkRestore: adminProcedure
      .input(RegistrationBulkRestoreInputSchema)
      .mutation(({ ctx, input: { opId, ids } }) => runBulk(ctx, opId, { kind: 'bulk-restore', ids })),
  }),

  /** Who watched what (issue 40): a registration's attendance, the completion threshold, the drop-off curve. */
  attendance: adminAttendanceRouter,

  /** How far the period's webinar registrants got, step by step, counted by the database. */
  funnelDashboard: adminProcedure
    .input(FunnelPeriodSchema)
    .query(({ ctx, input }) => funnelDashboard(ctx.db, input, ctx.services.now())),
  /** The same period's webinar registrants per first-touch campaign: registered, reached the video, the offer. */
  campaignFunnel: adminProcedure
    .input(FunnelPeriodSchema)
    .query(({ ctx, input }) => campaignFunnel(ctx.db, input, ctx.services.now())),

  /** The webinar room's polls (current and older ones with answers): answers per choice, in total and per session. */
  pollResults: adminProcedure.query(({ ctx }): Promise<AdminPollResult[]> => adminPollResults(ctx.db)),

  /** Cookie consents per Budapest month, the last 12, newest first: how many accepted all, only necessary, customised. */
  consentSummary: adminProcedure.query(({ ctx }): Promise<ConsentMonth[]> =>
    consentSummary(ctx.db, ctx.services.now()),
  ),
  /** Every kept choice of one consent id, newest first (read-only). */
  consentLookup: adminProcedure
    .input(ConsentLookupInputSchema)
    .query(({ ctx, input }): Promise<ConsentRecord[]> => lookupConsent(ctx.db, input.consentId)),
})
