import { Box, SimpleGrid, Text } from '@chakra-ui/react'
import {
  BarChart3,
  Bot,
  CalendarCheck,
  Globe,
  Handshake,
  Megaphone,
  PenTool,
  Printer,
  Scale,
  ShieldCheck,
  Target,
  Timer,
} from 'lucide-react'
import {
  COLLECTIVE_COMMITMENT_MONTHS,
  COLLECTIVE_FAQ,
  COLLECTIVE_HANDOVER_AFTER,
  COLLECTIVE_PACKAGES,
} from '../../../shared/content/marketing-collective'
import { FaqAccordionPart } from '../../components/marketing/faq-accordion-part'
import { FormSection } from '../../components/marketing/form-section'
import { IconCardGrid, type IconCard } from '../../components/marketing/icon-card-grid'
import { NumberedSteps } from '../../components/marketing/numbered-steps'
import { PriceCard } from '../../components/marketing/price-card'
import { SectionHeading } from '../../components/marketing/section-heading'
import { PageSection } from '../../components/page-section'
import { JoinFormPart } from './okos-patika-page'

const SERVICES: readonly IconCard[] = [
  {
    icon: Globe,
    title: 'Weboldal',
    text: 'Gyors, mobilbarát patikai honlap nyitvatartással, szolgáltatásokkal és akciókkal.',
  },
  {
    icon: PenTool,
    title: 'Automatikus tartalom',
    text: 'Szakmailag ellenőrzött bejegyzések és hírlevelek ütemezve, a patika arculatára szabva.',
  },
  { icon: Printer, title: 'Nyomdai anyagok', text: 'Plakátok, szórólapok és polccímkék a szezonális kampányokhoz.' },
  { icon: Bot, title: 'Chatbot integráció', text: 'A PatikaChat AI asszisztens a honlapon és az üzenetküldőkben.' },
  {
    icon: Scale,
    title: 'Szabályozási segítség',
    text: 'Gyógyszer- és étrendkiegészítő-reklámozási szabályoknak megfelelő anyagok, tanácsadással.',
  },
  {
    icon: BarChart3,
    title: 'Mérés és riport',
    text: 'Havi kimutatás a látogatókról, a megkeresésekről és a kampányok eredményeiről.',
  },
]

const BENEFITS: readonly IconCard[] = [
  { icon: Timer, title: 'Időt spórol', text: 'A marketinget mi visszük, Ön a betegekre figyelhet.' },
  {
    icon: Handshake,
    title: 'Közösségi erő',
    text: 'Egy nagyobb csoport tudását és eszközeit kapja kisebb patikaként is.',
  },
  {
    icon: ShieldCheck,
    title: 'Szabályos anyagok',
    text: 'Nem kell a reklámszabályok útvesztőjében egyedül eligazodnia.',
  },
  { icon: Target, title: 'Helyi célzás', text: 'A kampányok a patika környékén élő betegeket érik el.' },
  {
    icon: Megaphone,
    title: 'Egységes megjelenés',
    text: 'Weboldal, közösségi média és nyomtatott anyagok egy arculattal.',
  },
  { icon: CalendarCheck, title: 'Tervezhető költség', text: 'Havidíjas csomagok, előre ismert tartalommal.' },
]

const STEPS = [
  { title: 'Konzultáció', text: 'Megismerjük a patikát, a célokat és a helyi adottságokat.' },
  { title: 'Profil', text: 'Elkészítjük a patika arculati és tartalmi profilját.' },
  { title: 'Weboldal', text: 'Felépítjük vagy megújítjuk a patika honlapját.' },
  { title: 'AI integráció', text: 'Beállítjuk a chatbotot a honlapon és az üzenetküldőkben.' },
  { title: 'Automatikus marketing', text: 'Elindul a tartalomnaptár, a kampányok és a havi riport.' },
]

export function OkosPatikaSections() {
  return (
    <>
      <PageSection id="services" aria-labelledby="collective-services-heading">
        <SectionHeading
          id="collective-services-heading"
          eyebrow="Szolgáltatások"
          title="Minden, ami a patika marketingjéhez kell"
        />
        <IconCardGrid cards={SERVICES} columns={3} />
      </PageSection>
      <PageSection bg="surface" aria-labelledby="collective-benefits-heading">
        <SectionHeading id="collective-benefits-heading" eyebrow="Előnyök" title="Miért éri meg csatlakozni?" />
        <IconCardGrid cards={BENEFITS} columns={3} />
      </PageSection>
      <PageSection aria-labelledby="collective-steps-heading">
        <SectionHeading
          id="collective-steps-heading"
          eyebrow="Így működik"
          title="Öt lépésben az automatikus marketingig"
        />
        <NumberedSteps steps={STEPS} />
      </PageSection>
      <PageSection
        bg="surface"
        id="pricing"
        aria-labelledby="collective-pricing-heading"
        data-testid="collective-pricing"
      >
        <SectionHeading
          id="collective-pricing-heading"
          eyebrow="Árak"
          title="Csomagok"
          lead={`Havidíjak forintban. Jellemző elköteleződés: ${COLLECTIVE_COMMITMENT_MONTHS} hónap.`}
          align="center"
        />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" alignItems="stretch">
          {COLLECTIVE_PACKAGES.map((pack) => (
            <PriceCard
              key={pack.name}
              name={pack.name}
              price={`${pack.monthlyPrice}\u00a0Ft`}
              period="/ hó"
              features={pack.features}
              highlight={pack.mostPopular ? 'Legnépszerűbb' : undefined}
            />
          ))}
        </SimpleGrid>
        <Text mt="8" textAlign="center" color="fg.muted" maxW="2xl" mx="auto">
          A weboldal és a tartalmak átadása a {COLLECTIVE_HANDOVER_AFTER} után lehetséges.
        </Text>
      </PageSection>
      <PageSection aria-labelledby="collective-faq-heading" data-testid="collective-faq">
        <SectionHeading id="collective-faq-heading" eyebrow="GYIK" title="Gyakori kérdések" align="center" />
        <Box maxW="3xl" mx="auto">
          <FaqAccordionPart.Part entries={COLLECTIVE_FAQ} mode="one-at-a-time" />
        </Box>
      </PageSection>
      <FormSection
        anchor="join"
        heading={{
          id: 'collective-join-heading',
          eyebrow: 'Csatlakozás',
          title: 'Csatlakozzon az Okos Patika közösséghez',
          lead: 'Adja meg az elérhetőségét, és egy rövid konzultáción javaslatot teszünk a patikájának megfelelő csomagra.',
        }}
      >
        <JoinFormPart.Part />
      </FormSection>
    </>
  )
}
