import { useCallback } from 'react'
import {
  BULK_IDS_MAX,
  RegistrationAdminMessages,
  type RegistrationBulkResult,
  type RegistrationSelection,
} from '../../../shared/schemas/admin-registrations'
import type { RegistrationStatus } from '../../../shared/schemas/registration'
import { toaster } from '../../components/ui/toaster'
import { randomUuid } from '../../lib/random-uuid'
import { trpc } from '../../lib/trpc'
import { apiErrorCode } from '../../lib/trpc-error'
import { statusLabel } from './registration-labels'
import { failureDetail } from './use-registration-ops'

type BulkKind = 'status' | 'delete' | 'restore'

const ERROR_TEXTS: Record<BulkKind, string> = {
  status: RegistrationAdminMessages.updateError,
  delete: RegistrationAdminMessages.deleteError,
  restore: RegistrationAdminMessages.updateError,
}

/** A bulk change that failed, in the admin's words: the spec's 'Failed to save changes' and why beneath it. */
function reportFailure(kind: BulkKind, error: unknown): void {
  const code = apiErrorCode(error)
  console.error(`The bulk ${kind} change failed`, error)
  if (code === 'FORBIDDEN') {
    toaster.error({ title: RegistrationAdminMessages.noPermission(kind === 'delete' ? 'delete' : 'change') })
    return
  }
  toaster.error({
    title: RegistrationAdminMessages.saveFailed,
    description:
      code === null ? RegistrationAdminMessages.bulkNeedsServer : (failureDetail(error) ?? ERROR_TEXTS[kind]),
  })
}

/** Whether the selection may be sent: ticked rows are sent by id, at most BULK_IDS_MAX of them. */
export function sendable(selection: RegistrationSelection): boolean {
  if (selection.kind === 'ids' && selection.ids.length > BULK_IDS_MAX) {
    toaster.error({ title: RegistrationAdminMessages.tooManyTicked(BULK_IDS_MAX) })
    return false
  }
  return true
}

/**
 * The Registrations tab's bulk changes: a status for the selection, its move to the trash (with "Visszavonás" in the
 * toast, which restores exactly the rows it moved) and a restore of rows from the trash. Each is one operation with
 * its own id, answered once however often it is sent; each confirms with a toast. `changed` runs after any of them
 * reached the server, to load what it changed.
 */
export function useBulkChanges({ changed }: { changed: () => void }) {
  const { mutateAsync: sendStatus, isPending: settingStatus } = trpc.admin.registrations.bulkSetStatus.useMutation()
  const { mutateAsync: sendDelete, isPending: deleting } = trpc.admin.registrations.bulkDelete.useMutation()
  const { mutateAsync: sendRestore, isPending: restoring } = trpc.admin.registrations.bulkRestore.useMutation()

  const restore = useCallback(
    async (ids: readonly number[]): Promise<RegistrationBulkResult | null> => {
      if (ids.length === 0) return null
      try {
        const result = await sendRestore({ opId: randomUuid(), ids: [...ids] })
        changed()
        toaster.create({ type: 'success', title: RegistrationAdminMessages.restored(result.changedIds.length) })
        return result
      } catch (error) {
        reportFailure('restore', error)
        return null
      }
    },
    [sendRestore, changed],
  )

  const setStatus = useCallback(
    async (selection: RegistrationSelection, status: RegistrationStatus): Promise<boolean> => {
      if (!sendable(selection)) return false
      try {
        const result = await sendStatus({ opId: randomUuid(), selection, status })
        changed()
        toaster.create({
          type: 'success',
          title: RegistrationAdminMessages.statusChanged(result.changedIds.length, statusLabel(status)),
        })
        return true
      } catch (error) {
        reportFailure('status', error)
        return false
      }
    },
    [sendStatus, changed],
  )

  const remove = useCallback(
    async (selection: RegistrationSelection, count: number): Promise<boolean> => {
      if (!sendable(selection) || !window.confirm(RegistrationAdminMessages.deleteConfirm(count))) return false
      try {
        const result = await sendDelete({ opId: randomUuid(), selection })
        changed()
        toaster.create({
          type: 'success',
          title: RegistrationAdminMessages.movedToTrash(result.changedIds.length),
          duration: 10_000,
          action: { label: RegistrationAdminMessages.undo, onClick: () => void restore(result.changedIds) },
        })
        return true
      } catch (error) {
        reportFailure('delete', error)
        return false
      }
    },
    [sendDelete, changed, restore],
  )

  return { setStatus, remove, restore, busy: settingStatus || deleting || restoring }
}
