import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import {
  confirmLeavingUnsaved,
  leavesPage,
  markUnsaved,
  unsavedChangesQuestion,
} from '../../client/pages/admin/unsaved-changes'

const QUESTION = 'You have unsaved changes. Leave without saving?'

let fakeWindow: {
  location: { pathname: string }
  confirm: ReturnType<typeof vi.fn<(question: string) => boolean>>
  addEventListener: ReturnType<typeof vi.fn>
  removeEventListener: ReturnType<typeof vi.fn>
}
let releases: Array<() => void>

beforeEach(() => {
  fakeWindow = {
    location: { pathname: '/admin' },
    confirm: vi.fn<(question: string) => boolean>(() => false),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }
  vi.stubGlobal('window', fakeWindow)
  releases = []
})
afterEach(() => {
  releases.forEach((release) => release())
  vi.unstubAllGlobals()
})

const mark = (question = QUESTION) => {
  const release = markUnsaved(question)
  releases.push(release)
  return release
}

test('only a new path leaves the page: another tab, a hash or the same path stay on it', () => {
  expect(leavesPage('/admin', '/admin?tab=blog')).toBe(false)
  expect(leavesPage('/admin', '/admin#funnel')).toBe(false)
  expect(leavesPage('/admin', '/admin')).toBe(false)
  expect(leavesPage('/admin', '/')).toBe(true)
  expect(leavesPage('/admin', '/blog/1712345678901/ai-a-patikaban?page=2')).toBe(true)
  expect(leavesPage('/admin', '/adminisztracio')).toBe(true)
})

test('with nothing unsaved a navigation goes ahead without asking', () => {
  const navigate = vi.fn()
  confirmLeavingUnsaved(navigate, '/', { replace: false })
  expect(fakeWindow.confirm).not.toHaveBeenCalled()
  expect(navigate).toHaveBeenCalledWith('/', { replace: false })
})

test('with unsaved changes, leaving asks first and stays put when declined', () => {
  mark()
  const navigate = vi.fn()
  confirmLeavingUnsaved(navigate, '/')
  expect(fakeWindow.confirm).toHaveBeenCalledWith(QUESTION)
  expect(navigate).not.toHaveBeenCalled()
})

test('with unsaved changes, leaving goes ahead once confirmed', () => {
  mark()
  fakeWindow.confirm.mockReturnValue(true)
  const navigate = vi.fn()
  confirmLeavingUnsaved(navigate, '/blog', { replace: true })
  expect(fakeWindow.confirm).toHaveBeenCalledOnce()
  expect(navigate).toHaveBeenCalledWith('/blog', { replace: true })
})

test('switching tabs with unsaved changes never asks', () => {
  mark()
  const navigate = vi.fn()
  confirmLeavingUnsaved(navigate, '/admin?tab=registrations', { replace: true })
  expect(fakeWindow.confirm).not.toHaveBeenCalled()
  expect(navigate).toHaveBeenCalledWith('/admin?tab=registrations', { replace: true })
})

test('the page asks while any editor is unsaved, with one beforeunload listener, gone when the last one is saved', () => {
  expect(unsavedChangesQuestion()).toBeNull()
  const releaseWebinar = mark('webinar unsaved')
  const releaseBlog = mark('blog unsaved')
  expect(fakeWindow.addEventListener).toHaveBeenCalledOnce()
  expect(fakeWindow.addEventListener).toHaveBeenCalledWith('beforeunload', expect.any(Function))
  expect(unsavedChangesQuestion()).toBe('webinar unsaved')

  releaseWebinar()
  releaseWebinar()
  expect(unsavedChangesQuestion()).toBe('blog unsaved')
  expect(fakeWindow.removeEventListener).not.toHaveBeenCalled()

  releaseBlog()
  expect(unsavedChangesQuestion()).toBeNull()
  expect(fakeWindow.removeEventListener).toHaveBeenCalledWith(
    'beforeunload',
    fakeWindow.addEventListener.mock.calls[0]?.[1],
  )
  const navigate = vi.fn()
  confirmLeavingUnsaved(navigate, '/')
  expect(fakeWindow.confirm).not.toHaveBeenCalled()
  expect(navigate).toHaveBeenCalledOnce()
})

test('a reload or a closed tab with unsaved changes is asked about', () => {
  mark()
  const askBeforeUnload = fakeWindow.addEventListener.mock.calls[0]?.[1] as (event: BeforeUnloadEvent) => void
  const preventDefault = vi.fn()
  const event = { preventDefault, returnValue: '' } as unknown as BeforeUnloadEvent
  askBeforeUnload(event)
  expect(preventDefault).toHaveBeenCalled()
  expect(event.returnValue).toBe(QUESTION)
})
