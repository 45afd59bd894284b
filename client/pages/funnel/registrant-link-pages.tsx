import { RegistrantLinkContentPart } from './funnel-parts'

export const deferredParts = [RegistrantLinkContentPart]

/** /w and /w/leiratkozas: what they show depends on what the server says of the link, so all of it is the part. */
export function RegistrantLinkPage() {
  return <RegistrantLinkContentPart.Part />
}
