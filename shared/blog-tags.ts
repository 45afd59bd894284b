/** The blog editor's comma-separated tags: trimmed, empties dropped (spec section 5). Kept apart from shared/blog.ts,
 * which every blog page loads. */
export function parseBlogTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
}
