// Reading browser storage with validation: every key has the schema of its value, so a damaged or outdated value
// is logged and treated as absent instead of breaking a page; a queue is read entry by entry, so one damaged entry
// is dropped alone. This module brings zod and the shared schemas: code that runs on every page reaches it through
// loadStoredReader() (./storage.ts), after hydration.
import './zod-without-eval'
import { z } from 'zod'
import { QueuedRegistrationOpSchema } from '../../shared/schemas/admin-registrations'
import { BlogPostSummarySchema } from '../../shared/schemas/blog'
import {
  PharmacyDemoAccessSchema,
  QueuedFormSubmissionSchema,
  WebinarRegistrationRecordSchema,
} from '../../shared/schemas/forms'
import { OfferConfigSchema, RegisterConfigSchema, WebinarConfigSchema } from '../../shared/schemas/funnel-configs'
import { RegistrationSchema } from '../../shared/schemas/registration'
import { StoredConsentSchema, StoredConsentTimestampSchema } from '../../shared/schemas/stored-consent'
import { parseStored } from './parse-stored'
import type { StorageKey, StoredValue } from './storage'

/** Keys holding a list that is read entry by entry: an entry its schema refuses is logged and left out. */
const listEntrySchemas = {
  blogPosts: BlogPostSummarySchema,
  formSubmissions: QueuedFormSubmissionSchema,
  registrationOps: QueuedRegistrationOpSchema,
} satisfies Record<string, z.ZodType>

export const storageSchemas = {
  blogPosts: z.array(listEntrySchemas.blogPosts),
  formSubmissions: z.array(listEntrySchemas.formSubmissions),
  pharmacyDemoAccess: PharmacyDemoAccessSchema,
  webinarRegistration: WebinarRegistrationRecordSchema,
  /** When the visitor first saw the offer: its countdown runs from there, across reloads and later visits. */
  offerFirstViewedAt: z.iso.datetime(),
  /** Whether the webinar's captions show: the visitor's own choice of the player's "Feliratok" toggle. */
  webinarCaptions: z.boolean(),
  registerConfig: RegisterConfigSchema,
  webinarConfig: WebinarConfigSchema,
  offerConfig: OfferConfigSchema,
  /** The admin's last loaded page of registrations, shown while the server cannot be reached. */
  registrationsCopy: z.object({ savedAt: z.iso.datetime(), items: z.array(RegistrationSchema) }),
  /** The admin's changes of registrations made while the server could not be reached, oldest first. */
  registrationOps: z.array(listEntrySchemas.registrationOps),
  /** Spec section 3: the visitor's cookie choices (essential always on), with the consent record's id. */
  cookieConsent: StoredConsentSchema,
  cookieConsentTimestamp: StoredConsentTimestampSchema,
} satisfies Record<StorageKey, z.ZodType>

export function readStored<K extends StorageKey>(key: K): StoredValue<K> | null {
  return parseStored(key, (value) => {
    // With several keys TypeScript sees a union of all schemas here; the key picks the one that parses.
    if (key in listEntrySchemas) {
      const entrySchema: z.ZodType = listEntrySchemas[key as keyof typeof listEntrySchemas]
      return readEntries(key, entrySchema, value) as StoredValue<K>
    }
    return storageSchemas[key].parse(value) as StoredValue<K>
  })
}

function readEntries<T>(key: StorageKey, schema: z.ZodType<T>, value: unknown): T[] {
  if (!Array.isArray(value)) throw new Error('not a list')
  return value.flatMap((entry: unknown, index) => {
    const parsed = schema.safeParse(entry)
    if (parsed.success) return [parsed.data]
    console.warn(`Ignoring unreadable entry ${index} of browser storage "${key}"`, parsed.error)
    return []
  })
}
