import type { FunnelProgressReceipt } from '../../shared/funnel/progress'
import {
  FunnelProgressInputSchema,
  PersonalLinkInputSchema,
  UnsubscribeLinkInputSchema,
} from '../../shared/schemas/funnel-progress'
import { unsubscribeState, type UnsubscribeState } from '../funnel/unsubscribe'
import { openPersonalLink, type PersonalLinkOpening } from '../funnel/personal-link.service'
import type { OfferConfig, RegisterConfig, WebinarConfig } from '../../shared/schemas/funnel-configs'
import { currentFunnelConfig, recordFunnelProgress } from '../services/funnel.service'
import { publicProcedure, router } from '../trpc/init'
import {
  MomentEventInputSchema,
  PollAnswerInputSchema,
  RoomStateInputSchema,
  type MomentEventReceipt,
  type PollResult,
  type RoomState,
} from '../../shared/schemas/webinar-room'
import { visitorDeps } from './visitor-deps'
import { roomQuestionProcedures } from './room-questions.router'
import { answerRoomPoll, recordRoomMomentEvent, roomState } from '../webinar-room/room.service'

import { AttendanceReportInputSchema } from '../../shared/schemas/attendance'
import { recordAttendanceReport } from '../attendance/attendance-report'

export const funnelRouter = router({
  /** The config in force (the newest saved, else the built-in default); pages are cached under its tag. */
  registerConfig: publicProcedure.query(({ ctx }): Promise<RegisterConfig> => currentFunnelConfig(ctx.db, 'register')),
  webinarConfig: publicProcedure.query(({ ctx }): Promise<WebinarConfig> => currentFunnelConfig(ctx.db, 'webinar')),
  offerConfig: publicProcedure.query(({ ctx }): Promise<OfferConfig> => currentFunnelConfig(ctx.db, 'offer')),

  /** A registrant reached a step of the funnel; recorded once, answered with when it was first reached. */
  progress: publicProcedure
    .input(FunnelProgressInputSchema)
    .mutation(({ ctx, input }): Promise<FunnelProgressReceipt> => recordFunnelProgress(visitorDeps(ctx), input)),

  /** The webinar room's state by the server's clock (issue 39): its mode, the live point, the answered polls. */
  roomState: publicProcedure
    .input(RoomStateInputSchema)
    .query(({ ctx, input }): Promise<RoomState> => roomState(visitorDeps(ctx), input)),
  /** A room moment shown or clicked, once per kind; an offer's first showing starts its countdown. */
  momentEvent: publicProcedure
    .input(MomentEventInputSchema)
    .mutation(({ ctx, input }): Promise<MomentEventReceipt> => recordRoomMomentEvent(visitorDeps(ctx), input)),
  /** One answer per registration and poll; answered with the shares. */
  answerPoll: publicProcedure
    .input(PollAnswerInputSchema)
    .mutation(({ ctx, input }): Promise<PollResult> => answerRoomPoll(visitorDeps(ctx), input)),
  /** The room's report of what this registration watched (about every 15 s while playing); see also the beacon. */
  attendance: publicProcedure
    .input(AttendanceReportInputSchema)
    .mutation(({ ctx, input }): Promise<void> => recordAttendanceReport(visitorDeps(ctx), input)),

  /** A registrant's personal link (/w#token, from their e-mails): the registration to restore and where to go. */
  openPersonalLink: publicProcedure
    .input(PersonalLinkInputSchema)
    .mutation(({ ctx, input }): Promise<PersonalLinkOpening> => openPersonalLink(visitorDeps(ctx), input)),

  /** What the unsubscribe page shows for its link: whether it is valid, and whether it was used already. */
  unsubscribeState: publicProcedure
    .input(UnsubscribeLinkInputSchema)
    .query(({ ctx, input }): Promise<UnsubscribeState> =>
      unsubscribeState({ db: ctx.db, linkKey: ctx.services.linkKey, now: ctx.services.now }, input),
    ),

  ...roomQuestionProcedures,
})
