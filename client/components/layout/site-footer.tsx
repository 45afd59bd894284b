import { Box, Container, Heading, Link as ExternalLink, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link } from 'wouter'
import { COOKIE_SETTINGS_LABEL } from '../../../shared/content/cookie-settings-label'
import { CONSENT_CARD_SPACE, CONSENT_CARD_SPACE_MARK, openConsentSettings } from '../../consent/consent-host'
import { SITE_NAME } from '../../../shared/site'
import { usePublicSettings } from '../../lib/public-settings'
import { BrandMark } from './brand-mark'
import { FOOTER_LEGAL_LINKS, FOOTER_PLATFORM_LINKS, type NavLink } from './nav-links'

function FooterGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="sm" color="ink">
        {title}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {children}
      </Stack>
    </Stack>
  )
}

function FooterLink({ link }: { link: NavLink }) {
  return (
    <li>
      <Link href={link.href}>
        <Text as="span" fontSize="sm" color="fg.muted" _hover={{ color: 'brand.fg' }}>
          {link.label}
        </Text>
      </Link>
    </li>
  )
}

/** `year`: the copyright's year, today's (the server reuses the footer's HTML under it: see ./site-layout.tsx). */
export function SiteFooter({ year }: { year: number }) {
  const { contactEmail, bookingUrl, socialLinks } = usePublicSettings()
  return (
    <Box
      as="footer"
      data-testid="site-footer"
      bg="surface"
      borderTopWidth="1px"
      mt="auto"
      pb={CONSENT_CARD_SPACE}
      {...CONSENT_CARD_SPACE_MARK}
    >
      <Container maxW="6xl" py="12">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="10">
          <Stack gap="3">
            <BrandMark />
            <Text fontSize="sm" color="fg.muted" maxW="xs">
              AI chatbot gyógyszertáraknak és magánrendelőknek: éjjel-nappal válaszol a betegek kérdéseire, foglalási
              kódot ad és rendelést fogad, a gyógyszerész felügyelete mellett.
            </Text>
          </Stack>
          <FooterGroup title="Platform">
            {FOOTER_PLATFORM_LINKS.map((link) => (
              <FooterLink key={link.href} link={link} />
            ))}
          </FooterGroup>
          <FooterGroup title="Jogi információk">
            {FOOTER_LEGAL_LINKS.map((link) => (
              <FooterLink key={link.href} link={link} />
            ))}
            <li>
              <ExternalLink asChild fontSize="sm" color="fg.muted" _hover={{ color: 'brand.fg' }}>
                <button type="button" onClick={openConsentSettings}>
                  {COOKIE_SETTINGS_LABEL}
                </button>
              </ExternalLink>
            </li>
          </FooterGroup>
          <FooterGroup title="Kapcsolat">
            <li>
              <ExternalLink href={`mailto:${contactEmail}`} fontSize="sm" color="fg.muted">
                {contactEmail}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={bookingUrl} fontSize="sm" color="fg.muted" target="_blank" rel="noopener">
                Konzultáció foglalása
              </ExternalLink>
            </li>
            <FooterLink link={{ href: '/tortenetunk', label: 'Történetünk' }} />
            {socialLinks.map(({ label, url }) => (
              <li key={label}>
                <ExternalLink href={url} fontSize="sm" color="fg.muted" target="_blank" rel="noopener">
                  {label}
                </ExternalLink>
              </li>
            ))}
          </FooterGroup>
        </SimpleGrid>
        <Text mt="10" fontSize="xs" color="fg.muted">
          © {year} {SITE_NAME}. Az oldal tájékoztató jellegű; a szolgáltatás külön szerződés alapján vehető igénybe.
        </Text>
      </Container>
    </Box>
  )
}
