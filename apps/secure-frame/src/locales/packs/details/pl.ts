// Polish: the approval card's explained rows. Every key of English's (en.ts detailTexts), with the same
// variables.
import type { DetailTexts } from '../../en.js'

const pl: DetailTexts = {
  unlimited: 'Bez limitu',
  baseUnits: '{value} jednostek bazowych',
  tokens: 'tokenów',
  tokensAmount: '{amount} tokenów',
  tokenNamed: 'token {address}, który nazywa się „{symbol}” (twierdzenie kontraktu)',
  tokenUnnamed: 'token {address}',
  tokenTransfer: 'Przelew tokena',
  tokenApproval: 'Zgoda na token',
  approvalForAll: 'Zgoda na wszystko',
  approvalRemoved: 'Zgoda cofnięta',
  permit2Approval: 'Zgoda Permit2',
  tokenPermit: 'Permit tokena',
  bySmartAccount: '{label} przez Twoje konto smart',
  transferTo: '{amount} do {to} ({token})',
  transferFromTo: '{amount} z {from} do {to} ({token})',
  approveSpend: 'Pozwala {spender} wydać {amount} z Twojego {token}',
  allowanceAdds: 'Dodaje {delta} do tego, co {spender} już może wydać z Twojego {token}',
  allowanceTakes: 'Odejmuje {delta} od tego, co {spender} może wydać z Twojego {token}',
  allowanceAddsRefused:
    'Dodaje {delta} do tego, co {spender} może wydać z Twojego {token} (teraz {before}); token prawdopodobnie odmówi',
  allowanceTakesRefused:
    'Odejmuje {delta} od tego, co {spender} może wydać z Twojego {token} (teraz {before}); token prawdopodobnie odmówi',
  allowanceTotal: 'Pozwala {spender} wydać łącznie do {total} z Twojego {token} (teraz {before}, {change})',
  approveAll:
    'Pozwala {operator} przenosić WSZYSTKIE Twoje przedmioty z kolekcji {collection}, teraz i później',
  approveAllRemoved: '{operator} nie może już przenosić Twoich przedmiotów z {collection}',
  permitSpend: 'Pozwala {spender} wydać {amount} z Twojego {token}{until}',
  permitSpendUnnamed: 'Pozwala {spender} wydać {amount} tokena, którego nie nazywa{until}',
  anAmount: 'pewną kwotę',
  noEndDate: ', bez daty końcowej',
  untilDate: ', do {date}',
  numbered: 'Transakcja {index}: {label}',
  warning: 'Ostrzeżenie',
  feePayer: 'Płacący opłatę',
  transfer: 'Przelew',
  instruction: 'Instrukcja',
  authorityChange: 'Zmiana uprawnień',
  closeTokenAccount: 'Zamknięcie konta tokena',
  transaction: 'Transakcja',
  unknown: 'nieznany',
  solTransfer: '{amount} do {to}',
  programInstruction:
    'Program {program}, {accounts, plural, one {# konto} few {# konta} many {# kont} other {# konta}}, {bytes, plural, one {# bajt} few {# bajty} many {# bajtów} other {# bajta}} danych',
  lookupAccount: 'konto z tabeli wyszukiwania',
  lookupProgram: 'program z tabeli wyszukiwania',
  unreadable: 'Nie udało się odczytać; zatwierdź tylko, jeśli ufasz aplikacji.',
  splTransfer: '{amount} z {from} do {to}',
  splTransferMint: '{amount} mintu {mint} z {from} do {to}',
  splApprove: 'Pozwala {spender} wydać {amount} z konta tokena {account}',
  splApproveMint: 'Pozwala {spender} wydać {amount} mintu {mint} z konta tokena {account}',
  splAuthority: 'Przekazuje kontrolę nad {account} do {authority}',
  noOne: 'nikogo',
  splClose: 'Zamyka {account}; jego SOL trafia do {to}',
  assignWarning:
    'Assign: przekazuje {account} programowi {program}, który odtąd kontroluje je i to, co zawiera',
  durableNonce:
    'Trwały nonce (konto {account}): po podpisaniu ta transakcja nie wygasa. Każdy, kto ją ma, może ją wysłać w dowolnym późniejszym momencie.',
  transferHookSet:
    'Ustawia hook przelewu tokena {token} na program {program}: ten program działa przy każdym przelewie tokena',
  transferHookChanged: 'Zmienia hook przelewu tokena {token}',
  token2022Unexplained:
    'Instrukcja Token-2022 {name} nie jest tu rozpisana: może zmienić sposób przenoszenia tokena lub to, kto go kontroluje',
  unknownProgram:
    'Program {program}, którego ta karta nie zna, dostaje Twoje konto {account} ({how}): może przenieść to, co jest na koncie',
  programFromLookup: 'z tabeli wyszukiwania',
  writable: 'z zapisem',
  withYourSignature: 'z Twoim podpisem',
  writableWithSignature: 'z zapisem, z Twoim podpisem',
}

export default pl
