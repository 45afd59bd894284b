import { Box, Heading, SimpleGrid, Stack } from '@chakra-ui/react'
import { Headphones, NotebookPen, PlayCircle, Wifi } from 'lucide-react'
import type { ReactNode } from 'react'
import { CheckList } from '../../components/marketing/check-list'
import { PageSection } from '../../components/page-section'

const PREPARATION_TIPS = [
  'Foglaljon magának egy nyugodt órát, amikor nem szólítják a pulthoz.',
  'Használjon stabil internetkapcsolatot; a videó telefonon is jól követhető.',
  'Készítsen jegyzetet a patikájában leggyakrabban feltett betegkérdésekről.',
  'Készítsen elő hangszórót vagy fülhallgatót: a videó némítva indul, a hangot egy gombnyomással bekapcsolhatja.',
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
        <SimpleGrid columns={2} gap="4" aria-hidden="true" color="brand.fg">
          <TipIcon icon={<Wifi size={28} />} />
          <TipIcon icon={<Headphones size={28} />} />
          <TipIcon icon={<NotebookPen size={28} />} />
          <TipIcon icon={<PlayCircle size={28} />} />
        </SimpleGrid>
      </SimpleGrid>
    </PageSection>
  )
}

function TipIcon({ icon }: { icon: ReactNode }) {
  return (
    <Box display="flex" alignItems="center" justifyContent="center" h="24" rounded="xl" bg="brand.subtle">
      {icon}
    </Box>
  )
}
