import type { FunnelConfigs, OfferConfig, RegisterConfig, WebinarConfig } from '../schemas/funnel-configs'
import {
  DEFAULT_OFFER_CONFIG,
  DEFAULT_PRESENTER_NAME,
  DEFAULT_WEBINAR_ROOM,
  DEFAULT_WEBINAR_SCHEDULE,
  DEFAULT_WEBINAR_VIDEO_URL,
} from './config-defaults'

// The Hungarian starter of the three configs (issue 38): a new database's first saved versions, and one of the two
// contents the admin's "reset to default" offers. Written for pharmacies in the site's voice; the prices and the
// bonuses' values are the spec's (section 3), as in the English defaults beside it.

export const HUNGARIAN_REGISTER_CONFIG: RegisterConfig = {
  headline: 'Ingyenes webinárium gyógyszertáraknak',
  subheadline:
    'Negyven percben megmutatjuk, hogyan válaszol egy AI-asszisztens éjjel-nappal a betegek kérdéseire, hogyan fogadja a foglalásokat és a rendelési igényeket, és hogyan ad több időt a csapatának a pult mögött.',
  bulletPoints: [
    'Hogyan válaszolhat a patika a nap 24 órájában a betegek kérdéseire, többletlétszám nélkül',
    'Az a három chatbot-beszélgetés, amely új törzsvásárlókat hoz',
    'Hogyan marad GDPR-megfelelő, miközben a betegek egy AI-asszisztenssel beszélgetnek',
  ],
  ctaButton: 'Lefoglalom a helyem',
  privacyText: 'Tiszteletben tartjuk adatait: senkinek nem adjuk át őket.',
  hostName: DEFAULT_PRESENTER_NAME,
  hostTitle: 'Gyógyszerész, a PatikaChat alapítója',
  schedule: DEFAULT_WEBINAR_SCHEDULE,
}

export const HUNGARIAN_WEBINAR_CONFIG: WebinarConfig = {
  title: 'Éjjel-nappal nyitva: AI-asszisztens a gyógyszertárban',
  videoUrl: DEFAULT_WEBINAR_VIDEO_URL,
  resources: [
    { name: 'Próbálja ki a demó chatbotot', link: '/demo' },
    { name: 'Cikk: mit tud egy patikai AI-asszisztens?', link: '/blog/2' },
    { name: 'Cikk: betegadatok védelme chatbot használatakor', link: '/blog/3' },
  ],
  keyPoints: [
    'A betegek hajnali kettőkor is pontos választ kapnak, nem csak délben',
    'A foglalások és a vényköteles rendelési igények kiadásra készen érkeznek',
    'Minden szakmai válasz felett a gyógyszerész rendelkezik',
  ],
  presenter: {
    name: DEFAULT_PRESENTER_NAME,
    title: 'Gyógyszerész, a PatikaChat alapítója',
    bio: 'Tizenöt évet töltött a patikapult mögött, öt éve pedig digitális eszközöket fejleszt gyógyszertáraknak. A PatikaChat asszisztensét gyógyszerészekkel együtt, gyógyszerészeknek tervezte.',
  },
  ...DEFAULT_WEBINAR_ROOM,
}

export const HUNGARIAN_OFFER_CONFIG: OfferConfig = {
  title: 'Különleges, korlátozott idejű ajánlat',
  subtitle: 'Csak a webinárium résztvevőinek: indítsa el patikája AI-asszisztensét egyszeri áron.',
  description:
    'Mindaz, amit a webináriumon látott, az Ön gyógyszertárára szabva: az asszisztenst a patika szolgáltatásaira tanítjuk, összekötjük a weboldalával és a Messengerrel, élesítés előtt pedig egy gyógyszerész ellenőrzi.',
  regularPrice: DEFAULT_OFFER_CONFIG.regularPrice,
  salePrice: DEFAULT_OFFER_CONFIG.salePrice,
  features: [
    'Az Ön patikájára beállított és betanított AI-asszisztens',
    'Weboldal- és Facebook Messenger-integráció',
    'Átvételi kódok és vényköteles rendelési űrlap',
    'Havi kimutatás a betegek leggyakoribb kérdéseiről',
    'Három hónap kiemelt ügyfélszolgálat',
  ],
  bonuses: [
    { name: 'Betegtájékoztató GYIK-sablonok', value: DEFAULT_OFFER_CONFIG.bonuses[0]!.value },
    { name: 'Videós betanító tananyag a patika csapatának', value: DEFAULT_OFFER_CONFIG.bonuses[1]!.value },
    { name: 'GDPR-tájékoztató sablonok chatbothoz', value: DEFAULT_OFFER_CONFIG.bonuses[2]!.value },
  ],
  cta: 'Belevágok most',
  guarantee: '30 napos pénzvisszafizetési garancia',
}

export const HUNGARIAN_FUNNEL_CONFIGS: FunnelConfigs = {
  register: HUNGARIAN_REGISTER_CONFIG,
  webinar: HUNGARIAN_WEBINAR_CONFIG,
  offer: HUNGARIAN_OFFER_CONFIG,
}
