import Database from 'better-sqlite3'
import type { Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { RegistrationAdminMessages } from '../../shared/schemas/admin-registrations'
import { FormMessages } from '../../shared/form-messages'
import { signedInAdmin } from './support/admin-session'
import { setUpBrowser } from './support/browser'
import { answerConfirm } from './support/dialogs'
import { E2E_ADMIN } from './support/global-setup'
import { insertRegistrationRow, type RegistrationRow } from './support/registrations'

const kit = setUpBrowser()
const db = new Database(inject('sqlitePath'), { fileMustExist: true })
afterAll(() => db.close())

const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 390, height: 844 }

/** Registrations whose e-mail addresses carry `token`, so a search for it shows them alone. */
function seed(token: string, people: Array<Partial<RegistrationRow> & { fullName: string }>): number[] {
  return people.map((person, index) =>
    insertRegistrationRow(db, {
      email: `${token}-${index}@pelda.hu`,
      registrationDate: `2026-11-${String(10 + (index % 18)).padStart(2, '0')}T09:00:00.000Z`,
      source: 'webinar',
      ...person,
    }),
  )
}

async function search(page: Page, text: string, rows: number): Promise<Locator> {
  await page.getByLabel('Search by name or e-mail').fill(text)
  await page.getByRole('button', { name: 'Search' }).click()
  const found = page.getByTestId('registration-row')
  await expect.poll(() => found.count()).toBe(rows)
  return found
}

const toast = (page: Page, text: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).first()
const column = (sql: string, ...values: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .all(...values)
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)

/** Whether the select shows its chosen option's text whole, beside its indicator. */
function showsItsText(select: Locator): Promise<boolean> {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = style.font
    const text = context.measureText(element.selectedOptions[0]?.text ?? '').width
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    return text > 0 && text <= room
  })
}

describe('a table that fits', () => {
  for (const viewport of [DESKTOP, { width: 1024, height: 900 }]) {
    test(`at ${viewport.width} px status, notes and actions show without sideways scrolling`, async () => {
      const token = `fits-${viewport.width}-e2e`
      seed(token, [
        { fullName: 'Hosszúnevű Szelestey-Brandenburgi Tünde Alexandra' },
        { fullName: 'Rövid Rita', source: 'ai-training-contact', metadata: { company: 'Képzés Kft.' } },
      ])
      const page = await signedInAdmin(kit, 'registrations', viewport)
      const rows = await search(page, token, 2)
      expect(await noSidewaysScroll(page)).toBe(true)
      // The list is the first thing in its tab: it starts within the first screen.
      expect((await page.getByTestId('registrations-table').boundingBox())!.y).toBeLessThan(viewport.height)
      for (const name of ['Hosszúnevű Szelestey-Brandenburgi Tünde Alexandra', 'Rövid Rita']) {
        const status = page.getByLabel(`Status of ${name}`)
        expect(await showsItsText(status)).toBe(true)
        for (const control of [status, page.getByRole('button', { name: `Delete ${name}` })]) {
          const box = (await control.boundingBox())!
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
        }
      }
      const notes = rows.first().getByRole('button', { name: 'Edit note' })
      expect((await notes.boundingBox())!.x + (await notes.boundingBox())!.width).toBeLessThanOrEqual(viewport.width)
    })
  }

  test('at 390 px each registration is a card, the tabs do not overlap and blog titles keep their width', async () => {
    seed('phone-e2e', [{ fullName: 'Telefon Tímea' }, { fullName: 'Telefon Tamás' }])
    const page = await signedInAdmin(kit, 'registrations', PHONE)
    const rows = await search(page, 'phone-e2e', 2)
    expect(await noSidewaysScroll(page)).toBe(true)
    // Cards: the table's header is gone, each row is a box of its own the width of the list, one under the other.
    expect(await page.locator('[data-testid="registrations-table"] thead').isVisible()).toBe(false)
    const table = (await page.getByTestId('registrations-table').boundingBox())!
    const cards = await Promise.all([0, 1].map(async (index) => (await rows.nth(index).boundingBox())!))
    for (const card of cards) expect(card.width).toBeGreaterThan(table.width - 2)
    expect(cards[1]!.y).toBeGreaterThanOrEqual(cards[0]!.y + cards[0]!.height)
    expect(await rows.first().evaluate((row) => getComputedStyle(row).display)).toBe('grid')
    expect(await showsItsText(page.getByLabel('Status of Telefon Tímea'))).toBe(true)

    const tabs = await Promise.all((await page.getByRole('tab').all()).map(async (tab) => (await tab.boundingBox())!))
    for (const [index, tab] of tabs.entries()) {
      expect(tab.x + tab.width).toBeLessThanOrEqual(PHONE.width)
      for (const other of tabs.slice(index + 1)) {
        const apart =
          tab.x + tab.width <= other.x + 0.5 ||
          other.x + other.width <= tab.x + 0.5 ||
          tab.y + tab.height <= other.y + 0.5 ||
          other.y + other.height <= tab.y + 0.5
        expect(apart).toBe(true)
      }
    }

    await page.getByRole('tab', { name: 'Blog Posts' }).click()
    const titles = page.getByTestId('admin-posts').getByRole('listitem').locator('p:first-of-type')
    await titles.first().waitFor()
    for (const title of await titles.all()) expect((await title.boundingBox())!.width).toBeGreaterThan(200)
    expect(await noSidewaysScroll(page)).toBe(true)
  })

  test('while another filter loads, the last rows stay with a spinner, never "0 registrations"', async () => {
    seed('loading-e2e', [{ fullName: 'Töltés Teréz' }, { fullName: 'Töltés Tivadar' }])
    const page = await signedInAdmin(kit, 'registrations', DESKTOP)
    const rows = await search(page, 'loading-e2e', 2)
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/trpc/admin.registrations.list**', async (route) => {
      await held
      await route.continue()
    })
    await page.getByLabel('Status', { exact: true }).selectOption('flagged')
    await page.getByTestId('registrations-loading').waitFor()
    expect(await rows.count()).toBe(2)
    expect(await page.getByTestId('registrations-total').innerText()).toBe('2 registrations')
    expect(await page.getByTestId('registrations-page').innerText()).toBe('Page 1 of 1')
    expect(await page.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true)
    release()
    await expect.poll(() => rows.count()).toBe(0)
    expect(await page.getByTestId('registrations-total').innerText()).toBe('0 registrations')
    await page.unroute('**/trpc/admin.registrations.list**')
  })
})

