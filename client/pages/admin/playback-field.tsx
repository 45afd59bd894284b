import { chakra, Stack, Text } from '@chakra-ui/react'
import { WEBINAR_PLAYBACK_LABELS, WEBINAR_PLAYBACKS, type WebinarPlayback } from '../../../shared/webinar/room'

const PLAYBACK_HELP: Record<WebinarPlayback, string> = {
  'simulated-live':
    'A scheduled session plays as one live point for everyone, without seeking; after its end the replay can be seeked.',
  'on-demand': 'Every visitor starts the video from the beginning and may pause and seek, as the room did before.',
}

/** Webinar Content's "Playback": a radio group, each choice with a line saying what it does. */
export function PlaybackField({
  playback,
  onChange,
}: {
  playback: WebinarPlayback
  onChange: (playback: WebinarPlayback) => void
}) {
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="medium" mb="2">
        Playback
      </Text>
      {WEBINAR_PLAYBACKS.map((choice) => (
        <div key={choice}>
          <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer" textStyle="sm" fontWeight="medium">
            <chakra.input
              type="radio"
              name="webinar-playback"
              value={choice}
              checked={playback === choice}
              onChange={() => onChange(choice)}
              boxSize="4"
              m="0"
              accentColor="var(--chakra-colors-brand-600)"
              focusVisibleRing="outside"
              focusRingColor="brand.600"
              aria-describedby={`webinar-playback-${choice}-help`}
            />
            {WEBINAR_PLAYBACK_LABELS[choice]}
          </chakra.label>
          <Text textStyle="sm" color="fg.muted" ms="6" id={`webinar-playback-${choice}-help`}>
            {PLAYBACK_HELP[choice]}
          </Text>
        </div>
      ))}
    </Stack>
  )
}
