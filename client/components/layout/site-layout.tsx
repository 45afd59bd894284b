import { Box, Flex } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { ConsentHost } from '../../consent/consent-host'
import { FormOutboxSender } from '../../forms/form-outbox-sender'
import { BehaviourProtection } from '../behaviour-protection'
import { HEADER_HEIGHT, SiteHeader } from './site-header'
import { SiteFooter } from './site-footer'

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minHeight="100dvh">
      <a href="#main" className="skip-link">
        Ugrás a tartalomra
      </a>
      <SiteHeader />
      <Box as="main" id="main" flex="1" pt={HEADER_HEIGHT}>
        {children}
      </Box>
      <SiteFooter />
      <FormOutboxSender />
      <BehaviourProtection />
      <ConsentHost />
    </Flex>
  )
}
