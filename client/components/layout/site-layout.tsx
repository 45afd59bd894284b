import { Flex } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { ConsentHost } from '../../consent/consent-host'
import { FormOutboxSender } from '../../forms/form-outbox-sender'
import { ReusableServerHtml } from '../../lib/reusable-server-html'
import { DeferredBehaviourProtection } from '../deferred-behaviour-protection'
import { MainContent, SkipLink } from './main-content'
import { HEADER_HEIGHT, SiteHeader } from './site-header'
import { SiteFooter } from './site-footer'

export function SiteLayout({ children }: { children: ReactNode }) {
  const year = new Date().getFullYear()
  return (
    <Flex direction="column" minHeight="100dvh">
      <SkipLink />
      {/* Next in the focus order: a keyboard visitor meets the cookie card (fixed at the bottom) before the page. */}
      <ConsentHost />
      <ReusableServerHtml name="site-header">
        <SiteHeader />
      </ReusableServerHtml>
      <MainContent flex="1" pt={HEADER_HEIGHT}>
        {children}
      </MainContent>
      <ReusableServerHtml name="site-footer" version={String(year)}>
        <SiteFooter year={year} />
      </ReusableServerHtml>
      <FormOutboxSender />
      <DeferredBehaviourProtection />
    </Flex>
  )
}
