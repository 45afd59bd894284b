import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Clock, Headphones, NotebookPen, Wifi, type LucideIcon } from 'lucide-react'
import { CheckList } from '../../components/marketing/check-list'
import { PageSection } from '../../components/page-section'

const PREPARATION_TIPS = [
  'Foglaljon magának egy nyugodt órát, amikor nem szólítják a pulthoz.',
  'Használjon stabil internetkapcsolatot; a videó telefonon is jól követhető.',
  'Készítsen jegyzetet a patikájában leggyakrabban feltett betegkérdésekről.',
  'Készítsen elő hangszórót vagy fülhallgatót: a videó némítva indul, a hangot egy gombnyomással bekapcsolhatja.',
]

const TIP_TILES: readonly { icon: LucideIcon; label: string }[] = [
  { icon: Clock, label: 'Egy nyugodt óra' },
  { icon: Wifi, label: 'Stabil internet' },
  { icon: NotebookPen, label: 'Jegyzet a kérdésekről' },
  { icon: Headphones, label: 'Hangszóró vagy fülhallgató' },
]

/** The waiting page's preparation tips, below its countdown (a deferred part of its own). */
export function WaitingTips() {
  return (
    <PageSection aria-labelledby="waiting-tips">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="10" alignItems="start">
        <Stack gap="4">
          <Heading as="h2" id="waiting-tips" size="2xl" color="ink">
            Készüljön fel a webináriumra
          </Heading>
          <CheckList items={PREPARATION_TIPS} />
        </Stack>
        {/* The tips again at a glance, in their order; the list above says them to a screen reader already. */}
        <SimpleGrid as="ul" listStyleType="none" columns={2} gap="4" aria-hidden="true" data-testid="waiting-tip-tiles">
          {TIP_TILES.map(({ icon: Icon, label }) => (
            <Stack
              as="li"
              key={label}
              align="center"
              justify="center"
              gap="2"
              minH="24"
              p="3"
              rounded="xl"
              bg="brand.subtle"
              color="brand.fg"
              textAlign="center"
            >
              <Icon size={28} />
              <Text fontSize="sm" fontWeight="semibold" color="ink">
                {label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </SimpleGrid>
    </PageSection>
  )
}
