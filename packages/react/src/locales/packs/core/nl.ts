// Dutch: core's texts (its toasts and the errors the views show), keyed by core's English text word for word.
// `node scripts/checkCoreTexts.mjs --write` turns it into ../../nl.core.generated.ts (values only). A value
// names the same `{placeholders}` as its key, plain (no plural forms): the views put the values in by name.
const nl: Readonly<Record<string, string>> = {
  'Please enter a valid amount and receiver address': 'Voer een geldig bedrag en ontvangstadres in',
  'Failed to send transaction. Please try again.': 'Transactie verzenden mislukt. Probeer het opnieuw.',
  'Unsupported chain': 'Niet-ondersteunde chain',
  'Something went wrong': 'Er is iets misgegaan',
  'Transaction started': 'Transactie gestart',
  'Network not found': 'Netwerk niet gevonden',
  'Address or auth connector not found': 'Adres of authenticatieconnector niet gevonden',
  'Invalid chainId': 'Ongeldige chainId',
  'Error resolving name': 'Fout bij het opzoeken van de naam',
  'Error fetching name suggestions': 'Fout bij het ophalen van naamsuggesties',
  'Error fetching names for address': 'Fout bij het ophalen van namen voor het adres',
  'Requested RPC call is not allowed': 'Actie niet toegestaan',
  'Action not allowed': 'Actie niet toegestaan',
  'Name must be at least 4 characters long': 'De naam moet minstens 4 tekens lang zijn',
  'Can only contain letters, numbers and - characters': 'Mag alleen letters, cijfers en het teken - bevatten',
  'Passkey added': 'Passkey toegevoegd',
  'Recovery password added': 'Herstelwachtwoord toegevoegd',
  'Could not add a recovery method': 'Kan geen herstelmethode toevoegen',
  'Could not export your key': 'Kan je sleutel niet exporteren',
  'Could not show your signed-in devices': 'Kan je ingelogde apparaten niet tonen',
  'Could not show the ways to open your wallet': 'Kan de manieren om je wallet te openen niet tonen',
  'Sign in again to export your key': 'Log opnieuw in om je sleutel te exporteren',
  'Please try again after {seconds} seconds': 'Probeer het over {seconds} s opnieuw',
  'Error registering name {name}': 'Fout bij het registreren van de naam {name}',
  'The request timed out after {ms} ms': 'Time-out van het verzoek na {ms} ms',
  'The service answered with HTTP {status}': 'De dienst antwoordde met HTTP {status}',
  '{provider} could not quote': '{provider} kon geen offerte geven',
  'Unable to load email login dependency': 'Kan het onderdeel voor inloggen via e-mail niet laden',
  'Request was aborted': 'Het verzoek is afgebroken',
  'An error occurred': 'Er is een fout opgetreden',
  'User rejected the request': 'De gebruiker heeft het verzoek geweigerd',
  'User rejected the request.': 'De gebruiker heeft het verzoek geweigerd.',
  'No account is connected': 'Er is geen account verbonden',
  'Connector not found': 'Connector niet gevonden',
  'The connection could not be checked': 'Kan de verbinding niet controleren',
  'Connection failed': 'Verbinding mislukt',
  'The wallet did not answer in time': 'De wallet antwoordde niet op tijd',
  'The wallet refused the request': 'De wallet heeft het verzoek geweigerd',
  'This wallet cannot connect': 'Deze wallet kan geen verbinding maken',
  'This wallet only serves EVM networks': 'Deze wallet ondersteunt alleen EVM-netwerken',
  'This wallet serves none of the app’s Solana networks':
    'Deze wallet ondersteunt geen van de Solana-netwerken van de app',
  'This option is not available right now': 'Deze optie is nu niet beschikbaar',
  'Unknown wallet': 'Onbekende wallet',
  'Switch declined': 'Wisselen geweigerd',
  'Signing failed': 'Ondertekenen mislukt',
  'This wallet cannot sign messages': 'Deze wallet kan geen berichten ondertekenen',
  'Signature declined': 'Handtekening geweigerd',
  'Error verifying SIWE signature': 'Fout bij het verifiëren van de SIWE-handtekening',
  'This application might not support Smart Accounts': 'Deze app ondersteunt mogelijk geen smart accounts',
  'Sign-in with wallet is not enabled': 'Inloggen met een wallet is niet ingeschakeld',
  'Invalid email': 'Ongeldig e-mailadres',
  'Enter the code from the e-mail': 'Voer de code uit de e-mail in',
  'The sign-in window was closed before the login finished':
    'Het inlogvenster is gesloten voordat het inloggen klaar was',
  'The sign-in window was blocked; allow pop-ups and try again':
    'Het inlogvenster is geblokkeerd; sta pop-ups toe en probeer het opnieuw',
  'This page cannot leave for the sign-in; allow pop-ups and try again':
    'Deze pagina kan niet weg om in te loggen; sta pop-ups toe en probeer het opnieuw',
  'Code email resent': 'E-mail met de code opnieuw verzonden',
  'Insufficient balance': 'Onvoldoende saldo',
  'Invalid receiver address': 'Ongeldig ontvangstadres',
  'Invalid amount': 'Ongeldig bedrag',
  'The wallet is on another network': 'De wallet staat op een ander netwerk',
  'The wallet returned no transaction hash': 'De wallet gaf geen transactiehash terug',
  'The wallet could not send the transaction': 'De wallet kon de transactie niet verzenden',
  'The transaction failed': 'De transactie is mislukt',
  'The wallet returned no signature': 'De wallet gaf geen handtekening terug',
  'The service could not be reached': 'De dienst is niet bereikbaar',
  'The request was cancelled': 'Het verzoek is geannuleerd',
  'The service sent a response Kit does not understand':
    'De dienst stuurde een antwoord dat Kit niet begrijpt',
  'No on-ramp provider is configured on this server': 'Er is geen aankoopprovider ingesteld op deze server',
  'Not signed in': 'Niet ingelogd',
  'The secure frame is not set up for network {caipNetworkId}':
    'Het beveiligde frame is niet ingesteld voor netwerk {caipNetworkId}',
  'Could not reach the sign-in service': 'De inlogdienst is niet bereikbaar',
  'The sign-in service did not answer in time': 'De inlogdienst antwoordde niet op tijd',
  'The sign-in service sent an unreadable answer': 'De inlogdienst stuurde een onleesbaar antwoord',
  'The sign-in service sent an unexpected answer': 'De inlogdienst stuurde een onverwacht antwoord',
  'The sign-in service answered {status}': 'De inlogdienst antwoordde met {status}',
  'The device was not approved in time; send the e-mail again':
    'Het apparaat is niet op tijd goedgekeurd; stuur de e-mail opnieuw',
  'The Farcaster request expired; try again': 'Het Farcaster-verzoek is verlopen; probeer het opnieuw',
  'This sign-in was not started in this tab, or it took too long; try again':
    'Deze inlog is niet in dit tabblad gestart, of duurde te lang; probeer het opnieuw',
  'The social login took too long; try again': 'De sociale inlog duurde te lang; probeer het opnieuw',
  'The social login did not complete ({reason})': 'De sociale inlog is niet voltooid ({reason})',
  'A redirect login returns to the page that started it':
    'Een inlog via doorverwijzing keert terug naar de pagina die hem startte',
  'This browser does not let the sign-in frame keep the login across a redirect; allow pop-ups and try again':
    'Deze browser laat het inlogframe de inlog niet bewaren over een doorverwijzing; sta pop-ups toe en probeer het opnieuw',
  'Sign in again to add an e-mail to this account':
    'Log opnieuw in om een e-mailadres aan dit account toe te voegen',
  'Sign in again to continue': 'Log opnieuw in om door te gaan',
  'Smart accounts are not available on this network': 'Smart accounts zijn niet beschikbaar op dit netwerk',
  'Your account cannot pay for this: the amount plus the max network fee is more than it holds':
    'Je account kan dit niet betalen: het bedrag plus de maximale netwerkkosten is meer dan het bevat',
  'The network’s bundler refused these calls; nothing was sent':
    'De bundler van het netwerk weigerde deze aanroepen; er is niets verzonden',
  'The bundler refused the operation; nothing was sent':
    'De bundler weigerde de operatie; er is niets verzonden',
  'The operation was not included in time': 'De operatie is niet op tijd opgenomen',
  'Wrong code. Attempts left: {count}': 'Verkeerde code. Resterende pogingen: {count}',
  'The code has expired; request a new code': 'De code is verlopen; vraag een nieuwe code aan',
  'Too many wrong codes: this code is locked. Request a new code':
    'Te veel verkeerde codes: deze code is geblokkeerd. Vraag een nieuwe code aan',
  'No code is waiting; request a new code': 'Er wacht geen code; vraag een nieuwe code aan',
  'Too many wrong codes today. Please try again after {seconds} seconds':
    'Vandaag te veel verkeerde codes. Probeer het over {seconds} s opnieuw',
  'Too many e-mails requested. Please try again after {seconds} seconds':
    'Te veel e-mails aangevraagd. Probeer het over {seconds} s opnieuw',
  'Too many requests. Please try again after {seconds} seconds':
    'Te veel verzoeken. Probeer het over {seconds} s opnieuw',
  'Too many sign-ins are waiting. Please try again after {seconds} seconds':
    'Te veel inlogs wachten. Probeer het over {seconds} s opnieuw',
  'Too many Farcaster sign-ins started. Please try again after {seconds} seconds':
    'Te veel Farcaster-inlogs gestart. Probeer het over {seconds} s opnieuw',
  'The wallet was unlocked too often. Please try again after {seconds} seconds':
    'De wallet is te vaak ontgrendeld. Probeer het over {seconds} s opnieuw',
  'Approve this device from the link in your e-mail first':
    'Keur dit apparaat eerst goed via de link in je e-mail',
  'This approval link is invalid, used or expired; sign in again':
    'Deze goedkeuringslink is ongeldig, gebruikt of verlopen; log opnieuw in',
  'This sign-in is invalid, used or expired; sign in again':
    'Deze inlog is ongeldig, gebruikt of verlopen; log opnieuw in',
  'This sign-in was collected already; start again': 'Deze inlog is al opgehaald; begin opnieuw',
  'Sign-in with Farcaster is not available on this server':
    'Inloggen met Farcaster is niet beschikbaar op deze server',
  'Your session has ended; sign in again': 'Je sessie is beëindigd; log opnieuw in',
  'The account of this sign-in no longer exists': 'Het account van deze inlog bestaat niet meer',
  'Confirm it’s you again to continue': 'Bevestig opnieuw dat jij het bent om door te gaan',
  'This e-mail belongs to another account': 'Dit e-mailadres hoort bij een ander account',
  'The new e-mail is the current one': 'Het nieuwe e-mailadres is het huidige',
  'This account has no e-mail to send a code to; sign in again instead':
    'Dit account heeft geen e-mailadres om een code naar te sturen; log in plaats daarvan opnieuw in',
  'Sign-in is not allowed from this site': 'Inloggen is niet toegestaan vanaf deze site',
  'The sign-in service cannot answer right now. Try again later':
    'De inlogdienst kan nu niet antwoorden. Probeer het later opnieuw',
  'The wallet could not complete the request.': 'De wallet kon het verzoek niet voltooien.',
  'The connection request expired. Try again with a new QR code.':
    'Het verbindingsverzoek is verlopen. Probeer het opnieuw met een nieuwe QR-code.',
  'The WalletConnect relay could not be reached.': 'De WalletConnect-relay is niet bereikbaar.',
  'The WalletConnect relay refused the request.': 'De WalletConnect-relay weigerde het verzoek.',
  'The wallet or the WalletConnect relay did not answer in time.':
    'De wallet of de WalletConnect-relay antwoordde niet op tijd.',
  'The WalletConnect request was aborted.': 'Het WalletConnect-verzoek is afgebroken.',
  'The WalletConnect session has ended.': 'De WalletConnect-sessie is beëindigd.',
  'The WalletConnect client is closed.': 'De WalletConnect-client is gesloten.',
  'The WalletConnect request is invalid.': 'Het WalletConnect-verzoek is ongeldig.',
  'The wallet did not allow this method in the session.':
    'De wallet stond deze methode niet toe in de sessie.',
  'The wallet sent invalid session namespaces.': 'De wallet stuurde ongeldige sessie-namespaces.',
}

export default nl
