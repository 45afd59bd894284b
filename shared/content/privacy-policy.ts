import { SESSION_COOKIE_NAME, SESSION_LIFETIME_MS } from '../admin-session'
import { FORM_TOKEN_TTL_MS } from '../form-token-lifetime'
import { DEFAULT_REGISTRATION_RETENTION_MONTHS } from '../registration-retention'
import { TRASH_RETENTION_DAYS } from '../registration-trash'
import { PROVIDER_DESCRIPTION, type LegalDocument } from './legal-document'
import { PRIVACY_POLICY_STORAGE_SECTION_ID } from './privacy-policy-storage-section'

export { PRIVACY_POLICY_STORAGE_SECTION_ID }

// Retention periods the spec leaves open (docs/decisions.md). Registrations are erased by the daily retention run
// (the admin's setting, by default this); log rotation follows the log's period.
export const REGISTRATION_RETENTION_MONTHS = DEFAULT_REGISTRATION_RETENTION_MONTHS
export const SERVER_LOG_RETENTION_DAYS = 30
export const CONSENT_RECORD_RETENTION_YEARS = 5

const SESSION_DAYS = SESSION_LIFETIME_MS / (24 * 60 * 60 * 1000)
const FORM_TOKEN_MINUTES = FORM_TOKEN_TTL_MS / (60 * 1000)

/**
 * The privacy policy (/adatvedelem): what this site really stores (the four forms, the webhook, the browser-storage
 * keys of client/lib/storage.ts, the consent record, the admin cookie, the server log), why, for how long, and the
 * visitor's rights. Spec section 2 gives ten sections and cuts the tenth short; this is the whole text.
 */
