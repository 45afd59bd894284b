import type { Page } from 'playwright-core'

/** Accepts (or dismisses) the next dialog the page opens and reports its text. */
export function answerConfirm(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message())
      void (accept ? dialog.accept() : dialog.dismiss())
    })
  })
}

/** Every dialog the page opens from now on, each dismissed: a test that expects none checks this stays empty. */
export function recordDialogs(page: Page): string[] {
  const messages: string[] = []
  page.on('dialog', (dialog) => {
    messages.push(dialog.message())
    void dialog.dismiss()
  })
  return messages
}
