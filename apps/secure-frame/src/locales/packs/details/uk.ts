// Ukrainian: the approval card's explained rows. Every key of English's (en.ts detailTexts), with the same
// variables.
import type { DetailTexts } from '../../en.js'

const uk: DetailTexts = {
  unlimited: 'Без обмежень',
  baseUnits: '{value} базових одиниць',
  tokens: 'токенів',
  tokensAmount: '{amount} токенів',
  tokenNamed: 'токен {address}, що називає себе «{symbol}» (твердження контракту)',
  tokenUnnamed: 'токен {address}',
  tokenTransfer: 'Переказ токена',
  tokenApproval: 'Дозвіл на токен',
  approvalForAll: 'Дозвіл на все',
  approvalRemoved: 'Дозвіл відкликано',
  permit2Approval: 'Дозвіл Permit2',
  tokenPermit: 'Permit токена',
  bySmartAccount: '{label} вашим смарт-акаунтом',
  transferTo: '{amount} отримувачу {to} ({token})',
  transferFromTo: '{amount} від {from} отримувачу {to} ({token})',
  approveSpend: 'Дозволяє {spender} витрачати {amount} з вашого {token}',
  allowanceAdds: 'Додає {delta} до того, що {spender} уже може витрачати з вашого {token}',
  allowanceTakes: 'Віднімає {delta} від того, що {spender} може витрачати з вашого {token}',
  allowanceAddsRefused:
    'Додає {delta} до того, що {spender} може витрачати з вашого {token} (зараз {before}); токен, імовірно, відмовить',
  allowanceTakesRefused:
    'Віднімає {delta} від того, що {spender} може витрачати з вашого {token} (зараз {before}); токен, імовірно, відмовить',
  allowanceTotal:
    'Дозволяє {spender} витрачати загалом до {total} з вашого {token} (зараз {before}, {change})',
  approveAll: 'Дозволяє {operator} переміщати ВСІ ваші предмети колекції {collection}, зараз і надалі',
  approveAllRemoved: '{operator} більше не може переміщати ваші предмети з {collection}',
  permitSpend: 'Дозволяє {spender} витрачати {amount} з вашого {token}{until}',
  permitSpendUnnamed: 'Дозволяє {spender} витрачати {amount} токена, який не названо{until}',
  anAmount: 'певну суму',
  noEndDate: ', без дати завершення',
  untilDate: ', до {date}',
  numbered: 'Транзакція {index}: {label}',
  warning: 'Попередження',
  feePayer: 'Платник комісії',
  transfer: 'Переказ',
  instruction: 'Інструкція',
  authorityChange: 'Зміна повноважень',
  closeTokenAccount: 'Закриття токен-рахунку',
  transaction: 'Транзакція',
  unknown: 'невідомо',
  solTransfer: '{amount} отримувачу {to}',
  programInstruction:
    'Програма {program}, {accounts, plural, one {# акаунт} few {# акаунти} many {# акаунтів} other {# акаунта}}, {bytes, plural, one {# байт} few {# байти} many {# байтів} other {# байта}} даних',
  lookupAccount: 'акаунт із таблиці пошуку',
  lookupProgram: 'програма з таблиці пошуку',
  unreadable: 'Не вдалося прочитати; схвалюйте, лише якщо довіряєте застосунку.',
  splTransfer: '{amount} від {from} отримувачу {to}',
  splTransferMint: '{amount} мінту {mint} від {from} отримувачу {to}',
  splApprove: 'Дозволяє {spender} витрачати {amount} з токен-рахунку {account}',
  splApproveMint: 'Дозволяє {spender} витрачати {amount} мінту {mint} з токен-рахунку {account}',
  splAuthority: 'Передає керування {account} адресі {authority}',
  noOne: 'нікому',
  splClose: 'Закриває {account}; його SOL ідуть на {to}',
  assignWarning: 'Assign: передає {account} програмі {program}, яка відтоді керує ним і тим, що на ньому',
  durableNonce:
    'Довготривалий nonce (акаунт {account}): після підпису ця транзакція не спливає. Будь-хто, хто її має, може надіслати її будь-коли пізніше.',
  transferHookSet:
    'Встановлює для токена {token} хук переказу — програму {program}: вона запускається під час кожного переказу токена',
  transferHookChanged: 'Змінює хук переказу токена {token}',
  token2022Unexplained:
    'Інструкцію Token-2022 {name} тут не розписано: вона може змінити, як рухається токен або хто ним керує',
  unknownProgram:
    'Програма {program}, якої ця картка не знає, отримує ваш акаунт {account} ({how}): вона може перемістити те, що на ньому',
  programFromLookup: 'з таблиці пошуку',
  writable: 'з правом запису',
  withYourSignature: 'з вашим підписом',
  writableWithSignature: 'з правом запису, з вашим підписом',
}

export default uk
