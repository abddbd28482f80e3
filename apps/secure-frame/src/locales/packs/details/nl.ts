// Dutch: the approval card's explained rows. Every key of English's (en.ts detailTexts), with the same
// variables.
import type { DetailTexts } from '../../en.js'

const nl: DetailTexts = {
  unlimited: 'Onbeperkt',
  baseUnits: '{value} basiseenheden',
  tokens: 'tokens',
  tokensAmount: '{amount} tokens',
  tokenNamed: 'token {address}, dat zich “{symbol}” noemt (bewering van het contract)',
  tokenUnnamed: 'token {address}',
  tokenTransfer: 'Tokenoverdracht',
  tokenApproval: 'Tokentoestemming',
  approvalForAll: 'Toestemming voor alles',
  approvalRemoved: 'Toestemming ingetrokken',
  permit2Approval: 'Permit2-toestemming',
  tokenPermit: 'Tokenpermit',
  bySmartAccount: '{label} door je smart account',
  transferTo: '{amount} naar {to} ({token})',
  transferFromTo: '{amount} van {from} naar {to} ({token})',
  approveSpend: 'Laat {spender} {amount} van je {token} uitgeven',
  allowanceAdds: 'Telt {delta} op bij wat {spender} al van je {token} mag uitgeven',
  allowanceTakes: 'Haalt {delta} af van wat {spender} van je {token} mag uitgeven',
  allowanceAddsRefused:
    'Telt {delta} op bij wat {spender} van je {token} mag uitgeven (nu {before}); het token weigert het waarschijnlijk',
  allowanceTakesRefused:
    'Haalt {delta} af van wat {spender} van je {token} mag uitgeven (nu {before}); het token weigert het waarschijnlijk',
  allowanceTotal: 'Laat {spender} in totaal tot {total} van je {token} uitgeven (nu {before}, {change})',
  approveAll: 'Laat {operator} AL je items van collectie {collection} verplaatsen, nu en later',
  approveAllRemoved: '{operator} mag je items van {collection} niet meer verplaatsen',
  permitSpend: 'Laat {spender} {amount} van je {token} uitgeven{until}',
  permitSpendUnnamed: 'Laat {spender} {amount} uitgeven van een token dat het niet noemt{until}',
  anAmount: 'een bedrag',
  noEndDate: ', zonder einddatum',
  untilDate: ', tot {date}',
  numbered: 'Transactie {index}: {label}',
  warning: 'Waarschuwing',
  feePayer: 'Betaler van de kosten',
  transfer: 'Overdracht',
  instruction: 'Instructie',
  authorityChange: 'Wijziging van bevoegdheid',
  closeTokenAccount: 'Tokenrekening sluiten',
  transaction: 'Transactie',
  unknown: 'onbekend',
  solTransfer: '{amount} naar {to}',
  programInstruction:
    'Programma {program}, {accounts, plural, one {# account} other {# accounts}}, {bytes, plural, one {# byte} other {# bytes}} aan gegevens',
  lookupAccount: 'een account uit een opzoektabel',
  lookupProgram: 'een programma uit een opzoektabel',
  unreadable: 'Kon niet worden gelezen; keur alleen goed als je de app vertrouwt.',
  splTransfer: '{amount} van {from} naar {to}',
  splTransferMint: '{amount} van mint {mint} van {from} naar {to}',
  splApprove: 'Laat {spender} {amount} uitgeven van tokenrekening {account}',
  splApproveMint: 'Laat {spender} {amount} van mint {mint} uitgeven van tokenrekening {account}',
  splAuthority: 'Geeft de controle over {account} aan {authority}',
  noOne: 'niemand',
  splClose: 'Sluit {account}; de SOL ervan gaat naar {to}',
  assignWarning:
    'Assign: geeft {account} aan programma {program}, dat het daarna beheert met alles wat erin zit',
  durableNonce:
    'Duurzame nonce (account {account}): eenmaal ondertekend verloopt deze transactie niet. Wie hem heeft, kan hem op elk later moment versturen.',
  transferHookSet:
    'Stelt de transfer-hook van token {token} in op programma {program}: dat programma draait bij elke overdracht van het token',
  transferHookChanged: 'Wijzigt de transfer-hook van token {token}',
  token2022Unexplained:
    'Token-2022-instructie {name} wordt hier niet uitgeschreven: ze kan veranderen hoe het token beweegt of wie het beheert',
  unknownProgram:
    'Programma {program}, dat deze kaart niet kent, krijgt je account {account} ({how}): het kan verplaatsen wat het account bevat',
  programFromLookup: 'uit een opzoektabel',
  writable: 'schrijfbaar',
  withYourSignature: 'met je handtekening',
  writableWithSignature: 'schrijfbaar, met je handtekening',
}

export default nl
