import { Heading, Link as ExternalLink, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import {
  Clock3,
  HeartHandshake,
  Languages,
  Mail,
  MonitorSmartphone,
  Settings2,
  Sparkles,
  TrendingUp,
  Users,
  Wifi,
} from 'lucide-react'
import { KIOSK_OPTIONS, type KioskOption } from '../../../shared/content/kiosk'
import { formatForint } from '../../../shared/hungarian-number'
import { CheckList } from '../../components/marketing/check-list'
import { IconCardGrid, type IconCard } from '../../components/marketing/icon-card-grid'
import { NumberedSteps } from '../../components/marketing/numbered-steps'
import { PriceCard } from '../../components/marketing/price-card'
import { SectionHeading } from '../../components/marketing/section-heading'
import { PageSection } from '../../components/page-section'
import { LinkButton } from '../../components/ui/link-button'
import { usePublicSettings } from '../../lib/public-settings'

const BENEFITS: readonly IconCard[] = [
  {
    icon: Clock3,
    title: 'Rövidebb várakozás',
    text: 'A betegek a sorban állás alatt választ kapnak az egyszerű kérdéseikre, a pultnál gyorsabb a kiszolgálás.',
  },
  {
    icon: Languages,
    title: 'Magyarul és angolul',
    text: 'A külföldi betegek is megértik a tájékoztatást, tolmács és félreértések nélkül.',
  },
  {
    icon: Users,
    title: 'Tehermentesített csapat',
    text: 'A munkatársak az ismétlődő kérdések helyett a szakmai tanácsadásra figyelhetnek.',
  },
  {
    icon: TrendingUp,
    title: 'Több vásárlás',
    text: 'A kioszk bemutatja a patika kínálatát és akcióit, amíg a beteg sorára vár.',
  },
]

const SOLUTION_POINTS = [
  'Érintőképernyős kioszk a patika vagy a rendelő várótermébe',
  'Ugyanaz a gyógyszerész által felügyelt AI asszisztens, amely a weboldalon is válaszol',
  'Általános tájékoztatás gyógyszerekről, nyitvatartásról, szolgáltatásokról',
  'A patika saját akciói és egészségügyi tájékoztatói a várakozás alatt',
]

const STEPS = [
  {
    title: 'Telepítés Wi-Fi-vel',
    text: 'Helyszínre szállítjuk, csatlakoztatjuk a patika Wi-Fi-hálózatához, és beállítjuk.',
  },
  { title: 'Használat', text: 'A betegek érintéssel kérdeznek magyarul vagy angolul, és azonnal választ kapnak.' },
  {
    title: 'Testreszabás',
    text: 'A tartalmat, az akciókat és az arculatot a patika igényeihez igazítjuk, bármikor módosítható.',
  },
]

const REASONS: readonly IconCard[] = [
  {
    icon: HeartHandshake,
    title: 'Jobb betegélmény',
    text: 'A várakozás hasznos idővé válik, a betegek elégedettebben távoznak.',
  },
  {
    icon: MonitorSmartphone,
    title: 'Egy rendszer minden csatornán',
    text: 'A kioszk, a weboldal és az üzenetküldők ugyanabból a tudásbázisból válaszolnak.',
  },
  {
    icon: Settings2,
    title: 'Rugalmas konstrukció',
    text: 'Vásárolhatja vagy bérelheti, a patika pénzügyi terveihez igazodva.',
  },
  {
    icon: Sparkles,
    title: 'Modern megjelenés',
    text: 'A kioszk a patika korszerű, betegközpontú szemléletét mutatja.',
  },
]

function priceOf(option: KioskOption): { price: string; period: string; extra: string[] } {
  if (option.oneOffFt)
    return {
      price: `${formatForint(option.oneOffFt.from)} - ${formatForint(option.oneOffFt.to)}`,
      period: 'egyszeri díj',
      extra: [`+ ${formatForint(option.monthlyFt)} / hó előfizetés`],
    }
  return {
    price: formatForint(option.monthlyFt),
    period: '/ hó',
    extra: option.refundableDepositFt ? [`+ ${formatForint(option.refundableDepositFt)} visszatérítendő kaució`] : [],
  }
}

export function KioskSections() {
  const { contactEmail } = usePublicSettings()
  return (
    <>
      <PageSection aria-labelledby="kiosk-benefits-heading">
        <SectionHeading id="kiosk-benefits-heading" eyebrow="Előnyök" title="Miért jó a kioszk a váróteremben?" />
        <IconCardGrid cards={BENEFITS} columns={4} />
      </PageSection>
      <PageSection bg="surface" aria-labelledby="kiosk-solution-heading">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10" alignItems="center">
          <SectionHeading
            id="kiosk-solution-heading"
            eyebrow="A megoldás"
            title="A váróterem, amely válaszol"
            lead="A kioszk ugyanazt a szakmailag felügyelt tudást adja, mint a patika online asszisztense, csak éppen ott, ahol a betegek várnak."
          />
          <CheckList items={SOLUTION_POINTS} icon={Sparkles} />
        </SimpleGrid>
      </PageSection>
      <PageSection id="pricing" aria-labelledby="kiosk-pricing-heading" data-testid="kiosk-pricing">
        <SectionHeading
          id="kiosk-pricing-heading"
          eyebrow="Árak"
          title="Vásárlás vagy bérlés"
          lead="Mindkét konstrukció magyar és angol nyelvű támogatással."
          align="center"
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" maxW="4xl" mx="auto">
          {KIOSK_OPTIONS.map((option) => {
            const { price, period, extra } = priceOf(option)
            return (
              <PriceCard
                key={option.name}
                name={option.name}
                price={price}
                period={period}
                features={[...extra, ...option.features, 'Magyar és angol nyelvű támogatás']}
              />
            )
          })}
        </SimpleGrid>
      </PageSection>
      <PageSection bg="surface" aria-labelledby="kiosk-steps-heading">
        <SectionHeading id="kiosk-steps-heading" eyebrow="Így működik" title="Három lépés a működő kioszkig" />
        <NumberedSteps steps={STEPS} />
        <Stack direction="row" gap="2" mt="8" color="fg.muted" align="center">
          <Wifi size={18} aria-hidden="true" />
          <Text fontSize="sm">A kioszknak csak áramra és a patika Wi-Fi-hálózatára van szüksége.</Text>
        </Stack>
      </PageSection>
      <PageSection aria-labelledby="kiosk-reasons-heading">
        <SectionHeading id="kiosk-reasons-heading" eyebrow="Befektetés" title="Miért éri meg?" />
        <IconCardGrid cards={REASONS} columns={4} />
      </PageSection>
      <PageSection id="contact" bg="brand.900" color="white" aria-labelledby="kiosk-contact-heading">
        <Stack gap="5" maxW="2xl" mx="auto" textAlign="center" align="center">
          <Heading as="h2" id="kiosk-contact-heading" size={{ base: '2xl', md: '3xl' }}>
            Kérjen ajánlatot a patikájára szabva
          </Heading>
          <Text color="whiteAlpha.900">
            Írjon nekünk, és egyeztetjük a helyszínt, a konstrukciót és a bevezetés idejét.
          </Text>
          <LinkButton size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
            <ExternalLink
              href={`mailto:${contactEmail}?subject=${encodeURIComponent('Váróterem-kioszk ajánlatkérés')}`}
            >
              <Mail aria-hidden="true" /> {contactEmail}
            </ExternalLink>
          </LinkButton>
        </Stack>
      </PageSection>
    </>
  )
}
