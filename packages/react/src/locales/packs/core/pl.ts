// Polish: core's texts (its toasts and the errors the views show), keyed by core's English text word for word.
// `node scripts/checkCoreTexts.mjs --write` turns it into ../../pl.core.generated.ts (values only). A value
// names the same `{placeholders}` as its key, plain (no plural forms): the views put the values in by name.
const pl: Readonly<Record<string, string>> = {
  'Please enter a valid amount and receiver address': 'Podaj prawidłową kwotę i adres odbiorcy',
  'Failed to send transaction. Please try again.': 'Nie udało się wysłać transakcji. Spróbuj ponownie.',
  'Unsupported chain': 'Nieobsługiwany łańcuch',
  'Something went wrong': 'Coś poszło nie tak',
  'Transaction started': 'Transakcja rozpoczęta',
  'Network not found': 'Nie znaleziono sieci',
  'Address or auth connector not found': 'Nie znaleziono adresu ani konektora uwierzytelniania',
  'Invalid chainId': 'Nieprawidłowy chainId',
  'Error resolving name': 'Błąd podczas wyszukiwania nazwy',
  'Error fetching name suggestions': 'Błąd podczas pobierania propozycji nazw',
  'Error fetching names for address': 'Błąd podczas pobierania nazw adresu',
  'Requested RPC call is not allowed': 'Działanie niedozwolone',
  'Action not allowed': 'Działanie niedozwolone',
  'Name must be at least 4 characters long': 'Nazwa musi mieć co najmniej 4 znaki',
  'Can only contain letters, numbers and - characters': 'Może zawierać tylko litery, cyfry i znak -',
  'Passkey added': 'Dodano klucz dostępu',
  'Recovery password added': 'Dodano hasło odzyskiwania',
  'Could not add a recovery method': 'Nie udało się dodać metody odzyskiwania',
  'Could not export your key': 'Nie udało się wyeksportować klucza',
  'Could not show your signed-in devices': 'Nie udało się pokazać zalogowanych urządzeń',
  'Could not show the ways to open your wallet': 'Nie udało się pokazać sposobów otwarcia portfela',
  'Sign in again to export your key': 'Zaloguj się ponownie, aby wyeksportować klucz',
  'Please try again after {seconds} seconds': 'Spróbuj ponownie za {seconds} s',
  'Error registering name {name}': 'Błąd podczas rejestracji nazwy {name}',
  'The request timed out after {ms} ms': 'Przekroczono czas żądania po {ms} ms',
  'The service answered with HTTP {status}': 'Usługa odpowiedziała kodem HTTP {status}',
  '{provider} could not quote': '{provider} nie podał wyceny',
  'Unable to load email login dependency': 'Nie udało się wczytać modułu logowania przez e-mail',
  'Request was aborted': 'Żądanie zostało przerwane',
  'An error occurred': 'Wystąpił błąd',
  'User rejected the request': 'Użytkownik odrzucił żądanie',
  'User rejected the request.': 'Użytkownik odrzucił żądanie.',
  'No account is connected': 'Brak połączonego konta',
  'Connector not found': 'Nie znaleziono konektora',
  'The connection could not be checked': 'Nie udało się sprawdzić połączenia',
  'Connection failed': 'Połączenie nie powiodło się',
  'The wallet did not answer in time': 'Portfel nie odpowiedział na czas',
  'The wallet refused the request': 'Portfel odrzucił żądanie',
  'This wallet cannot connect': 'Ten portfel nie może się połączyć',
  'This wallet only serves EVM networks': 'Ten portfel obsługuje tylko sieci EVM',
  'This wallet serves none of the app’s Solana networks':
    'Ten portfel nie obsługuje żadnej sieci Solana tej aplikacji',
  'This option is not available right now': 'Ta opcja jest teraz niedostępna',
  'Unknown wallet': 'Nieznany portfel',
  'Switch declined': 'Odrzucono zmianę',
  'Signing failed': 'Podpisywanie nie powiodło się',
  'This wallet cannot sign messages': 'Ten portfel nie może podpisywać wiadomości',
  'Signature declined': 'Odrzucono podpis',
  'Error verifying SIWE signature': 'Błąd weryfikacji podpisu SIWE',
  'This application might not support Smart Accounts': 'Ta aplikacja może nie obsługiwać kont inteligentnych',
  'Sign-in with wallet is not enabled': 'Logowanie portfelem nie jest włączone',
  'Invalid email': 'Nieprawidłowy e-mail',
  'Enter the code from the e-mail': 'Wpisz kod z e-maila',
  'The sign-in window was closed before the login finished':
    'Okno logowania zamknięto przed zakończeniem logowania',
  'The sign-in window was blocked; allow pop-ups and try again':
    'Okno logowania zostało zablokowane; zezwól na wyskakujące okna i spróbuj ponownie',
  'This page cannot leave for the sign-in; allow pop-ups and try again':
    'Ta strona nie może przejść do logowania; zezwól na wyskakujące okna i spróbuj ponownie',
  'Code email resent': 'Wysłano ponownie e-mail z kodem',
  'Insufficient balance': 'Niewystarczające saldo',
  'Invalid receiver address': 'Nieprawidłowy adres odbiorcy',
  'Invalid amount': 'Nieprawidłowa kwota',
  'The wallet is on another network': 'Portfel jest w innej sieci',
  'The wallet returned no transaction hash': 'Portfel nie zwrócił hasha transakcji',
  'The wallet could not send the transaction': 'Portfel nie mógł wysłać transakcji',
  'The transaction failed': 'Transakcja nie powiodła się',
  'The wallet returned no signature': 'Portfel nie zwrócił podpisu',
  'The service could not be reached': 'Nie udało się połączyć z usługą',
  'The request was cancelled': 'Żądanie zostało anulowane',
  'The service sent a response Kit does not understand': 'Usługa wysłała odpowiedź, której Kit nie rozumie',
  'No on-ramp provider is configured on this server': 'Na tym serwerze nie skonfigurowano dostawcy zakupu',
  'Not signed in': 'Nie zalogowano',
  'The secure frame is not set up for network {caipNetworkId}':
    'Bezpieczna ramka nie jest skonfigurowana dla sieci {caipNetworkId}',
  'Could not reach the sign-in service': 'Nie udało się połączyć z usługą logowania',
  'The sign-in service did not answer in time': 'Usługa logowania nie odpowiedziała na czas',
  'The sign-in service sent an unreadable answer': 'Usługa logowania wysłała nieczytelną odpowiedź',
  'The sign-in service sent an unexpected answer': 'Usługa logowania wysłała nieoczekiwaną odpowiedź',
  'The sign-in service answered {status}': 'Usługa logowania odpowiedziała {status}',
  'The device was not approved in time; send the e-mail again':
    'Urządzenie nie zostało zatwierdzone na czas; wyślij e-mail ponownie',
  'The Farcaster request expired; try again': 'Żądanie Farcaster wygasło; spróbuj ponownie',
  'This sign-in was not started in this tab, or it took too long; try again':
    'To logowanie nie zaczęło się w tej karcie lub trwało zbyt długo; spróbuj ponownie',
  'The social login took too long; try again':
    'Logowanie społecznościowe trwało zbyt długo; spróbuj ponownie',
  'The social login did not complete ({reason})':
    'Logowanie społecznościowe nie zostało ukończone ({reason})',
  'A redirect login returns to the page that started it':
    'Logowanie z przekierowaniem wraca na stronę, która je rozpoczęła',
  'This browser does not let the sign-in frame keep the login across a redirect; allow pop-ups and try again':
    'Ta przeglądarka nie pozwala ramce logowania zachować logowania po przekierowaniu; zezwól na wyskakujące okna i spróbuj ponownie',
  'Sign in again to add an e-mail to this account': 'Zaloguj się ponownie, aby dodać e-mail do tego konta',
  'Sign in again to continue': 'Zaloguj się ponownie, aby kontynuować',
  'Smart accounts are not available on this network': 'Konta inteligentne nie są dostępne w tej sieci',
  'Your account cannot pay for this: the amount plus the max network fee is more than it holds':
    'Twoje konto nie może za to zapłacić: kwota plus maksymalna opłata sieciowa przekracza jego saldo',
  'The network’s bundler refused these calls; nothing was sent':
    'Bundler sieci odrzucił te wywołania; nic nie wysłano',
  'The bundler refused the operation; nothing was sent': 'Bundler odrzucił operację; nic nie wysłano',
  'The operation was not included in time': 'Operacja nie została uwzględniona na czas',
  'Wrong code. Attempts left: {count}': 'Błędny kod. Pozostałe próby: {count}',
  'The code has expired; request a new code': 'Kod wygasł; poproś o nowy kod',
  'Too many wrong codes: this code is locked. Request a new code':
    'Zbyt wiele błędnych kodów: ten kod jest zablokowany. Poproś o nowy kod',
  'No code is waiting; request a new code': 'Żaden kod nie czeka; poproś o nowy kod',
  'Too many wrong codes today. Please try again after {seconds} seconds':
    'Zbyt wiele błędnych kodów dzisiaj. Spróbuj ponownie za {seconds} s',
  'Too many e-mails requested. Please try again after {seconds} seconds':
    'Zażądano zbyt wielu e-maili. Spróbuj ponownie za {seconds} s',
  'Too many requests. Please try again after {seconds} seconds':
    'Zbyt wiele żądań. Spróbuj ponownie za {seconds} s',
  'Too many sign-ins are waiting. Please try again after {seconds} seconds':
    'Zbyt wiele logowań czeka. Spróbuj ponownie za {seconds} s',
  'Too many Farcaster sign-ins started. Please try again after {seconds} seconds':
    'Rozpoczęto zbyt wiele logowań przez Farcaster. Spróbuj ponownie za {seconds} s',
  'The wallet was unlocked too often. Please try again after {seconds} seconds':
    'Portfel był odblokowywany zbyt często. Spróbuj ponownie za {seconds} s',
  'Approve this device from the link in your e-mail first':
    'Najpierw zatwierdź to urządzenie linkiem z e-maila',
  'This approval link is invalid, used or expired; sign in again':
    'Ten link zatwierdzający jest nieprawidłowy, wykorzystany lub wygasł; zaloguj się ponownie',
  'This sign-in is invalid, used or expired; sign in again':
    'To logowanie jest nieprawidłowe, wykorzystane lub wygasło; zaloguj się ponownie',
  'This sign-in was collected already; start again': 'To logowanie zostało już odebrane; zacznij od nowa',
  'Sign-in with Farcaster is not available on this server':
    'Logowanie przez Farcaster nie jest dostępne na tym serwerze',
  'Your session has ended; sign in again': 'Twoja sesja się zakończyła; zaloguj się ponownie',
  'The account of this sign-in no longer exists': 'Konto tego logowania już nie istnieje',
  'Confirm it’s you again to continue': 'Potwierdź ponownie, że to Ty, aby kontynuować',
  'This e-mail belongs to another account': 'Ten e-mail należy do innego konta',
  'The new e-mail is the current one': 'Nowy e-mail jest taki sam jak obecny',
  'This account has no e-mail to send a code to; sign in again instead':
    'To konto nie ma e-maila, na który można wysłać kod; zamiast tego zaloguj się ponownie',
  'Sign-in is not allowed from this site': 'Logowanie z tej witryny jest niedozwolone',
  'The sign-in service cannot answer right now. Try again later':
    'Usługa logowania nie może teraz odpowiedzieć. Spróbuj ponownie później',
  'The wallet could not complete the request.': 'Portfel nie mógł zrealizować żądania.',
  'The connection request expired. Try again with a new QR code.':
    'Żądanie połączenia wygasło. Spróbuj ponownie z nowym kodem QR.',
  'The WalletConnect relay could not be reached.': 'Nie udało się połączyć z przekaźnikiem WalletConnect.',
  'The WalletConnect relay refused the request.': 'Przekaźnik WalletConnect odrzucił żądanie.',
  'The wallet or the WalletConnect relay did not answer in time.':
    'Portfel lub przekaźnik WalletConnect nie odpowiedział na czas.',
  'The WalletConnect request was aborted.': 'Żądanie WalletConnect zostało przerwane.',
  'The WalletConnect session has ended.': 'Sesja WalletConnect się zakończyła.',
  'The WalletConnect client is closed.': 'Klient WalletConnect jest zamknięty.',
  'The WalletConnect request is invalid.': 'Żądanie WalletConnect jest nieprawidłowe.',
  'The wallet did not allow this method in the session.': 'Portfel nie zezwolił na tę metodę w sesji.',
  'The wallet sent invalid session namespaces.': 'Portfel wysłał nieprawidłowe przestrzenie nazw sesji.',
}

export default pl
