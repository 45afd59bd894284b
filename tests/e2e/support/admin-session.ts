import type { Page } from 'playwright-core'
import type { BrowserTestKit } from './browser'
import { E2E_ADMIN } from './global-setup'

/**
 * A new page signed in as the e2e admin through the login card, optionally on one of the admin tabs (`?tab=`), in a
 * window 1024 px wide unless told otherwise.
 */
export async function signedInAdmin(
  kit: BrowserTestKit,
  tab?: string,
  viewport: { width: number; height: number } = { width: 1024, height: 900 },
): Promise<Page> {
  const page = await kit.newPage({ viewport })
  await page.goto('/admin')
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('heading', { name: 'Admin Panel' }).waitFor()
  if (tab) await page.goto(`/admin?tab=${tab}`)
  return page
}
