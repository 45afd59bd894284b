import type { FaqEntry } from './faq-entry'

// The Okos Patika marketing collective (spec section 9): prices as the price list writes them, HUF per month.

export interface CollectivePackage {
  name: string
  /** Verbatim from the price list. */
  monthlyPrice: string
  features: readonly string[]
  mostPopular?: boolean
}

export const COLLECTIVE_PACKAGES: readonly CollectivePackage[] = [
  {
    name: 'Digital Basics',
    monthlyPrice: '55.000 - 75.000',
    features: [
      'Patikai weboldal karbantartással',
      'Havi automatikus tartalom a közösségi oldalakra',
      'Alap nyomdai anyagok',
    ],
  },
  {
    name: 'Growth',
    monthlyPrice: '80.000 - 120.000',
    features: [
      'Minden, ami a Digital Basicsben',
      'AI chatbot integráció',
      'Szezonális kampányok és nyomdai anyagok',
      'Havi eredményriport',
    ],
    mostPopular: true,
  },
  {
    name: 'Professional Partner',
    monthlyPrice: '130.000 - 200.000+',
    features: [
      'Minden, ami a Growth csomagban',
      'Szabályozási és megfelelőségi támogatás',
      'Egyedi kampányok, személyes marketingtanácsadó',
      'Negyedéves stratégiai egyeztetés',
    ],
  },
]

export const COLLECTIVE_COMMITMENT_MONTHS = 12
export const COLLECTIVE_HANDOVER_AFTER = '12-24 hónapos hűségidő'

export const COLLECTIVE_FAQ: readonly FaqEntry[] = [
  {
    question: 'Kinek szól az Okos Patika közösség?',
    answer:
      'Független gyógyszertáraknak és magánrendelőknek, amelyek szakszerű online jelenlétet szeretnének saját marketingcsapat nélkül.',
  },
  {
    question: 'Mennyi időre szól a szerződés?',
    answer: `A jellemző elköteleződés ${COLLECTIVE_COMMITMENT_MONTHS} hónap. Így van idő a weboldal felépítésére, a tartalomnaptár beindítására és az eredmények mérésére.`,
  },
  {
    question: 'Kié lesz a weboldal és a tartalom?',
    answer: `A ${COLLECTIVE_HANDOVER_AFTER} után a weboldal és az elkészült tartalmak átadhatók a patikának, így akkor is megmaradnak, ha később saját útra lép.`,
  },
  {
    question: 'Mit jelent az automatikus tartalom?',
    answer:
      'Szakmailag ellenőrzött, a patika arculatára szabott bejegyzéseket és hírleveleket készítünk az évszakokhoz és a kampányokhoz igazítva, amelyeket ütemezve teszünk közzé.',
  },
  {
    question: 'Segítenek a gyógyszer-reklámozási szabályok betartásában?',
    answer:
      'Igen. Az anyagokat a gyógyszerek és étrend-kiegészítők reklámozására vonatkozó hazai szabályok szerint készítjük, és kérdés esetén szabályozási tanácsot is adunk.',
  },
  {
    question: 'Hogyan csatlakozhatok?',
    answer:
      'Töltse ki a csatlakozási űrlapot az oldal alján. Egy rövid konzultáción felmérjük az igényeit, és javaslatot teszünk a megfelelő csomagra.',
  },
]