describe('work on many at once, and see what changed', () => {
  test('sorting by a column header orders the rows by it, either way', async () => {
    seed('sort-e2e', [{ fullName: 'Cecil Sorter' }, { fullName: 'Ábel Sorter' }, { fullName: 'béla Sorter' }])
    const page = await signedInAdmin(kit, 'registrations', DESKTOP)
    const rows = await search(page, 'sort-e2e', 3)
    const names = () => rows.locator('td:nth-child(2) p:first-child').allInnerTexts()
    await page.getByRole('button', { name: 'Sort by name' }).click()
    await expect.poll(names).toEqual(['Ábel Sorter', 'béla Sorter', 'Cecil Sorter'])
    expect(await page.getByRole('columnheader', { name: /sort by name/i }).getAttribute('aria-sort')).toBe('ascending')
    await page.getByRole('button', { name: 'Sort by name, now ascending' }).click()
    await expect.poll(names).toEqual(['Cecil Sorter', 'béla Sorter', 'Ábel Sorter'])
    expect(await page.getByLabel('Order', { exact: true }).inputValue()).toBe('name-desc')
  })

  test('a bulk status change of ticked rows, then of every row matching the filter, confirms with a toast', async () => {
    const ids = seed(
      'bulk-e2e',
      Array.from({ length: 27 }, (_, index) => ({ fullName: `Csoport Tag ${String(index).padStart(2, '0')}` })),
    )
    const page = await signedInAdmin(kit, 'registrations', DESKTOP)
    await search(page, 'bulk-e2e', 25)
    await page.getByLabel('Select Csoport Tag 26').check()
    await page.getByLabel('Select Csoport Tag 25').check()
    expect(await page.getByTestId('bulk-count').innerText()).toBe('2 selected')
    await page.getByLabel('Set the status of the selected registrations').selectOption('completed')
    await toast(page, RegistrationAdminMessages.statusChanged(2, 'Completed')).waitFor()
    await expect.poll(() => page.getByLabel('Status of Csoport Tag 26').inputValue()).toBe('completed')
    const statuses = () => column(`SELECT status FROM registrations WHERE email LIKE 'bulk-e2e-%' ORDER BY id`)
    expect(statuses().filter((status) => status === 'completed')).toHaveLength(2)
    expect(await page.getByTestId('bulk-actions').count()).toBe(0)

    // Every row the filter matches, on every page: chosen by the server, not sent as ids.
    await page.getByLabel('Select every registration on this page').check()
    await page.getByRole('button', { name: 'Select all 27 matching the filter' }).click()
    expect(await page.getByTestId('bulk-count').innerText()).toBe('All 27 matching the filter')
    const sent = page.waitForRequest((request) => request.url().includes('admin.registrations.bulkSetStatus'))
    await page.getByLabel('Set the status of the selected registrations').selectOption('flagged')
    expect((await sent).postData()).toContain('"kind":"filter"')
    await toast(page, RegistrationAdminMessages.statusChanged(27, 'Flagged')).waitFor()
    expect(new Set(statuses())).toEqual(new Set(['flagged']))
    const history = column(
      `SELECT COUNT(*) FROM registration_changes WHERE registration_id IN (${ids.join(',')}) AND admin_email = ?`,
      E2E_ADMIN.email,
    )
    expect(history).toEqual([29])
  })

  test('a deleted registration comes back with "Visszavonás" in the toast', async () => {
    seed('undo-e2e', [{ fullName: 'Visszavont Vilma' }])
    const page = await signedInAdmin(kit, 'registrations', DESKTOP)
    const rows = await search(page, 'undo-e2e', 1)
    const confirmed = answerConfirm(page, true)
    await page.getByRole('button', { name: 'Delete Visszavont Vilma' }).click()
    expect(await confirmed).toBe(RegistrationAdminMessages.deleteConfirm(1))
    await expect.poll(() => rows.count()).toBe(0)
    const trashed = () => column(`SELECT deleted_at IS NOT NULL FROM registrations WHERE email = 'undo-e2e-0@pelda.hu'`)
    expect(trashed()).toEqual([1])
    await toast(page, RegistrationAdminMessages.movedToTrash(1))
      .getByRole('button', { name: RegistrationAdminMessages.undo })
      .click()
    await expect.poll(() => rows.count()).toBe(1)
    expect(trashed()).toEqual([0])
    await toast(page, RegistrationAdminMessages.undone).waitFor()
  })

  test('the trash lists a deleted registration with who deleted it, and restores it to the list', async () => {
    seed('trash-e2e', [{ fullName: 'Kukás Kornélia' }, { fullName: 'Kukás Kálmán' }])
    const page = await signedInAdmin(kit, 'registrations', DESKTOP)
    const rows = await search(page, 'trash-e2e', 2)
    await page.getByLabel('Select Kukás Kornélia').check()
    await page.getByLabel('Select Kukás Kálmán').check()
    const confirmed = answerConfirm(page, true)
    await page.getByRole('button', { name: 'Delete selected' }).click()
    expect(await confirmed).toBe(RegistrationAdminMessages.deleteConfirm(2))
    await toast(page, RegistrationAdminMessages.movedToTrash(2)).waitFor()
    await expect.poll(() => rows.count()).toBe(0)

    await page.getByRole('button', { name: 'Trash', exact: true }).click()
    const trashed = page.getByTestId('trashed-registration').filter({ hasText: 'Kukás Kornélia' })
    await trashed.waitFor()
    expect(await trashed.innerText()).toContain(`by ${E2E_ADMIN.email}`)
    await trashed.getByRole('button', { name: 'Restore Kukás Kornélia' }).click()
    await toast(page, RegistrationAdminMessages.restored(1)).waitFor()
    await expect.poll(() => trashed.count()).toBe(0)
    await page.getByRole('button', { name: 'Registrations', exact: true }).click()
    await expect.poll(() => rows.count()).toBe(1)
    expect(await rows.innerText()).toContain('Kukás Kornélia')
  })

  test('an edit of name and details is checked by the forms’ rules and shows in the history with the admin’s e-mail', async () => {
    seed('edit-e2e', [
      {
        fullName: 'Szerkesztett Szilárd',
        source: 'demo',
        metadata: { pharmacyName: 'Régi Patika', position: 'owner' },
      },
    ])
    const page = await signedInAdmin(kit, 'registrations', DESKTOP)
    const rows = await search(page, 'edit-e2e', 1)
    await page.getByRole('button', { name: 'Details and history of Szerkesztett Szilárd' }).click()
    const drawer = page.getByTestId('registration-drawer')
    await drawer.getByText('No changes yet.').waitFor()

    await drawer.getByLabel('E-mail', { exact: true }).fill('nem-cim')
    await drawer.getByRole('button', { name: 'Save changes' }).click()
    await drawer.getByText(FormMessages.invalidEmail).waitFor()

    await drawer.getByLabel('E-mail', { exact: true }).fill('edit-e2e-0@pelda.hu')
    await drawer.getByLabel('Name', { exact: true }).fill('Szerkesztett Szilárda')
    await drawer.getByLabel('Pharmacy', { exact: true }).fill('Új Patika')
    await drawer.getByLabel('Position', { exact: true }).selectOption('pharmacist')
    await drawer.getByRole('button', { name: 'Save changes' }).click()
    await toast(page, RegistrationAdminMessages.edited).waitFor()

    const history = drawer.getByTestId('registration-history')
    await expect.poll(() => history.innerText()).toContain('Name: Szerkesztett Szilárd → Szerkesztett Szilárda')
    const text = await history.innerText()
    expect(text).toContain(E2E_ADMIN.email)
    expect(text).toContain('Pharmacy: Régi Patika → Új Patika')
    expect(text).toContain('Position: Tulajdonos → Gyógyszerész')
    await drawer.getByRole('button', { name: 'Close the details' }).click()
    await expect.poll(() => rows.innerText()).toContain('Szerkesztett Szilárda')
    expect(column(`SELECT metadata FROM registrations WHERE email = 'edit-e2e-0@pelda.hu'`)).toEqual([
      JSON.stringify({ pharmacyName: 'Új Patika', position: 'pharmacist' }),
    ])
  })
})
