// The home page's three sample conversation cards (spec section 2, home section 3).

export interface SampleMessage {
  from: 'patient' | 'assistant' | 'sms'
  text: string
}

export interface SampleConversation {
  id: 'sore-throat' | 'prescription-order' | 'new-customer'
  channel: string
  title: string
  summary: string
  messages: readonly SampleMessage[]
}

export const SAMPLE_CONVERSATIONS: readonly SampleConversation[] = [
  {
    id: 'sore-throat',
    channel: 'Facebook Messenger',
    title: 'Torokfájás késő este',
    summary: 'A beteg tanácsot kap, a patika félreteszi a terméket, ő pedig másnap érte megy.',
    messages: [
      { from: 'patient', text: 'Szia! Nagyon fáj a torkom, mit tudnátok ajánlani?' },
      {
        from: 'assistant',
        text: 'Jó estét! Szopogató tabletta vagy toroköblítő enyhítheti a fájdalmat. Ha magas a láza vagy 3 napnál tovább tart, forduljon orvoshoz. Félretegyek Önnek egy csomagot?',
      },
      { from: 'patient', text: 'Igen, köszönöm!' },
      {
        from: 'assistant',
        text: 'Félretettük. Foglalási kódja: #PT0417. Átvehető holnap 14:00-18:00 között.',
      },
    ],
  },
  {
    id: 'prescription-order',
    channel: 'Weboldal',
    title: 'Vényköteles gyógyszer rendelése',
    summary: 'Az asszisztens űrlapon felveszi a rendelést, a gyógyszerész értesítést kap, a beteg SMS-t.',
    messages: [
      { from: 'patient', text: 'Szeretném kiváltani a receptemet, előre le tudom adni?' },
      {
        from: 'assistant',
        text: 'Természetesen. Töltse ki a rendelési űrlapot a TAJ-számával és a gyógyszer nevével; a gyógyszerész ellenőrzi, és SMS-ben értesítjük, amikor átveheti.',
      },
      {
        from: 'sms',
        text: 'Rendelése elkészült, átveheti hétköznap 8-19, szombaton 8-14 óra között. Kérjük, hozza magával a TAJ-kártyáját.',
      },
    ],
  },
  {
    id: 'new-customer',
    channel: 'Instagram',
    title: 'Új vásárló érkezik',
    summary: 'Egy első érdeklődőből visszatérő vásárló lesz, mert azonnal választ kapott.',
    messages: [
      { from: 'patient', text: 'Sziasztok, van nálatok D-vitamin csepp babáknak?' },
      {
        from: 'assistant',
        text: 'Van, két kiszerelésben is. Szívesen félreteszem, és ha szeretné, a gyógyszerészünk az adagolásról is tájékoztatja átvételkor.',
      },
      { from: 'patient', text: 'Szuper, eddig nem jártam nálatok, holnap benézek!' },
    ],
  },
]
