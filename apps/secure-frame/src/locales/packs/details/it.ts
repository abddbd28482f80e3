// Italian: the approval card's explained rows. Every key of English's (en.ts detailTexts), with the same
// variables.
import type { DetailTexts } from '../../en.js'

const it: DetailTexts = {
  unlimited: 'Illimitato',
  baseUnits: '{value} unità di base',
  tokens: 'token',
  tokensAmount: '{amount} token',
  tokenNamed: 'token {address}, che si chiama “{symbol}” (dichiarazione del contratto)',
  tokenUnnamed: 'token {address}',
  tokenTransfer: 'Trasferimento di token',
  tokenApproval: 'Autorizzazione token',
  approvalForAll: 'Autorizzazione su tutto',
  approvalRemoved: 'Autorizzazione revocata',
  permit2Approval: 'Autorizzazione Permit2',
  tokenPermit: 'Permesso token',
  bySmartAccount: '{label} dal tuo smart account',
  transferTo: '{amount} a {to} ({token})',
  transferFromTo: '{amount} da {from} a {to} ({token})',
  approveSpend: 'Consente a {spender} di spendere {amount} del tuo {token}',
  allowanceAdds: 'Aggiunge {delta} a quanto {spender} può già spendere del tuo {token}',
  allowanceTakes: 'Toglie {delta} da quanto {spender} può spendere del tuo {token}',
  allowanceAddsRefused:
    'Aggiunge {delta} a quanto {spender} può spendere del tuo {token} (ora {before}); è probabile che il token lo rifiuti',
  allowanceTakesRefused:
    'Toglie {delta} da quanto {spender} può spendere del tuo {token} (ora {before}); è probabile che il token lo rifiuti',
  allowanceTotal:
    'Consente a {spender} di spendere fino a {total} in totale del tuo {token} (ora {before}, {change})',
  approveAll:
    'Consente a {operator} di spostare TUTTI i tuoi oggetti della collezione {collection}, ora e in futuro',
  approveAllRemoved: '{operator} non può più spostare i tuoi oggetti di {collection}',
  permitSpend: 'Consente a {spender} di spendere {amount} del tuo {token}{until}',
  permitSpendUnnamed: 'Consente a {spender} di spendere {amount} di un token che non nomina{until}',
  anAmount: 'un importo',
  noEndDate: ', senza data di fine',
  untilDate: ', fino al {date}',
  numbered: 'Transazione {index}: {label}',
  warning: 'Avviso',
  feePayer: 'Pagatore della commissione',
  transfer: 'Trasferimento',
  instruction: 'Istruzione',
  authorityChange: 'Cambio di autorità',
  closeTokenAccount: 'Chiusura del conto token',
  transaction: 'Transazione',
  unknown: 'sconosciuto',
  solTransfer: '{amount} a {to}',
  programInstruction:
    'Programma {program}, {accounts, plural, one {# account} other {# account}}, {bytes, plural, one {# byte} other {# byte}} di dati',
  lookupAccount: 'un account da una tabella di ricerca',
  lookupProgram: 'un programma da una tabella di ricerca',
  unreadable: 'Impossibile leggerla; approva solo se ti fidi dell’app.',
  splTransfer: '{amount} da {from} a {to}',
  splTransferMint: '{amount} del mint {mint} da {from} a {to}',
  splApprove: 'Consente a {spender} di spendere {amount} dal conto token {account}',
  splApproveMint: 'Consente a {spender} di spendere {amount} del mint {mint} dal conto token {account}',
  splAuthority: 'Cede il controllo di {account} a {authority}',
  noOne: 'nessuno',
  splClose: 'Chiude {account}; i suoi SOL vanno a {to}',
  assignWarning:
    'Assign: cede {account} al programma {program}, che da allora lo controlla insieme a ciò che contiene',
  durableNonce:
    'Nonce durevole (account {account}): una volta firmata, questa transazione non scade. Chiunque la possieda può inviarla in qualsiasi momento successivo.',
  transferHookSet:
    'Imposta l’hook di trasferimento del token {token} sul programma {program}: quel programma viene eseguito a ogni trasferimento del token',
  transferHookChanged: 'Modifica l’hook di trasferimento del token {token}',
  token2022Unexplained:
    'L’istruzione Token-2022 {name} non è descritta qui: può cambiare come si muove il token o chi lo controlla',
  unknownProgram:
    'Il programma {program}, che questa scheda non conosce, riceve il tuo account {account} ({how}): può spostare ciò che l’account contiene',
  programFromLookup: 'da una tabella di ricerca',
  writable: 'scrivibile',
  withYourSignature: 'con la tua firma',
  writableWithSignature: 'scrivibile, con la tua firma',
}

export default it
