import { Box, Heading, Link as ExternalLink, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { CalendarCheck, Mail } from 'lucide-react'
import { STORY_TIMELINE } from '../../../shared/content/our-story'
import { SectionHeading } from '../../components/marketing/section-heading'
import { PageSection } from '../../components/page-section'
import { LinkButton } from '../../components/ui/link-button'
import { usePublicSettings } from '../../lib/public-settings'

export function OurStorySections() {
  const { bookingUrl, contactEmail } = usePublicSettings()
  return (
    <>
      <PageSection aria-labelledby="founder-heading">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
          <SectionHeading id="founder-heading" eyebrow="Az alapító" title="Gyógyszerészként láttuk a hiányt" />
          <Stack gap="4" color="fg.muted" fontSize="lg">
            <Text>
              Alapítónk több mint egy évtizedig dolgozott gyógyszertárban. Esténként és hétvégén újra és újra ugyanazt
              látta: a betegek kérdéseikkel a patika Facebook-oldalára írnak, telefonálnak, vagy bizonytalanul várnak
              reggelig – miközben a válasz sokszor egyszerű lett volna.
            </Text>
            <Text>
              Amikor a mesterséges intelligencia alkalmassá vált arra, hogy érthetően és pontosan válaszoljon, egy
              kérdést tettünk fel magunknak: hogyan lehet úgy használni, hogy a gyógyszerész felügyelete megmaradjon? A
              PatikaChat erre a válasz: egy asszisztens, amely a patika szabályai szerint válaszol, foglalást vesz fel,
              és tudja, mikor kell orvoshoz küldeni a beteget.
            </Text>
          </Stack>
        </SimpleGrid>
      </PageSection>
      <PageSection bg="surface" aria-labelledby="timeline-heading">
        <SectionHeading id="timeline-heading" eyebrow="Idővonal" title="Utunk 2013-tól napjainkig" />
        {/* The line is drawn by ::before: an ol may hold nothing but its items. */}
        <Box
          as="ol"
          listStyleType="none"
          position="relative"
          ps={{ base: '6', md: '8' }}
          _before={{
            content: '""',
            position: 'absolute',
            left: { base: '2', md: '3' },
            top: '2',
            bottom: '2',
            w: '2px',
            bg: 'brand.200',
          }}
          data-testid="story-timeline"
        >
          {STORY_TIMELINE.map((entry) => (
            <Box as="li" key={entry.when} position="relative" pb="8" _last={{ pb: '0' }}>
              <Box
                position="absolute"
                left={{ base: '-1.375rem', md: '-1.625rem' }}
                top="1.5"
                boxSize="3.5"
                rounded="full"
                bg="brand.solid"
                borderWidth="3px"
                borderColor="brand.100"
                aria-hidden="true"
              />
              <Text fontSize="sm" fontWeight="bold" color="brand.fg" letterSpacing="0.04em">
                {entry.when}
              </Text>
              <Heading as="h3" size="md" color="ink" mt="1">
                {entry.title}
              </Heading>
              <Text color="fg.muted" mt="1" maxW="2xl">
                {entry.text}
              </Text>
            </Box>
          ))}
        </Box>
      </PageSection>
      <PageSection aria-labelledby="story-contact-heading">
        <Stack
          gap="5"
          p={{ base: '6', md: '10' }}
          bg="brand.900"
          color="white"
          rounded="2xl"
          align={{ base: 'start', md: 'center' }}
          textAlign={{ base: 'start', md: 'center' }}
        >
          <Heading as="h2" id="story-contact-heading" size={{ base: '2xl', md: '3xl' }}>
            Beszélgessünk a patikájáról
          </Heading>
          <Text color="whiteAlpha.900" maxW="2xl">
            Kérdése van, vagy szeretné megnézni, hogyan működne az asszisztens az Önök patikájában? Írjon nekünk, vagy
            foglaljon egy rövid konzultációt.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <LinkButton size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
              <ExternalLink href={`mailto:${contactEmail}`}>
                <Mail aria-hidden="true" /> {contactEmail}
              </ExternalLink>
            </LinkButton>
            <LinkButton
              size="lg"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <a href={bookingUrl} target="_blank" rel="noopener">
                <CalendarCheck aria-hidden="true" /> Konzultáció foglalása
              </a>
            </LinkButton>
          </Stack>
        </Stack>
      </PageSection>
    </>
  )
}
