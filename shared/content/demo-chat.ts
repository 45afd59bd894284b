// The home hero's animated conversation (spec sections 3 and 4): a patient asks, the pharmacy's assistant answers.

/** Spec section 3's demo chat message: `delay` is how long after the previous message this one appears, in ms. */
export interface DemoChatMessage {
  id: number
  role: 'user' | 'assistant'
  content: string
  delay: number
}

export const DEMO_CHAT_MESSAGES: readonly DemoChatMessage[] = [
  { id: 1, role: 'user', content: 'Jó estét! Fáj a torkom és kicsit lázas vagyok. Mit javasolnak?', delay: 800 },
  {
    id: 2,
    role: 'assistant',
    content:
      'Jó estét! Torokfájásra szopogató tabletta vagy toroköblítő enyhíthet, lázra paracetamol vagy ibuprofen. Ha a láz 3 napon túl is tart, keresse fel háziorvosát.',
    delay: 1200,
  },
  { id: 3, role: 'user', content: 'Van most készleten szopogató tabletta? Holnap mennék érte.', delay: 2200 },
  {
    id: 4,
    role: 'assistant',
    content: 'Igen, félretettük Önnek. Foglalási kódja: #PT4821. Holnap 14:00-18:00 között veheti át a patikában.',
    delay: 1200,
  },
  { id: 5, role: 'user', content: 'Köszönöm, nagyon gyors volt!', delay: 2000 },
]

/** Before each assistant message a typing indicator shows for this long (spec section 4). */
export const DEMO_CHAT_TYPING_MS = 1500
/** After the last message the conversation waits this long, clears and starts again (spec section 4). */
export const DEMO_CHAT_RESTART_MS = 5000