export const PRIVACY_POLICY: LegalDocument = {
  dateLine: 'Hatályos: 2025. január 1.',
  intro:
    'Ebben a tájékoztatóban leírjuk, milyen személyes adatokat kezelünk a PatikaChat weboldalán, mire használjuk őket, kinek adjuk át és meddig őrizzük meg, valamint azt, hogy milyen jogok illetik meg Önt. A tájékoztató az Európai Unió általános adatvédelmi rendelete (GDPR, (EU) 2016/679 rendelet) és az információs önrendelkezési jogról és az információszabadságról szóló 2011. évi CXII. törvény (Infotv.) alapján készült.',
  sections: [
    {
      id: 'adatkezelo',
      heading: 'Az adatkezelő és a tájékoztató hatálya',
      blocks: [
        `Az adatkezelő ${PROVIDER_DESCRIPTION} (a továbbiakban: Szolgáltató vagy „mi”). Adatvédelmi ügyekben a tájékoztató végén megadott e-mail-címen érhet el minket.`,
        'A tájékoztató a PatikaChat weboldalára vonatkozik: a weboldal űrlapjain beküldött jelentkezésekre, a böngészőben tárolt adatokra és a szerver naplóira. A weboldal tájékoztató jellegű: bemutatja szolgáltatásainkat, de maga nem nyújtja őket.',
        'Az éles PatikaChat szolgáltatást a gyógyszertárak és rendelők külön szerződés alapján veszik igénybe. Az éles chatbotban folyó beszélgetések adatainak kezelését ez a szerződés és a hozzá kapcsolódó adatfeldolgozási megállapodás szabályozza, nem ez a tájékoztató.',
      ],
    },
    {
      id: 'kezelt-adatok',
      heading: 'A kezelt adatok köre',
      blocks: [
        'Személyes adatot a weboldalon akkor kapunk Öntől, ha kitölti valamelyik űrlapunkat. A négy űrlap a következő adatokat kéri:',
        [
          { term: 'Webinárium-regisztráció (/register)', text: 'teljes név és e-mail-cím.' },
          {
            term: 'Demó-hozzáférés (/demo)',
            text: 'teljes név, e-mail-cím, a gyógyszertár neve és az Ön beosztása (tulajdonos, gyógyszerész, asszisztens vagy egyéb).',
          },
          {
            term: 'Csatlakozás az Okos Patika közösséghez (/okos-patika)',
            text: 'név, a gyógyszertár vagy rendelő neve és e-mail-cím.',
          },
          {
            term: 'Érdeklődés az AI képzések iránt (/ai-kepzesek)',
            text: 'név és e-mail-cím, valamint – ha megadja – a cég neve és az üzenete.',
          },
        ],
        'Minden beküldés egy jelentkezésként kerül az adatbázisunkba, a beküldés időpontjával és annak megjelölésével, hogy melyik űrlapról érkezett. Munkatársaink a jelentkezéshez feljegyzik az ügyintézés állapotát (új, felvettük a kapcsolatot, lezárva, megjelölve), és megjegyzést fűzhetnek hozzá.',
        [
          {
            term: 'A jelentkezéssel együtt tárolt adatok',
            text: 'ha a webinárium-regisztrációkor hozzájárult a marketingcélú megkereséshez, a hozzájárulás szövegének változata és időpontja; az, hogy honnan érkezett először az oldalra (a hirdetés kampányjelölői és kattintásazonosítója, a hivatkozó oldal és az elsőként megnyitott oldal címe); a neve és e-mail-címe szavai, amelyek alapján munkatársaink a jelentkezések között keresnek; az adminisztrátori módosítások naplója (a régi és az új érték); webinárium-regisztrációnál a személyes webinárium-link és a leiratkozási link ellenőrzéséhez szükséges véletlenszerű azonosító, a leiratkozás időpontja és az, hogy a webináriumban mely lépésig jutott el; a webinárium közben feltett kérdései azzal együtt, hogy a videó mely pontján és melyik alkalmon tette fel őket, valamint munkatársaink válaszai (ezeket csak Ön és munkatársaink látják); valamint a jelentkezéshez kapcsolódó e-mailek (a visszaigazolás, az emlékeztetők, a kérdéseiről és a rájuk adott válaszokról szóló levelek és a munkatársainknak szóló értesítés) küldési sora: melyik levél, mikor, és sikerült-e elküldeni.',
          },
        ],
        'Kérjük, az üzenetbe ne írjon egészségügyi adatot vagy betegekre vonatkozó információt: a megkeresés megválaszolásához erre nincs szükségünk.',
        'A demó chatbotba írt kérdéseket és a válaszokat ez a weboldal nem látja és nem tárolja (lásd a 4. pontot). A demó válaszai nem minősülnek orvosi tanácsnak.',
        'A weboldal használata közben keletkező technikai adatokat (IP-cím, a megnyitott oldal címe) a 6. pont, a böngészőben tárolt adatokat az 5. pont ismerteti.',
      ],
    },
    {
      id: 'celok-jogalapok',
      heading: 'Az adatkezelés céljai és jogalapjai',
      blocks: [
        [
          {
            term: 'A jelentkezések teljesítése',
            text: 'a webinárium és a demó elérhetővé tétele, a csatlakozási és képzési megkeresések megválaszolása, ajánlat készítése. Jogalap: a GDPR 6. cikk (1) bekezdés b) pontja (az Ön kérésére, szerződés megkötését megelőzően tett lépések, illetve az Ön által kért ingyenes szolgáltatás nyújtása).',
          },
          {
            term: 'Kapcsolatfelvétel a jelentkezés tárgyában',
            text: 'e-mailben megkereshetjük Önt a PatikaChat azon szolgáltatásaival kapcsolatban, amelyek iránt érdeklődött. Jogalap: jogos érdekünk (GDPR 6. cikk (1) bekezdés f) pont), hogy az érdeklődőknek válaszoljunk. Ez ellen bármikor tiltakozhat; tiltakozása után ilyen céllal nem keressük meg többé.',
          },
          {
            term: 'A weboldal biztonsága és a hibák felderítése',
            text: 'szervernapló, a túl gyors vagy túl gyakori beküldések és bejelentkezési kísérletek kiszűrése. Jogalap: jogos érdek (GDPR 6. cikk (1) bekezdés f) pont).',
          },
          {
            term: 'A sütikre vonatkozó döntésének igazolása',
            text: 'annak nyilvántartása, hogy mihez járult hozzá és mikor. Jogalap: jogi kötelezettség (GDPR 6. cikk (1) bekezdés c) pont és 7. cikk (1) bekezdés).',
          },
          {
            term: 'Analitikai és marketing célú sütik',
            text: 'kizárólag az Ön hozzájárulásával (GDPR 6. cikk (1) bekezdés a) pont), amelyet bármikor visszavonhat.',
          },
        ],
        'A jelentkezések adatait nem adjuk el, hírlevél-listára nem vesszük fel Önt, és automatizált döntéshozatalt vagy profilalkotást nem végzünk.',
      ],
    },
    {
      id: 'adatfeldolgozok',
      heading: 'Adatfeldolgozók és adattovábbítás',
      blocks: [
        [
          {
            term: 'Tárhelyszolgáltatás',
            text: 'a weboldal, az adatbázis és a naplók az általunk megbízott tárhelyszolgáltató szerverein működnek. A tárhelyszolgáltató adatfeldolgozóként, kizárólag a mi utasításaink szerint fér hozzájuk.',
          },
          {
            term: 'Ügyfélkezelő rendszer',
            text: 'ha ügyfélkezelő rendszert kapcsoltunk a weboldalhoz, a webinárium-regisztrációk (név, e-mail-cím) és a demó-hozzáférési kérelmek (név, e-mail-cím, a gyógyszertár neve, beosztás) másolatát a mentés után titkosított kapcsolaton továbbítjuk oda, hogy a megkereséseket ott intézhessük. A csatlakozási és képzési űrlapok adatai csak a weboldal adatbázisába kerülnek.',
          },
          {
            term: 'Demó chatbot',
            text: 'a /demo oldalon a demó-hozzáférés igénylése után megjelenő chatbot egy külső chatbot-szolgáltató beágyazott kerete. A keret közvetlenül a szolgáltató szerveréről töltődik be, ezért az Ön IP-címét, a böngészője technikai adatait és a keretbe írt szöveget az a szolgáltató kapja meg, a bemutató működtetéséhez szükséges mértékben. Ez a weboldal a keretbe írt tartalmat nem látja és nem tárolja. Kérjük, a demóba ne írjon valós egészségügyi vagy más személyes adatot.',
          },
        ],
        'Adatfeldolgozóink aktuális listáját kérésére megadjuk. Hatóságnak csak jogszabályban előírt esetben és a jogszabályban meghatározott adatot adunk át.',
        'Mivel a Szolgáltató az Egyesült Királyságban bejegyzett társaság, az adatok az Európai Gazdasági Térségen kívülre is kerülnek. Az Egyesült Királyságba az Európai Bizottság megfelelőségi határozata (GDPR 45. cikk), más harmadik országba az Európai Bizottság által elfogadott általános adatvédelmi kikötések (GDPR 46. cikk) alapján továbbítunk adatot.',
      ],
    },
    {
      id: PRIVACY_POLICY_STORAGE_SECTION_ID,
      heading: 'A böngésző tárhelye és a sütik',
      blocks: [
        'A weboldal néhány adatot a böngészője helyi tárhelyén (localStorage), vagyis az Ön eszközén tárol. Ezek a bejegyzések az Ön által kért funkciókhoz szükségesek, ezért tárolásukhoz nem kérünk hozzájárulást (az elektronikus hírközlésről szóló 2003. évi C. törvény 155. § (4) bekezdése). Maguktól nem kerülnek a szerverre, és a böngésző beállításaiban, a webhelyadatok törlésével bármikor eltávolíthatja őket. A weboldal a következő bejegyzéseket használja:',
        [
          {
            term: 'pharmacyDemoAccess',
            text: 'a demó-hozzáféréshez megadott név, e-mail-cím, gyógyszertárnév és beosztás, valamint az igénylés időpontja, hogy a demó oldal név szerint köszöntse Önt, és a következő látogatáskor ne kérje újra az adatokat. Addig marad meg, amíg nem törli.',
          },
          {
            term: 'webinarRegistration',
            text: 'a webinárium-regisztráció adatai (név, e-mail-cím, a regisztráció és a webinárium időpontja, az előadó neve és beosztása, valamint a regisztráció véletlenszerű azonosítója), hogy a várakozó oldal és a webinárium oldala Önnek szóljon. Az azonosítóval jegyzi fel a szerver, meddig jutott el a webináriumban (a várakozó oldal, a videó elindítása, negyede, fele, háromnegyede és vége, az ajánlat megtekintése és a gombra kattintás), hogy a jelentkezésével együtt lássuk. Addig marad meg, amíg nem törli.',
          },
          {
            term: 'offerFirstViewedAt',
            text: 'az az időpont, amikor először megnyitotta a webinárium utáni különleges ajánlatot, hogy az ajánlat 15 perces visszaszámlálása újratöltéskor vagy későbbi látogatáskor se induljon újra. Személyes adatot nem tartalmaz.',
          },
          {
            term: 'webinarCaptions',
            text: 'hogy a webinárium videóján bekapcsolta vagy kikapcsolta-e a feliratokat, hogy a lejátszó legközelebb is így mutassa. Személyes adatot nem tartalmaz.',
          },
          {
            term: 'registrationsCopy',
            text: 'csak az adminisztrátorok böngészőjében: a jelentkezések legutóbb betöltött oldalai (legfeljebb 500 jelentkezés), hogy a szerver átmeneti elérhetetlensége alatt is megtekinthetők legyenek. Kijelentkezéskor törlődik.',
          },
          {
            term: 'registrationOps',
            text: 'csak az adminisztrátorok böngészőjében: a jelentkezéseken a szerver átmeneti elérhetetlensége alatt végzett módosítások (státusz, megjegyzés, adatok javítása, törlés, visszaállítás) sora, amíg a szerver újra el nem érhető és át nem veszi őket. Kijelentkezéskor törlődik.',
          },
          {
            term: 'cookieConsent',
            text: 'a sütikre vonatkozó döntése (a szükséges tárolás mindig be van kapcsolva; az analitikai és a marketing célú sütik be- vagy kikapcsolva), a tájékoztató szövegének változata, amelyre a döntés vonatkozik, és a döntés nyilvántartásának véletlenszerű azonosítója. Addig marad meg, amíg nem törli, vagy amíg egy év elteltével újra nem kérdezzük.',
          },
          {
            term: 'cookieConsentTimestamp',
            text: 'a döntés időpontja, hogy egy év elteltével újra megkérdezzük. Személyes adatot nem tartalmaz.',
          },
          {
            term: 'registerConfig',
            text: 'a webinárium regisztrációs oldalának legutóbb betöltött szövegei, hogy az oldal hálózati hiba esetén is megjelenjen. Személyes adatot nem tartalmaz, és minden betöltéskor frissül.',
          },
          {
            term: 'webinarConfig',
            text: 'a webinárium videóoldalának legutóbb betöltött szövegei, hogy az oldal hálózati hiba esetén is megjelenjen. Személyes adatot nem tartalmaz, és minden betöltéskor frissül.',
          },
          {
            term: 'offerConfig',
            text: 'a webinárium utáni ajánlat legutóbb betöltött szövegei, hogy az oldal hálózati hiba esetén is megjelenjen. Személyes adatot nem tartalmaz, és minden betöltéskor frissül.',
          },
          {
            term: 'formSubmissions',
            text: 'azok a kitöltött űrlapok, amelyeket a szerver átmeneti elérhetetlensége miatt nem tudtunk fogadni. A weboldal a következő alkalommal, amikor elérhető, automatikusan elküldi őket, és az elküldés után törli a bejegyzést.',
          },
          {
            term: 'blogPosts',
            text: 'a legutóbb betöltött blogcikkek listája (cím, összefoglaló, dátum, kategória), hogy a blog hálózati hiba esetén is olvasható maradjon. Személyes adatot nem tartalmaz, és minden betöltéskor frissül.',
          },
        ],
        `Sütikhez adott hozzájárulás: analitikai és marketing célú sütit csak az Ön hozzájárulásával használunk. Döntését és annak időpontját a böngésző tárhelyén őrizzük meg, és egy év elteltével újra megkérdezzük. A döntésről a szerveren is nyilvántartást vezetünk – egy véletlenszerű azonosítóval, a választásával, az időponttal és a tájékoztató szövegének változatával, IP-cím és más, Önt azonosító adat nélkül –, hogy igazolni tudjuk, mihez járult hozzá. Hozzájárulását bármikor módosíthatja vagy visszavonhatja.`,
        `Az adminisztrátorok bejelentkezéséhez a szerver egy „${SESSION_COOKIE_NAME}” nevű, szigorúan szükséges sütit állít be, amely az utolsó használattól számított ${SESSION_DAYS} napig érvényes, és kijelentkezéskor törlődik. A látogatók böngészőjében ilyen süti nem keletkezik.`,
        `Az űrlapok védelmére a böngésző az űrlap megnyitásakor egy egyszer használható, legfeljebb ${FORM_TOKEN_MINUTES} percig érvényes jelet kap a szervertől. Ez csak a megnyitott oldalon él, és személyes adatot nem tartalmaz. A robotok kiszűrésére a weboldal a böngészőben azt is figyeli, milyen gyakran kattint és görget; ezek a számok az Ön eszközén maradnak, nem tároljuk és nem küldjük el őket.`,
      ],
    },
    {
      id: 'naplok',
      heading: 'Szervernaplók és a visszaélések megelőzése',
      blocks: [
        'A szerver minden kérésről naplóbejegyzést készít: a kérés időpontja és módja, a kért cím (az oldal útvonala a paraméterekkel együtt), az Ön IP-címe, valamint a válasz állapotkódja és időtartama. Külön bejegyzés készül a nem létező oldalak megnyitásáról és a visszautasított űrlapbeküldésekről (az elutasítás okával). A böngésző azonosítóját (user agent) a szerver csak arra használja, hogy a robotokat felismerje; ezt nem naplózzuk.',
        `A naplót a weboldal biztonságos működése, a hibák felderítése és a visszaélések megelőzése érdekében kezeljük, és ${SERVER_LOG_RETENTION_DAYS} nap elteltével töröljük.`,
        'A visszaélések megelőzésére a szerver IP-címenként számolja az űrlapbeküldéseket és a sikertelen bejelentkezési kísérleteket. Ezeket a számlálókat csak rövid ideig, legfeljebb negyedóráig őrizzük, utána törlődnek.',
      ],
    },
    {
      id: 'megorzes',
      heading: 'Az adatok megőrzési ideje',
      blocks: [
        [
          {
            term: 'Jelentkezések (a négy űrlap adatai és a velük együtt tárolt adatok)',
            text: `az utolsó aktivitástól – a beküldéstől, egy adminisztrátori módosítástól vagy a webinárium egy újabb lépésétől – számított ${REGISTRATION_RETENTION_MONTHS} hónapig. Egy naponta lefutó automatikus törlés ezután véglegesen törli a jelentkezést a 2. pontban felsorolt, vele együtt tárolt adatokkal (keresőszavak, webinárium-lépések, a webinárium közben feltett kérdések és a válaszok, módosítási napló, személyes linkek, e-mailek küldési sora) együtt. Az ügyfélkezelő rendszerbe továbbított másolatokra ugyanez az időtartam vonatkozik.`,
          },
          {
            term: 'Törölt jelentkezések',
            text: `az adminisztrátor által törölt jelentkezés ${TRASH_RETENTION_DAYS} napig a lomtárban marad, hogy egy tévedésből történt törlés visszavonható legyen; ezután véglegesen törlődik, a módosításainak naplójával együtt.`,
          },
          {
            term: 'A jelentkezések módosításainak naplója',
            text: 'minden adminisztrátori módosítás (a mező, a régi és az új érték, az adminisztrátor e-mail-címe és az időpont) a jelentkezéssel együtt marad meg, és vele együtt törlődik.',
          },
          {
            term: 'Szerződéses adatok',
            text: 'ha a jelentkezést követően szerződést kötünk, a szerződéssel összefüggő adatokat a szerződés megszűnését követő öt évig (az általános elévülési idő végéig), a számviteli bizonylatokat a számviteli jogszabályokban előírt ideig őrizzük meg.',
          },
          {
            term: 'A törlés igazolása',
            text: 'ha kérésére vagy a megőrzési idő lejártával töröljük az adatait, csak annyi marad meg, amennyi a törlés igazolásához kell: az e-mail-címének egy titkos kulccsal képzett, visszafejthetetlen kivonata (hash), a törlés időpontja, az, hogy kérésre vagy a megőrzési idő lejárta miatt történt, és hogy hány bejegyzést töröltünk. Ebből az e-mail-cím nem állítható vissza; csak azt tudjuk ellenőrizni, hogy egy ismételten megadott címhez tartozó adatokat töröltük-e. Ezt a bejegyzést a törlés igazolására megőrizzük.',
          },
          {
            term: 'Kiküldött e-mailek',
            text: 'a leveleket a szerver a küldés után nem őrzi meg; a küldési sorban csak az marad, hogy melyik levél mikor ment ki, és ez a jelentkezéssel együtt törlődik. A kézbesített levelek az Ön postafiókjában, a munkatársainknak szóló értesítések a mi postafiókunkban vannak; ez utóbbiakat a jelentkezés törlésekor mi is töröljük.',
          },
          { term: 'Szervernaplók', text: `${SERVER_LOG_RETENTION_DAYS} nap.` },
          {
            term: 'A sütikre vonatkozó döntések nyilvántartása',
            text: `a döntéstől számított ${CONSENT_RECORD_RETENTION_YEARS} évig, hogy a hozzájárulást igazolni tudjuk.`,
          },
          {
            term: 'Az adminisztrátorok munkamenetei',
            text: `lejáratukig (az utolsó használattól számított ${SESSION_DAYS} napig), utána automatikusan törlődnek.`,
          },
          {
            term: 'A böngésző tárhelyén tárolt adatok',
            text: 'amíg Ön nem törli őket; a formSubmissions bejegyzései az elküldésükig.',
          },
        ],
        'Ha adatai törlését kéri vagy tiltakozik a kapcsolatfelvétel ellen, e-mail-címéhez tartozó összes jelentkezését – a lomtárban lévőket is – a velük együtt tárolt adatokkal együtt indokolatlan késedelem nélkül töröljük, kivéve, ha jogszabály megőrzésre kötelez.',
      ],
    },
    {
      id: 'adatbiztonsag',
      heading: 'Adatbiztonság',
      blocks: [
        'A weboldalt titkosított (HTTPS) kapcsolaton keresztül üzemeltetjük. A jelentkezésekhez csak az adminisztrátorok férnek hozzá, jelszóval és lejáró munkamenettel; a jelszavakat és a munkamenet-azonosítókat csak visszafejthetetlen (hash) formában tároljuk.',
        'A beküldött adatokat a szerver a tárolás előtt ellenőrzi, és a hosszukat korlátozza; a robotok által küldött űrlapokat több lépésben kiszűrjük.',
        'Ha adatvédelmi incidens történik, a GDPR 33. és 34. cikke szerint járunk el: az incidenst nyilvántartjuk, szükség esetén 72 órán belül bejelentjük a felügyeleti hatóságnak, és ha az incidens valószínűleg magas kockázattal jár az Ön jogaira, Önt is haladéktalanul tájékoztatjuk.',
      ],
    },
    {
      id: 'jogok',
      heading: 'Az Ön jogai',
      blocks: [
        'A GDPR alapján a következő jogok illetik meg:',
        [
          {
            term: 'Hozzáférés (15. cikk)',
            text: 'tájékoztatást kérhet arról, hogy kezelünk-e Önről személyes adatot, és ha igen, milyet, milyen célból és meddig, valamint másolatot kérhet róla. A másolatot – az e-mail-címéhez tartozó összes jelentkezést a 2. pontban felsorolt, velük együtt tárolt adatokkal – géppel olvasható JSON-fájlban küldjük meg.',
          },
          {
            term: 'Helyesbítés (16. cikk)',
            text: 'kérheti pontatlan adatai kijavítását és hiányos adatai kiegészítését.',
          },
          {
            term: 'Törlés (17. cikk)',
            text: 'kérheti adatai törlését, például ha már nincs szükség rájuk, ha tiltakozott a kezelésük ellen, vagy ha jogellenesen kezeltük őket.',
          },
          {
            term: 'Az adatkezelés korlátozása (18. cikk)',
            text: 'kérheti, hogy adatait – például egy pontatlansággal kapcsolatos vita rendezéséig – csak tároljuk, de más célra ne használjuk.',
          },
          {
            term: 'Adathordozhatóság (20. cikk)',
            text: 'az Ön által megadott, szerződés vagy hozzájárulás alapján kezelt adatait tagolt, géppel olvasható formában (például CSV-fájlban) megkaphatja, vagy kérheti, hogy közvetlenül egy másik adatkezelőnek továbbítsuk őket.',
          },
          {
            term: 'Tiltakozás (21. cikk)',
            text: 'a jogos érdekünkön alapuló adatkezelés ellen bármikor tiltakozhat; a kapcsolatfelvétel elleni tiltakozása után ilyen céllal nem keressük meg többé.',
          },
          {
            term: 'A hozzájárulás visszavonása (7. cikk (3) bekezdés)',
            text: 'hozzájárulását bármikor, ugyanolyan egyszerűen visszavonhatja, ahogyan megadta. A visszavonás nem érinti a korábbi adatkezelés jogszerűségét.',
          },
        ],
        'Kérelmét a tájékoztató végén megadott e-mail-címre küldheti. Indokolatlan késedelem nélkül, legfeljebb egy hónapon belül válaszolunk; ha a kérelem összetett, vagy sok kérelem érkezik, ez a határidő további két hónappal meghosszabbodhat, amiről az első hónapon belül értesítjük. A kérelem teljesítése díjmentes. Ha kétségünk merül fel a kérelmező személyazonosságát illetően, a személyazonosság megerősítéséhez további adatot kérhetünk.',
        'A böngészője tárhelyén tárolt adatokat (5. pont) Ön maga is bármikor törölheti a böngésző beállításaiban.',
      ],
    },
    {
      id: 'jogorvoslat',
      heading: 'Jogorvoslat és a tájékoztató módosítása',
      blocks: [
        'Ha úgy véli, hogy megsértettük az adatvédelmi jogait, kérjük, először forduljon hozzánk, hogy panaszát gyorsan kivizsgálhassuk és orvosolhassuk.',
        'Panaszt tehet a felügyeleti hatóságnál:',
        [
          'Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH)',
          { term: 'Székhely', text: '1055 Budapest, Falk Miksa utca 9-11.' },
          { term: 'Postacím', text: '1363 Budapest, Pf. 9.' },
          { term: 'Telefon', text: '+36 1 391 1400' },
          { term: 'E-mail', text: 'ugyfelszolgalat@naih.hu' },
          { term: 'Honlap', text: 'www.naih.hu' },
        ],
        'Panaszát az Európai Unió másik tagállamában, a szokásos tartózkodási helye vagy munkahelye szerinti felügyeleti hatóságnál is benyújthatja (GDPR 77. cikk).',
        'Jogai megsértése esetén bírósághoz is fordulhat (GDPR 79. cikk). A per elbírálása a törvényszék hatáskörébe tartozik; a pert – választása szerint – a lakóhelye vagy a tartózkodási helye szerinti törvényszék előtt is megindíthatja (Infotv. 23. §).',
        'Ezt a tájékoztatót frissítjük, ha a weboldal működése vagy a jogszabályok változnak. A módosított szöveget ezen az oldalon, a hatálybalépés dátumával tesszük közzé, és lényeges változásról a weboldalon külön is tájékoztatjuk.',
      ],
    },
  ],
  contactLine: 'Adatvédelmi kérdéseivel és kérelmeivel forduljon hozzánk bizalommal:',
}
