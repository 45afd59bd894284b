import {
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  Heading,
  HStack,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react'
import { drawerSlotRecipe } from '@chakra-ui/react/theme/recipes/drawer'
import { useRef, useState, type ComponentType } from 'react'
import type { z } from 'zod'
import { POSITION_LABELS, POSITIONS } from '../../../shared/positions'
import {
  DETAIL_LABELS,
  editableDetailsOf,
  RegistrationAdminMessages,
  RegistrationEditSchema,
  type EditableDetail,
  type RegistrationHistoryEntry,
} from '../../../shared/schemas/admin-registrations'
import {
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  PHARMACY_NAME_MAX_LENGTH,
} from '../../../shared/schemas/forms'
import type { Registration } from '../../../shared/schemas/registration'
import { toaster } from '../../components/ui/toaster'
import { trpc } from '../../lib/trpc'
import { AttendanceSection } from './attendance-section'
import { AdminField, AdminInput, AdminSelect, AdminTextarea } from './admin-ui'
import { RegistrationEmailsSection } from './registration-emails-section'
import { RegistrationQuestionsSection } from './registration-questions-section'
import { RegistrationTrackingSection } from './registration-tracking-section'
import { dateTimeText, historyLine } from './registration-labels'
import type { useRegistrationOps } from './use-registration-ops'

/** What every section of a registration's detail view gets. */
export interface RegistrationSectionProps {
  registration: Registration
  /** A change of it is queued (its deletion) or on its way: the section takes none now. */
  readOnly: boolean
  submit: ReturnType<typeof useRegistrationOps>['submit']
}

/**
 * The sections of a registration's detail view, in order. Each is a heading and a component; another part of the
 * admin (the e-mails sent to the registrant, issue 23) adds its section here.
 */
export const REGISTRATION_SECTIONS: Array<{
  id: string
  title: string
  Section: ComponentType<RegistrationSectionProps>
}> = [
  { id: 'details', title: 'Details', Section: RegistrationDetailsSection },
  { id: 'tracking', title: 'Campaign, consent and link', Section: RegistrationTrackingSection },
  { id: 'attendance', title: 'Attendance', Section: AttendanceSection },
  { id: 'history', title: 'History', Section: RegistrationHistorySection },
  { id: 'emails', title: 'E-mails', Section: RegistrationEmailsSection },
  { id: 'questions', title: 'Questions', Section: RegistrationQuestionsSection },
]

/** A registration's detail view: a panel from the side (the whole screen on a phone) with its sections. */
export function RegistrationDrawer({
  registration,
  onClose,
  ...props
}: Omit<RegistrationSectionProps, 'registration'> & { registration: Registration | null; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null)
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={registration !== null}
      onOpenChange={({ open }) => !open && onClose()}
      // Not the first field (Name): on a phone its focus would open the keyboard over the panel.
      initialFocusEl={() => closeButton.current}
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          {/* The admin area is English; the portal leaves the element that says so. */}
          <Drawer.Content lang="en" data-testid="registration-drawer">
            {registration && (
              <>
                <Drawer.Header>
                  <Drawer.Title overflowWrap="anywhere">{registration.fullName}</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body>
                  <Stack gap="8" pb="6">
                    {REGISTRATION_SECTIONS.map(({ id, title, Section }) => (
                      <Stack
                        as="section"
                        key={`${id}-${registration.id}`}
                        gap="3"
                        aria-labelledby={`registration-section-${id}`}
                      >
                        <Heading as="h3" size="sm" id={`registration-section-${id}`} color="ink">
                          {title}
                        </Heading>
                        <Section registration={registration} {...props} />
                      </Stack>
                    ))}
                  </Stack>
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton ref={closeButton} size="sm" aria-label="Close the details" />
                </Drawer.CloseTrigger>
              </>
            )}
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}

type EditDraft = { fullName: string; email: string; details: Partial<Record<EditableDetail, string>> }

const draftOf = (registration: Registration, editable: readonly EditableDetail[]): EditDraft => ({
  fullName: registration.fullName,
  email: registration.email,
  details: Object.fromEntries(
    editable.map((key) => [key, typeof registration.metadata[key] === 'string' ? registration.metadata[key] : '']),
  ),
})

function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) errors[issue.path.join('.')] ??= issue.message
  return errors
}

const DETAIL_MAX_LENGTHS: Record<EditableDetail, number> = {
  pharmacyName: PHARMACY_NAME_MAX_LENGTH,
  position: 20,
  company: COMPANY_MAX_LENGTH,
  message: MESSAGE_MAX_LENGTH,
}

