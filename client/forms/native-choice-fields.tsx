import { Box, chakra, Stack, Text } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'
import type { WebinarSession } from '../../shared/funnel/webinar-sessions'

// Choices as the browser's own radio buttons and checkbox, styled with Chakra's primitives: they show their state
// without the page's script (the form works before it loads), and cost the page no component of their own.

const ACCENT = 'var(--chakra-colors-brand-600)'
/** The attribute that carries the instant a session list was worked out for, so hydration lists the same sessions. */
export const SESSIONS_AT_ATTRIBUTE = 'data-sessions-at'

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <Text id={id} textStyle="xs" fontWeight="medium" color="fg.error">
      {error}
    </Text>
  )
}

/**
 * The webinar session to attend: radio buttons in a fieldset when there is a choice; with one session nothing is
 * shown, and a hidden field carries it. Either way the element notes the instant the list was made for.
 */
export function SessionChoiceField({
  name,
  sessions,
  listedAt,
  value,
  onChange,
  error,
}: {
  name: string
  sessions: readonly WebinarSession[]
  listedAt: number
  value: string
  onChange: (value: string) => void
  error?: string | undefined
}) {
  const errorId = useId()
  const instant = { [SESSIONS_AT_ATTRIBUTE]: listedAt }
  const [only] = sessions
  if (sessions.length === 1 && only) return <input type="hidden" name={name} value={only.value} {...instant} />
  return (
    <Box as="fieldset" minW="0" {...instant} data-testid="session-choice">
      <Box as="legend" textStyle="sm" fontWeight="medium" mb="1.5">
        Melyik időpontban nézi a webináriumot?
      </Box>
      <Stack gap="2">
        {sessions.map((session) => {
          const checked = session.value === value
          return (
            <Box
              as="label"
              key={session.value}
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2.5"
              rounded="md"
              borderWidth="1px"
              borderColor={checked ? 'brand.600' : error ? 'border.error' : 'border'}
              bg={checked ? 'brand.50' : 'white'}
              cursor="pointer"
              textStyle="sm"
            >
              <chakra.input
                type="radio"
                name={name}
                value={session.value}
                checked={checked}
                onChange={() => onChange(session.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                boxSize="4"
                m="0"
                flexShrink="0"
                accentColor={ACCENT}
                focusVisibleRing="outside"
                focusRingColor="brand.600"
              />
              <span>{session.label}</span>
            </Box>
          )
        })}
      </Stack>
      <FieldError id={errorId} error={error} />
    </Box>
  )
}

/** A box to tick (a consent, the privacy policy accepted), unticked until the visitor ticks it, its full text as the label. */
export function CheckboxField({
  name,
  checked,
  onChange,
  required,
  error,
  children,
}: {
  name: string
  checked: boolean
  onChange: (checked: boolean) => void
  required?: boolean
  error?: string | undefined
  children: ReactNode
}) {
  const errorId = useId()
  return (
    <Stack gap="1.5">
      <Box as="label" display="flex" alignItems="flex-start" gap="3" cursor="pointer" textStyle="sm">
        <chakra.input
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          boxSize="4"
          mt="0.5"
          mx="0"
          flexShrink="0"
          accentColor={ACCENT}
          focusVisibleRing="outside"
          focusRingColor="brand.600"
        />
        <span>{children}</span>
      </Box>
      <FieldError id={errorId} error={error} />
    </Stack>
  )
}
