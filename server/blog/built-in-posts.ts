import { slugFromTitle } from '../../shared/blog-slug'
import type { BuiltInBlogPost } from '../../shared/schemas/blog'

const POSTS: Omit<BuiltInBlogPost, 'slug'>[] = [
  {
    id: 2,
    title: 'AI chatbot a gyógyszertárban: mit tud egy éjjel-nappal elérhető patikai asszisztens?',
    excerpt:
      'Egy jól beállított chatbot a nap bármely szakában válaszol a betegek kérdéseire, átadja az átvételi kódokat és fogadja a rendelési igényeket, miközben a szakmai döntés a gyógyszerésznél marad.',
    content: `<p>Zárás után is érkeznek üzenetek a közösségi oldalakon, reggel pedig a nyitással egy időben megszólal a telefon. A legtöbb gyógyszertárban ismerős a helyzet: ugyanazok a kérdések ismétlődnek nap mint nap, miközben a pult előtt sorban állnak a betegek. Egy mesterséges intelligenciával működő chatbot ezt a terhet veheti le az Ön csapatáról úgy, hogy a szakmai felelősség továbbra is a gyógyszerésznél marad.</p>

<h2>Mit jelent a 24/7 patikai asszisztens?</h2>
<p>A patikai chatbot egy olyan digitális asszisztens, amely az Ön weboldalán és üzenetküldő csatornáin a nap bármely szakában fogadja a betegek kérdéseit. Nem fárad el, nem kell szabadságra mennie, és a hétvégi vagy éjszakai megkeresésekre is azonnal reagál. A válaszait nem a saját fantáziájából meríti: az Ön gyógyszertára által jóváhagyott tudásbázisra és megbízható szakmai forrásokra támaszkodik.</p>

<h3>Gyógyszerekkel és tünetekkel kapcsolatos kérdések</h3>
<p>A betegek gyakran általános információt keresnek: hogyan érdemes bevenni egy készítményt a betegtájékoztató szerint, kapható-e vény nélkül, milyen kiszerelésben forgalmazzák, vagy mikor érdemes felkeresni a patikát egy panasszal. A chatbot ezekre közérthető, udvarias válaszokat ad. Tünetekkel kapcsolatos kérdéseknél általános tájékoztatást nyújt, és egyértelműen jelzi, ha a panasz orvosi vizsgálatot igényel. <strong>Diagnózist nem állít fel, és nem javasol egyéni kezelést.</strong></p>

<h3>Átvételi kódok átadása</h3>
<p>Ha a beteg korábban foglalást adott le, és a termék elkészült, a chatbot átadja neki az átvételi kódot, amelyet a pultnál bemutatva gyorsan megtörténhet a kiadás. Így a kollégáknak nem kell telefonon egyenként visszahívniuk a betegeket, a betegek pedig akkor nézhetik meg a kódot, amikor nekik kényelmes.</p>

<h3>Vényköteles gyógyszerek rendelési igénye űrlapon</h3>
<p>A vényköteles készítményekkel kapcsolatban a chatbot nem dönt és nem ígér semmit. Ehelyett egy egyszerű űrlapon rögzíti a beteg rendelési igényét, majd értesíti a gyógyszerészt, aki szakmai szempontból elbírálja a kérést, és szükség esetén felveszi a kapcsolatot a beteggel. A kiadás minden esetben személyesen, a patikában, gyógyszerészi közreműködéssel történik.</p>

<h2>Amit a chatbot szándékosan nem csinál</h2>
<ul>
<li>Nem ad orvosi tanácsot, és nem módosít terápiát.</li>
<li>Nem helyettesíti az orvosi vizsgálatot vagy a gyógyszerészi konzultációt.</li>
<li>Nem kér a feladatához szükségesnél több személyes adatot.</li>
<li>Sürgős, életveszélyes helyzetben a segélyhívó szám hívására és azonnali ellátás igénybevételére szólít fel.</li>
</ul>
<blockquote>A chatbot nem helyettesíti a gyógyszerészt. Feladata az, hogy a rutinkérdéseket megválaszolja, és a szakmai figyelmet igénylő ügyeket gyorsan a megfelelő kollégához juttassa.</blockquote>

<h2>Milyen előnyökkel jár ez a gyógyszertár számára?</h2>
<p>Az első és legkézzelfoghatóbb előny a tehermentesítés. Ha az ismétlődő kérdésekre a chatbot válaszol, a gyógyszerészeknek több idejük marad a pult előtt álló betegekre és azokra a konzultációkra, ahol valóban szükség van a szakértelmükre. A második előny az elérhetőség: a betegek akkor is választ kapnak, amikor a patika zárva van, ami különösen a dolgozó, napközben elfoglalt vásárlók számára értékes.</p>
<p>Harmadrészt a chatbot egységes színvonalat biztosít. Ugyanarra a kérdésre mindig ugyanaz a jóváhagyott, pontos válasz érkezik, függetlenül attól, hogy éppen hány beteg várakozik a pultnál. Végül a beszélgetések összesített, személyes adatoktól mentes elemzése megmutatja, mely témák foglalkoztatják leginkább a betegeket, ami segíthet például a készletezés vagy a tájékoztató anyagok tervezésében.</p>

<h2>Hogyan érdemes elindulni?</h2>
<p>Javasoljuk, hogy először gyűjtse össze a csapatával a leggyakrabban elhangzó kérdéseket, és gondolja végig, mely csatornákon érik el leginkább a betegek a patikát. Ezekből épül fel a chatbot tudásbázisa, amelyet az élesítés előtt egy gyógyszerész átnéz és jóváhagy. Az indulás után pedig folyamatosan finomítható: minden olyan kérdés, amelyre a chatbot nem tudott jól válaszolni, lehetőséget ad a tudásbázis bővítésére.</p>
<p>A jól bevezetett patikai asszisztens nem elveszi a személyes kapcsolatot, hanem időt szabadít fel rá. Ez az a cél, amelyet a PatikaChat fejlesztése során is szem előtt tartunk.</p>`,
    date: '2024-09-17',
    author: 'PatikaChat Szerkesztőség',
    category: 'Ügyfélszolgálat',
    tags: ['chatbot', 'gyógyszertár', 'ügyfélszolgálat', 'átvételi kód'],
    image: '/blog-covers/ugyfelszolgalat.svg',
    fullImage: '/blog-covers/ugyfelszolgalat.svg',
  },
  {
    id: 3,
    title: 'Betegadatok védelme chatbot használatakor: amit a GDPR-ról tudnia kell',
    excerpt:
      'Az egészségügyi adat különleges kategóriájú személyes adat. Összefoglaljuk, milyen alapelvekre és szerződéses garanciákra figyeljen, ha chatbotot vezet be patikájában vagy rendelőjében.',
    content: `<p>A betegek bizalma a gyógyszertárak és a magánrendelők legfontosabb tőkéje. Amikor egy chatbot válaszol a kérdéseikre, ez a bizalom a digitális csatornákra is kiterjed: a betegnek biztosnak kell lennie abban, hogy az általa megosztott információkat felelősen kezelik. Ebben a cikkben összefoglaljuk azokat az adatvédelmi szempontokat, amelyekre egy chatbot bevezetésekor érdemes figyelnie.</p>
<p><em>A cikk általános tájékoztatást nyújt, nem minősül jogi tanácsadásnak. Konkrét kérdésekben forduljon adatvédelmi tisztviselőjéhez vagy jogi szakértőhöz.</em></p>

<h2>Miért különleges az egészségügyi adat?</h2>
<p>Az általános adatvédelmi rendelet, a GDPR az egészségügyi adatokat a személyes adatok különleges kategóriái közé sorolja. Ide tartozik minden olyan információ, amely valakinek a testi vagy lelki egészségi állapotára vonatkozik, így akár egy chatben leírt tünet vagy egy gyógyszer iránti érdeklődés is. Az ilyen adatok kezelése főszabály szerint tilos, és csak szűk, a rendeletben meghatározott feltételek mellett megengedett. Emiatt a patikai chatbotoknál az adatvédelem nem utólagos kiegészítés, hanem a tervezés kiindulópontja.</p>

<h2>Adattakarékosság a gyakorlatban</h2>
<p>Az adattakarékosság elve szerint csak annyi adatot szabad gyűjteni, amennyi az adott cél eléréséhez feltétlenül szükséges. Egy chatbot esetében ez a következőket jelenti:</p>
<ul>
<li>Általános kérdések megválaszolásához ne kérjen nevet, telefonszámot vagy TAJ-számot.</li>
<li>A rendelési igényt rögzítő űrlap csak a kapcsolatfelvételhez és a kérés teljesítéséhez szükséges mezőket tartalmazza.</li>
<li>A chatbot jelezze a betegnek, hogy ne osszon meg feleslegesen részletes egészségügyi információt.</li>
<li>Az elemzésekhez lehetőleg összesített, személyazonosításra alkalmatlan adatokat használjon.</li>
</ul>

<h2>Jogalap és hozzájárulás</h2>
<p>Minden adatkezeléshez megfelelő jogalap szükséges, egészségügyi adatok esetén pedig a különleges kategóriákra vonatkozó feltételek egyikének is teljesülnie kell. Ha a kezelés a beteg hozzájárulásán alapul, annak <strong>kifejezettnek, önkéntesnek, konkrétnak és megfelelő tájékoztatáson alapulónak</strong> kell lennie. A gyakorlatban ez azt jelenti, hogy a beteg az űrlap elküldése előtt érthető tájékoztatást kap, és aktív lépéssel, például egy jelölőnégyzet bejelölésével járul hozzá az adatkezeléshez. A hozzájárulást bármikor visszavonhatja, és erről is tájékoztatni kell.</p>

<h2>Megőrzési idő</h2>
<p>Az adatokat csak addig szabad tárolni, ameddig a cél megköveteli. Határozza meg előre, mennyi ideig őrzi meg a beszélgetési naplókat és a rendelési igényeket, és gondoskodjon arról, hogy a határidő lejártakor ezek automatikusan törlődjenek vagy anonimizálódjanak. Ha valamely adat megőrzését jogszabály írja elő, azt külön kell kezelni, a chatbot működéséhez szükséges adatoktól elkülönítve.</p>

<h2>Adatfeldolgozói szerződés</h2>
<p>Ha a chatbotot külső szolgáltató üzemelteti, az Ön patikája jellemzően adatkezelőként, a szolgáltató pedig adatfeldolgozóként jár el. A GDPR előírja, hogy kettejük viszonyát írásbeli adatfeldolgozói szerződés rendezze. Ebben rögzíteni kell többek között:</p>
<ol>
<li>az adatkezelés tárgyát, időtartamát, jellegét és célját,</li>
<li>a kezelt adatok és érintettek körét,</li>
<li>az alkalmazott technikai és szervezési biztonsági intézkedéseket,</li>
<li>a további adatfeldolgozók igénybevételének feltételeit,</li>
<li>az adatok sorsát a szerződés megszűnésekor.</li>
</ol>
<p>Érdemes rákérdezni arra is, hol tárolják az adatokat, és ha Európai Unión kívülre is továbbítják, milyen garanciák biztosítják a megfelelő védelmi szintet.</p>

<h2>Átláthatóság és biztonság</h2>
<p>A betegnek tudnia kell, hogy egy chatbottal beszélget, ki kezeli az adatait, milyen célból és mennyi ideig. Az adatkezelési tájékoztató legyen könnyen elérhető a chatablakból is. A technikai oldalon alapkövetelmény a titkosított adatátvitel, a hozzáférések szerepkör szerinti korlátozása és a naplózás. Mivel egészségügyi adatok rendszeres kezeléséről van szó, érdemes azt is megvizsgálni, szükséges-e adatvédelmi hatásvizsgálat elvégzése.</p>

<blockquote>Az adatvédelem nem akadálya a digitális betegkommunikációnak, hanem a feltétele. Ahol a betegek biztonságban érzik magukat, ott szívesebben kérdeznek.</blockquote>

<h2>Rövid ellenőrzőlista</h2>
<ul>
<li>Tisztázta a jogalapot és szükség esetén a kifejezett hozzájárulás módját?</li>
<li>Csak a valóban szükséges adatokat gyűjti?</li>
<li>Meghatározta a megőrzési időket és a törlés módját?</li>
<li>Megkötötte az adatfeldolgozói szerződést a szolgáltatóval?</li>
<li>Elérhető az adatkezelési tájékoztató a chatablakból?</li>
</ul>`,
    date: '2024-10-15',
    author: 'PatikaChat Szerkesztőség',
    category: 'Adatvédelem',
    tags: ['gdpr', 'adatvédelem', 'egészségügyi adat', 'hozzájárulás'],
    image: '/blog-covers/adatvedelem.svg',
    fullImage: '/blog-covers/adatvedelem.svg',
  },
  {
    id: 4,
    title: 'Az uniós MI-rendelet (AI Act): mit jelent a gyógyszertárak számára?',
    excerpt:
      'Az Európai Unió mesterséges intelligenciáról szóló rendelete fokozatosan lép alkalmazásba. Bemutatjuk a kockázati osztályokat, a chatbotokra vonatkozó átláthatósági szabályokat és a munkatársak MI-jártasságára vonatkozó kötelezettséget.',
    content: `<p>Az Európai Unió mesterséges intelligenciáról szóló rendelete, közismert nevén az AI Act, az első átfogó jogszabály, amely a mesterséges intelligencia fejlesztését és használatát szabályozza. A rendelet 2024. augusztus 1-jén hatályba lépett, a kötelezettségek azonban fokozatosan válnak alkalmazandóvá. Mivel egyre több gyógyszertár használ chatbotot a betegkommunikációban, érdemes már most áttekinteni, mire kell felkészülni.</p>
<p><em>A cikk általános tájékoztató jellegű, nem minősül jogi tanácsadásnak.</em></p>

<h2>Kockázatalapú megközelítés</h2>
<p>A rendelet nem egyformán kezel minden MI-rendszert. A szabályok szigora attól függ, mekkora kockázatot jelent a rendszer az emberek egészségére, biztonságára és alapvető jogaira. Négy fő kategóriát különböztet meg:</p>
<ul>
<li><strong>Elfogadhatatlan kockázat:</strong> bizonyos gyakorlatok teljesen tiltottak, például az emberek sérülékenységét kihasználó manipulatív rendszerek.</li>
<li><strong>Magas kockázat:</strong> szigorú követelmények vonatkoznak rájuk, ide tartozhatnak például bizonyos orvostechnikai eszközökbe épített MI-megoldások.</li>
<li><strong>Korlátozott kockázat:</strong> elsősorban átláthatósági kötelezettségek terhelik őket, ide sorolhatók jellemzően a chatbotok.</li>
<li><strong>Minimális kockázat:</strong> a legtöbb hétköznapi alkalmazás, amelyre nem vonatkoznak külön kötelezettségek.</li>
</ul>

<h2>Hová tartozik egy patikai chatbot?</h2>
<p>Egy olyan chatbot, amely általános tájékoztatást ad, nyitvatartásról, elérhetőségről vagy a betegtájékoztatóban szereplő információkról válaszol, és rendelési igényeket továbbít a gyógyszerésznek, jellemzően a korlátozott kockázatú rendszerek közé esik. Más a helyzet, ha egy rendszer diagnózist állít fel vagy terápiás döntést hoz: az ilyen funkciók orvostechnikai eszköznek minősülhetnek, és szigorúbb szabályozás alá eshetnek. Ezért is fontos, hogy a patikai chatbot <strong>ne adjon orvosi tanácsot, és ne helyettesítse a gyógyszerészt</strong>.</p>

<h2>Átláthatósági kötelezettségek chatbotok esetén</h2>
<p>A rendelet egyik alapelve, hogy az embereknek tudniuk kell, ha mesterséges intelligenciával lépnek kapcsolatba. A chatbotok esetében ez azt jelenti, hogy a felhasználót egyértelműen tájékoztatni kell arról, hogy nem emberrel beszélget, kivéve, ha ez a körülményekből nyilvánvaló. A gyakorlatban ez egy jól látható jelzést jelent a chatablakban, például egy rövid bemutatkozó üzenetet. Ez a követelmény nemcsak jogi kötelezettség, hanem a bizalom építésének eszköze is.</p>

<h2>MI-jártasság: kötelezettség 2025 februárjától</h2>
<p>A rendelet egyik legkorábban alkalmazandó előírása az MI-jártasságra vonatkozik. <strong>2025. február 2-től</strong> az MI-rendszerek szolgáltatóinak és alkalmazóinak intézkedéseket kell tenniük annak érdekében, hogy a rendszert kezelő munkatársaik megfelelő szintű MI-jártassággal rendelkezzenek. Egy chatbotot használó gyógyszertár alkalmazónak minősül, így ez a kötelezettség Önt is érinti.</p>
<p>Mit jelent ez a gyakorlatban? A munkatársaknak érteniük kell, hogyan működik a chatbot, mire képes és mire nem, milyen hibákat véthet, és mi a teendő, ha egy válasz pontatlan. Nem kell mindenkinek mesterséges intelligencia-szakértővé válnia, de a tudásnak arányosnak kell lennie a munkakörrel és a használat körülményeivel.</p>

<h2>Idővonal dióhéjban</h2>
<ol>
<li><strong>2024. augusztus 1.:</strong> a rendelet hatályba lép.</li>
<li><strong>2025. február 2.:</strong> alkalmazandóvá válnak a tiltott gyakorlatokra és az MI-jártasságra vonatkozó szabályok.</li>
<li><strong>2025. augusztus 2.:</strong> az általános célú MI-modellekre vonatkozó kötelezettségek lépnek életbe.</li>
<li><strong>2026. augusztus 2.:</strong> a rendelkezések többsége, köztük az átláthatósági kötelezettségek alkalmazandóvá válnak.</li>
<li><strong>2027. augusztus 2.:</strong> a szabályozott termékekbe épített magas kockázatú rendszerekre vonatkozó szabályok is alkalmazandók.</li>
</ol>

<h2>Mit tehet most?</h2>
<ul>
<li>Mérje fel, milyen MI-alapú eszközöket használ a patika.</li>
<li>Kérjen tájékoztatást a szolgáltatótól a rendszer működéséről és besorolásáról.</li>
<li>Szervezzen rövid belső képzést a chatbotot kezelő munkatársaknak, és dokumentálja azt.</li>
<li>Gondoskodjon arról, hogy a chatbot egyértelműen jelezze mesterséges intelligencia voltát.</li>
</ul>
<blockquote>Az AI Act célja nem a fejlődés fékezése, hanem az, hogy a mesterséges intelligencia biztonságosan és átláthatóan szolgálja a betegeket.</blockquote>`,
    date: '2024-11-19',
    author: 'PatikaChat Szerkesztőség',
    category: 'Edukáció',
    tags: ['ai act', 'szabályozás', 'mi-jártasság', 'átláthatóság'],
    image: '/blog-covers/edukacio.svg',
    fullImage: '/blog-covers/edukacio.svg',
  },
  {
    id: 5,
    title: 'A bevezetés lépései: így jut el a chatbot az indulómegbeszéléstől az élesítésig',
    excerpt:
      'Célok, tudásbázis, csatornák, gyógyszerészi jóváhagyás, tesztelés és mérés: lépésről lépésre bemutatjuk, hogyan épül fel egy patikai chatbot bevezetése.',
    content: `<p>Egy chatbot bevezetése nem bonyolult informatikai projekt, de megéri átgondoltan végigmenni a lépéseken. A jól előkészített indulás biztosítja, hogy a chatbot már az első naptól pontos válaszokat adjon, és a csapat is magabiztosan kezelje. Az alábbiakban bemutatjuk, hogyan halad egy tipikus bevezetés az indulómegbeszéléstől az élesítésig.</p>

<h2>1. Indulómegbeszélés és célok</h2>
<p>Minden bevezetés egy közös megbeszéléssel kezdődik, ahol tisztázzuk, mit szeretne elérni a chatbottal. A célok patikánként eltérőek lehetnek: az egyik helyen a telefonos megkeresések csökkentése a legfontosabb, a másikon a zárás utáni elérhetőség, a harmadikon a rendelési igények rendezettebb fogadása. Érdemes a célokat konkrétan megfogalmazni, mert később ezekhez mérjük az eredményeket. Ekkor jelöljük ki azt a kapcsolattartót is, aki a patika részéről a projektet koordinálja.</p>

<h2>2. A tudásbázis összeállítása</h2>
<p>A chatbot annyira jó, amennyire jó a tudásbázisa. Ebbe a lépésbe tartozik:</p>
<ul>
<li>a gyakran ismételt kérdések összegyűjtése a csapat tapasztalatai alapján,</li>
<li>a gyakorlati információk rögzítése: nyitvatartás, ügyeleti rend, elérhetőségek, parkolás, szolgáltatások,</li>
<li>a rendelési igények és az átvételi kódok folyamatának leírása,</li>
<li>annak meghatározása, milyen esetekben kell a chatbotnak gyógyszerészhez vagy orvoshoz irányítania a beteget.</li>
</ul>
<p>Különösen fontos a határok rögzítése. A chatbotnak pontosan tudnia kell, hol ér véget a feladata, és mikor kell emberi szakemberhez fordulnia.</p>

<h2>3. A csatornák kiválasztása</h2>
<p>A betegek különböző helyeken keresik a patikát. A chatbot többféle csatornán is működhet:</p>
<ul>
<li><strong>Weboldal:</strong> a chatablak a patika honlapján, ahol a legtöbb információt keresik.</li>
<li><strong>Messenger:</strong> a Facebook-oldalon érkező üzenetek megválaszolása.</li>
<li><strong>Instagram:</strong> a közvetlen üzenetekben érkező kérdések kezelése.</li>
<li><strong>WhatsApp:</strong> azoknak a betegeknek, akik ezt az üzenetküldőt használják a mindennapokban.</li>
</ul>
<p>Nem kell minden csatornán egyszerre indulni. Gyakran célszerű a weboldallal kezdeni, majd fokozatosan bővíteni.</p>

<h2>4. Gyógyszerészi felülvizsgálat</h2>
<p>Mielőtt a chatbot bármely betegnek válaszolna, egy gyógyszerész átnézi a tudásbázist és a mintaválaszokat. Ellenőrzi a szakmai pontosságot, a megfogalmazás közérthetőségét, és azt, hogy a chatbot megfelelően jelzi-e: nem ad orvosi tanácsot, és nem helyettesíti a gyógyszerészt. <strong>Ez a lépés nem hagyható ki</strong>, mert ez garantálja, hogy a chatbot a patika szakmai színvonalát képviselje.</p>

<h2>5. Tesztelés</h2>
<p>A tesztelés során a csapat tagjai valós helyzeteket modellező kérdéseket tesznek fel. Érdemes szándékosan nehéz, kétértelmű vagy a chatbot hatáskörén kívül eső kérdésekkel is próbálkozni, hiszen ezekből derül ki, hogy a rendszer biztonságosan kezeli-e a határeseteket. A tesztelés azt is ellenőrzi, hogy az űrlapon beküldött rendelési igényekről valóban megérkezik-e az értesítés a gyógyszerészhez.</p>

<h3>Mire figyeljen a tesztelés során?</h3>
<ol>
<li>Pontosak és naprakészek-e a gyakorlati információk?</li>
<li>Megfelelően irányít-e a chatbot orvoshoz, ha a helyzet ezt indokolja?</li>
<li>Egyértelmű-e a beteg számára, hogy mesterséges intelligenciával beszélget?</li>
<li>Rendben működik-e az értesítés és az átvételi kódok átadása?</li>
</ol>

<h2>6. Élesítés</h2>
<p>Az élesítés után a chatbot elérhetővé válik a betegek számára. Javasoljuk, hogy az indulásról tájékoztassa a vásárlókat a patikában, a közösségi oldalakon és a honlapon is. Az első időszakban érdemes a beszélgetéseket gyakrabban átnézni, hogy az esetleges hiányosságok gyorsan kiderüljenek.</p>

<h2>7. Mérés és folyamatos fejlesztés</h2>
<p>A bevezetés nem ér véget az élesítéssel. A beszélgetések összesített elemzése megmutatja, mely kérdésekre adott a chatbot jó választ, és hol szükséges a tudásbázis bővítése. Az első lépésben kitűzött célokhoz viszonyítva rendszeresen értékelhető, hogy a chatbot mennyiben teljesíti az elvárásokat.</p>
<blockquote>A legjobb chatbotok nem a bevezetés napján a legjobbak, hanem hónapokkal később, amikor a valós kérdések alapján csiszolódtak.</blockquote>`,
    date: '2024-12-10',
    author: 'PatikaChat Szerkesztőség',
    category: 'Implementáció',
    tags: ['bevezetés', 'tudásbázis', 'tesztelés', 'csatornák'],
    image: '/blog-covers/implementacio.svg',
    fullImage: '/blog-covers/implementacio.svg',
  },
  {
    id: 6,
    title: 'Esettanulmány: így segíti a PatikaChat egy vidéki városi patika mindennapjait',
    excerpt:
      'Egy vidéki városi gyógyszertár a PatikaChat bevezetésével a betegkérdések 98%-ára adott választ, 92%-os elégedettség mellett. Megmutatjuk, mit tanultunk a bevezetésből.',
    content: `<p>Az elméleti előnyök mellett mindig az a legérdekesebb, hogyan működik egy chatbot a mindennapokban. Ebben az esettanulmányban egy vidéki városi patika tapasztalatait mutatjuk be, amely a PatikaChat segítségével alakította át a betegkommunikációját. A gyógyszertár nevét adatvédelmi és üzleti okokból nem közöljük.</p>

<h2>A kiinduló helyzet</h2>
<p>A patika egy közepes méretű vidéki városban működik, sok törzsvásárlóval és széles korosztályú betegkörrel. A csapat visszatérő problémaként említette, hogy a nap jelentős részében a telefonos megkeresések vonják el a figyelmet a pult előtt állóktól. A kérdések nagy része ismétlődő volt: nyitvatartás, ügyeleti rend, egy-egy készítmény elérhetősége, az előrendelt termékek átvétele. Zárás után pedig a közösségi oldalakon érkezett üzenetekre csak másnap tudtak reagálni.</p>

<h2>A bevezetés</h2>
<p>A bevezetés a szokásos lépések szerint zajlott. A csapat összegyűjtötte a leggyakoribb kérdéseket, a gyógyszerész pedig átnézte és jóváhagyta a tudásbázist. A chatbot a patika weboldalán és Messenger-csatornáján indult. A beállítás során külön figyelmet kapott, hogy a chatbot mikor irányítsa a beteget orvoshoz, és hogy a vényköteles készítményekre vonatkozó rendelési igényeket egy űrlapon rögzítse, amelyről a gyógyszerész azonnal értesítést kap.</p>

<h2>Az eredmények</h2>
<p>A chatbot működésének tapasztalatai a következő számokban foglalhatók össze:</p>
<ul>
<li><strong>98%</strong>: ennyi kérdésre adott választ a chatbot.</li>
<li><strong>92%</strong>: ennyi volt a felhasználói elégedettség.</li>
<li><strong>7–12 perc</strong>: ennyi ideig tartott átlagosan egy beszélgetés.</li>
<li><strong>15%</strong>: a beszélgetéseknek ebben a hányadában javasolta a chatbot orvos felkeresését.</li>
</ul>
<p>A magas válaszadási arány azt mutatja, hogy a gondosan összeállított tudásbázis a betegek kérdéseinek túlnyomó részét lefedi. A fennmaradó esetekben a chatbot nem találgatott, hanem jelezte, hogy a kérdésre a gyógyszerész tud pontos választ adni.</p>
<p>Különösen fontosnak tartjuk az orvoshoz irányítás arányát. Ez nem a chatbot gyengeségét jelzi, hanem éppen azt, hogy felismeri a saját határait. Ha egy beteg olyan panaszt írt le, amely orvosi vizsgálatot igényel, a chatbot nem próbált tanácsot adni, hanem egyértelműen javasolta a szakorvos vagy a háziorvos felkeresését.</p>
<p>Az átlagos beszélgetési idő is beszédes. A betegek nem csupán egy gyors adatot kértek le, hanem gyakran több, egymásra épülő kérdést is feltettek. Ez arra utal, hogy a chatbotot valódi segítségként használták, és szívesen kérdeztek akkor is, amikor a patikában nem lett volna idő hosszabb beszélgetésre.</p>

<h2>Kik használták a chatbotot?</h2>
<p>A felhasználók <strong>68%-a nő, 32%-a férfi</strong> volt. A korcsoportok szerinti megoszlás a következőképpen alakult:</p>
<ul>
<li>25 év alatt: 5%</li>
<li>25–45 év között: 45%</li>
<li>45–65 év között: 35%</li>
<li>65 év felett: 15%</li>
</ul>
<p>Az adatok alapján a chatbotot leginkább az aktív korú felnőttek használták, akik gyakran a családjuk egészségügyi ügyeit is intézik. Figyelemre méltó ugyanakkor, hogy az idősebb korosztály is megtalálta a csatornát. Ez megerősíti, hogy az egyszerű, közérthető megfogalmazás és a jól látható chatablak minden korosztály számára fontos.</p>

<h2>A csapat tapasztalatai</h2>
<p>A csapat számára a legszembetűnőbb változás az volt, hogy a rutinkérdések egy része már nem a pultnál vagy telefonon érkezett, hanem a chatbotnál. Így több idő jutott a személyes tanácsadásra és azokra a betegekre, akiknek valóban szükségük volt a szakmai figyelemre. A rendelési igények űrlapon történő fogadása pedig rendezettebbé tette a munkafolyamatot.</p>
<blockquote>A chatbot nem a gyógyszerész munkáját veszi át, hanem azokat a feladatokat, amelyek elvonják a figyelmet a betegekről.</blockquote>

<h2>Tanulságok más patikák számára</h2>
<ol>
<li>A tudásbázis minősége a legfontosabb sikertényező, ezért érdemes időt szánni rá.</li>
<li>A gyógyszerészi jóváhagyás és a világos határok építik a betegek bizalmát.</li>
<li>A bevezetés után is folyamatosan figyelni kell a beszélgetéseket, és bővíteni a tudásbázist.</li>
</ol>`,
    date: '2025-01-21',
    author: 'PatikaChat Szerkesztőség',
    category: 'Esettanulmányok',
    tags: ['esettanulmány', 'eredmények', 'vidéki patika', 'elégedettség'],
    image: '/blog-covers/esettanulmanyok.svg',
    fullImage: '/blog-covers/esettanulmanyok.svg',
  },
  {
    id: 7,
    title: 'Digitális egészségügy és patikai MI: ezek a trendek határozzák meg a következő éveket',
    excerpt:
      'Üzenetküldő csatornák, ellenőrzött tudásbázisra épülő mesterséges intelligencia, szigorodó szabályozás és a gyógyszerész bővülő szerepe: áttekintjük a legfontosabb irányokat.',
    content: `<p>Az egészségügy digitalizációja az elmúlt években gyorsabban haladt, mint korábban bármikor. A betegek megszokták, hogy ügyeiket online intézik, a mesterséges intelligencia pedig a kísérleti projektekből a mindennapi eszközök közé került. Mit hoznak a következő évek a gyógyszertárak és a magánrendelők számára? Összegyűjtöttük a legfontosabb trendeket.</p>

<h2>1. A betegkommunikáció az üzenetküldőkbe költözik</h2>
<p>A betegek egyre inkább azokon a csatornákon szeretnék elérni a gyógyszertárat, amelyeket a mindennapokban is használnak. A telefon mellett a weboldal chatablaka, a Messenger, az Instagram és a WhatsApp is természetes kapcsolódási ponttá vált. A jövőben nem az lesz a kérdés, hogy egy patika jelen van-e ezeken a csatornákon, hanem az, hogy <strong>mindenhol egységes, pontos és gyors választ ad-e</strong>.</p>

<h2>2. Ellenőrzött tudásra épülő mesterséges intelligencia</h2>
<p>Az általános nyelvi modellek lenyűgözőek, de egészségügyi környezetben nem elég, ha egy válasz meggyőzően hangzik. Egyre inkább azok a megoldások terjednek, amelyek a válaszaikat egy ellenőrzött, jóváhagyott tudásbázisra alapozzák, és jelzik, ha egy kérdés túlmutat ezen. A trend egyértelmű: a pontosság és a nyomon követhetőség fontosabb a látványos, de ellenőrizhetetlen képességeknél.</p>

<h2>3. A szabályozás kiforrottabbá válik</h2>
<p>Az uniós MI-rendelet fokozatosan alkalmazandóvá váló előírásai és az adatvédelmi követelmények egyértelmű kereteket adnak. A gyógyszertáraknak gondoskodniuk kell a munkatársak MI-jártasságáról, a chatbotoknak pedig egyértelműen jelezniük kell, hogy mesterséges intelligenciával beszél a felhasználó. Emellett az Európai Egészségügyi Adattér kialakítása is napirenden van, amely hosszabb távon az egészségügyi adatok biztonságos, határokon átívelő felhasználását célozza. A szabályozás nem akadály, hanem bizalomépítő tényező: a megfelelőség a jövőben versenyelőnnyé válhat.</p>

<h2>4. A gyógyszerész szerepe felértékelődik</h2>
<p>Paradox módon minél több rutinfeladatot vesz át a technológia, annál fontosabbá válik a gyógyszerész személyes szakértelme. A gyógyszertárak egyre inkább egészségügyi tanácsadó pontként működnek, ahol a betegek a gyógyszereiken túl szakmai támogatást is kapnak. A chatbot ebben a modellben előszűrőként és információs pontként segít, de <strong>nem helyettesíti a gyógyszerészt</strong>: a szakmai döntés mindig emberé marad.</p>

<h2>5. Hozzáférhetőség minden korosztály számára</h2>
<p>A digitális megoldásoknak nemcsak a fiatalabb, technológiában jártas felhasználókat kell kiszolgálniuk. Az idősebb betegek is egyre gyakrabban használnak okostelefont, de számukra különösen fontos az egyszerű kezelőfelület, a jól olvasható szöveg és a közérthető megfogalmazás. A következő évek digitális egészségügyi megoldásait az fogja megkülönböztetni, hogy mennyire akadálymentesek és befogadóak.</p>

<h2>6. Integráció és automatizált munkafolyamatok</h2>
<p>A különálló eszközök helyett egyre inkább összekapcsolt rendszerek terjednek. A chatbot által rögzített rendelési igények közvetlenül a gyógyszerészhez kerülnek, az átvételi kódok automatikusan eljutnak a beteghez, a visszatérő kérdések elemzése pedig segíti a tervezést. A cél az, hogy az adminisztráció a háttérben, zökkenőmentesen történjen, és a csapat a betegekre koncentrálhasson.</p>

<h3>Mit jelent ez az Ön patikája számára?</h3>
<ul>
<li>Érdemes már most felmérni, mely csatornákon keresik a betegek a patikát.</li>
<li>Olyan megoldást válasszon, amely ellenőrzött tudásbázisra épül, és átlátható működésű.</li>
<li>Fektessen hangsúlyt a munkatársak képzésére és a technológia tudatos használatára.</li>
<li>Gondolja végig, mely rutinfeladatok automatizálása szabadíthatna fel időt a személyes tanácsadásra.</li>
</ul>

<h2>7. Bizalom mint alapérték</h2>
<p>Az összes trend közös nevezője a bizalom. A betegek csak akkor használnak szívesen digitális egészségügyi eszközöket, ha biztosak lehetnek abban, hogy az adataik biztonságban vannak, a kapott információ megbízható, és szükség esetén valódi szakemberhez fordulhatnak. Azok a gyógyszertárak, amelyek ezt a bizalmat a digitális csatornákon is képesek megteremteni, hosszú távon is sikeresek lesznek.</p>
<blockquote>A jövő patikája nem kevésbé emberi, hanem több ideje marad az emberekre.</blockquote>`,
    date: '2025-02-18',
    author: 'PatikaChat Szerkesztőség',
    category: 'Trendek',
    tags: ['trendek', 'digitális egészségügy', 'mesterséges intelligencia', 'jövő'],
    image: '/blog-covers/trendek.svg',
    fullImage: '/blog-covers/trendek.svg',
  },
  {
    id: 8,
    title: 'A digitális patika: online jelenlét, e-recept és egységes kommunikáció minden csatornán',
    excerpt:
      'A betegek ma már online keresik a gyógyszertárat. Bemutatjuk, hogyan épül fel a digitális patika az online jelenléttől az e-recept környezeten át az omnichannel kommunikációig.',
    content: `<p>A betegek útja ma gyakran nem a patika ajtajánál kezdődik, hanem egy keresőben vagy egy üzenetküldő alkalmazásban. Megnézik, nyitva van-e a gyógyszertár, elérhető-e egy termék, hol lehet parkolni, vagy egyszerűen feltesznek egy kérdést. A digitális patika nem a személyes kiszolgálás helyett létezik, hanem kiegészíti azt: ott is jelen van, ahol a betegek keresik.</p>

<h2>Az online jelenlét alapjai</h2>
<p>A digitális patika első lépése, hogy a gyógyszertár könnyen megtalálható és naprakész legyen az interneten. Ehhez nem kell bonyolult rendszer, de néhány alapra mindenképp szükség van:</p>
<ul>
<li><strong>Naprakész cégadatok</strong> a keresőkben és térképes szolgáltatásokban: cím, nyitvatartás, telefonszám, ünnepi nyitvatartás.</li>
<li><strong>Áttekinthető weboldal</strong>, amely mobilon is jól használható, és bemutatja a patika szolgáltatásait.</li>
<li><strong>Aktív közösségi jelenlét</strong>, ahol a patika hasznos, megbízható információkat oszt meg.</li>
<li><strong>Gyors válaszadás</strong> a beérkező üzenetekre, akár nyitvatartási időn kívül is.</li>
</ul>
<p>A legtöbb patika számára az utolsó pont a legnagyobb kihívás. Egy megválaszolatlan üzenet csalódást okoz, és a beteg könnyen máshol keres segítséget.</p>

<h2>Az e-recept környezet</h2>
<p>Magyarországon az e-recept már a mindennapok része. A rendszer középpontjában az Elektronikus Egészségügyi Szolgáltatási Tér, az EESZT áll, amely összeköti az egészségügyi szolgáltatókat, így az orvosokat és a gyógyszertárakat. Az orvos által felírt recept elektronikusan kerül a rendszerbe, a beteg pedig a személyazonosságát igazolva válthatja ki a gyógyszertárban. A betegek saját adataikat is megtekinthetik az erre szolgáló lakossági felületeken.</p>
<p>Ez a környezet sok szempontból egyszerűsítette a betegek életét, ugyanakkor új kérdéseket is felvetett. A betegek gyakran kérdezik, mit kell magukkal vinniük a kiváltáshoz, kiválthatja-e helyettük egy hozzátartozó a gyógyszert, vagy mi a teendő, ha a gyógyszer éppen nincs készleten. Ezekre a gyakorlati kérdésekre egy chatbot általános, a patika által jóváhagyott tájékoztatást tud adni.</p>
<p>Fontos hangsúlyozni: <strong>az egészségügyi nyilvántartásokhoz való hozzáférés és a recept szerinti kiadás a gyógyszerész feladata</strong>. Egy ügyfélszolgálati chatbot szerepe a tájékoztatás és a rendelési igények továbbítása, a vényköteles készítmények kiadása minden esetben a patikában, gyógyszerészi közreműködéssel történik.</p>

<h2>Omnichannel kommunikáció: egy patika, sok csatorna</h2>
<p>Az omnichannel kommunikáció azt jelenti, hogy a beteg bármely csatornán keresi is a patikát, ugyanolyan minőségű és tartalmú választ kap. Legyen szó a weboldal chatablakáról, a Messengerről, az Instagramról, a WhatsAppról, a telefonról vagy a személyes látogatásról, az információnak egységesnek kell lennie.</p>
<h3>Miért fontos az egységesség?</h3>
<p>Ha a weboldalon más nyitvatartás szerepel, mint a közösségi oldalon, vagy ugyanarra a kérdésre különböző csatornákon eltérő válasz érkezik, az rontja a patika hitelességét. Az egységes kommunikáció alapja egy közös, naprakész tudásbázis, amelyből minden csatorna dolgozik.</p>
<h3>A chatbot szerepe</h3>
<p>A PatikaChat egyetlen, gyógyszerész által jóváhagyott tudásbázisból szolgálja ki a különböző csatornákat. Így elég egy helyen frissíteni az információkat, és a változás mindenhol megjelenik. A chatbot a nap bármely szakában válaszol, átadja az átvételi kódokat, fogadja a rendelési igényeket, és értesíti a gyógyszerészt. Ahol szakmai döntésre van szükség, ott átadja az ügyet a csapatnak, mert <strong>a chatbot nem helyettesíti a gyógyszerészt</strong>.</p>

<h2>Hogyan induljon el a digitális patika felé?</h2>
<ol>
<li>Ellenőrizze, mindenhol naprakészek-e a patika alapadatai.</li>
<li>Mérje fel, mely csatornákon érkezik a legtöbb megkeresés.</li>
<li>Gyűjtse össze a leggyakoribb kérdéseket, köztük az e-recepttel kapcsolatosakat.</li>
<li>Építsen egy közös tudásbázist, és válasszon eszközt, amely ebből minden csatornát kiszolgál.</li>
<li>Gondoskodjon az adatvédelmi követelmények betartásáról.</li>
</ol>
<blockquote>A digitális patika ugyanaz a megbízható patika, csak ott is elérhető, ahol a betegek keresik.</blockquote>`,
    date: '2025-03-11',
    author: 'PatikaChat Szerkesztőség',
    category: 'Digitalizáció',
    tags: ['digitalizáció', 'e-recept', 'eeszt', 'omnichannel', 'online jelenlét'],
    image: '/blog-covers/digitalizacio.svg',
    fullImage: '/blog-covers/digitalizacio.svg',
  },
]

/** The posts the site ships with, each at the slug its title makes (their titles make seven different ones). */
export const BUILT_IN_POSTS: BuiltInBlogPost[] = POSTS.map((post) => ({ ...post, slug: slugFromTitle(post.title) }))
