// How long a deleted registration waits in the trash, without zod: the privacy policy (a public page) states it too.

/** How long a deleted registration stays in the trash before it is purged for good. */
export const TRASH_RETENTION_DAYS = 30
