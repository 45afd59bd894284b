import { Box, Button, Flex, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react'
import { Plus, RotateCcw, Save, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { ADMIN_EDITOR_PANEL, AdminField, AdminInput } from './admin-ui'

/** Field errors by path (`bulletPoints.1`, `presenter.name`), as the shared schema reports them. */
export type FieldErrors = Record<string, string | undefined>

export function EditorFrame({
  title,
  dirty,
  saving,
  onSave,
  onReset,
  resets = onReset ? [{ label: 'Reset to default', onReset }] : [],
  versions,
  notice,
  children,
}: {
  title: string
  /** Why what the editor shows is not the saved config (it could not be loaded). */
  notice?: string | null
  dirty: boolean
  saving: boolean
  onSave: () => void
  onReset?: () => void
  /** The contents "reset" offers, a button each (the funnel configs: the Hungarian starter and the spec's defaults). */
  resets?: ReadonlyArray<{ label: string; onReset: () => void }>
  /** The saved versions to restore from, below the buttons. */
  versions?: ReactNode
  children: ReactNode
}) {
  return (
    <Stack
      as="form"
      gap="6"
      {...ADMIN_EDITOR_PANEL}
      onSubmit={(event) => {
        event.preventDefault()
        onSave()
      }}
    >
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h2" size="lg" color="ink">
          {title}
        </Heading>
        {dirty && (
          <Text fontSize="sm" color="orange.700" data-testid="unsaved-changes">
            Unsaved changes
          </Text>
        )}
      </Flex>
      {notice && (
        <Text color="orange.800" bg="orange.50" p="3" rounded="md" role="status" data-testid="config-fallback">
          {notice}
        </Text>
      )}
      {children}
      <HStack gap="3" wrap="wrap">
        <Button type="submit" colorPalette="brand" loading={saving}>
          <Save aria-hidden="true" /> Save changes
        </Button>
        {resets.map((reset) => (
          <Button key={reset.label} type="button" variant="outline" onClick={reset.onReset} disabled={saving}>
            <RotateCcw aria-hidden="true" /> {reset.label}
          </Button>
        ))}
      </HStack>
      {versions}
    </Stack>
  )
}

/** A list of one-line texts (bullets, key points, features) with add and remove. */
export function TextListEditor({
  label,
  itemLabel,
  items,
  errors,
  path,
  onChange,
}: {
  label: string
  itemLabel: string
  items: string[]
  errors: FieldErrors
  path: string
  onChange: (items: string[]) => void
}) {
  return (
    <Stack as="fieldset" gap="3">
      <Text as="legend" fontWeight="medium" mb="2">
        {label}
      </Text>
      {items.map((item, index) => (
        <HStack key={index} align="start">
          <Box flex="1">
            <AdminField label={`${itemLabel} ${index + 1}`} error={errors[`${path}.${index}`]}>
              <AdminInput value={item} onChange={(event) => onChange(items.with(index, event.target.value))} />
            </AdminField>
          </Box>
          <RemoveButton
            label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
            onClick={() => onChange(items.toSpliced(index, 1))}
          />
        </HStack>
      ))}
      {errors[path] && (
        <Text color="fg.error" fontSize="sm">
          {errors[path]}
        </Text>
      )}
      <AddButton label={`Add ${itemLabel.toLowerCase()}`} onClick={() => onChange([...items, ''])} />
    </Stack>
  )
}

export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} variant="ghost" colorPalette="red" mt="6" onClick={onClick}>
      <Trash2 />
    </IconButton>
  )
}

export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="outline" size="sm" alignSelf="start" onClick={onClick}>
      <Plus aria-hidden="true" /> {label}
    </Button>
  )
}
