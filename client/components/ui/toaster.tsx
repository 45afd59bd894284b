// The site's toasts. The toaster's code (Chakra's toast with its Zag machines) loads after hydration, in its own
// chunk (toaster-region.tsx): a page needs it only once something is to be shown. A toast asked for earlier waits
// for that chunk; the region shows every toast its store holds when it mounts.
import type { CreateToasterReturn } from '@chakra-ui/react'
import { loadAfterHydration } from '../../lib/after-hydration'

type ToastOptions = Parameters<CreateToasterReturn['create']>[0]

const region = loadAfterHydration(async () => (await import('./toaster-region')).ToasterRegion)

/** Mounted once in the providers: nothing while hydrating, the toast region once its chunk has loaded. */
export const Toaster = region.Part

function show(options: ToastOptions): void {
  region
    .load()
    .then(() => import('./toaster-region'))
    .then(({ toaster: store }) => store.create(options))
    .catch((error: unknown) => console.warn('A notice could not be shown', options.title, error))
}

export const toaster = {
  create: show,
  error: (options: ToastOptions) => show({ ...options, type: 'error' }),
}
