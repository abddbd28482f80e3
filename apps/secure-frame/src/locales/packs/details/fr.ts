// French: the approval card's explained rows. Every key of English's (en.ts detailTexts), with the same
// variables.
import type { DetailTexts } from '../../en.js'

const fr: DetailTexts = {
  unlimited: 'Illimité',
  baseUnits: '{value} unités de base',
  tokens: 'jetons',
  tokensAmount: '{amount} jetons',
  tokenNamed: 'jeton {address}, qui se nomme « {symbol} » (selon le contrat)',
  tokenUnnamed: 'jeton {address}',
  tokenTransfer: 'Transfert de jeton',
  tokenApproval: 'Autorisation de jeton',
  approvalForAll: 'Autorisation sur tout',
  approvalRemoved: 'Autorisation retirée',
  permit2Approval: 'Autorisation Permit2',
  tokenPermit: 'Permis de jeton',
  bySmartAccount: '{label} par votre compte intelligent',
  transferTo: '{amount} à {to} ({token})',
  transferFromTo: '{amount} de {from} à {to} ({token})',
  approveSpend: 'Permet à {spender} de dépenser {amount} de votre {token}',
  allowanceAdds: 'Ajoute {delta} à ce que {spender} peut déjà dépenser de votre {token}',
  allowanceTakes: 'Retire {delta} de ce que {spender} peut dépenser de votre {token}',
  allowanceAddsRefused:
    'Ajoute {delta} à ce que {spender} peut dépenser de votre {token} (actuellement {before}) ; le jeton va probablement le refuser',
  allowanceTakesRefused:
    'Retire {delta} de ce que {spender} peut dépenser de votre {token} (actuellement {before}) ; le jeton va probablement le refuser',
  allowanceTotal:
    'Permet à {spender} de dépenser jusqu’à {total} au total de votre {token} (actuellement {before}, {change})',
  approveAll:
    'Permet à {operator} de déplacer TOUS vos objets de la collection {collection}, maintenant et plus tard',
  approveAllRemoved: '{operator} ne peut plus déplacer vos objets de {collection}',
  permitSpend: 'Permet à {spender} de dépenser {amount} de votre {token}{until}',
  permitSpendUnnamed: 'Permet à {spender} de dépenser {amount} d’un jeton qu’il ne nomme pas{until}',
  anAmount: 'un montant',
  noEndDate: ', sans date de fin',
  untilDate: ', jusqu’au {date}',
  numbered: 'Transaction {index} : {label}',
  warning: 'Avertissement',
  feePayer: 'Payeur des frais',
  transfer: 'Transfert',
  instruction: 'Instruction',
  authorityChange: 'Changement d’autorité',
  closeTokenAccount: 'Fermeture de compte de jeton',
  transaction: 'Transaction',
  unknown: 'inconnu',
  solTransfer: '{amount} à {to}',
  programInstruction:
    'Programme {program}, {accounts, plural, one {# compte} other {# comptes}}, {bytes, plural, one {# octet} other {# octets}} de données',
  lookupAccount: 'un compte d’une table de correspondance',
  lookupProgram: 'un programme d’une table de correspondance',
  unreadable: 'Illisible ; n’approuvez que si vous faites confiance à l’app.',
  splTransfer: '{amount} de {from} à {to}',
  splTransferMint: '{amount} du mint {mint} de {from} à {to}',
  splApprove: 'Permet à {spender} de dépenser {amount} depuis le compte de jeton {account}',
  splApproveMint:
    'Permet à {spender} de dépenser {amount} du mint {mint} depuis le compte de jeton {account}',
  splAuthority: 'Confie le contrôle de {account} à {authority}',
  noOne: 'personne',
  splClose: 'Ferme {account} ; ses SOL vont à {to}',
  assignWarning:
    'Assign : confie {account} au programme {program}, qui contrôle dès lors le compte et ce qu’il contient',
  durableNonce:
    'Nonce durable (compte {account}) : une fois signée, cette transaction n’expire pas. Quiconque la détient peut l’envoyer à tout moment.',
  transferHookSet:
    'Définit le hook de transfert du jeton {token} sur le programme {program} : ce programme s’exécute à chaque transfert du jeton',
  transferHookChanged: 'Modifie le hook de transfert du jeton {token}',
  token2022Unexplained:
    'L’instruction Token-2022 {name} n’est pas détaillée ici : elle peut changer la façon dont le jeton circule ou qui le contrôle',
  unknownProgram:
    'Le programme {program}, que cette carte ne connaît pas, reçoit votre compte {account} ({how}) : il peut déplacer ce que contient le compte',
  programFromLookup: 'd’une table de correspondance',
  writable: 'modifiable',
  withYourSignature: 'avec votre signature',
  writableWithSignature: 'modifiable, avec votre signature',
}

export default fr
