// The public forms' texts (spec section 8), without zod: the pages that only show them need none of it.

const QUEUED_NOT_RECEIVED =
  'Adatai még nem érkeztek meg hozzánk, mert a szerver most nem érhető el. Ebben a böngészőben megőriztük őket, és automatikusan újraküldjük.'

export const FormMessages = {
  required: 'Kérjük, töltse ki az összes kötelező mezőt',
  privacyRequired: 'Kérjük, fogadja el az adatvédelmi tájékoztatót',
  invalidEmail: 'Kérjük, adjon meg egy érvényes e-mail-címet',
  sessionUnavailable: 'Ez az időpont már nem választható. Kérjük, válasszon egy másikat.',
  tooLong: (max: number) => `Legfeljebb ${max} karakter adható meg`,
  botDetected: 'Kérjük, próbálja újra később.',
  resubmit: 'Kérjük, ellenőrizze az adatait, és küldje el újra az űrlapot.',
  fieldProblems: 'Kérjük, javítsa a megjelölt mezőket.',
  registrationSuccess: 'Sikeres regisztráció!',
  registrationFailure: 'Hiba történt a regisztráció során. Kérjük, próbálja újra később.',
  contactSuccess: 'Köszönjük érdeklődését! Hamarosan felvesszük Önnel a kapcsolatot.',
  messageFailure: 'Hiba történt az üzenet küldése során. Kérjük, próbálja újra később.',
  /** In the form, while the submission the server could not take waits in this browser to be sent again. */
  queuedWaiting: (failedAttempts: number, retrySeconds: number) =>
    `${QUEUED_NOT_RECEIVED} Sikertelen próbálkozások: ${failedAttempts}. A következő ${retrySeconds} másodpercen belül indul.`,
  queuedSending: (attempt: number) => `${QUEUED_NOT_RECEIVED} Újraküldés folyamatban (${attempt}. próbálkozás)…`,
  queuedSent: 'Korábban elmentett jelentkezését sikeresen elküldtük.',
  storageUnavailable:
    'A szerver most nem érhető el, és a böngésző sem engedte elmenteni az adatokat. Kérjük, próbálja újra később.',
} as const
