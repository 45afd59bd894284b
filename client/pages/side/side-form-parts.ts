// The side pages' forms, each a part that loads its code at the visitor's first touch (client/forms/public-form-part.ts):
// apart from the sections' parts, so the pages without a form (our story, the kiosk) load none of it.
import { publicFormPart } from '../../forms/public-form-part'

export const JoinFormPart = publicFormPart(async () => (await import('../../forms/join-form')).JoinForm)
export const TrainingFormPart = publicFormPart(async () => (await import('../../forms/training-form')).TrainingForm)
