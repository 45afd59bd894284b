/** The scripted preview's sample questions and canned answers: no network, no medical advice. */
export interface ScriptedExchange {
  question: string
  answer: string
}

export const ASSISTANT_GREETING =
  'Üdvözlöm! A gyógyszertár virtuális asszisztense vagyok. Válasszon egy kérdést lent, és megmutatom, hogyan segítek a betegeknek a nap 24 órájában.'

export const SCRIPTED_EXCHANGES: readonly ScriptedExchange[] = [
  {
    question: 'Mikor van nyitva a gyógyszertár?',
    answer:
      'Hétköznap 8 és 19 óra között, szombaton 8 és 14 óra között várjuk. Vasárnap és ünnepnapokon szívesen megmutatom, melyik a legközelebbi ügyeletes gyógyszertár.',
  },
  {
    question: 'Félre tudnak tenni nekem egy terméket?',
    answer:
      'Természetesen! Lefoglaltam Önnek, a foglalási kódja: #PT4827. Ma 14:00 és 18:00 között veheti át a patikában, elég bemondania a kódot.',
  },
  {
    question: 'Hogyan rendelhetek vényköteles gyógyszert?',
    answer:
      'Töltse ki a rendelési űrlapot a nevével, a TAJ-számával és a gyógyszer nevével. Gyógyszerészünk ellenőrzi az e-receptet, és SMS-ben értesítjük, amikor átveheti.',
  },
  {
    question: 'Fáj a torkom, mit vegyek be?',
    answer:
      'Sajnálom, hogy rosszul érzi magát. Gyógyszert nem javasolhatok, ez a bemutató nem ad orvosi tanácsot. Kérdezze személyesen gyógyszerészünket, és ha a panasz erős, lázzal jár vagy napok óta tart, forduljon orvosához.',
  },
  {
    question: 'Kapok értesítést, ha megérkezett a rendelésem?',
    answer:
      'Igen, a rendelés beérkezésekor SMS-t küldünk az átvételi idővel: hétköznap 8 és 19 óra, szombaton 8 és 14 óra között veheti át.',
  },
]

/** How long the typing indicator shows before an answer (spec: 1.5 s). */
export const TYPING_DELAY_MS = 1500
