import { Badge, Box, Button, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { KeyRound } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { POSITION_LABELS } from '../../../shared/positions'
import type { PharmacyDemoAccess } from '../../../shared/schemas/forms'
import { PageHead } from '../../components/page-head'
import { PageSection } from '../../components/page-section'
import { useStoredValue } from '../../hooks/use-stored-value'
import { FORM_PAGES } from '../../../shared/form-pages'
import { deferredPart } from '../../lib/deferred-part'
import type { PageModule } from '../../lib/lazy-page'
import { CHAT_FRAME_HEIGHT } from './chat-frame-height'

// The browser knows only after hydration whether an access is stored, so neither the chat nor the dialog is part of
// the server's HTML: the chat's code loads once an access is found, the access form's when the dialog first opens.
const DemoChat = lazy(async () => ({ default: (await import('./demo-chat')).DemoChat }))
const DemoAccessDialog = lazy(async () => ({ default: (await import('./demo-access-dialog')).DemoAccessDialog }))

/**
 * The access form for browsers that run no script: the dialog needs script, so the server's HTML carries the form in a
 * `noscript` (which a browser running script neither shows nor hydrates), posting to this page like any public form.
 */
const DemoAccessFormPart = deferredPart(async () => (await import('../../forms/demo-access-form')).DemoAccessForm)
const deferredParts = [DemoAccessFormPart]

function DemoPage() {
  const [access] = useStoredValue('pharmacyDemoAccess')
  const [dialogDismissed, setDialogDismissed] = useState(false)
  const dialogOpen = access === null && !dialogDismissed

  return (
    <PageSection>
      <PageHead
        title="Demó"
        description="Próbálja ki a gyógyszertári AI asszisztenst: válaszok a betegek kérdéseire éjjel-nappal."
        image="demo"
      />
      <Stack gap="4" maxW="3xl" mb="8">
        <Badge colorPalette="brand" alignSelf="start" size="lg" variant="subtle">
          Élő demó
        </Badge>
        <Heading as="h1" size="4xl" color="ink" letterSpacing="-0.02em">
          PatikaChat – a gyógyszertár AI asszisztense
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          Tegyen fel kérdéseket úgy, ahogy a betegei tennék: nyitvatartás, termékfoglalás, vényköteles rendelés.
        </Text>
        {access && <Greeting access={access} />}
      </Stack>

      {/* The server cannot know whether access is stored: every state takes the frame's height, so nothing shifts. */}
      <Box minH={CHAT_FRAME_HEIGHT}>
        {access === undefined && (
          <>
            <noscript>
              <Card.Root maxW="xl" mb="6" id={FORM_PAGES.demo.anchor}>
                <Card.Body gap="4">
                  <Text fontWeight="semibold" color="ink">
                    A demó megnyitásához kérjük, adja meg adatait.
                  </Text>
                  <DemoAccessFormPart.Part />
                </Card.Body>
              </Card.Root>
            </noscript>
            <Skeleton height={CHAT_FRAME_HEIGHT} borderRadius="xl" />
          </>
        )}
        {access === null && <AccessRequired onOpen={() => setDialogDismissed(false)} />}
        {access && (
          <Suspense fallback={<Skeleton height={CHAT_FRAME_HEIGHT} borderRadius="xl" />}>
            <DemoChat />
          </Suspense>
        )}
      </Box>

      {dialogOpen && (
        <Suspense fallback={null}>
          <DemoAccessDialog onClose={() => setDialogDismissed(true)} />
        </Suspense>
      )}
    </PageSection>
  )
}

function Greeting({ access }: { access: PharmacyDemoAccess }) {
  return (
    <Card.Root variant="subtle" bg="brand.subtle" data-testid="demo-greeting">
      <Card.Body gap="1">
        <Text fontWeight="semibold" fontSize="lg" color="ink">
          Üdvözöljük, {access.fullName}!
        </Text>
        <Text color="fg.muted">
          {access.pharmacyName} · {POSITION_LABELS[access.position]}
        </Text>
      </Card.Body>
    </Card.Root>
  )
}

function AccessRequired({ onOpen }: { onOpen: () => void }) {
  return (
    <Card.Root maxW="xl">
      <Card.Body gap="3">
        <Text fontWeight="semibold" color="ink">
          A demó megnyitásához kérjük, adja meg adatait.
        </Text>
        <Text color="fg.muted">Néhány mező kitöltése után azonnal kipróbálhatja az asszisztenst.</Text>
        <Button colorPalette="brand" alignSelf="start" onClick={onOpen}>
          <KeyRound aria-hidden="true" /> Hozzáférés igénylése
        </Button>
      </Card.Body>
    </Card.Root>
  )
}

/** The page as the route table loads it (client/app.tsx). */
export const page: PageModule = { component: DemoPage, deferredParts }
