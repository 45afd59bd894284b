// The cookie consent card's and dialog's texts (the spec names the choices; their wording is ours, docs/decisions.md).
import { COOKIE_SETTINGS_LABEL } from './cookie-settings-label'

export const CookieConsentTexts = {
  cardTitle: 'Sütik és adatvédelem',
  cardBody:
    'Az oldal működéséhez szükséges tárolás mindig aktív. Látogatottsági (analitikai) és marketing sütiket csak az Ön hozzájárulásával használunk; döntését bármikor megváltoztathatja a lábléc „Süti beállítások” linkjével.',
  policyLink: 'Adatvédelmi tájékoztató',
  acceptAll: 'Összes elfogadása',
  onlyNecessary: 'Csak a szükségesek',
  customise: 'Testreszabás',
  settingsTitle: COOKIE_SETTINGS_LABEL,
  settingsIntro:
    'Válassza ki, mihez járul hozzá. A szükséges tárolás nélkül az oldal nem működik, ezért nem kapcsolható ki.',
  essential: 'Szükséges',
  essentialHelp: 'Az űrlapok, a webinárium-regisztráció és ez a beállítás tárolása. Mindig aktív.',
  analytics: 'Analitika',
  analyticsHelp: 'Névtelen látogatottsági statisztika (Google Analytics), hogy lássuk, mi hasznos az oldalon.',
  marketing: 'Marketing',
  marketingHelp: 'Hirdetések mérése és személyre szabása (Google hirdetési jelek).',
  save: 'Beállítások mentése',
  close: 'Bezárás',
} as const
