export const READING_WORDS_PER_MINUTE = 200

/** Words of an HTML fragment or plain text, tags left out. */
export function countWords(htmlOrText: string): number {
  const text = htmlOrText.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ')
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** Whole minutes a reader needs at about 200 words a minute; never less than one. */
export function readingTimeMinutes(htmlOrText: string): number {
  return Math.max(1, Math.round(countWords(htmlOrText) / READING_WORDS_PER_MINUTE))
}
