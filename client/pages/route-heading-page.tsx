import { Heading, Text } from '@chakra-ui/react'
import { PageHead } from '../components/page-head'
import { PageSection } from '../components/page-section'

export interface RouteHeadingPageProps {
  title: string
  description: string
  noindex?: boolean
}

/** What each route that shows only its heading says, by path (client/app.tsx lists these routes). */
export const HEADING_PAGES = {
  '/register': {
    title: 'Ingyenes webinárium',
    description: 'Regisztráljon ingyenes webináriumunkra a patikai AI asszisztensről.',
  },
  '/waiting': {
    title: 'Köszönjük a regisztrációt!',
    description: 'Hamarosan kezdődik a webinárium.',
    noindex: true,
  },
  '/webinar': { title: 'Webinárium', description: 'A webinárium felvétele.', noindex: true },
  '/offer': {
    title: 'Különleges ajánlat',
    description: 'Időszakos ajánlat a webinárium résztvevőinek.',
    noindex: true,
  },
} satisfies Record<string, RouteHeadingPageProps>

export type HeadingPagePath = keyof typeof HEADING_PAGES

/** A route whose sections arrive in a later release: the layout, its heading and what it will be about. */
export function RouteHeadingPage({ title, description, noindex }: RouteHeadingPageProps) {
  return (
    <PageSection>
      <PageHead title={title} description={description} noindex={noindex} />
      <Heading as="h1" size="4xl" color="ink" letterSpacing="-0.02em">
        {title}
      </Heading>
      <Text mt="4" fontSize="lg" color="fg.muted" maxW="2xl">
        {description}
      </Text>
    </PageSection>
  )
}