/** The registration's name, address and the details its form asked for, editable with the forms' own rules. */
function RegistrationDetailsSection({ registration, readOnly, submit }: RegistrationSectionProps) {
  const editable = editableDetailsOf(registration.source)
  const [draft, setDraft] = useState<EditDraft>(() => draftOf(registration, editable))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const setDetail = (key: EditableDetail, value: string) =>
    setDraft({ ...draft, details: { ...draft.details, [key]: value } })

  const save = async () => {
    // A position never stored stays unset rather than be sent empty.
    const details = Object.fromEntries(
      Object.entries(draft.details).filter(([key, value]) => key !== 'position' || value !== ''),
    )
    const parsed = RegistrationEditSchema.safeParse({ ...draft, details })
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      toaster.error({ title: RegistrationAdminMessages.saveFailed, description: RegistrationAdminMessages.saveError })
      return
    }
    setErrors({})
    setSaving(true)
    const { outcome } = await submit(registration, { kind: 'edit', ...parsed.data })
    setSaving(false)
    if (outcome === 'applied') toaster.create({ type: 'success', title: RegistrationAdminMessages.edited })
  }

  return (
    // The forms' own rules and messages judge the fields, not the browser's.
    <Stack asChild gap="4">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
          <Text>Registered {dateTimeText(registration.registrationDate)}</Text>
          <Badge variant="subtle">{registration.source}</Badge>
          {registration.metadata.webinarTime && <Text>Webinar {dateTimeText(registration.metadata.webinarTime)}</Text>}
        </HStack>
        <AdminField label="Name" error={errors.fullName}>
          <AdminInput
            value={draft.fullName}
            maxLength={FULL_NAME_MAX_LENGTH}
            onChange={(event) => setDraft({ ...draft, fullName: event.target.value })}
          />
        </AdminField>
        <AdminField label="E-mail" error={errors.email}>
          <AdminInput
            type="email"
            value={draft.email}
            maxLength={EMAIL_MAX_LENGTH}
            onChange={(event) => setDraft({ ...draft, email: event.target.value })}
          />
        </AdminField>
        {editable.map((key) => {
          const value = draft.details[key] ?? ''
          const error = errors[`details.${key}`]
          if (key === 'position')
            return (
              <AdminField key={key} label={DETAIL_LABELS[key]} error={error}>
                <AdminSelect value={value} onChange={(event) => setDetail(key, event.target.value)} width="full">
                  {POSITIONS.map((position) => (
                    <option key={position} value={position}>
                      {POSITION_LABELS[position]}
                    </option>
                  ))}
                </AdminSelect>
              </AdminField>
            )
          return (
            <AdminField key={key} label={DETAIL_LABELS[key]} error={error}>
              {key === 'message' ? (
                <AdminTextarea
                  value={value}
                  maxLength={DETAIL_MAX_LENGTHS[key]}
                  onChange={(event) => setDetail(key, event.target.value)}
                />
              ) : (
                <AdminInput
                  value={value}
                  maxLength={DETAIL_MAX_LENGTHS[key]}
                  onChange={(event) => setDetail(key, event.target.value)}
                />
              )}
            </AdminField>
          )
        })}
        <Box>
          <Button type="submit" colorPalette="brand" size="sm" loading={saving} disabled={readOnly}>
            Save changes
          </Button>
        </Box>
      </form>
    </Stack>
  )
}

/** Who changed what on the registration, newest first, each change with the admin's address and the time. */
function RegistrationHistorySection({ registration }: RegistrationSectionProps) {
  const history = trpc.admin.registrations.history.useQuery({ id: registration.id })
  if (history.isPending) return <Spinner role="status" color="brand.solid" aria-label="Loading the history" />
  if (history.isError)
    return (
      <Text color="fg.error" role="alert">
        {RegistrationAdminMessages.loadError}
      </Text>
    )
  if (history.data.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        No changes yet.
      </Text>
    )
  return (
    <Stack as="ol" gap="3" listStyleType="none" data-testid="registration-history">
      {groupedByChange(history.data).map((group) => (
        <Stack as="li" key={group[0]!.id} gap="1" fontSize="sm" borderLeftWidth="2px" borderColor="border.muted" pl="3">
          <Text color="fg.muted" fontSize="xs">
            {dateTimeText(group[0]!.createdAt)} · {group[0]!.adminEmail}
          </Text>
          {group.map((entry) => (
            <Text key={entry.id} overflowWrap="anywhere">
              {historyLine(entry)}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  )
}

/** Entries one change made (same time, same admin) shown together. */
function groupedByChange(entries: readonly RegistrationHistoryEntry[]): RegistrationHistoryEntry[][] {
  const groups: RegistrationHistoryEntry[][] = []
  for (const entry of entries) {
    const last = groups.at(-1)?.[0]
    if (last && last.createdAt === entry.createdAt && last.adminEmail === entry.adminEmail) groups.at(-1)!.push(entry)
    else groups.push([entry])
  }
  return groups
}
