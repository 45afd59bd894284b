import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { History, Send } from 'lucide-react'
import { useState } from 'react'
import {
  DEFAULT_EMAIL_TEXTS,
  EMAIL_KIND_LABELS,
  EMAIL_PLACEHOLDERS,
  type EmailKind,
  type EmailTexts,
} from '../../../shared/funnel/webinar-emails'
import { formatBudapestDateTime } from '../../../shared/funnel/webinar-calendar'
import { AdminEmailMessages, EmailTextsInputSchema } from '../../../shared/schemas/admin-emails'
import { FunnelConfigAdminMessages } from '../../../shared/schemas/funnel-configs'
import { toaster } from '../../components/ui/toaster'
import { trpc } from '../../lib/trpc'
import { AdminField, AdminInput, AdminTextarea } from './admin-ui'
import { EditorFrame, type FieldErrors } from './config-editor-parts'
import { OutboxStatusLine } from './outbox-status'
import { useUnsavedChangesGuard } from './unsaved-changes'

/**
 * The E-mails tab: each e-mail's subject and opening paragraph, with the built-in defaults, saved versions and a
 * test to the signed-in admin; above them, whether a mail server is configured and how the outbox is doing.
 */
export function EmailTextsPanel() {
  const texts = trpc.admin.emails.texts.useQuery()
  return (
    <Stack gap="6">
      <OutboxStatusLine />
      <Text color="fg.muted">
        Each e-mail keeps its layout, times and links; the subject (also the e-mail&apos;s heading) and the opening
        paragraph are yours. {EMAIL_PLACEHOLDERS.name} is replaced by the registrant&apos;s name,{' '}
        {EMAIL_PLACEHOLDERS.start} by their session&apos;s start; no other placeholder is accepted.
      </Text>
      {texts.isPending ? (
        <Spinner role="status" color="brand.solid" aria-label="Loading" />
      ) : texts.isError ? (
        <Text color="fg.error" role="alert">
          Failed to load e-mail texts
        </Text>
      ) : (
        texts.data.map((kind) => (
          <EmailTextsEditor key={kind.kind} kind={kind.kind} current={kind.current} versions={kind.versions} />
        ))
      )}
    </Stack>
  )
}

function EmailTextsEditor({
  kind,
  current,
  versions,
}: {
  kind: EmailKind
  current: EmailTexts
  versions: Array<{ id: number; createdAt: string; texts: EmailTexts }>
}) {
  const utils = trpc.useUtils()
  const [edited, setEdited] = useState<EmailTexts | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const draft = edited ?? current
  const dirty = edited !== null && JSON.stringify(edited) !== JSON.stringify(current)
  useUnsavedChangesGuard(dirty, FunnelConfigAdminMessages.leaveConfirm)
  const saveTexts = trpc.admin.emails.saveTexts.useMutation()
  const sendTest = trpc.admin.emails.sendTest.useMutation()

  const valid = (texts: EmailTexts) => {
    const parsed = EmailTextsInputSchema.safeParse({ kind, ...texts })
    if (parsed.success) {
      setErrors({})
      return parsed.data
    }
    const found: FieldErrors = {}
    for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message
    setErrors(found)
    return null
  }

  const save = async (texts: EmailTexts) => {
    const input = valid(texts)
    if (!input) return toaster.error({ title: AdminEmailMessages.saveFailed })
    try {
      await saveTexts.mutateAsync(input)
      setEdited(null)
      await utils.admin.emails.texts.invalidate()
      toaster.create({ type: 'success', title: AdminEmailMessages.saved })
    } catch (error) {
      console.error(`Saving the ${kind} e-mail texts failed`, error)
      toaster.error({ title: AdminEmailMessages.saveFailed })
    }
  }

  const test = async () => {
    const input = valid(draft)
    if (!input) return toaster.error({ title: AdminEmailMessages.testFailed })
    try {
      const { message } = await sendTest.mutateAsync(input)
      void utils.admin.emails.status.invalidate()
      toaster.create({ type: 'success', title: message })
    } catch (error) {
      console.error(`The ${kind} test e-mail failed`, error)
      toaster.error({ title: AdminEmailMessages.testFailed })
    }
  }

  return (
    <Box data-testid={`email-editor-${kind}`}>
      <EditorFrame
        title={EMAIL_KIND_LABELS[kind]}
        dirty={dirty}
        saving={saveTexts.isPending}
        onSave={() => void save(draft)}
        onReset={() => {
          if (window.confirm(FunnelConfigAdminMessages.resetConfirm)) void save(DEFAULT_EMAIL_TEXTS[kind])
        }}
        versions={
          <Stack gap="3">
            <Button
              type="button"
              variant="outline"
              alignSelf="start"
              loading={sendTest.isPending}
              onClick={() => void test()}
            >
              <Send aria-hidden="true" /> Send me a test
            </Button>
            {versions.length > 1 && (
              <Stack
                as="section"
                aria-label="Saved versions"
                gap="2"
                pt="4"
                borderTopWidth="1px"
                borderColor="border.muted"
              >
                <Text fontWeight="medium" display="flex" alignItems="center" gap="2">
                  <History aria-hidden="true" size={18} /> Saved versions
                </Text>
                <Stack as="ol" listStyleType="none" gap="2">
                  {versions.map((version, index) => (
                    <HStack as="li" key={version.id} justify="space-between" gap="3" fontSize="sm" wrap="wrap">
                      <Text>
                        <strong>{formatBudapestDateTime(version.createdAt)}</strong>
                        {index === 0 && ' (in force)'}
                        <Text as="span" color="fg.muted">
                          {' · '}
                          {version.texts.subject}
                        </Text>
                      </Text>
                      <Button size="xs" variant="outline" onClick={() => setEdited(version.texts)}>
                        Restore into the editor
                      </Button>
                    </HStack>
                  ))}
                </Stack>
              </Stack>
            )}
          </Stack>
        }
      >
        <AdminField label="Subject" error={errors.subject}>
          <AdminInput
            value={draft.subject}
            onChange={(event) => setEdited({ ...draft, subject: event.target.value })}
          />
        </AdminField>
        <AdminField label="Opening paragraph" error={errors.opening}>
          <AdminTextarea
            value={draft.opening}
            rows={3}
            onChange={(event) => setEdited({ ...draft, opening: event.target.value })}
          />
        </AdminField>
      </EditorFrame>
    </Box>
  )
}
