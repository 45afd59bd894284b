import { Text } from '@chakra-ui/react'
import { savedAtLabel } from '../../../shared/saved-at-label'

/** When the editor's draft last reached the server ("Mentve 14:02"), or that the last try failed. */
export function AutosaveStatus({ savedAt, failed }: { savedAt: string | null; failed: boolean }) {
  return (
    <Text
      role="status"
      fontSize="sm"
      color={failed ? 'fg.error' : 'fg.muted'}
      data-testid="autosave-status"
      // Each save rewrites it; read it out only when asked, not every few seconds.
      aria-live="off"
    >
      {failed ? 'Autosave failed; trying again' : savedAt ? savedAtLabel(savedAt) : ''}
    </Text>
  )
}
