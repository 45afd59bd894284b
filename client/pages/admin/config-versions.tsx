import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { History } from 'lucide-react'
import { formatBudapestDateTime } from '../../../shared/funnel/webinar-calendar'
import type { FunnelConfigKind, FunnelConfigs, SavedConfig } from '../../../shared/schemas/funnel-configs'
import { trpc } from '../../lib/trpc'

/** The fields one version changed from the one before it, by name ("key points, title"). */
export function changedFields(version: object, previous: object | undefined): string[] {
  if (!previous) return []
  const before = previous as Record<string, unknown>
  return Object.entries(version)
    .filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key]))
    .map(([key]) => key.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`))
}

/** The latest saved versions, newest first, each with what it changed; restoring one puts it in the editor to save. */
export function ConfigVersions<K extends FunnelConfigKind>({
  kind,
  onRestore,
}: {
  kind: K
  onRestore: (config: FunnelConfigs[K]) => void
}) {
  const queries = {
    register: trpc.admin.registerConfigVersions,
    webinar: trpc.admin.webinarConfigVersions,
    offer: trpc.admin.offerConfigVersions,
  } as const
  const versions = (queries[kind].useQuery as () => { data?: Array<SavedConfig<FunnelConfigs[K]>> })().data
  if (!versions || versions.length === 0) return null
  return (
    <Stack as="section" aria-label="Saved versions" gap="2" pt="4" borderTopWidth="1px" borderColor="border.muted">
      <Text fontWeight="medium" display="flex" alignItems="center" gap="2">
        <History aria-hidden="true" size={18} /> Saved versions
      </Text>
      <Stack as="ol" listStyleType="none" gap="2" data-testid="config-versions">
        {versions.map((version, index) => {
          const changed = changedFields(version.config, versions[index + 1]?.config)
          return (
            <HStack as="li" key={version.id} justify="space-between" gap="3" fontSize="sm" wrap="wrap">
              <Text>
                <strong>{formatBudapestDateTime(version.createdAt)}</strong>
                {index === 0 && ' (in force)'}
                <Text as="span" color="fg.muted">
                  {' · '}
                  {index === versions.length - 1
                    ? 'oldest listed'
                    : changed.length > 0
                      ? `changed ${changed.join(', ')}`
                      : 'no changes'}
                </Text>
              </Text>
              <Button size="xs" variant="outline" onClick={() => onRestore(version.config)}>
                Restore into the editor
              </Button>
            </HStack>
          )
        })}
      </Stack>
    </Stack>
  )
}
