// Portuguese (Brazil): the approval card's explained rows. Every key of English's (en.ts detailTexts), with the same
// variables.
import type { DetailTexts } from '../../en.js'

const ptBR: DetailTexts = {
  unlimited: 'Ilimitado',
  baseUnits: '{value} unidades base',
  tokens: 'tokens',
  tokensAmount: '{amount} tokens',
  tokenNamed: 'token {address}, que se chama “{symbol}” (alegação do contrato)',
  tokenUnnamed: 'token {address}',
  tokenTransfer: 'Transferência de token',
  tokenApproval: 'Aprovação de token',
  approvalForAll: 'Aprovação de tudo',
  approvalRemoved: 'Aprovação removida',
  permit2Approval: 'Aprovação Permit2',
  tokenPermit: 'Permissão de token',
  bySmartAccount: '{label} pela sua conta inteligente',
  transferTo: '{amount} para {to} ({token})',
  transferFromTo: '{amount} de {from} para {to} ({token})',
  approveSpend: 'Permite que {spender} gaste {amount} do seu {token}',
  allowanceAdds: 'Adiciona {delta} ao que {spender} já pode gastar do seu {token}',
  allowanceTakes: 'Tira {delta} do que {spender} pode gastar do seu {token}',
  allowanceAddsRefused:
    'Adiciona {delta} ao que {spender} pode gastar do seu {token} (agora {before}); o token provavelmente vai recusar',
  allowanceTakesRefused:
    'Tira {delta} do que {spender} pode gastar do seu {token} (agora {before}); o token provavelmente vai recusar',
  allowanceTotal:
    'Permite que {spender} gaste até {total} no total do seu {token} (agora {before}, {change})',
  approveAll: 'Permite que {operator} mova TODOS os seus itens da coleção {collection}, agora e depois',
  approveAllRemoved: '{operator} não pode mais mover seus itens de {collection}',
  permitSpend: 'Permite que {spender} gaste {amount} do seu {token}{until}',
  permitSpendUnnamed: 'Permite que {spender} gaste {amount} de um token que não é nomeado{until}',
  anAmount: 'um valor',
  noEndDate: ', sem data de término',
  untilDate: ', até {date}',
  numbered: 'Transação {index}: {label}',
  warning: 'Aviso',
  feePayer: 'Pagador da taxa',
  transfer: 'Transferência',
  instruction: 'Instrução',
  authorityChange: 'Mudança de autoridade',
  closeTokenAccount: 'Fechar conta de token',
  transaction: 'Transação',
  unknown: 'desconhecido',
  solTransfer: '{amount} para {to}',
  programInstruction:
    'Programa {program}, {accounts, plural, one {# conta} other {# contas}}, {bytes, plural, one {# byte} other {# bytes}} de dados',
  lookupAccount: 'uma conta de uma tabela de consulta',
  lookupProgram: 'um programa de uma tabela de consulta',
  unreadable: 'Não foi possível ler; aprove apenas se você confia no app.',
  splTransfer: '{amount} de {from} para {to}',
  splTransferMint: '{amount} do mint {mint} de {from} para {to}',
  splApprove: 'Permite que {spender} gaste {amount} da conta de token {account}',
  splApproveMint: 'Permite que {spender} gaste {amount} do mint {mint} da conta de token {account}',
  splAuthority: 'Passa o controle de {account} para {authority}',
  noOne: 'ninguém',
  splClose: 'Fecha {account}; o SOL dela vai para {to}',
  assignWarning:
    'Assign: entrega {account} ao programa {program}, que passa a controlá-la e o que ela guarda',
  durableNonce:
    'Nonce durável (conta {account}): depois de assinada, esta transação não expira. Quem a tiver pode enviá-la a qualquer momento.',
  transferHookSet:
    'Define o hook de transferência do token {token} como o programa {program}: esse programa roda em toda transferência do token',
  transferHookChanged: 'Altera o hook de transferência do token {token}',
  token2022Unexplained:
    'A instrução {name} do Token-2022 não é detalhada aqui: ela pode mudar como o token se move ou quem o controla',
  unknownProgram:
    'O programa {program}, que este cartão não conhece, recebe sua conta {account} ({how}): ele pode mover o que a conta guarda',
  programFromLookup: 'de uma tabela de consulta',
  writable: 'gravável',
  withYourSignature: 'com sua assinatura',
  writableWithSignature: 'gravável, com sua assinatura',
}

export default ptBR
