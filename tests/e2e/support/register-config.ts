import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { FunnelConfigAdminMessages } from '../../../shared/schemas/funnel-configs'
import { answerConfirm } from './dialogs'

/** Saves the admin's register editor and waits until nothing is left unsaved. */
export async function saveRegisterConfig(admin: Page): Promise<void> {
  await admin.getByRole('button', { name: 'Save changes' }).click()
  await admin.getByText(FunnelConfigAdminMessages.saved('register'), { exact: true }).first().waitFor()
  await expect.poll(() => admin.getByTestId('unsaved-changes').count()).toBe(0)
}

/** The registration page's starter again (other test files expect a new site's 10-minute funnel), saved like an admin. */
export async function resetRegisterConfig(admin: Page): Promise<void> {
  const confirmed = answerConfirm(admin, true)
  await admin.getByRole('button', { name: FunnelConfigAdminMessages.resetLabels.starter }).click()
  await confirmed
  await admin.getByText(FunnelConfigAdminMessages.saved('register'), { exact: true }).first().waitFor()
  await expect.poll(() => admin.getByLabel('Weekly session 1 day').count()).toBe(0)
}
