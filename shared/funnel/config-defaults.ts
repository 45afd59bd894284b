import type { FunnelConfigs, OfferConfig, RegisterConfig, WebinarConfig } from '../schemas/funnel-configs'
import type { WebinarSchedule } from './webinar-schedule'

// The built-in configs of spec section 3 ("defaults when nothing loads"): what the funnel shows while no config has
// been saved, what the browser falls back to when neither the server nor its stored copy answers, and one of the two
// contents the admin's "reset to default" offers. A new database starts from the Hungarian starter instead
// (config-defaults-hungarian.ts). Texts the spec gives are verbatim; the rest is written in the same (English) voice,
// see docs/decisions.md.

/** The site's own recording (scripts/make-webinar-video.sh), served with range requests and long caching. */
export const DEFAULT_WEBINAR_VIDEO_URL = '/media/webinar-default-v1.mp4'
/** Its length, rounded up to whole seconds (ffprobe says 33.52). */
export const DEFAULT_WEBINAR_VIDEO_SECONDS = 34

/** What the room says at once for a sent question (Webinar Content can change it). */
export const DEFAULT_QUESTION_ACKNOWLEDGEMENT =
  'Köszönjük a kérdését! Megkaptuk, és csapatunk hamarosan válaszol: itt, a videó alatt, és e-mailben is.'

/** What the room does beyond the spec's player (issue 39), the same for both starting contents. */
export const DEFAULT_WEBINAR_ROOM: Pick<
  WebinarConfig,
  'playback' | 'videoSeconds' | 'moments' | 'captionsUrl' | 'questionAcknowledgement' | 'chatScript'
> = {
  playback: 'simulated-live',
  videoSeconds: DEFAULT_WEBINAR_VIDEO_SECONDS,
  moments: [],
  captionsUrl: null,
  questionAcknowledgement: DEFAULT_QUESTION_ACKNOWLEDGEMENT,
  chatScript: [],
}

/**
 * No weekly or one-off sessions and just in time 10 minutes after registering (FALLBACK_WEBINAR_DELAY_MS; written
 * out so the funnel pages load no module for it), nights allowed, the replay open 3 days: the spec's funnel.
 */
export const DEFAULT_WEBINAR_SCHEDULE: WebinarSchedule = {
  weekly: [],
  dates: [],
  justInTime: { enabled: true, minutes: 10, excludeNights: false },
  replayDays: 3,
}

/** The presenter of every default: a name, in no language of its own. */
export const DEFAULT_PRESENTER_NAME = 'Dr. Szabó Réka'

export const DEFAULT_REGISTER_CONFIG: RegisterConfig = {
  headline: 'Register for Our Free Webinar',
  subheadline:
    'Learn in 40 minutes how an AI assistant answers your patients day and night, takes reservations and orders, and frees your pharmacy team for the counter.',
  bulletPoints: [
    'How pharmacies answer patient questions around the clock without extra staff',
    'The three chatbot conversations that bring in new regular customers',
    'How to stay GDPR-compliant while patients chat with an AI assistant',
  ],
  ctaButton: 'Reserve My Spot Now',
  privacyText: 'We respect your privacy. Your information will not be shared.',
  hostName: DEFAULT_PRESENTER_NAME,
  hostTitle: 'Pharmacist, founder of PatikaChat',
  schedule: DEFAULT_WEBINAR_SCHEDULE,
}

export const DEFAULT_WEBINAR_CONFIG: WebinarConfig = {
  title: 'The Evergreen Webinar Formula',
  videoUrl: DEFAULT_WEBINAR_VIDEO_URL,
  resources: [
    { name: 'Pharmacy chatbot checklist', link: '/blog' },
    { name: 'Try the demo chatbot', link: '/demo' },
    { name: 'Privacy policy', link: '/adatvedelem' },
  ],
  keyPoints: [
    'Patients get accurate answers at 2 a.m. as well as at noon',
    'Reservations and prescription orders arrive ready to hand over',
    'The pharmacist stays in control of every professional answer',
  ],
  presenter: {
    name: DEFAULT_PRESENTER_NAME,
    title: 'Pharmacist, founder of PatikaChat',
    bio: 'Fifteen years behind the pharmacy counter and five building digital tools for pharmacies. She designed the PatikaChat assistant with pharmacists, for pharmacists.',
  },
  ...DEFAULT_WEBINAR_ROOM,
  questionAcknowledgement:
    'Thanks for your question! We have received it, and our team will answer soon: here, under the video, and by e-mail.',
}

export const DEFAULT_OFFER_CONFIG: OfferConfig = {
  title: 'Special Limited-Time Offer',
  subtitle: 'For webinar attendees only: launch your pharmacy AI assistant at a one-time price.',
  description:
    'Everything you saw in the webinar, set up for your pharmacy: the assistant trained on your services, connected to your website and Messenger, and checked by a pharmacist before it goes live.',
  regularPrice: 997,
  salePrice: 497,
  features: [
    'AI assistant set up and trained for your pharmacy',
    'Website and Facebook Messenger integration',
    'Reservation codes and prescription order form',
    'Monthly report of the questions your patients ask',
    'Three months of priority support',
  ],
  bonuses: [
    { name: 'Patient FAQ template pack', value: 197 },
    { name: 'Staff onboarding video course', value: 97 },
    { name: 'GDPR notice templates for chatbots', value: 147 },
  ],
  cta: 'Get Started Today',
  guarantee: '30-Day Money-Back Guarantee',
}

export const DEFAULT_FUNNEL_CONFIGS: FunnelConfigs = {
  register: DEFAULT_REGISTER_CONFIG,
  webinar: DEFAULT_WEBINAR_CONFIG,
  offer: DEFAULT_OFFER_CONFIG,
}

const ENGLISH_DEFAULT_TEXTS: ReadonlySet<string> = new Set(
  Object.values(DEFAULT_FUNNEL_CONFIGS)
    .flatMap(function texts(value: unknown): string[] {
      if (typeof value === 'string') return [value]
      if (value !== null && typeof value === 'object') return Object.values(value).flatMap(texts)
      return []
    })
    .filter((text) => text !== DEFAULT_PRESENTER_NAME),
)

/**
 * The language of a config text on the Hungarian funnel pages (SC 3.1.2): 'en' while it is one of the built-in
 * English defaults above, otherwise none of its own (an admin's text is taken to be in the page's Hungarian).
 */
export const configTextLang = (text: string): 'en' | undefined => (ENGLISH_DEFAULT_TEXTS.has(text) ? 'en' : undefined)
