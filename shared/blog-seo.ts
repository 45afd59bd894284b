// What a post may say to search engines and link previews instead of its title and excerpt. The display limits are
// what Google shows before it cuts a result's line (about 600 px: some 60 characters of title, 155–160 of
// description); the editor counts against them and warns, the server refuses only past the stored maximum.

/** The <title> Google shows in full: the meta title with the site's " | PatikaChat" after it. */
export const META_TITLE_DISPLAY_LIMIT = 60
/** The description Google shows in full on a desktop result (mobile shows somewhat less). */
export const META_DESCRIPTION_DISPLAY_LIMIT = 155
export const META_TITLE_MAX_LENGTH = 120
export const META_DESCRIPTION_MAX_LENGTH = 320
/** An uploaded cover's or built-in cover's address (shared/social-images.ts `coverSharePath` knows its 1200 × 630). */
export const SOCIAL_IMAGE_ADDRESS_MAX_LENGTH = 300

export const BlogSeoMessages = {
  socialImage: 'The social image must be an image uploaded here',
} as const
