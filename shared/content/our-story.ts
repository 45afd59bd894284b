// /tortenetunk: the road from 2013 to March 2025.

export interface TimelineEntry {
  when: string
  title: string
  text: string
}

export const STORY_TIMELINE: readonly TimelineEntry[] = [
  {
    when: '2013',
    title: 'A patikapult mögött',
    text: 'Alapítónk gyógyszerészként kezdett dolgozni egy városi gyógyszertárban, és naponta látta, mennyi kérdés marad megválaszolatlan zárás után.',
  },
  {
    when: '2016',
    title: 'Az első digitális lépések',
    text: 'Saját patikájának weboldalt és közösségi oldalakat épített; a betegek üzenetei éjjel is érkeztek, válasz viszont csak reggel.',
  },
  {
    when: '2019',
    title: 'Egészségügyi informatika',
    text: 'Egészségügyi informatikai projektekben dolgozott, ahol megtanulta, hogyan kell a betegadatokat biztonságosan kezelni.',
  },
  {
    when: '2022',
    title: 'A nagy nyelvi modellek',
    text: 'Az új AI-modellek megjelenésével világossá vált: egy gyógyszerész által felügyelt asszisztens éjjel-nappal segíthet a betegeknek.',
  },
  {
    when: '2023',
    title: 'Az első patikai asszisztens',
    text: 'Partnerpatikákkal közösen elkészült az első változat, amely foglalási kódot ad és vényköteles rendelést vesz fel.',
  },
  {
    when: '2024',
    title: 'Képzések és közösség',
    text: 'Elindultak AI képzéseink és az Okos Patika marketingközösség, hogy a kisebb patikák is lépést tarthassanak.',
  },
  {
    when: '2025. március',
    title: 'Váróterem-kioszk',
    text: 'Bemutattuk a váróterembe szánt kioszkot magyar és angol nyelven, és a chatbot már hat platformon válaszol.',
  },
]
