import { chakra, SimpleGrid, Text, Tooltip } from '@chakra-ui/react'
import { tooltipSlotRecipe } from '@chakra-ui/react/theme/recipes/tooltip'
import { useState } from 'react'
import { INTEGRATION_PLATFORMS, type IntegrationPlatform } from '../../../shared/content/integration-platforms'
import { SectionHeading } from '../../components/marketing/section-heading'
import { PageSection } from '../../components/page-section'
import { PLATFORM_MARKS } from './platform-icons'

/** Home section 2: where the assistant answers; each platform explains itself in a toggletip. */
export function PlatformsSection() {
  return (
    <PageSection aria-labelledby="platforms-heading" data-testid="home-platforms">
      <SectionHeading
        id="platforms-heading"
        eyebrow="Integrációk"
        title="Ott válaszol, ahol a betegei kérdeznek"
        lead="Egy asszisztens a honlapon, a közösségi üzenetküldőkben és a csapat belső csatornáin."
        align="center"
      />
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, lg: 6 }} gap="4">
        {INTEGRATION_PLATFORMS.map((platform) => (
          <li key={platform.id}>
            <PlatformToggletip platform={platform} />
          </li>
        ))}
      </SimpleGrid>
    </PageSection>
  )
}

/**
 * The platform's description opens on hover and on keyboard focus, as a tooltip does; a tap, Enter or Space shows or
 * hides it (a phone has no hover), a click shows it; Escape, or focus moving on, closes it. The tooltip's own machine,
 * held open from here: a popover's would bring focus handling the tip does not need. A button holds only phrasing
 * content, hence the spans.
 */
function PlatformToggletip({ platform }: { platform: IntegrationPlatform }) {
  const [open, setOpen] = useState(false)
  const { Mark, colour } = PLATFORM_MARKS[platform.id]
  return (
    <Tooltip.Root
      recipe={tooltipSlotRecipe}
      openDelay={150}
      closeDelay={100}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      closeOnClick={false}
    >
      <Tooltip.Trigger asChild>
        <chakra.button
          type="button"
          onClick={(event) => {
            // A mouse's hover shows the tip already: its click keeps it rather than hide it under the pointer.
            const fromMouse = (event.nativeEvent as Partial<PointerEvent>).pointerType === 'mouse'
            setOpen((current) => fromMouse || !current)
          }}
          w="full"
          display="flex"
          flexDirection="column"
          alignItems="center"
          gap="3"
          p="5"
          bg="white"
          rounded="xl"
          borderWidth="1px"
          borderColor="border.muted"
          cursor="help"
          transition="border-color 0.2s, box-shadow 0.2s"
          _hover={{ borderColor: 'brand.300', shadow: 'sm' }}
          focusRing="outside"
          data-testid="platform"
        >
          <chakra.span
            display="flex"
            alignItems="center"
            justifyContent="center"
            boxSize="12"
            rounded="lg"
            color="white"
            bg={colour}
          >
            <Mark />
          </chakra.span>
          <Text as="span" display="block" fontSize="sm" fontWeight="semibold" color="ink" textAlign="center">
            {platform.name}
          </Text>
        </chakra.button>
      </Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content maxW="60" data-testid="platform-tooltip">
          <Tooltip.Arrow>
            <Tooltip.ArrowTip />
          </Tooltip.Arrow>
          {platform.description}
        </Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  )
}
