// The chatbot's packages and extras (spec section 9): net prices per month, every package with a 14-day free trial.

export const FREE_TRIAL_DAYS = 14

export interface ChatbotPackage {
  name: string
  monthlyPriceFt: number
  conversations?: number
  features: readonly string[]
  /** The package we recommend to most pharmacies; drawn out on the page. */
  recommended?: boolean
}

export const CHATBOT_PACKAGES: readonly ChatbotPackage[] = [
  {
    name: 'Minimumcsomag',
    monthlyPriceFt: 15_000,
    conversations: 250,
    features: ['Válaszok szakmai validáció nélkül', 'Alap havi riport', 'E-mailes támogatás'],
  },
  {
    name: 'Alapcsomag',
    monthlyPriceFt: 49_000,
    conversations: 1000,
    features: ['Szakmailag validált válaszok', 'Alap havi riport', 'E-mailes támogatás'],
  },
  {
    name: 'Prémium',
    monthlyPriceFt: 79_000,
    conversations: 5000,
    features: [
      'Érdeklődők gyűjtése (leadgenerálás)',
      'Időpontfoglalás',
      'Többnyelvű kiszolgálás',
      'Elsőbbségi támogatás',
    ],
    recommended: true,
  },
  {
    name: 'Prémium Plusz',
    monthlyPriceFt: 129_000,
    features: ['Havi riportok', 'CRM-kapcsolat', 'Teljes testreszabás', 'Heti frissítések'],
  },
]

export interface ChatbotExtra {
  name: string
  amountFt: number
  /** What the amount is per, after the price: "/ nyelv / hó", "egyszeri díj". */
  per: string
  /** The price is a starting price ("-tól"). */
  from?: boolean
  note?: string
}

export const CHATBOT_EXTRAS: readonly ChatbotExtra[] = [
  { name: 'További nyelv', amountFt: 15_000, per: '/ nyelv / hó' },
  { name: 'További platformok', amountFt: 20_000, per: '/ hó' },
  { name: 'Egyedi promóciók', amountFt: 25_000, per: '/ hó' },
  { name: 'Mélyebb testreszabás', amountFt: 40_000, per: 'egyszeri díj' },
  { name: 'Személyes konzultáció', amountFt: 55_000, per: '/ óra' },
  { name: 'Automatikus emlékeztetők', amountFt: 20_000, per: '/ hó', from: true, note: 'az SMS-ek számától függően' },
]
