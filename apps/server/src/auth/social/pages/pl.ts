import type { SocialPageMessages } from './en.js'

/** The social-login pages in Polish. */
export const polish: SocialPageMessages = {
  notStartedTitle: 'Nie rozpoczęto logowania',
  notStartedHeading: 'Nie udało się rozpocząć tego logowania',
  tryAgain: 'Wróć do aplikacji i spróbuj ponownie.',
  notFromFrame: 'Logowanie przez przekierowanie zaczyna się tylko w bezpiecznej ramce logowania.',
  incomplete: 'Żądanie logowania jest niekompletne.',
  returnNotAllowed: 'Aplikacja chciała wrócić na stronę, na którą ten projekt nie pozwala.',
  notConfigured: 'Logowanie przez {provider} nie jest skonfigurowane na tym serwerze.',
  leavingTitle: 'Logowanie',
  leavingHeading: 'Logowanie…',
  leavingLink: 'Przejdź do strony logowania',
  refusedTitle: 'Logowanie odrzucone',
  refusedHeading: 'To logowanie nie zostało rozpoczęte w tej przeglądarce',
  refusedBody:
    'Dla Twojego bezpieczeństwa nie można go tu dokończyć. Wróć do aplikacji i zaloguj się stamtąd.',
  expiredTitle: 'Logowanie wygasło',
  expiredHeading: 'To logowanie wygasło',
  expiredBody: 'Zamknij to okno i spróbuj ponownie.',
  relayTitle: 'Dokończ logowanie',
  relayBody: 'To już prawie koniec.',
  relayButton: 'Dalej',
}
