import { PROVIDER_DESCRIPTION, type LegalDocument } from './legal-document'

/** The terms of use (/felhasznalasi-feltetelek): the 15 sections spec section 2 lists, in its order. */
export const TERMS_OF_USE: LegalDocument = {
  dateLine: 'Hatályos: 2025. január 1.',
  intro:
    'Kérjük, a weboldal használata előtt figyelmesen olvassa el az alábbi feltételeket. A weboldal használatával Ön elfogadja őket.',
  sections: [
    {
      id: 'altalanos-rendelkezesek',
      heading: 'Általános rendelkezések',
      blocks: [
        `A PatikaChat weboldalt (a továbbiakban: weboldal) ${PROVIDER_DESCRIPTION} (a továbbiakban: Szolgáltató) üzemelteti.`,
        'Ezek a feltételek a weboldal minden látogatójára és felhasználójára vonatkoznak. 2025. január 1-jén lépnek hatályba, és visszavonásukig vagy módosításukig érvényesek.',
      ],
    },
    {
      id: 'a-weboldal-celja',
      heading: 'A weboldal célja',
      blocks: [
        'A weboldal tájékoztató jellegű: bemutatja a PatikaChat gyógyszertári AI asszisztenst, a váróterem-kioszkot, az Okos Patika marketingközösséget és az AI képzéseket, és szakmai cikkeket közöl.',
        'A weboldalon szereplő információk és árak nem minősülnek ajánlattételnek. A szolgáltatások külön, írásban megkötött szerződés alapján vehetők igénybe; ha a szerződés és ezek a feltételek eltérnek, a szerződés az irányadó.',
      ],
    },
    {
      id: 'hasznalati-szabalyok',
      heading: 'Használati szabályok',
      blocks: [
        'A weboldal csak jogszerű célra, a jóhiszeműség és a tisztesség elvének megfelelően, mások jogainak tiszteletben tartásával használható.',
        'Az űrlapokon valós adatokat kell megadni. Más személy nevében csak az ő felhatalmazásával lehet jelentkezni.',
      ],
    },
    {
      id: 'regisztracio',
      heading: 'Regisztráció',
      blocks: [
        'A webináriumra, a demóra, az Okos Patika közösségbe és az AI képzésekre a weboldal űrlapjain lehet jelentkezni. A jelentkezés ingyenes, és fizetési kötelezettséget nem keletkeztet.',
        'A jelentkezéskor megadott adatokat az adatvédelmi tájékoztató szerint kezeljük. A Szolgáltató a visszaélések megelőzése érdekében korlátozhatja a beküldések számát és gyakoriságát, és elutasíthatja a gépi beküldéseket.',
      ],
    },
    {
      id: 'demo',
      heading: 'Demó',
      blocks: [
        'A demó oldalon elérhető chatbot a szolgáltatás bemutatására szolgál. A demó funkcióinak használatáról semmi nem tárolódik: a chatbotba írt kérdéseket és a válaszokat nem mentjük el. A demó-hozzáférés igénylésekor megadott adatokra az adatvédelmi tájékoztató vonatkozik.',
        'A demó válaszai nem minősülnek orvosi tanácsnak. Nem helyettesítik az orvos vagy a gyógyszerész személyes tanácsát, és nem alkalmasak betegség megállapítására vagy kezelés megválasztására. Sürgős esetben hívja a 112-es segélyhívó számot.',
        'A demó működése eltérhet az éles szolgáltatásétól, és előzetes értesítés nélkül változhat vagy szünetelhet.',
      ],
    },
    {
      id: 'szellemi-tulajdon',
      heading: 'Szellemi tulajdon',
      blocks: [
        'A weboldal tartalma – szövegei, ábrái, grafikái, a PatikaChat név és logó, valamint a weboldal szoftvere – a Szolgáltató vagy jogosultjai szellemi tulajdona, és szerzői jogi védelem alatt áll.',
        'A tartalom személyes, nem kereskedelmi célra megtekinthető, és a forrás megjelölésével idézhető. Minden más felhasználáshoz a Szolgáltató előzetes írásbeli engedélye szükséges.',
      ],
    },
    {
      id: 'felelosseg',
      heading: 'Felelősség',
      blocks: [
        'A Szolgáltató gondosan állítja össze a weboldal tartalmát, de nem vállal felelősséget az információk teljességéért és naprakészségéért, sem az azok alapján hozott döntésekért. A cikkek általános tájékoztatást adnak, nem egyedi szakmai tanácsot.',
        'A Szolgáltató nem felel a weboldal átmeneti elérhetetlenségéből, technikai hibából vagy külső támadásból eredő károkért, kivéve, ha a kárt szándékosan vagy súlyos gondatlansággal okozta, vagy ha az életet, testi épséget vagy egészséget sért.',
      ],
    },
    {
      id: 'sutik',
      heading: 'Sütik',
      blocks: [
        'A weboldal a működéséhez szükséges adatokat a böngésző tárhelyén tárol. Analitikai és marketing célú sütit csak a látogató hozzájárulásával használ; a hozzájárulás bármikor visszavonható.',
        'A részleteket az adatvédelmi tájékoztató „A böngésző tárhelye és a sütik” pontja tartalmazza.',
      ],
    },
    {
      id: 'adatvedelem',
      heading: 'Adatvédelem',
      blocks: [
        'A személyes adatok kezelésére az adatvédelmi tájékoztató vonatkozik, amely a weboldal /adatvedelem címén érhető el.',
      ],
    },
    {
      id: 'valtoztatasok',
      heading: 'Változtatások',
      blocks: [
        'A Szolgáltató ezeket a feltételeket egyoldalúan módosíthatja. A módosított feltételek a weboldalon való közzététellel, a feltüntetett hatálybalépési napon lépnek hatályba; a weboldal ezt követő használata a módosított feltételek elfogadásának minősül.',
      ],
    },
    {
      id: 'harmadik-felek',
      heading: 'Harmadik felek',
      blocks: [
        'A weboldal külső oldalakra mutató hivatkozásokat (például az időpontfoglaló és a próbaidős jelentkezési oldalra) és beágyazott külső szolgáltatást (a demó chatbotját) tartalmaz. Ezek tartalmáért és adatkezeléséért üzemeltetőik felelnek, és használatukra a saját feltételeik vonatkoznak.',
      ],
    },
    {
      id: 'tilalmak',
      heading: 'Tilalmak',
      blocks: [
        'Tilos különösen:',
        [
          'a weboldal működésének akadályozása, túlterhelése vagy biztonsági megoldásainak megkerülése;',
          'a tartalom automatizált, tömeges letöltése, kivéve a keresőmotorok szokásos indexelését;',
          'valótlan, megtévesztő vagy jogsértő adatok beküldése az űrlapokon;',
          'kártékony kód, kéretlen reklám vagy jogsértő tartalom továbbítása.',
        ],
        'A tilalmak megszegése esetén a Szolgáltató korlátozhatja a hozzáférést, és megteheti a szükséges jogi lépéseket.',
      ],
    },
    {
      id: 'kapcsolat',
      heading: 'Kapcsolat',
      blocks: [
        'A weboldallal és ezekkel a feltételekkel kapcsolatos kérdéseit az oldal végén megadott e-mail-címre várjuk; megkeresésére általában néhány munkanapon belül válaszolunk.',
      ],
    },
    {
      id: 'jogvitak',
      heading: 'Jogviták',
      blocks: [
        'Ezekre a feltételekre és a weboldal használatára a magyar jog irányadó.',
        'A felek vitáikat elsősorban tárgyalás útján rendezik. Ha ez nem vezet eredményre, a jogvitát a hatáskörrel és illetékességgel rendelkező magyar bíróság dönti el. Ha Ön fogyasztó, ez nem érinti a fogyasztókat kötelezően megillető jogokat, így a lakóhelye szerinti bíróság illetékességét sem, és a jogvitát a lakóhelye szerinti békéltető testület elé is viheti.',
      ],
    },
    {
      id: 'egyeb',
      heading: 'Egyéb rendelkezések',
      blocks: [
        'Ha e feltételek valamely rendelkezése érvénytelennek bizonyul, az a többi rendelkezés érvényességét nem érinti; az érvénytelen rendelkezés helyébe a felek eredeti szándékához legközelebb álló érvényes rendelkezés lép.',
        'A feltételek magyar nyelven készültek. Az itt nem szabályozott kérdésekben a Polgári Törvénykönyvről szóló 2013. évi V. törvény és az elektronikus kereskedelmi szolgáltatások, valamint az információs társadalommal összefüggő szolgáltatások egyes kérdéseiről szóló 2001. évi CVIII. törvény az irányadó.',
      ],
    },
  ],
  contactLine: 'Kérdéseivel forduljon hozzánk bizalommal:',
}
