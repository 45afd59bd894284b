// The admin's offline copy of registrations (browser storage `registrationsCopy`), as pure functions: each page the
// server sends joins it, and while the server cannot be reached the copy is searched, filtered, sorted and paged here
// as the server would, so it follows the filter the admin sets meanwhile.
import { budapestDayStart, shiftDay } from '../../../shared/budapest-time'
import {
  ADMIN_SOURCE_FILTERS,
  REGISTRATION_ORDERS,
  type RegistrationFilter,
  type RegistrationSortColumn,
} from '../../../shared/schemas/admin-registrations'
import type { Registration } from '../../../shared/schemas/registration'
import { matchesSearch, sortKeyOf } from '../../../shared/search-words'

/** The most rows the copy keeps: the latest loaded, a few hundred KB of storage. */
export const COPY_MAX_ROWS = 500

export interface RegistrationsCopy {
  savedAt: string
  items: Registration[]
}

/** The copy after a page loaded: the page's rows replace their older copies and come first; the oldest loaded go. */
export function mergeIntoCopy(
  copy: RegistrationsCopy | null | undefined,
  items: readonly Registration[],
  savedAt: string,
): RegistrationsCopy {
  const loaded = new Set(items.map((item) => item.id))
  const kept = (copy?.items ?? []).filter((item) => !loaded.has(item.id))
  return { savedAt, items: [...items, ...kept].slice(0, COPY_MAX_ROWS) }
}

function matches(item: Registration, filter: RegistrationFilter): boolean {
  if (filter.search && !matchesSearch(item, filter.search)) return false
  if (filter.source && !(ADMIN_SOURCE_FILTERS[filter.source] as readonly string[]).includes(item.source)) return false
  if (filter.status && item.status !== filter.status) return false
  if (filter.utmSource && item.metadata.firstTouch?.source !== filter.utmSource) return false
  if (filter.utmCampaign && item.metadata.firstTouch?.campaign !== filter.utmCampaign) return false
  if (filter.from && item.registrationDate < budapestDayStart(filter.from)) return false
  if (filter.to && item.registrationDate >= budapestDayStart(shiftDay(filter.to, 1))) return false
  return true
}

const SORT_VALUES: Record<RegistrationSortColumn, (item: Registration) => string[]> = {
  registrationDate: (item) => [item.registrationDate],
  fullName: (item) => [sortKeyOf(item.fullName)],
  email: (item) => [sortKeyOf(item.email)],
  source: (item) => [item.source, item.registrationDate],
  status: (item) => [item.status, item.registrationDate],
}

function compare(a: readonly string[], b: readonly string[]): number {
  for (let index = 0; index < a.length; index += 1) {
    const [left, right] = [a[index]!, b[index]!]
    if (left !== right) return left < right ? -1 : 1
  }
  return 0
}

/** The copy's rows the filter matches, in its order, one page of them, with how many match. */
export function copyPage(
  items: readonly Registration[],
  filter: RegistrationFilter,
  page: { page: number; pageSize: number },
): { items: Registration[]; total: number } {
  const { column, direction } = REGISTRATION_ORDERS[filter.order ?? 'newest']
  const sign = direction === 'asc' ? 1 : -1
  const matching = items
    .filter((item) => matches(item, filter))
    .sort((a, b) => sign * (compare(SORT_VALUES[column](a), SORT_VALUES[column](b)) || a.id - b.id))
  const start = (page.page - 1) * page.pageSize
  return { items: matching.slice(start, start + page.pageSize), total: matching.length }
}
