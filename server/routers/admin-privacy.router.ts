import {
  PrivacyEmailInputSchema,
  RetentionSettingInputSchema,
  type ErasureRecord,
  type PersonalDataReport,
  type RetentionStatus,
} from '../../shared/schemas/admin-privacy'
import { erasePersonalData, lookupPersonalData } from '../privacy/personal-data.service'
import { retentionStatus, saveRetentionMonths } from '../privacy/registration-retention'
import { adminProcedure, router } from '../trpc/init'

/**
 * People's data on request (GDPR Art. 15, 17) and the retention of registrations (Art. 5(1)(e)). The address travels
 * in a POST body (lookup is a mutation), never in a URL the access log keeps.
 */
export const adminPrivacyRouter = router({
  /** Everything held about the address, grouped, and its earlier erasures; the admin's download is this answer. */
  lookup: adminProcedure
    .input(PrivacyEmailInputSchema)
    .mutation(({ ctx, input }): Promise<PersonalDataReport> =>
      lookupPersonalData(ctx.db, input.email, ctx.services.now()),
    ),

  /** Erases everything held about the address in one transaction, leaving a tombstone. */
  erase: adminProcedure.input(PrivacyEmailInputSchema).mutation(async ({ ctx, input }): Promise<ErasureRecord> => {
    const { user } = ctx.session
    const erasure = await erasePersonalData(
      ctx.db,
      { email: input.email, adminId: user.id, adminEmail: user.email },
      ctx.services.now(),
    )
    ctx.log.info({ event: 'privacy_erasure', adminId: user.id, counts: erasure.counts }, 'personal data erased')
    return erasure
  }),

  retention: adminProcedure.query(({ ctx }): Promise<RetentionStatus> => retentionStatus(ctx.db, ctx.services.now())),

  saveRetention: adminProcedure
    .input(RetentionSettingInputSchema)
    .mutation(async ({ ctx, input }): Promise<RetentionStatus> => {
      await saveRetentionMonths(ctx.db, input.months)
      return retentionStatus(ctx.db, ctx.services.now())
    }),
})
