import { Text } from '@chakra-ui/react'
import { savedAtLabel } from '../../../shared/saved-at-label'

/**
 * When the editor's draft last reached the server ("Mentve 14:02"), or that the last try failed. A status: read out
 * when it changes, at most once a minute, since the time has minutes only.
 */
export function AutosaveStatus({ savedAt, failed }: { savedAt: string | null; failed: boolean }) {
  return (
    <Text
      role="status"
      lang={failed ? undefined : 'hu'}
      fontSize="sm"
      color={failed ? 'fg.error' : 'fg.muted'}
      data-testid="autosave-status"
    >
      {failed ? 'Autosave failed; trying again' : savedAt ? savedAtLabel(savedAt) : ''}
    </Text>
  )
}
