// Spanish: the approval card's explained rows. Every key of English's (en.ts detailTexts), with the same
// variables.
import type { DetailTexts } from '../../en.js'

const es: DetailTexts = {
  unlimited: 'Ilimitado',
  baseUnits: '{value} unidades base',
  tokens: 'tokens',
  tokensAmount: '{amount} tokens',
  tokenNamed: 'token {address}, que se llama a sí mismo «{symbol}» (lo afirma el contrato)',
  tokenUnnamed: 'token {address}',
  tokenTransfer: 'Transferencia de token',
  tokenApproval: 'Aprobación de token',
  approvalForAll: 'Aprobación de todo',
  approvalRemoved: 'Aprobación retirada',
  permit2Approval: 'Aprobación Permit2',
  tokenPermit: 'Permiso de token',
  bySmartAccount: '{label} por tu cuenta inteligente',
  transferTo: '{amount} a {to} ({token})',
  transferFromTo: '{amount} de {from} a {to} ({token})',
  approveSpend: 'Permite a {spender} gastar {amount} de tu {token}',
  allowanceAdds: 'Suma {delta} a lo que {spender} ya puede gastar de tu {token}',
  allowanceTakes: 'Resta {delta} de lo que {spender} puede gastar de tu {token}',
  allowanceAddsRefused:
    'Suma {delta} a lo que {spender} puede gastar de tu {token} (ahora {before}); es probable que el token lo rechace',
  allowanceTakesRefused:
    'Resta {delta} de lo que {spender} puede gastar de tu {token} (ahora {before}); es probable que el token lo rechace',
  allowanceTotal:
    'Permite a {spender} gastar hasta {total} en total de tu {token} (ahora {before}, {change})',
  approveAll:
    'Permite a {operator} mover TODOS tus artículos de la colección {collection}, ahora y en el futuro',
  approveAllRemoved: '{operator} ya no puede mover tus artículos de {collection}',
  permitSpend: 'Permite a {spender} gastar {amount} de tu {token}{until}',
  permitSpendUnnamed: 'Permite a {spender} gastar {amount} de un token que no nombra{until}',
  anAmount: 'una cantidad',
  noEndDate: ', sin fecha de fin',
  untilDate: ', hasta el {date}',
  numbered: 'Transacción {index}: {label}',
  warning: 'Advertencia',
  feePayer: 'Pagador de la comisión',
  transfer: 'Transferencia',
  instruction: 'Instrucción',
  authorityChange: 'Cambio de autoridad',
  closeTokenAccount: 'Cerrar cuenta de token',
  transaction: 'Transacción',
  unknown: 'desconocido',
  solTransfer: '{amount} a {to}',
  programInstruction:
    'Programa {program}, {accounts, plural, one {# cuenta} other {# cuentas}}, {bytes, plural, one {# byte} other {# bytes}} de datos',
  lookupAccount: 'una cuenta de una tabla de búsqueda',
  lookupProgram: 'un programa de una tabla de búsqueda',
  unreadable: 'No se pudo leer; apruébala solo si confías en la app.',
  splTransfer: '{amount} de {from} a {to}',
  splTransferMint: '{amount} del mint {mint} de {from} a {to}',
  splApprove: 'Permite a {spender} gastar {amount} de la cuenta de token {account}',
  splApproveMint: 'Permite a {spender} gastar {amount} del mint {mint} de la cuenta de token {account}',
  splAuthority: 'Cede el control de {account} a {authority}',
  noOne: 'nadie',
  splClose: 'Cierra {account}; su SOL va a {to}',
  assignWarning:
    'Assign: cede {account} al programa {program}, que desde entonces lo controla junto con lo que contiene',
  durableNonce:
    'Nonce duradero (cuenta {account}): una vez firmada, esta transacción no caduca. Quien la tenga puede enviarla en cualquier momento posterior.',
  transferHookSet:
    'Establece el hook de transferencia del token {token} en el programa {program}: ese programa se ejecuta en cada transferencia del token',
  transferHookChanged: 'Cambia el hook de transferencia del token {token}',
  token2022Unexplained:
    'La instrucción de Token-2022 {name} no se detalla aquí: puede cambiar cómo se mueve el token o quién lo controla',
  unknownProgram:
    'El programa {program}, que esta tarjeta no conoce, recibe tu cuenta {account} ({how}): puede mover lo que contiene la cuenta',
  programFromLookup: 'de una tabla de búsqueda',
  writable: 'con escritura',
  withYourSignature: 'con tu firma',
  writableWithSignature: 'con escritura, con tu firma',
}

export default es
