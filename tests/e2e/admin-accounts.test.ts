import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { AdminMessages } from '../../shared/schemas/admin'
import { AdminAccountMessages } from '../../shared/schemas/admin-accounts'
import { signedInAdmin } from './support/admin-session'
import { setUpBrowser } from './support/browser'
import { recordDialogs } from './support/dialogs'
import { E2E_ADMIN } from './support/global-setup'

const kit = setUpBrowser()

/** Accepts the next confirmation the page asks. */
const acceptNextConfirm = (page: Page) => page.once('dialog', (dialog) => void dialog.accept())

/** Opens a set-password link in a browser of its own and sends a password through its card. */
async function setPasswordThrough(link: string, password: string): Promise<Page> {
  const page = await kit.newPage({ viewport: { width: 1024, height: 900 } })
  await page.goto(link)
  await page.getByRole('heading', { name: 'Set your password' }).waitFor()
  await page.getByLabel('New password').fill(password)
  await page.getByLabel('Repeat the password').fill(password)
  await page.getByRole('button', { name: 'Set password and sign in' }).click()
  return page
}

describe('admins managed in the admin', () => {
  test('an invited admin opens the link in a fresh browser, sets a password and is signed in; the link then stops working', async () => {
    const email = `invited-${Date.now()}@example.com`
    const admin = await signedInAdmin(kit, 'admins')
    await admin.getByLabel('Invite an admin by e-mail').fill(email)
    await admin.getByRole('button', { name: 'Create invitation link' }).click()
    const link = await admin.getByLabel(`Invitation link for ${email}`, { exact: true }).inputValue()
    expect(link).toMatch(new RegExp(`^${kit.baseUrl}/admin#set-password=[a-z2-7]{32}$`))
    const row = admin.getByTestId('admin-row').filter({ hasText: email })
    await row.getByText('Invited', { exact: true }).waitFor()

    const invitee = await setPasswordThrough(link, 'invitee-password-123')
    await invitee.getByRole('heading', { name: 'Admin Panel' }).waitFor()
    expect(await invitee.getByText(`Signed in as ${email}`).count()).toBe(1)
    expect(new URL(invitee.url()).hash).toBe('')
    await invitee.reload()
    await invitee.getByRole('heading', { name: 'Admin Panel' }).waitFor()

    kit.allowConsoleErrors(/status of 400 \(Bad Request\)/)
    const again = await setPasswordThrough(link, 'someone-elses-password')
    await again.getByRole('alert').filter({ hasText: AdminAccountMessages.linkInvalid }).waitFor()
    expect(await again.getByRole('heading', { name: 'Admin Panel' }).count()).toBe(0)

    // Disabled, the new admin is signed out at their next request and cannot sign in again.
    await admin.reload()
    await row.getByText('Active', { exact: true }).waitFor()
    acceptNextConfirm(admin)
    await row.getByRole('button', { name: `Disable ${email}` }).click()
    await row.getByText('Disabled', { exact: true }).waitFor()
    await invitee.reload()
    await invitee.getByRole('heading', { name: 'Admin Login' }).waitFor()
    await invitee.getByLabel('Email').fill(email)
    await invitee.getByLabel('Password').fill('invitee-password-123')
    kit.allowConsoleErrors(/status of 403 \(Forbidden\)/)
    await invitee.getByRole('button', { name: 'Sign in' }).click()
    await invitee.getByRole('alert').filter({ hasText: AdminMessages.accountDisabled }).waitFor()
  })

  test('the only active admin disabling themselves is told why not, with no confirm promising a sign-out', async () => {
    const admin = await signedInAdmin(kit, 'admins')
    const dialogs = recordDialogs(admin)
    const self = admin.getByTestId('admin-row').filter({ hasText: E2E_ADMIN.email })
    await self.getByText('Active', { exact: true }).waitFor()
    expect(await admin.getByTestId('admin-row').getByText('Active', { exact: true }).count()).toBe(1)
    await self.getByRole('button', { name: `Disable ${E2E_ADMIN.email}` }).click()
    await admin
      .locator('[data-scope="toast"][data-part="root"]')
      .filter({ hasText: AdminAccountMessages.lastActiveAdmin })
      .waitFor()
    expect(dialogs).toEqual([])
    await self.getByText('Active', { exact: true }).waitFor()
  })
})
