import { Heading, Stack, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { Link, useLocation } from 'wouter'
import { PageHead, useResponseStatus } from '../components/page-head'
import { PageSection } from '../components/page-section'
import { LinkButton } from '../components/ui/link-button'
import type { PageModule } from '../lib/lazy-page'

export const NOT_FOUND_TEXT = 'Oops! Page not found'

function NotFoundPage() {
  useResponseStatus(404)
  const [location] = useLocation()
  useEffect(() => {
    console.warn('404: no page at', location)
  }, [location])

  return (
    <PageSection>
      <PageHead title="Az oldal nem található" description={NOT_FOUND_TEXT} canonicalPath={null} noindex />
      {/* The spec's texts are English; they say so, on a Hungarian page (SC 3.1.2). */}
      <Stack align="center" textAlign="center" gap="6" py="12" lang="en">
        <Text fontSize="6xl" fontWeight="bold" color="brand.fg" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="2xl" color="ink">
          {NOT_FOUND_TEXT}
        </Heading>
        <LinkButton colorPalette="brand">
          <Link href="/">Return to Home</Link>
        </LinkButton>
      </Stack>
    </PageSection>
  )
}

/** The page as the route table loads it (client/app.tsx). */
export const page: PageModule = { component: NotFoundPage }
