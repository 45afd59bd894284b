import { PROVIDER_DESCRIPTION, type LegalDocument } from './legal-document'

/** The terms of use (/felhasznalasi-feltetelek): the 15 sections spec section 2 lists, in its order. */
export const TERMS_OF_USE: LegalDocument = {
  title: 'Felhasználási feltételek',
  dateLine: 'Hatályos: 2025. január 1.',
  intro:
    'Kérjük, használat előtt olvassa el figyelmesen az alábbi feltételeket. A weboldal használatával Ön elfogadja őket.',
  sections: [
    {
      id: 'altalanos-rendelkezesek',
      heading: 'Általános rendelkezések',
      blocks: [
        `A PatikaChat weboldalt (a továbbiakban: weboldal) ${PROVIDER_DESCRIPTION} (a továbbiakban: Szolgáltató) üzemelteti.`,
        'Ezek a feltételek a weboldal minden látogatójára és felhasználójára vonatkoznak, 2025. január 1-jétől hatályosak, és visszavonásig érvényesek.',
      ],
    },
    {
      id: 'a-weboldal-celja',
      heading: 'A weboldal célja',
      blocks: [
        'A weboldal tájékoztató jellegű: bemutatja a PatikaChat gyógyszertári AI asszisztenst, a váróterem-kioszkot, az Okos Patika marketingközösséget és az AI képzéseket, valamint szakmai cikkeket közöl.',
        'A weboldalon szereplő információk nem minősülnek ajánlattételnek. A szolgáltatások külön, írásban megkötött szerződés alapján vehetők igénybe; a szerződés feltételei elsőbbséget élveznek ezekkel a feltételekkel szemben.',
      ],
    },
    {
      id: 'hasznalati-szabalyok',
      heading: 'Használati szabályok',
      blocks: [
        'A weboldalt csak jogszerű célra, a jóhiszeműség és tisztesség elvének megfelelően, mások jogainak tiszteletben tartásával lehet használni.',
        'Az űrlapokon valós adatokat kell megadni; más személy nevében csak az ő felhatalmazásával lehet jelentkezni.',
      ],
    },
    {
      id: 'regisztracio',
      heading: 'Regisztráció',
      blocks: [
        'A webináriumra, a demóra, az Okos Patika közösségbe és a képzésekre űrlapon lehet jelentkezni. A jelentkezés ingyenes, és nem keletkeztet fizetési kötelezettséget.',
        'A jelentkezéskor megadott adatokat az adatvédelmi tájékoztatóban leírtak szerint kezeljük. A Szolgáltató a visszaélések megelőzése érdekében korlátozhatja a beküldések számát és gyakoriságát, és elutasíthatja a gépi beküldéseket.',
      ],
    },
    {
      id: 'demo',
      heading: 'Demó',
      blocks: [
        'A demó oldalon elérhető chatbot a szolgáltatás bemutatására szolgál. A demóba írt kérdéseket és válaszokat nem tároljuk.',
        'A demó válaszai nem minősülnek orvosi tanácsnak, nem helyettesítik az orvos vagy a gyógyszerész személyes tanácsát, és nem alkalmasak diagnózis felállítására vagy kezelés megválasztására. Sürgős esetben hívja a 112-es segélyhívó számot.',
        'A demó működése és elérhetősége eltérhet az éles szolgáltatásétól, és előzetes értesítés nélkül változhat.',
      ],
    },
    {
      id: 'szellemi-tulajdon',
      heading: 'Szellemi tulajdon',
      blocks: [
        'A weboldal tartalma – szövegei, ábrái, grafikái, a PatikaChat név és logó, valamint a szoftver – a Szolgáltató vagy jogosultjai szellemi tulajdona, és szerzői jogi védelem alatt áll.',
        'A tartalom személyes, nem kereskedelmi célra megtekinthető és forrásmegjelöléssel idézhető; minden más felhasználáshoz a Szolgáltató előzetes írásbeli engedélye szükséges.',
      ],
    },
    {
      id: 'felelosseg',
      heading: 'Felelősség',
      blocks: [
        'A Szolgáltató gondosan jár el a weboldal tartalmának összeállításakor, de nem vállal felelősséget az információk teljességéért, naprakészségéért és az azok alapján hozott döntésekért. A cikkek általános tájékoztatást adnak, nem egyedi szakmai tanácsot.',
        'A Szolgáltató nem felel a weboldal átmeneti elérhetetlenségéből, technikai hibából vagy külső támadásból eredő károkért, kivéve, ha a kárt szándékosan vagy súlyos gondatlansággal okozta, illetve ha életet, testi épséget vagy egészséget megsértő szerződésszegésről van szó.',
      ],
    },
    {
      id: 'sutik',
      heading: 'Sütik',
      blocks: [
        'A weboldal a működéséhez szükséges tárolást használ; analitikai és marketing célú sütiket csak a látogató hozzájárulása után alkalmaz. A hozzájárulás a süti-tájékoztató ablakban bármikor megadható, módosítható és visszavonható.',
        'A részleteket az adatvédelmi tájékoztató „Sütik és a böngésző tárhelye” pontja tartalmazza.',
      ],
    },
    {
      id: 'adatvedelem',
      heading: 'Adatvédelem',
      blocks: [
        'A személyes adatok kezelésére az adatvédelmi tájékoztató vonatkozik, amely a weboldal /adatvedelem címén érhető el, és e feltételek része.',
      ],
    },
    {
      id: 'valtoztatasok',
      heading: 'Változtatások',
      blocks: [
        'A Szolgáltató jogosult ezeket a feltételeket egyoldalúan módosítani. A módosítás a weboldalon való közzététellel, a hatály dátumának feltüntetésével lép hatályba; a közzétételt követő használat a módosított feltételek elfogadásának minősül.',
      ],
    },
    {
      id: 'harmadik-felek',
      heading: 'Harmadik felek',
      blocks: [
        'A weboldal külső oldalakra mutató hivatkozásokat (például időpontfoglaló és próbaidős jelentkezési oldal) és beágyazott külső szolgáltatást (a demó chatbotja) tartalmaz. Ezek tartalmáért és adatkezeléséért azok üzemeltetői felelnek; használatukra saját feltételeik vonatkoznak.',
      ],
    },
    {
      id: 'tilalmak',
      heading: 'Tilalmak',
      blocks: [
        'Tilos különösen:',
        [
          'a weboldal működésének akadályozása, túlterhelése vagy biztonsági rendszereinek megkerülése;',
          'a tartalom automatizált, tömeges letöltése, kivéve a keresőmotorok szokásos indexelését;',
          'valótlan, más személyt megtévesztő vagy jogsértő adatok beküldése az űrlapokon;',
          'kártékony kód, kéretlen reklám vagy jogsértő tartalom továbbítása.',
        ],
        'A tilalmak megszegése esetén a Szolgáltató korlátozhatja a hozzáférést, és jogi lépéseket tehet.',
      ],
    },
    {
      id: 'kapcsolat',
      heading: 'Kapcsolat',
      blocks: [
        'A weboldallal és ezekkel a feltételekkel kapcsolatos kérdéseit a lap alján megadott e-mail-címre várjuk; a megkeresésekre általában néhány munkanapon belül válaszolunk.',
      ],
    },
    {
      id: 'jogvitak',
      heading: 'Jogviták',
      blocks: [
        'Ezekre a feltételekre és a weboldal használatára a magyar jog irányadó.',
        'A felek a vitáikat elsősorban tárgyalás útján rendezik. Ennek sikertelensége esetén a jogvitákra a magyar bíróságok rendelkeznek joghatósággal; fogyasztónak minősülő felhasználó esetén a fogyasztó lakóhelye szerinti bíróság illetékességét a jogszabályok szerint biztosítjuk. A fogyasztók a lakóhelyük szerinti békéltető testülethez is fordulhatnak.',
      ],
    },
    {
      id: 'egyeb',
      heading: 'Egyéb rendelkezések',
      blocks: [
        'Ha e feltételek valamely rendelkezése érvénytelennek bizonyul, az a többi rendelkezés érvényességét nem érinti; az érvénytelen rendelkezés helyébe a felek eredeti szándékához legközelebb álló érvényes rendelkezés lép.',
        'A feltételek magyar nyelven készültek. Az itt nem szabályozott kérdésekben a Polgári Törvénykönyvről szóló 2013. évi V. törvény és az elektronikus kereskedelmi szolgáltatásokról szóló 2001. évi CVIII. törvény rendelkezései az irányadók.',
      ],
    },
  ],
}
