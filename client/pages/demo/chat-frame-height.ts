/** Spec section 9: the chat frame is 700 px high. The page keeps that height for it in every state, so nothing shifts. */
export const CHAT_FRAME_HEIGHT = '700px'
