// The home page's case study (spec section 1): every figure verbatim; the group names are ours (docs/decisions.md).

export interface Share {
  label: string
  percent: number
}

export const CASE_STUDY = {
  motivation: [
    { label: 'Gyors tájékozódás tünetekről és gyógyszerekről', percent: 48 },
    { label: 'Készlet- és árérdeklődés, foglalás', percent: 32 },
    { label: 'Nyitvatartáson kívüli segítségkérés', percent: 20 },
  ],
  gender: [
    { label: 'Nők', percent: 68 },
    { label: 'Férfiak', percent: 32 },
  ],
  age: [
    { label: '25 év alatt', percent: 5 },
    { label: '25-45 év', percent: 45 },
    { label: '45-65 év', percent: 35 },
    { label: '65 év felett', percent: 15 },
  ],
  topics: [
    { label: 'Megfázás, torokfájás, láz', percent: 42 },
    { label: 'Gyógyszerek adagolása és mellékhatásai', percent: 28 },
    { label: 'Vitaminok és étrend-kiegészítők', percent: 15 },
    { label: 'Bőr- és szépségápolás', percent: 15 },
  ],
  highlights: [
    { figure: '98%', label: 'megválaszolt kérdés' },
    { figure: '92%', label: 'elégedettség' },
    { figure: '7-12 perc', label: 'átlagos beszélgetés' },
    { figure: '15%', label: 'orvoshoz irányítva' },
  ],
} as const satisfies Record<string, readonly Share[] | readonly { figure: string; label: string }[]>
