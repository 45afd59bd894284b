import { Heading, Text } from '@chakra-ui/react'
import { PageHead } from '../components/page-head'
import { PageSection } from '../components/page-section'

export interface RouteHeadingPageProps {
  title: string
  description: string
  noindex?: boolean
}

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
