// German: the approval card's explained rows. Every key of English's (en.ts detailTexts), with the same
// variables.
import type { DetailTexts } from '../../en.js'

const de: DetailTexts = {
  unlimited: 'Unbegrenzt',
  baseUnits: '{value} Basiseinheiten',
  tokens: 'Token',
  tokensAmount: '{amount} Token',
  tokenNamed: 'Token {address}, das sich „{symbol}“ nennt (Angabe des Vertrags)',
  tokenUnnamed: 'Token {address}',
  tokenTransfer: 'Token-Überweisung',
  tokenApproval: 'Token-Freigabe',
  approvalForAll: 'Freigabe für alles',
  approvalRemoved: 'Freigabe entzogen',
  permit2Approval: 'Permit2-Freigabe',
  tokenPermit: 'Token-Permit',
  bySmartAccount: '{label} durch Ihr Smart Account',
  transferTo: '{amount} an {to} ({token})',
  transferFromTo: '{amount} von {from} an {to} ({token})',
  approveSpend: 'Erlaubt {spender}, {amount} Ihres {token} auszugeben',
  allowanceAdds: 'Fügt {delta} zu dem hinzu, was {spender} bereits von Ihrem {token} ausgeben darf',
  allowanceTakes: 'Zieht {delta} von dem ab, was {spender} von Ihrem {token} ausgeben darf',
  allowanceAddsRefused:
    'Fügt {delta} zu dem hinzu, was {spender} von Ihrem {token} ausgeben darf (jetzt {before}); das Token lehnt es wahrscheinlich ab',
  allowanceTakesRefused:
    'Zieht {delta} von dem ab, was {spender} von Ihrem {token} ausgeben darf (jetzt {before}); das Token lehnt es wahrscheinlich ab',
  allowanceTotal:
    'Erlaubt {spender}, insgesamt bis zu {total} Ihres {token} auszugeben (jetzt {before}, {change})',
  approveAll: 'Erlaubt {operator}, ALLE Ihre Objekte der Sammlung {collection} zu bewegen, jetzt und später',
  approveAllRemoved: '{operator} darf Ihre Objekte von {collection} nicht mehr bewegen',
  permitSpend: 'Erlaubt {spender}, {amount} Ihres {token} auszugeben{until}',
  permitSpendUnnamed: 'Erlaubt {spender}, {amount} eines nicht genannten Tokens auszugeben{until}',
  anAmount: 'einen Betrag',
  noEndDate: ', ohne Enddatum',
  untilDate: ', bis {date}',
  numbered: 'Transaktion {index}: {label}',
  warning: 'Warnung',
  feePayer: 'Gebührenzahler',
  transfer: 'Überweisung',
  instruction: 'Anweisung',
  authorityChange: 'Wechsel der Berechtigung',
  closeTokenAccount: 'Token-Konto schließen',
  transaction: 'Transaktion',
  unknown: 'unbekannt',
  solTransfer: '{amount} an {to}',
  programInstruction:
    'Programm {program}, {accounts, plural, one {# Konto} other {# Konten}}, {bytes, plural, one {# Byte} other {# Bytes}} Daten',
  lookupAccount: 'ein Konto aus einer Lookup-Tabelle',
  lookupProgram: 'ein Programm aus einer Lookup-Tabelle',
  unreadable: 'Nicht lesbar; genehmigen Sie nur, wenn Sie der App vertrauen.',
  splTransfer: '{amount} von {from} an {to}',
  splTransferMint: '{amount} des Mints {mint} von {from} an {to}',
  splApprove: 'Erlaubt {spender}, {amount} vom Token-Konto {account} auszugeben',
  splApproveMint: 'Erlaubt {spender}, {amount} des Mints {mint} vom Token-Konto {account} auszugeben',
  splAuthority: 'Übergibt die Kontrolle über {account} an {authority}',
  noOne: 'niemanden',
  splClose: 'Schließt {account}; sein SOL geht an {to}',
  assignWarning:
    'Assign: übergibt {account} an das Programm {program}, das es danach samt Inhalt kontrolliert',
  durableNonce:
    'Dauerhafte Nonce (Konto {account}): einmal signiert, verfällt diese Transaktion nicht. Wer sie hat, kann sie jederzeit später senden.',
  transferHookSet:
    'Setzt den Transfer-Hook des Tokens {token} auf das Programm {program}: dieses Programm läuft bei jeder Überweisung des Tokens',
  transferHookChanged: 'Ändert den Transfer-Hook des Tokens {token}',
  token2022Unexplained:
    'Die Token-2022-Anweisung {name} wird hier nicht ausgeschrieben: sie kann ändern, wie sich das Token bewegt oder wer es kontrolliert',
  unknownProgram:
    'Das Programm {program}, das diese Karte nicht kennt, erhält Ihr Konto {account} ({how}): es kann bewegen, was das Konto hält',
  programFromLookup: 'aus einer Lookup-Tabelle',
  writable: 'beschreibbar',
  withYourSignature: 'mit Ihrer Signatur',
  writableWithSignature: 'beschreibbar, mit Ihrer Signatur',
}

export default de
