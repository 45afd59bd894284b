// The Registrations tab's words for stored values: statuses, orders and the fields a history entry names.
import { POSITION_LABELS, type Position } from '../../../shared/positions'
import {
  DETAIL_LABELS,
  type EditableDetail,
  type RegistrationHistoryEntry,
  type RegistrationOrder,
} from '../../../shared/schemas/admin-registrations'
import type { RegistrationStatus } from '../../../shared/schemas/registration'
import { formatBudapestDateTime } from '../../../shared/funnel/webinar-calendar'

export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  completed: 'Completed',
  flagged: 'Flagged',
}

export const statusLabel = (status: string): string => STATUS_LABELS[status as RegistrationStatus] ?? status

export const ORDER_LABELS: Record<RegistrationOrder, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'name-asc': 'Name A–Z',
  'name-desc': 'Name Z–A',
  'email-asc': 'E-mail A–Z',
  'email-desc': 'E-mail Z–A',
  'source-asc': 'Source A–Z',
  'source-desc': 'Source Z–A',
  'status-asc': 'Status A–Z',
  'status-desc': 'Status Z–A',
}

const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  fullName: 'Name',
  email: 'E-mail',
  notes: 'Note',
  webinarTime: 'Session',
  marketingConsent: 'Marketing consent given',
  unsubscribedAt: 'Unsubscribed',
  ...Object.fromEntries(Object.entries(DETAIL_LABELS).map(([key, label]) => [`details.${key}`, label])),
}

const shownValue = (field: string, value: string | null): string => {
  if (value === null || value === '') return '—'
  if (field === 'status') return statusLabel(value)
  if (field === 'webinarTime' || field === 'marketingConsent' || field === 'unsubscribedAt') return dateTimeText(value)
  if (field === ('details.position' satisfies `details.${EditableDetail}`)) {
    return POSITION_LABELS[value as Position] ?? value
  }
  return value
}

/** One history entry in the admin's words: "Status: New → Contacted", "Moved to the trash". */
export function historyLine(entry: Pick<RegistrationHistoryEntry, 'field' | 'oldValue' | 'newValue'>): string {
  if (entry.field === 'deletedAt') return entry.newValue === null ? 'Restored from the trash' : 'Moved to the trash'
  const label = FIELD_LABELS[entry.field] ?? entry.field
  return `${label}: ${shownValue(entry.field, entry.oldValue)} → ${shownValue(entry.field, entry.newValue)}`
}

/** "12 minutes ago", "3 hours ago", "2 days ago": how old a stored copy is. */
export function ageText(savedAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(savedAt)) / 60_000))
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'} ago`
  if (minutes < 1) return 'just now'
  if (minutes < 60) return unit(minutes, 'minute')
  if (minutes < 48 * 60) return unit(Math.floor(minutes / 60), 'hour')
  return unit(Math.floor(minutes / (24 * 60)), 'day')
}

export const dateTimeText = formatBudapestDateTime
