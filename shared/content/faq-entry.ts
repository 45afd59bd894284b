/** One question of a FAQ accordion and its answer. */
export interface FaqEntry {
  question: string
  answer: string
}
