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
  RegistrationDeleteInputSchema,
  RegistrationListInputSchema,
  RegistrationNotesInputSchema,
  RegistrationStatusInputSchema,
} from '../../shared/schemas/admin-registrations'
import { loginAdmin } from '../services/admin-login.service'
import { adminAccountsRouter } from './admin-accounts.router'
import { ownAccountRouter } from './own-account.router'
import {
  listRegistrationsForAdmin,
  runRegistrationOp,
  type RegistrationOp,
} from '../services/registration-admin.service'
import { ConsentLookupInputSchema, type ConsentMonth, type ConsentRecord } from '../../shared/schemas/consent'
import { consentSummary, lookupConsent } from '../services/consent.service'
import { funnelDashboard } from '../services/funnel-dashboard.service'
import { funnelConfigVersions, saveFunnelConfig } from '../services/funnel.service'
import type { Context } from '../trpc/context'
import { adminEmailsRouter } from './admin-emails.router'
import { adminProcedure, publicProcedure, router } from '../trpc/init'

const saveConfig =
  <K extends FunnelConfigKind>(kind: K) =>
  async ({ ctx, input }: { ctx: Context; input: FunnelConfigs[K] }) => {
    await saveFunnelConfig({ db: ctx.db, pages: ctx.services.renderCache }, kind, input)
    return { ok: true as const }
  }

const runOp = (
  ctx: Context,
  { opId, id, expectedUpdatedAt }: Omit<RegistrationOp, 'change'>,
  change: RegistrationOp['change'],
) => runRegistrationOp(ctx.db, { opId, id, expectedUpdatedAt, change }, ctx.services.now())

export const adminRouter = router({
  emails: adminEmailsRouter,

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

  /** Spec section 4: the registrations, searched, filtered and paged by the database. */
  registrations: router({
    list: adminProcedure
      .input(RegistrationListInputSchema)
      .query(({ ctx, input }) => listRegistrationsForAdmin(ctx.db, input)),
    /** Each change runs once per `opId` and only on the row as the admin saw it (`expectedUpdatedAt`). */
    setStatus: adminProcedure
      .input(RegistrationStatusInputSchema)
      .mutation(({ ctx, input: { status, ...op } }) => runOp(ctx, op, { kind: 'status', status })),
    setNotes: adminProcedure
      .input(RegistrationNotesInputSchema)
      .mutation(({ ctx, input: { notes, ...op } }) => runOp(ctx, op, { kind: 'notes', notes })),
    delete: adminProcedure
      .input(RegistrationDeleteInputSchema)
      .mutation(({ ctx, input }) => runOp(ctx, input, { kind: 'delete' })),
  }),

  /** How far the period's webinar registrants got, step by step, counted by the database. */
  funnelDashboard: adminProcedure
    .input(FunnelPeriodSchema)
    .query(({ ctx, input }) => funnelDashboard(ctx.db, input, ctx.services.now())),

  /** Cookie consents per Budapest month, the last 12, newest first: how many accepted all, only necessary, customised. */
  consentSummary: adminProcedure.query(({ ctx }): Promise<ConsentMonth[]> =>
    consentSummary(ctx.db, ctx.services.now()),
  ),
  /** Every kept choice of one consent id, newest first (read-only). */
  consentLookup: adminProcedure
    .input(ConsentLookupInputSchema)
    .query(({ ctx, input }): Promise<ConsentRecord[]> => lookupConsent(ctx.db, input.consentId)),
})
