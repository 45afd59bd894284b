import { Badge, Box, Center, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { Gem, Lightbulb, PiggyBank, UserRound, Users } from 'lucide-react'
import { configTextLang } from '../../../shared/funnel/config-defaults'
import type { RegisterConfig } from '../../../shared/schemas/funnel-configs'
import { CheckList } from '../../components/marketing/check-list'
import { IconCardGrid, type IconCard } from '../../components/marketing/icon-card-grid'
import { SectionHeading } from '../../components/marketing/section-heading'
import { PageSection } from '../../components/page-section'
import { withData } from '../../lib/data-provider'
import { WebinarRegistrationFormPart } from './funnel-parts'
import { useFunnelConfig } from './use-funnel-config'
import { FORM_PAGES } from '../../../shared/form-pages'

const FORM_CARD_TITLE = 'Foglalja Le Helyét Most'

/** Spec section 2: what the webinar teaches, in three cards. */
const TEACHES: IconCard[] = [
  {
    icon: Lightbulb,
    title: 'Gyakorlati megoldások',
    text: 'Valós patikai beszélgetéseken mutatjuk meg, hogyan válaszol az AI asszisztens a betegek kérdéseire, és hogyan ad foglalási kódot.',
  },
  {
    icon: PiggyBank,
    title: 'Költséghatékony módszerek',
    text: 'Kevesebb telefonhívás, gyorsabb kiszolgálás: kiszámoljuk, mennyi munkaidőt és bevételt jelent ez egy átlagos gyógyszertárnak.',
  },
  {
    icon: Gem,
    title: 'Személyre szabott tanácsok',
    text: 'A kérdezz-felelek részben az Ön patikájára szabott javaslatot kap: melyik csomaggal és melyik platformon érdemes kezdeni.',
  },
]

/** The register page's content, as its config (spec section 4) says. */
export const RegisterContent = withData(function RegisterContent() {
  const load = useFunnelConfig('register')
  if (load.status === 'loading') {
    return (
      <Center minHeight="60vh">
        <Spinner role="status" size="lg" color="brand.solid" aria-label="A regisztrációs oldal betöltése" />
      </Center>
    )
  }
  return <RegisterSections config={load.config} />
})

function RegisterSections({ config }: { config: RegisterConfig }) {
  return (
    <>
      <PageSection bg="linear-gradient(180deg, {colors.brand.50} 0%, white 100%)" data-testid="register-hero">
        <Grid templateColumns={{ base: '1fr', lg: '1.1fr 0.9fr' }} gap={{ base: '10', lg: '14' }} alignItems="start">
          <Stack gap="6">
            <Badge colorPalette="orange" alignSelf="start" size="lg" variant="subtle">
              <Users aria-hidden="true" size={14} /> Korlátozott számú hely
            </Badge>
            <Heading
              as="h1"
              fontSize="hero"
              lineHeight="1.1"
              letterSpacing="-0.02em"
              color="ink"
              lang={configTextLang(config.headline)}
            >
              {config.headline}
            </Heading>
            <Text
              fontSize={{ base: 'lg', md: 'xl' }}
              color="fg.muted"
              whiteSpace="pre-line"
              lang={configTextLang(config.subheadline)}
            >
              {config.subheadline}
            </Text>
            <CheckList items={config.bulletPoints} langOf={configTextLang} />
            <HStack gap="3" color="fg.muted">
              <UserRound aria-hidden="true" size={20} />
              <Text>
                Előadó: <strong>{config.hostName}</strong>,{' '}
                <span lang={configTextLang(config.hostTitle)}>{config.hostTitle}</span>
              </Text>
            </HStack>
          </Stack>
          <Box
            as="section"
            id={FORM_PAGES.webinar.anchor}
            aria-labelledby="register-form-title"
            bg="white"
            p={{ base: '6', md: '8' }}
            rounded="2xl"
            borderWidth="1px"
            borderColor="border.muted"
            boxShadow="lg"
          >
            <Heading as="h2" id="register-form-title" size="xl" color="ink" mb="6">
              {FORM_CARD_TITLE}
            </Heading>
            <WebinarRegistrationFormPart.Part submitLabel={config.ctaButton} config={config} />
            <Text mt="4" fontSize="sm" color="fg.muted" whiteSpace="pre-line" lang={configTextLang(config.privacyText)}>
              {config.privacyText}
            </Text>
          </Box>
        </Grid>
      </PageSection>
      <PageSection aria-labelledby="register-teaches">
        <SectionHeading
          id="register-teaches"
          eyebrow="A webináriumon"
          title="Amit a webináriumon megtanul"
          align="center"
        />
        <IconCardGrid cards={TEACHES} />
      </PageSection>
    </>
  )
}
