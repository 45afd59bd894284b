// The public forms' texts (spec section 8), without zod: the pages that only show them need none of it.

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
  queuedOffline:
    'A szerver most nem érhető el. Adatait elmentettük ebben a böngészőben, és automatikusan elküldjük, amint újra elérhető.',
  queuedSent: 'Korábban elmentett jelentkezését sikeresen elküldtük.',
  storageUnavailable:
    'A szerver most nem érhető el, és a böngésző sem engedte elmenteni az adatokat. Kérjük, próbálja újra később.',
} as const
