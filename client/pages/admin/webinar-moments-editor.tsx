import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { FUNNEL_CONFIG_LIMITS } from '../../../shared/schemas/funnel-configs'
import {
  MOMENT_KIND_LABELS,
  MOMENT_KINDS,
  RoomMessages,
  type MomentKind,
  type WebinarMoment,
} from '../../../shared/webinar/room'
import { AdminField, AdminInput, AdminSelect } from './admin-ui'
import { AddButton, RemoveButton, type FieldErrors } from './config-editor-parts'
import { TimelineTimeInput } from './timeline-time-input'

const { min: MIN_CHOICES, max: MAX_CHOICES } = FUNNEL_CONFIG_LIMITS.pollChoices

/** The moment as `kind`, keeping its id, its window and the texts the two kinds share by name. */
function asKind(moment: WebinarMoment, kind: MomentKind): WebinarMoment {
  const window = { id: moment.id, at: moment.at, until: moment.until }
  const text = (key: string) => (key in moment ? String((moment as unknown as Record<string, unknown>)[key]) : '')
  if (kind === 'offer') {
    return { ...window, kind, title: text('title'), button: text('button') || RoomMessages.offerButtonFallback }
  }
  if (kind === 'handout') return { ...window, kind, name: text('name'), link: text('link') }
  return { ...window, kind, question: text('question'), choices: moment.kind === 'poll' ? moment.choices : ['', ''] }
}

/** A new moment: an offer with the room's button text, at a time the admin gives; its id is never shown. */
const newMoment = (): WebinarMoment => ({
  id: crypto.randomUUID(),
  at: Number.NaN,
  until: null,
  kind: 'offer',
  title: '',
  button: RoomMessages.offerButtonFallback,
})

/**
 * Webinar Content's moments: offers, handouts and polls on the video's timeline, each shown while the position is in
 * its window. Listed as entered (the room finds the open ones by time, whatever the order).
 */
export function WebinarMomentsEditor({
  moments,
  errors,
  onChange,
}: {
  moments: WebinarMoment[]
  errors: FieldErrors
  onChange: (moments: WebinarMoment[]) => void
}) {
  return (
    <Stack as="fieldset" gap="4">
      <Text as="legend" fontWeight="medium" mb="2">
        Moments
      </Text>
      <Text textStyle="sm" color="fg.muted">
        Offers, handouts and polls shown beside the video from their time until their end (or until the video ends).
      </Text>
      {moments.map((moment, index) => (
        <MomentFields
          key={moment.id}
          moment={moment}
          number={index + 1}
          errors={errors}
          path={`moments.${index}`}
          onChange={(changed) => onChange(moments.with(index, changed))}
          onRemove={() => onChange(moments.toSpliced(index, 1))}
        />
      ))}
      {errors.moments && (
        <Text color="fg.error" fontSize="sm">
          {errors.moments}
        </Text>
      )}
      {moments.length < FUNNEL_CONFIG_LIMITS.moments && (
        <AddButton label="Add moment" onClick={() => onChange([...moments, newMoment()])} />
      )}
    </Stack>
  )
}

function MomentFields({
  moment,
  number,
  errors,
  path,
  onChange,
  onRemove,
}: {
  moment: WebinarMoment
  number: number
  errors: FieldErrors
  path: string
  onChange: (moment: WebinarMoment) => void
  onRemove: () => void
}) {
  const label = (field: string) => `Moment ${number} ${field}`
  const error = (field: string) => errors[`${path}.${field}`]
  return (
    <HStack align="start" borderTopWidth="1px" borderColor="border.muted" pt="4" data-testid="moment">
      <Stack gap="3" flex="1" minW="0">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <AdminField label={label('kind')}>
            <AdminSelect
              value={moment.kind}
              onChange={(event) => onChange(asKind(moment, event.target.value as MomentKind))}
            >
              {MOMENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {MOMENT_KIND_LABELS[kind]}
                </option>
              ))}
            </AdminSelect>
          </AdminField>
          <AdminField label={label('at (mm:ss)')} error={error('at')}>
            <TimelineTimeInput value={moment.at} onChange={(at) => onChange({ ...moment, at: at ?? Number.NaN })} />
          </AdminField>
          <AdminField label={label('until (mm:ss), optional')} error={error('until')}>
            <TimelineTimeInput value={moment.until} optional onChange={(until) => onChange({ ...moment, until })} />
          </AdminField>
        </SimpleGrid>
        <MomentTexts moment={moment} number={number} label={label} error={error} onChange={onChange} />
      </Stack>
      <RemoveButton label={`Remove moment ${number}`} onClick={onRemove} />
    </HStack>
  )
}

function MomentTexts({
  moment,
  number,
  label,
  error,
  onChange,
}: {
  moment: WebinarMoment
  number: number
  label: (field: string) => string
  error: (field: string) => string | undefined
  onChange: (moment: WebinarMoment) => void
}) {
  if (moment.kind === 'offer') {
    return (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <AdminField label={label('offer title')} error={error('title')}>
          <AdminInput value={moment.title} onChange={(event) => onChange({ ...moment, title: event.target.value })} />
        </AdminField>
        <AdminField label={label('button text')} error={error('button')} helper="The button opens /offer.">
          <AdminInput value={moment.button} onChange={(event) => onChange({ ...moment, button: event.target.value })} />
        </AdminField>
      </SimpleGrid>
    )
  }
  if (moment.kind === 'handout') {
    return (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <AdminField label={label('handout name')} error={error('name')}>
          <AdminInput value={moment.name} onChange={(event) => onChange({ ...moment, name: event.target.value })} />
        </AdminField>
        <AdminField label={label('handout link')} error={error('link')} helper="https://… or a path on this site">
          <AdminInput value={moment.link} onChange={(event) => onChange({ ...moment, link: event.target.value })} />
        </AdminField>
      </SimpleGrid>
    )
  }
  const setChoices = (choices: string[]) => onChange({ ...moment, choices })
  return (
    <Stack gap="3">
      <AdminField label={label('poll question')} error={error('question')}>
        <AdminInput
          value={moment.question}
          onChange={(event) => onChange({ ...moment, question: event.target.value })}
        />
      </AdminField>
      {moment.choices.map((choice, index) => (
        <HStack key={index} align="start">
          <Box flex="1">
            <AdminField label={label(`choice ${index + 1}`)} error={error(`choices.${index}`)}>
              <AdminInput
                value={choice}
                onChange={(event) => setChoices(moment.choices.with(index, event.target.value))}
              />
            </AdminField>
          </Box>
          {moment.choices.length > MIN_CHOICES && (
            <RemoveButton
              label={`Remove ${label(`choice ${index + 1}`).toLowerCase()}`}
              onClick={() => setChoices(moment.choices.toSpliced(index, 1))}
            />
          )}
        </HStack>
      ))}
      {error('choices') && (
        <Text color="fg.error" fontSize="sm">
          {error('choices')}
        </Text>
      )}
      {moment.choices.length < MAX_CHOICES && (
        <AddButton label={`Add choice to moment ${number}`} onClick={() => setChoices([...moment.choices, ''])} />
      )}
    </Stack>
  )
}
