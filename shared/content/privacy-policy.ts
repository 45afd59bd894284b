import { FORM_TOKEN_TTL_MS } from '../form-token-lifetime'
import { PROVIDER_DESCRIPTION, type LegalDocument } from './legal-document'

const SESSION_DAYS = 7
export const SERVER_LOG_RETENTION_DAYS = 30
export const REGISTRATION_RETENTION_MONTHS = 24

/** The privacy policy (/adatvedelem): what this site really stores, why, for how long, and the visitor's rights. */
export const PRIVACY_POLICY: LegalDocument = {
  title: 'Adatvédelmi tájékoztató',
  dateLine: 'Hatályos: 2025. január 1.',
  intro: `Ez a tájékoztató leírja, milyen személyes adatokat kezel ${PROVIDER_DESCRIPTION} (a továbbiakban: Szolgáltató) a PatikaChat weboldalán, milyen célból és jogalapon, mennyi ideig, és milyen jogok illetik meg Önt. A tájékoztató az Európai Unió általános adatvédelmi rendelete (GDPR, 2016/679/EU rendelet) és a magyar információs önrendelkezési jogról szóló 2011. évi CXII. törvény alapján készült.`,
  sections: [
    {
      id: 'adatkezelo',
      heading: 'Az adatkezelő',
      blocks: [
        `Az adatkezelő ${PROVIDER_DESCRIPTION}. Adatvédelmi kérdésekben a tájékoztató végén megadott e-mail-címen érhető el.`,
        'A weboldal tájékoztató jellegű. Az éles chatbot-szolgáltatást a patikák és rendelők külön szerződés alapján veszik igénybe; az ott kezelt betegadatokra a szerződés és az ahhoz kötött adatfeldolgozási megállapodás vonatkozik, nem ez a tájékoztató.',
      ],
    },
    {
      id: 'kezelt-adatok',
      heading: 'A kezelt adatok köre',
      blocks: [
        'A weboldal négy űrlapon gyűjt adatot. Mindegyik beküldés egy jelentkezésként kerül az adatbázisunkba, a beküldés időpontjával és forrásával (melyik űrlapról érkezett):',
        [
          'Webinárium-regisztráció (/register): teljes név és e-mail-cím, valamint a webinárium időpontja.',
          'Demó-hozzáférés (/demo): teljes név, e-mail-cím, a gyógyszertár neve, a beosztás, és az adatvédelmi tájékoztató elfogadásának ténye.',
          'Okos Patika csatlakozás (/okos-patika): név, a gyógyszertár vagy rendelő neve és e-mail-cím.',
          'Képzési érdeklődés (/ai-kepzesek): név, e-mail-cím, és ha megadja, a cég neve és az üzenet.',
        ],
        'A demó chatbotba írt kérdéseket és válaszokat nem tároljuk, és azok nem minősülnek orvosi tanácsnak.',
        'A weboldal működése közben a szerver naplót vezet (lásd 6. pont), az adminisztrátorok bejelentkezéséhez pedig munkamenet-sütit használunk (lásd 5. pont).',
      ],
    },
    {
      id: 'celok-jogalapok',
      heading: 'Az adatkezelés céljai és jogalapjai',
      blocks: [
        [
          'Webinárium-regisztráció: a webinárium biztosítása és az időpontra vonatkozó tájékoztatás – jogalap: az Ön hozzájárulása (GDPR 6. cikk (1) a)), amelyet a regisztrációval ad meg.',
          'Demó-hozzáférés: a demó elérhetővé tétele és a szolgáltatással kapcsolatos kapcsolatfelvétel – jogalap: hozzájárulás (GDPR 6. cikk (1) a)).',
          'Csatlakozás és képzési érdeklődés: a megkeresés megválaszolása és ajánlat készítése – jogalap: szerződés megkötését megelőző lépések az Ön kérésére (GDPR 6. cikk (1) b)).',
          'Szervernapló és visszaélés-megelőzés (túl gyors vagy túl gyakori beküldések kiszűrése): a weboldal biztonsága – jogalap: jogos érdek (GDPR 6. cikk (1) f)).',
          'Hozzájárulás rögzítése a sütikhez és hasonló technológiákhoz: annak igazolása, hogy mihez járult hozzá – jogalap: jogi kötelezettség teljesítése (GDPR 6. cikk (1) c) és 7. cikk (1)).',
        ],
        'Az adatokat hírlevél küldésére vagy automatizált döntéshozatalra, profilalkotásra nem használjuk.',
      ],
    },
    {
      id: 'adattovabbitas',
      heading: 'Adatfeldolgozók és adattovábbítás',
      blocks: [
        'A webinárium-regisztrációk és a demó-hozzáférési kérelmek adatait (név, e-mail-cím, a demónál a gyógyszertár neve és a beosztás) a beküldéskor továbbítjuk a Szolgáltató ügyfélkezelő rendszerébe (űrlap-webhook), hogy kapcsolatba léphessünk Önnel. A továbbítás titkosított (HTTPS) kapcsolaton történik.',
        'A weboldal tárhelyszolgáltatója adatfeldolgozóként tárolja az adatbázist és a naplókat. A /demo oldalon megjelenő chatbotot külső chatbot-szolgáltató biztosítja beágyazott keretben; a keretbe írt tartalmat ez a weboldal nem látja és nem tárolja.',
        'Ha adat az Európai Gazdasági Térségen kívülre (például az Egyesült Királyságba) kerül, az az Európai Bizottság megfelelőségi határozata vagy általános szerződési feltételek alapján történik.',
        'Adatot harmadik félnek nem adunk el, és reklámcélra nem adunk át.',
      ],
    },
    {
      id: 'bongeszo-tarolo',
      heading: 'Sütik és a böngésző tárhelye',
      blocks: [
        'A weboldal a böngésző helyi tárhelyén (localStorage) tárol adatokat az Ön eszközén. Ezek nem kerülnek automatikusan a szerverre, és a böngésző beállításaiban bármikor törölhetők:',
        [
          'pharmacyDemoAccess – a demó-hozzáféréshez megadott név, e-mail-cím, gyógyszertárnév és beosztás, hogy a demó oldal újra megnyitáskor ne kérje újra az adatokat; törlésig marad meg.',
          'webinarRegistration – a webinárium-regisztráció adatai (név, e-mail-cím, regisztráció és webinárium időpontja, előadó), hogy a várakozó és a webinárium oldal Önnek szóljon; törlésig marad meg.',
          'formSubmissions – azok az űrlapbeküldések, amelyeket a szerver átmeneti elérhetetlensége miatt nem lehetett elküldeni; sikeres elküldés után törlődnek.',
          'blogPosts – a legutóbb betöltött blogbejegyzések listája, hogy a blog hálózati hiba esetén is olvasható legyen; személyes adatot nem tartalmaz.',
          'registerConfig, webinarConfig és offerConfig – a webinárium oldalainak legutóbb betöltött tartalma, hogy hálózati hiba esetén is megjelenjenek; személyes adatot nem tartalmaznak.',
          'Süti-hozzájárulás – az Ön döntése az analitikai és marketing célú sütikről és a döntés időpontja; egy évig érvényes, utána újra megkérdezzük.',
        ],
        'Analitikai vagy marketing célú sütit csak az Ön hozzájárulása után használunk (Google Consent Mode v2). A hozzájárulásáról – a döntéséről és annak időpontjáról, személyazonosításra alkalmas adat nélkül – a szerveren is nyilvántartást vezetünk, hogy igazolni tudjuk.',
        `Az adminisztrátorok bejelentkezéséhez a szerver egy „session” nevű, szigorúan szükséges sütit állít be, amely legfeljebb ${SESSION_DAYS} napig érvényes. Látogatóknál ilyen süti nem keletkezik.`,
        `Az űrlapok védelmére a böngésző az űrlap megnyitásakor egy egyszer használható, legfeljebb ${FORM_TOKEN_TTL_MS / 60_000} percig érvényes azonosítót kap, amely személyes adatot nem tartalmaz.`,
      ],
    },
    {
      id: 'naplok',
      heading: 'Szervernaplók',
      blocks: [
        `A szerver minden kérésről naplót készít: az időpont, a kért oldal címe, a válasz állapota, az Ön IP-címe és a böngésző azonosítója (user agent). A naplót a weboldal biztonságos működése, hibák felderítése és visszaélések megelőzése érdekében kezeljük, és ${SERVER_LOG_RETENTION_DAYS} nap után töröljük.`,
        'A visszaélés-megelőzéshez az IP-cím alapján rövid ideig (legfeljebb egy óráig) számoljuk az űrlapbeküldéseket és a bejelentkezési kísérleteket; ezek a számlálók csak a memóriában léteznek.',
      ],
    },
    {
      id: 'megorzes',
      heading: 'Az adatok megőrzési ideje',
      blocks: [
        [
          `Jelentkezések (a négy űrlap adatai): a megkeresés lezárását követő ${REGISTRATION_RETENTION_MONTHS} hónapig, vagy a hozzájárulás visszavonásáig, ha az korábbi.`,
          'Ha szerződés jön létre, a szerződéssel összefüggő adatokat a számviteli és polgári jogi elévülési határidőkig őrizzük meg.',
          `Szervernaplók: ${SERVER_LOG_RETENTION_DAYS} nap.`,
          'A hozzájárulások nyilvántartása: a hozzájárulás érvényességét követő öt évig, igazolási célból.',
          'A böngésző tárhelyén tárolt adatok: amíg Ön nem törli őket (lásd 5. pont).',
        ],
      ],
    },
    {
      id: 'adatbiztonsag',
      heading: 'Adatbiztonság',
      blocks: [
        'A weboldal kizárólag titkosított (HTTPS) kapcsolaton érhető el. Az adatbázishoz csak a jogosult adminisztrátorok férnek hozzá, erős jelszóval és lejáró munkamenettel; a jelszavakat csak visszafejthetetlen (hash) formában tároljuk.',
        'Az űrlapokon beküldött szöveget a szerver ellenőrzi és korlátozza, mielőtt tárolná; az adatok rendszeres biztonsági mentéssel védettek.',
      ],
    },
    {
      id: 'jogok',
      heading: 'Az Ön jogai',
      blocks: [
        'A GDPR alapján Ön bármikor kérheti:',
        [
          'hozzáférést a személyes adataihoz és azok másolatát (15. cikk);',
          'a pontatlan adatok helyesbítését (16. cikk);',
          'az adatai törlését (17. cikk);',
          'az adatkezelés korlátozását (18. cikk);',
          'az adatai tagolt, géppel olvasható formában való átadását (adathordozhatóság, 20. cikk);',
          'továbbá tiltakozhat a jogos érdeken alapuló adatkezelés ellen (21. cikk), és hozzájárulását bármikor visszavonhatja; a visszavonás nem érinti a korábbi adatkezelés jogszerűségét.',
        ],
        'Kérelmére indokolatlan késedelem nélkül, legfeljebb egy hónapon belül válaszolunk. A kérelmet a tájékoztató végén megadott e-mail-címre küldheti.',
      ],
    },
    {
      id: 'jogorvoslat',
      heading: 'Jogorvoslat, panasz és a tájékoztató módosítása',
      blocks: [
        'Ha úgy érzi, hogy megsértettük az adatvédelmi jogait, kérjük, először forduljon hozzánk, hogy a problémát gyorsan orvosolhassuk.',
        'Panaszt tehet a felügyeleti hatóságnál: Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH), székhely: 1055 Budapest, Falk Miksa utca 9-11., postacím: 1363 Budapest, Pf. 9., telefon: +36 1 391 1400, e-mail: ugyfelszolgalat@naih.hu, honlap: www.naih.hu. Panaszt az Ön lakóhelye vagy munkahelye szerinti másik uniós tagállam felügyeleti hatóságánál is tehet.',
        'Jogai megsértése esetén bírósághoz is fordulhat; a per – választása szerint – a lakóhelye vagy tartózkodási helye szerinti törvényszék előtt is megindítható.',
        'Ezt a tájékoztatót a weboldal működésének vagy a jogszabályoknak a változásakor frissítjük; a módosításokat ezen az oldalon, a hatály dátumának megváltoztatásával tesszük közzé. Lényeges változás esetén a weboldalon külön is felhívjuk rá a figyelmet.',
      ],
    },
  ],
}
