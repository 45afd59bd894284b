import type { FaqEntry } from './faq-entry'

/** The home page's five questions (spec section 2, home section 10). */
export const HOME_FAQ: readonly FaqEntry[] = [
  {
    question: 'Ad-e az asszisztens orvosi tanácsot?',
    answer:
      'Nem. Általános, szakmailag ellenőrzött tájékoztatást ad a gyógyszerekről és a tünetekről, és ha a panasz orvosi vizsgálatot kíván, orvoshoz irányít. A válaszok kereteit a patika gyógyszerésze határozza meg és felügyeli.',
  },
  {
    question: 'Milyen felületeken működik?',
    answer:
      'A patika weboldalán, Facebook Messengeren, Instagramon és WhatsAppon a betegeknek, Slacken és MS Teamsen pedig a csapatnak. További platformok bekapcsolása havi +20\u00a0000\u00a0Ft.',
  },
  {
    question: 'Hogyan próbálhatom ki?',
    answer:
      'Minden csomag 14 napos ingyenes próbaidővel indul. Addig nem fizet semmit, és ha nem győzi meg, a próbaidő végén egyszerűen nem folytatja. A demó oldalon regisztráció után azonnal ki is próbálhatja.',
  },
  {
    question: 'Hogyan kezeli a betegek adatait?',
    answer:
      'Az éles szolgáltatást külön szerződés alapján, adatfeldolgozási megállapodással nyújtjuk, a GDPR szerint. A demóban elhangzottakat nem tároljuk. A részleteket az adatvédelmi tájékoztató írja le.',
  },
  {
    question: 'Hogyan indul a szolgáltatás, és milyen szerződést kötünk?',
    answer:
      'Az asszisztenst a patika kínálatára, nyitvatartására és szabályaira szabjuk a próbaidő alatt. A csomagok havidíjasak; a pontos feltételeket a szolgáltatási szerződés rögzíti, amelyet a próbaidő után köthet meg.',
  },
]
