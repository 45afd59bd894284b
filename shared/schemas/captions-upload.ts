import { z } from 'zod'
import { CAPTIONS_DATA_URL_MAX_LENGTH, CaptionsMessages } from '../webinar/captions'

/** A captions file as the editor read it (a base64 data URL); the server judges it by its content. */
export const CaptionsUploadSchema = z.object({
  dataUrl: z
    .string()
    .max(CAPTIONS_DATA_URL_MAX_LENGTH, CaptionsMessages.tooLarge)
    .regex(/^data:[\w.+/=;-]*;base64,[A-Za-z0-9+/=\s]*$/, CaptionsMessages.notWebVtt),
})
