// Polish. Every key of the English table (en.ts), with the same variables.
import type { FrameMessages } from '../en.js'

const pl: FrameMessages = {
  reject: 'Odrzuć',
  requestDetails: 'Szczegóły prośby',
  scrollToSee: 'Przewiń, aby przeczytać całą prośbę: przyciski zadziałają, gdy ją zobaczysz.',
  sending: 'Wysyłanie…',
  signing: 'Podpisywanie…',
  yourAccount: 'Twoje konto',
  yourSmartAccount: 'Twoje smart konto',
  from: 'Od',
  accountType: 'Typ konta',
  smartAccount: 'Smart konto',
  accountEoa: 'Konto (EOA)',
  appName: 'Nazwa aplikacji',
  appNameValue: '{name} (tak nazywa się sama aplikacja; niezweryfikowane)',
  network: 'Sieć',
  message: 'Wiadomość',
  to: 'Do',
  amount: 'Kwota',
  data: 'Dane',
  note: 'Uwaga',
  warning: 'Ostrzeżenie',
  format: 'Format',
  domain: 'Domena',
  type: 'Typ',
  none: 'Brak',
  signsYouInTo: 'Loguje cię do',
  codeSize: 'Rozmiar kodu',
  codeSizeValue: '{size, plural, one {# bajt} few {# bajty} many {# bajtów} other {# bajta}}',
  amountSentWith: '{amount} (wysyłane razem z nim)',
  dataNone: 'Brak (zwykły przelew)',
  dataBytes: '{size} B, funkcja {selector}',
  dataSmartAccount:
    'Twoje smart konto wykona {count, plural, one {1 wywołanie} few {# wywołania} many {# wywołań} other {# wywołania}} ({name}), pokazane poniżej',
  callLine: 'Do {to}\nKwota {amount}\nDane {data}',
  callLabel: 'Wywołanie {index}',
  innerCallLabel: 'Wywołanie smart konta {index}',
  callInnerCallLabel: 'Wywołanie {call}, wywołanie smart konta {index}',
  smartAccountNote:
    'To sprawia, że działa twoje smart konto: jego wywołania wydają to, co ma (jego środki i tokeny).',
  networkFee: 'Opłata sieciowa',
  paidBy: 'Płaci {sponsor}',
  maxNetworkFee: 'Maks. opłata sieciowa',
  notSponsored: 'Bez sponsora',
  notSponsoredValue: 'Aplikacja nie płaci tej opłaty: {reason}. Płacisz ją ze swojego konta.',
  transactionType: 'Typ transakcji',
  legacyTransaction: 'Starszy (typ 0): stała cena gazu',
  upgradesAccount:
    'To pierwsze wysłanie zmienia też twoje konto w smart konto w tej sieci (EIP-7702); jego adres się nie zmienia.',
  createsSmartAccount: 'To pierwsze wysłanie tworzy też twoje smart konto w tej sieci.',
  feeToPay: 'Opłata sieciowa do zapłaty',
  marketFee: 'Opłata rynkowa',
  appFee: 'Opłata aplikacji',
  maxFee: 'maks. {amount}',
  maxFeeUnaffordable: 'maks. {amount} — więcej, niż masz na koncie',
  feeFarAbove: 'Opłata aplikacji jest dużo wyższa od rynkowej (ponad {times} razy).',
  marketFeeSelected:
    'Wybrana jest opłata rynkowa: wybierz opłatę aplikacji tylko, jeśli naprawdę chcesz ją zapłacić.',
  signatureRequest: 'Prośba o podpis',
  signInRequest: 'Prośba o logowanie',
  signInElsewhere: 'Logowanie do innej witryny',
  approveTransaction: 'Zatwierdź transakcję',
  approveCalls: 'Zatwierdź wywołania: {count}',
  approveTransactions: 'Zatwierdź transakcje: {count}',
  deployContract: 'Wdróż kontrakt',
  sign: 'Podpisz',
  send: 'Wyślij',
  deploy: 'Wdróż',
  asksSignMessage: '{origin} prosi cię o podpisanie tej wiadomości.',
  asksSignIn: '{origin} prosi cię o zalogowanie się swoim kontem.',
  asksSignInElsewhere: '{origin} prosi cię o zalogowanie się do {domain}.',
  asksTypedDataV1:
    '{origin} prosi cię o podpisanie danych typowanych (starszy format, eth_signTypedData v1).',
  asksTypedData: '{origin} prosi cię o podpisanie danych strukturalnych (dane typowane {version}).',
  asksDeploy: '{origin} prosi cię o wdrożenie kontraktu.',
  asksSendTransaction: '{origin} prosi cię o wysłanie transakcji.',
  asksSendCalls:
    '{origin} prosi cię o wysłanie {count, plural, one {wywołania} few {# wywołań} many {# wywołań} other {# wywołania}}.',
  asksSolanaSend: '{origin} prosi cię o podpisanie transakcji i wysłanie jej do {network}.',
  asksSolanaSign:
    '{origin} prosi cię o podpisanie {count, plural, one {transakcji. Aplikacja może ją potem wysłać.} few {# transakcji. Aplikacja może je potem wysłać.} many {# transakcji. Aplikacja może je potem wysłać.} other {# transakcji. Aplikacja może je potem wysłać.}}',
  typedDataV1: 'Dane typowane v1 (starszy format, sprzed EIP-712)',
  typedDataV3: 'Dane typowane v3 (EIP-712, bez tablic)',
  typedDataV4: 'Dane typowane v4 (EIP-712)',
  solanaOffchain: 'Wiadomość off-chain Solany',
  signWarning: 'Podpisuj tylko wiadomości, które rozumiesz. Podpis nic nie kosztuje i nie wysyła środków.',
  binaryWarning:
    'Ta wiadomość nie jest czytelnym tekstem. Podpisz ją tylko, jeśli ufasz aplikacji: podpisane dane mogą zezwolić na działania w innych aplikacjach.',
  typedDataWarning:
    'Podpisy typowane mogą zezwalać na przelewy (permity, zlecenia). Podpisuj tylko to, czego się spodziewasz.',
  signInWarning:
    'Logowanie nic nie kosztuje i nie wysyła środków. Podpisz tylko, jeśli chcesz się tu zalogować.',
  malformedSignInWarning:
    'Ta wiadomość wygląda jak logowanie, ale nie ma formatu logowania (EIP-4361): nie da się sprawdzić, do jakiej witryny cię loguje. Podpisz ją tylko, jeśli ufasz aplikacji.',
  otherSiteWarning:
    'Ta wiadomość loguje cię do {domain}, ale prośba pochodzi z {origin}. Witryna, która prosi o zalogowanie się gdzie indziej, może próbować przejąć tam twoje konto: odrzuć ją, chyba że wiesz, dlaczego.',
  paidBySponsor: 'Opłatę sieciową płaci {sponsor}. Wysłanych transakcji nie można cofnąć.',
  paidBySmartAccount:
    'Opłaty sieciowe płaci twoje smart konto. Jego wywołania wykonują się wszystkie razem albo żadne. Wysłanych transakcji nie można cofnąć.',
  paidByAccount: 'Opłaty sieciowe płaci twoje konto. Wysłanych transakcji nie można cofnąć.',
  solanaWarnings:
    'Ta transakcja ma ostrzeżenia w szczegółach: najpierw je przeczytaj. Podpisana transakcja może przenieść twoje środki.',
  solanaSignWarning:
    'Podpisana transakcja może przenieść twoje środki. Zatwierdzaj tylko to, czego się spodziewasz.',
  passkeyTitle: 'Kontynuuj z kluczem dostępu',
  passkeyIntroSignUp:
    'Utwórz klucz dostępu do nowego portfela. Przechowuje go twoje urządzenie; e-mail nie jest potrzebny.',
  passkeyIntroSignIn: 'Użyj klucza dostępu zapisanego dla tej aplikacji.',
  passkeyIntroBoth: 'Użyj klucza dostępu zapisanego dla tej aplikacji albo utwórz nowy dla nowego portfela.',
  passkeySignUp: 'Utwórz klucz dostępu',
  passkeySignIn: 'Użyj mojego klucza dostępu',
  passkeyCancel: 'Anuluj',
  passkeyOtherWays: 'Zaloguj się inaczej',
  passkeyWorking: 'Czekam na twój klucz dostępu…',
  passkeyWorkingInWindow: 'Czekam na twój klucz dostępu w oknie Kit…',
  passkeyWindowNote:
    'Postępuj zgodnie z prośbą przeglądarki o klucz dostępu. To okno zamknie się samo, gdy skończysz.',
  passkeyPopupBlocked:
    'Ta strona nie pozwala bezpiecznemu oknu używać kluczy dostępu, a okno Kit zostało zablokowane. Zezwól na wyskakujące okna i spróbuj ponownie.',
  passkeyWindowClosed:
    'Okno Kit zostało zamknięte, zanim użyto klucza dostępu. Spróbuj ponownie i zostaw okno otwarte, aż zamknie się samo.',
  passkeyNotUsed:
    'Nie użyto klucza dostępu. Jeśli to urządzenie nie ma klucza dla tej aplikacji, utwórz go albo użyj klucza dostępu na telefonie.',
  passkeyNotUsedHere:
    'Nie użyto klucza dostępu. Jeśli to urządzenie nie ma klucza dla tej aplikacji, utwórz go albo zaloguj się inaczej.',
  passkeyNotCreated: 'Nie utworzono klucza dostępu. Spróbuj ponownie, gdy będziesz gotowy.',
  passkeyUnavailable: 'Klucze dostępu nie są tu dostępne w tej przeglądarce. Zaloguj się inaczej.',
  passkeyUnknown:
    'Ten klucz dostępu nie jest tu przypisany do żadnego konta. Utwórz nowy albo użyj innego klucza dostępu.',
  passkeyFailed: 'Nie udało się użyć klucza dostępu. Spróbuj ponownie.',
}

export default pl
