// The cookie consent card's and dialog's texts (the spec names the choices; their wording is ours, docs/decisions.md).
import { COOKIE_SETTINGS_LABEL } from './cookie-settings-label'

export const CookieConsentTexts = {
  cardTitle: 'Sütik és adatvédelem',
  /** Short, so the card leaves the page's first screen and its main button visible; the dialog says more. */
  cardBody: 'Analitikai és marketing sütiket csak az Ön hozzájárulásával használunk.',
  policyLink: 'Adatvédelmi tájékoztató',
  acceptAll: 'Összes elfogadása',
  onlyNecessary: 'Csak a szükségesek',
  customise: 'Testreszabás',
  settingsTitle: COOKIE_SETTINGS_LABEL,
  settingsIntro:
    'Válassza ki, mihez járul hozzá; döntését bármikor megváltoztathatja a lábléc „Süti beállítások” linkjével. A szükséges tárolás nélkül az oldal nem működik, ezért nem kapcsolható ki.',
  essential: 'Szükséges',
  essentialHelp: 'Az űrlapok, a webinárium-regisztráció és ez a beállítás tárolása. Mindig aktív.',
  analytics: 'Analitika',
  analyticsHelp: 'Névtelen látogatottsági statisztika (Google Analytics), hogy lássuk, mi hasznos az oldalon.',
  marketing: 'Marketing',
  marketingHelp: 'Hirdetések mérése és személyre szabása (Google hirdetési jelek).',
  save: 'Beállítások mentése',
  close: 'Bezárás',
} as const
