// Polish: what the cards say when a call fails. Every key of English's (errorTexts.ts), with the same
// variables.
import type { ErrorTexts } from '../../errorTexts.js'

const pl: ErrorTexts = {
  wrongCode: '{count, plural, other {Błędny kod. Pozostałe próby: #}}',
  codeExpired: 'Kod wygasł; poproś o nowy kod',
  codeLocked: 'Zbyt wiele błędnych kodów: ten kod jest zablokowany. Poproś o nowy kod',
  noCode: 'Żaden kod nie czeka; poproś o nowy kod',
  tooManyWrongCodes: 'Zbyt wiele błędnych kodów dzisiaj. Spróbuj ponownie za {seconds} s',
  tooManyAttempts: 'Zbyt wiele prób. Spróbuj ponownie za {seconds} s',
  emailTaken: 'Ten e-mail należy do innego konta',
  sameEmail: 'Nowy e-mail jest taki sam jak obecny',
  noEmail: 'To konto nie ma e-maila, na który można wysłać kod; zamiast tego zaloguj się ponownie',
  sessionEnded: 'Twoja sesja się zakończyła; zaloguj się ponownie',
  confirmAgain: 'Potwierdź ponownie, że to Ty, aby kontynuować',
  signedOutAlready: 'To urządzenie jest już wylogowane',
  lastMethod: 'Twój portfel zachowuje co najmniej jeden sposób otwarcia na nowym urządzeniu.',
  lastLoginMethod:
    'Ten klucz dostępu to jedyny sposób logowania do tego konta; najpierw dodaj inny klucz dostępu lub e-mail',
  passkeyExists: 'Ten klucz dostępu już chroni portfel',
  passwordExists: 'Ten portfel ma już hasło odzyskiwania',
  serviceDown: 'Usługa logowania nie może teraz odpowiedzieć. Spróbuj ponownie później',
  unreachable: 'Nie udało się połączyć z usługą logowania. Spróbuj ponownie',
  signInAgain: 'Zaloguj się ponownie, aby kontynuować',
  exportSignInAgain: 'Zaloguj się ponownie, aby wyeksportować klucz',
  recordUnreadable: 'Tego sposobu otwierania portfela nie da się tu odczytać. Spróbuj innego',
  methodMissing: 'Ten portfel nie ma takiego sposobu otwierania. Spróbuj innego',
  passkeyHere: 'Klucz dostępu na tym urządzeniu już chroni portfel',
  passkeyUnavailable: 'Klucze dostępu nie są tu dostępne',
  passkeyFailed: 'Żądanie klucza dostępu nie powiodło się. Spróbuj ponownie',
}

export default pl
