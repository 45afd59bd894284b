// The site's toasts. The toaster's code (Chakra's toast with its Zag machines) is in its own chunk
// (toaster-region.tsx), loaded at the first toast or when the visitor starts filling a form (preloadToaster), so a
// page that shows none never loads it. The region shows every toast its store already holds when it mounts.
import type { CreateToasterReturn } from '@chakra-ui/react'
import { loadOnDemand } from '../../lib/load-on-demand'

type ToastOptions = Parameters<CreateToasterReturn['create']>[0]

const region = loadOnDemand(async () => (await import('./toaster-region')).ToasterRegion)

/** Mounted once in the providers: nothing while hydrating, the toast region once its chunk has loaded. */
export const Toaster = region.Part

/** Loads the toaster ahead of need (a form that may have to say it kept a submission while offline). */
export function preloadToaster(): void {
  region.load().catch((error: unknown) => console.warn('The toaster could not be loaded', error))
}

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
