// Dutch: what the cards say when a call fails. Every key of English's (errorTexts.ts), with the same
// variables.
import type { ErrorTexts } from '../../errorTexts.js'

const nl: ErrorTexts = {
  wrongCode: '{count, plural, other {Verkeerde code. Resterende pogingen: #}}',
  codeExpired: 'De code is verlopen; vraag een nieuwe code aan',
  codeLocked: 'Te veel verkeerde codes: deze code is geblokkeerd. Vraag een nieuwe code aan',
  noCode: 'Er wacht geen code; vraag een nieuwe code aan',
  tooManyWrongCodes: 'Vandaag te veel verkeerde codes. Probeer het over {seconds} s opnieuw',
  tooManyAttempts: 'Te veel pogingen. Probeer het over {seconds} s opnieuw',
  emailTaken: 'Dit e-mailadres hoort bij een ander account',
  sameEmail: 'Het nieuwe e-mailadres is het huidige',
  noEmail: 'Dit account heeft geen e-mailadres om een code naar te sturen; log in plaats daarvan opnieuw in',
  sessionEnded: 'Je sessie is beëindigd; log opnieuw in',
  confirmAgain: 'Bevestig opnieuw dat jij het bent om door te gaan',
  signedOutAlready: 'Dit apparaat is al uitgelogd',
  lastMethod: 'Je wallet houdt minstens één manier om hem op een nieuw apparaat te openen.',
  lastLoginMethod:
    'Deze passkey is de enige manier om in dit account in te loggen; voeg eerst een andere passkey of een e-mailadres toe',
  passkeyExists: 'Deze passkey beschermt de wallet al',
  passwordExists: 'Deze wallet heeft al een herstelwachtwoord',
  serviceDown: 'De inlogdienst kan nu niet antwoorden. Probeer het later opnieuw',
  unreachable: 'De inlogdienst is niet bereikbaar. Probeer het opnieuw',
  signInAgain: 'Log opnieuw in om door te gaan',
  exportSignInAgain: 'Log opnieuw in om je sleutel te exporteren',
  recordUnreadable: 'Deze manier om je wallet te openen kan hier niet worden gelezen. Probeer een andere',
  methodMissing: 'Deze wallet heeft zo’n manier om hem te openen niet. Probeer een andere',
  passkeyHere: 'Een passkey op dit apparaat beschermt de wallet al',
  passkeyUnavailable: 'Passkeys zijn hier niet beschikbaar',
  passkeyFailed: 'Het passkey-verzoek is mislukt. Probeer het opnieuw',
}

export default nl
