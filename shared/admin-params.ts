// The admin's query parameters, here so the route table (client/app.tsx) can declare them without loading the pages.

/** The admin area's page. */
export const ADMIN_PATH = '/admin'
/** The query parameter the admin's Preview Pages tab adds to /webinar and /offer. */
export const PREVIEW_PARAM = 'preview'
/** The admin's open tab (`/admin?tab=blog`), kept across reloads and links. */
export const ADMIN_TAB_PARAM = 'tab'
/** The registration the Registrations tab opens (`/admin?tab=registrations&registration=7`), as the lead e-mail links it. */
export const ADMIN_REGISTRATION_PARAM = 'registration'
/** The question the opened registration's Questions section brings into view (`&question=12`), as its e-mail links it. */
export const ADMIN_QUESTION_PARAM = 'question'
