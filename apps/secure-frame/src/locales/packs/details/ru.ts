// Russian: the approval card's explained rows. Every key of English's (en.ts detailTexts), with the same
// variables.
import type { DetailTexts } from '../../en.js'

const ru: DetailTexts = {
  unlimited: 'Без ограничений',
  baseUnits: '{value} базовых единиц',
  tokens: 'токенов',
  tokensAmount: '{amount} токенов',
  tokenNamed: 'токен {address}, который называет себя «{symbol}» (заявление контракта)',
  tokenUnnamed: 'токен {address}',
  tokenTransfer: 'Перевод токена',
  tokenApproval: 'Разрешение на токен',
  approvalForAll: 'Разрешение на всё',
  approvalRemoved: 'Разрешение отозвано',
  permit2Approval: 'Разрешение Permit2',
  tokenPermit: 'Permit токена',
  bySmartAccount: '{label} вашим смарт-аккаунтом',
  transferTo: '{amount} получателю {to} ({token})',
  transferFromTo: '{amount} от {from} получателю {to} ({token})',
  approveSpend: 'Позволяет {spender} тратить {amount} из вашего {token}',
  allowanceAdds: 'Добавляет {delta} к тому, что {spender} уже может тратить из вашего {token}',
  allowanceTakes: 'Убавляет {delta} от того, что {spender} может тратить из вашего {token}',
  allowanceAddsRefused:
    'Добавляет {delta} к тому, что {spender} может тратить из вашего {token} (сейчас {before}); токен, скорее всего, откажет',
  allowanceTakesRefused:
    'Убавляет {delta} от того, что {spender} может тратить из вашего {token} (сейчас {before}); токен, скорее всего, откажет',
  allowanceTotal:
    'Позволяет {spender} тратить всего до {total} из вашего {token} (сейчас {before}, {change})',
  approveAll: 'Позволяет {operator} перемещать ВСЕ ваши предметы коллекции {collection}, сейчас и в будущем',
  approveAllRemoved: '{operator} больше не может перемещать ваши предметы из {collection}',
  permitSpend: 'Позволяет {spender} тратить {amount} из вашего {token}{until}',
  permitSpendUnnamed: 'Позволяет {spender} тратить {amount} токена, который не назван{until}',
  anAmount: 'некоторую сумму',
  noEndDate: ', без даты окончания',
  untilDate: ', до {date}',
  numbered: 'Транзакция {index}: {label}',
  warning: 'Предупреждение',
  feePayer: 'Плательщик комиссии',
  transfer: 'Перевод',
  instruction: 'Инструкция',
  authorityChange: 'Смена полномочий',
  closeTokenAccount: 'Закрытие токен-счёта',
  transaction: 'Транзакция',
  unknown: 'неизвестно',
  solTransfer: '{amount} получателю {to}',
  programInstruction:
    'Программа {program}, {accounts, plural, one {# аккаунт} few {# аккаунта} many {# аккаунтов} other {# аккаунта}}, {bytes, plural, one {# байт} few {# байта} many {# байт} other {# байта}} данных',
  lookupAccount: 'аккаунт из таблицы поиска',
  lookupProgram: 'программа из таблицы поиска',
  unreadable: 'Не удалось прочитать; одобряйте, только если доверяете приложению.',
  splTransfer: '{amount} от {from} получателю {to}',
  splTransferMint: '{amount} минта {mint} от {from} получателю {to}',
  splApprove: 'Позволяет {spender} тратить {amount} с токен-счёта {account}',
  splApproveMint: 'Позволяет {spender} тратить {amount} минта {mint} с токен-счёта {account}',
  splAuthority: 'Передаёт управление {account} адресу {authority}',
  noOne: 'никому',
  splClose: 'Закрывает {account}; его SOL уходят на {to}',
  assignWarning:
    'Assign: передаёт {account} программе {program}, которая затем управляет им и тем, что на нём',
  durableNonce:
    'Долговременный nonce (аккаунт {account}): после подписи эта транзакция не истекает. Любой, у кого она есть, может отправить её в любое время позже.',
  transferHookSet:
    'Устанавливает для токена {token} хук перевода — программу {program}: она запускается при каждом переводе токена',
  transferHookChanged: 'Меняет хук перевода токена {token}',
  token2022Unexplained:
    'Инструкция Token-2022 {name} здесь не расшифрована: она может изменить, как движется токен или кто им управляет',
  unknownProgram:
    'Программа {program}, которую эта карточка не знает, получает ваш аккаунт {account} ({how}): она может переместить то, что на нём',
  programFromLookup: 'из таблицы поиска',
  writable: 'с правом записи',
  withYourSignature: 'с вашей подписью',
  writableWithSignature: 'с правом записи, с вашей подписью',
}

export default ru
