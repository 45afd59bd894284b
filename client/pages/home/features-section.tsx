import { Bell, ClipboardList, Languages, Moon, PackageCheck, ShieldCheck } from 'lucide-react'
import { IconCardGrid, type IconCard } from '../../components/marketing/icon-card-grid'
import { SectionHeading } from '../../components/marketing/section-heading'
import { PageSection } from '../../components/page-section'

const FEATURES: readonly IconCard[] = [
  {
    icon: Moon,
    title: 'Éjjel-nappal válaszol',
    text: 'Gyógyszer- és tünetkérdésekre ad gyors, érthető választ zárás után, hétvégén és ünnepnapokon is.',
  },
  {
    icon: PackageCheck,
    title: 'Foglalási kód az átvételhez',
    text: 'Félreteszi a kért terméket, és foglalási kódot ad, amellyel a beteg a megadott időben átveheti.',
  },
  {
    icon: ClipboardList,
    title: 'Vényköteles rendelés űrlapon',
    text: 'Űrlapon felveszi a vényköteles gyógyszerek rendelését, és azonnal értesíti a gyógyszerészt.',
  },
  {
    icon: Bell,
    title: 'Értesítés a betegnek',
    text: 'SMS-ben szól, amikor a rendelés átvehető, a patika nyitvatartásával együtt.',
  },
  {
    icon: ShieldCheck,
    title: 'Gyógyszerészi felügyelet',
    text: 'A válaszok kereteit a patika szakemberei határozzák meg; ha kell, az asszisztens orvoshoz irányít.',
  },
  {
    icon: Languages,
    title: 'Hat platform, több nyelv',
    text: 'Weboldal, Messenger, Instagram, WhatsApp, Slack és MS Teams – igény szerint több nyelven.',
  },
]

/** Home section 6: what the assistant does for the pharmacy. */
export function FeaturesSection() {
  return (
    <PageSection aria-labelledby="features-heading" data-testid="home-features">
      <SectionHeading
        id="features-heading"
        eyebrow="Funkciók"
        title="Egy asszisztens, amely a patika munkáját könnyíti"
        lead="A betegek gyorsabban kapnak választ, a csapat pedig a pult mögötti munkára figyelhet."
      />
      <IconCardGrid cards={FEATURES} columns={3} />
    </PageSection>
  )
}
