import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import type { WebinarSchedule } from '../../../shared/funnel/webinar-schedule'
import { upcomingSessions } from '../../../shared/funnel/webinar-sessions'
import { WebinarScheduleSchema } from '../../../shared/schemas/funnel-configs'
import { AdminCheckbox, AdminField, AdminInput, AdminSelect } from './admin-ui'
import { AddButton, RemoveButton, type FieldErrors } from './config-editor-parts'

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
const NEW_WEEKLY_SESSION = { weekday: 2, time: '18:00' }
const PREVIEW_REFRESH_MS = 60_000

/** A number input's value: NaN while empty, so the schema names the field rather than taking 0. */
const numberFrom = (value: string) => (value.trim() === '' ? Number.NaN : Number(value))
const numberValue = (value: number) => (Number.isNaN(value) ? '' : value)

/**
 * The register config's webinar sessions, in Budapest time: weekly ones, one-off dates, the just-in-time session and
 * the replay's days, with the sessions the registration form would offer now.
 */
export function ScheduleEditor({
  schedule,
  errors,
  onChange,
}: {
  schedule: WebinarSchedule
  errors: FieldErrors
  onChange: (schedule: WebinarSchedule) => void
}) {
  const set = (changes: Partial<WebinarSchedule>) => onChange({ ...schedule, ...changes })
  const setJustInTime = (changes: Partial<WebinarSchedule['justInTime']>) =>
    set({ justInTime: { ...schedule.justInTime, ...changes } })
  const error = (path: string) => errors[`schedule.${path}`]
  return (
    <Stack as="fieldset" gap="5">
      <Text as="legend" fontWeight="medium" mb="2">
        Webinar sessions (Budapest time)
      </Text>
      <Stack as="fieldset" gap="3">
        <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
          Weekly sessions
        </Text>
        {schedule.weekly.map((session, index) => (
          <HStack key={index} align="start">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" flex="1">
              <AdminField label={`Weekly session ${index + 1} day`} error={error(`weekly.${index}.weekday`)}>
                <AdminSelect
                  value={session.weekday}
                  onChange={(event) =>
                    set({ weekly: schedule.weekly.with(index, { ...session, weekday: Number(event.target.value) }) })
                  }
                >
                  {WEEKDAYS.map((weekday, dayIndex) => (
                    <option key={weekday} value={dayIndex + 1}>
                      {weekday}
                    </option>
                  ))}
                </AdminSelect>
              </AdminField>
              <AdminField
                label={`Weekly session ${index + 1} time`}
                error={error(`weekly.${index}.time`) ?? error(`weekly.${index}`)}
              >
                <AdminInput
                  type="time"
                  value={session.time}
                  onChange={(event) =>
                    set({ weekly: schedule.weekly.with(index, { ...session, time: event.target.value }) })
                  }
                />
              </AdminField>
            </SimpleGrid>
            <RemoveButton
              label={`Remove weekly session ${index + 1}`}
              onClick={() => set({ weekly: schedule.weekly.toSpliced(index, 1) })}
            />
          </HStack>
        ))}
        <ListError error={error('weekly')} />
        <AddButton
          label="Add weekly session"
          onClick={() => set({ weekly: [...schedule.weekly, NEW_WEEKLY_SESSION] })}
        />
      </Stack>
      <Stack as="fieldset" gap="3">
        <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
          One-off sessions
        </Text>
        {schedule.dates.map((date, index) => (
          <HStack key={index} align="start">
            <Box flex="1">
              <AdminField label={`One-off session ${index + 1}`} error={error(`dates.${index}`)}>
                <AdminInput
                  type="datetime-local"
                  value={date}
                  onChange={(event) => set({ dates: schedule.dates.with(index, event.target.value) })}
                />
              </AdminField>
            </Box>
            <RemoveButton
              label={`Remove one-off session ${index + 1}`}
              onClick={() => set({ dates: schedule.dates.toSpliced(index, 1) })}
            />
          </HStack>
        ))}
        <ListError error={error('dates')} />
        <AddButton label="Add one-off session" onClick={() => set({ dates: [...schedule.dates, ''] })} />
      </Stack>
      <Stack as="fieldset" gap="3">
        <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
          Just-in-time session
        </Text>
        <AdminCheckbox
          label="Offer a session that starts soon after registering"
          checked={schedule.justInTime.enabled}
          onChange={(enabled) => setJustInTime({ enabled })}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <AdminField
            label="Starts after (minutes)"
            error={error('justInTime.minutes')}
            helper="Also used when no other session lies ahead, so the form always offers one."
          >
            <AdminInput
              type="number"
              min={1}
              step={1}
              value={numberValue(schedule.justInTime.minutes)}
              onChange={(event) => setJustInTime({ minutes: numberFrom(event.target.value) })}
            />
          </AdminField>
        </SimpleGrid>
        <AdminCheckbox
          label="Not at night: a start between 22:00 and 07:00 moves to 07:00"
          checked={schedule.justInTime.excludeNights}
          onChange={(excludeNights) => setJustInTime({ excludeNights })}
        />
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <AdminField label="Replay open for (days)" error={error('replayDays')}>
          <AdminInput
            type="number"
            min={1}
            step={1}
            value={numberValue(schedule.replayDays)}
            onChange={(event) => set({ replayDays: numberFrom(event.target.value) })}
          />
        </AdminField>
      </SimpleGrid>
      <SessionsPreview schedule={schedule} />
    </Stack>
  )
}

function ListError({ error }: { error: string | undefined }) {
  if (!error) return null
  return (
    <Text color="fg.error" fontSize="sm">
      {error}
    </Text>
  )
}

/** The sessions the form would offer now, as it labels them; worked out in the browser only, after hydration. */
function SessionsPreview({ schedule }: { schedule: WebinarSchedule }) {
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    const tick = () => setNow(Date.now())
    tick()
    const timer = setInterval(tick, PREVIEW_REFRESH_MS)
    return () => clearInterval(timer)
  }, [])
  const valid = WebinarScheduleSchema.safeParse(schedule)
  const sessions = now !== null && valid.success ? upcomingSessions({ schedule: valid.data }, new Date(now)) : []
  return (
    <Box bg="bg.subtle" rounded="md" px="4" py="3" fontSize="sm" data-testid="sessions-preview">
      <Text fontWeight="medium">The registration form offers now:</Text>
      {!valid.success ? (
        <Text color="fg.muted">Correct the fields above to see the sessions.</Text>
      ) : sessions.length === 1 ? (
        <Text>
          <span lang="hu">{sessions[0]!.label}</span> (one session: no choice is shown)
        </Text>
      ) : (
        <Box as="ul" ps="5" listStyleType="disc" lang="hu">
          {sessions.map((session) => (
            <li key={session.value}>{session.label}</li>
          ))}
        </Box>
      )}
    </Box>
  )
}
