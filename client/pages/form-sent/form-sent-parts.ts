// What the thank-you page shows for one form only hydrates from a chunk of its own (client/lib/deferred-part.tsx):
// the other forms' visitors never load it. The server renders it whole.
import { deferredPart } from '../../lib/deferred-part'

export const WebinarStartPart = deferredPart(async () => (await import('./webinar-start')).WebinarStart)

export const DemoChatPart = deferredPart(async () => (await import('../demo/demo-chat')).DemoChat)
