// Russian: core's texts (its toasts and the errors the views show), keyed by core's English text word for word.
// `node scripts/checkCoreTexts.mjs --write` turns it into ../../ru.core.generated.ts (values only). A value
// names the same `{placeholders}` as its key, plain (no plural forms): the views put the values in by name.
const ru: Readonly<Record<string, string>> = {
  'Please enter a valid amount and receiver address': 'Введите корректную сумму и адрес получателя',
  'Failed to send transaction. Please try again.': 'Не удалось отправить транзакцию. Попробуйте ещё раз.',
  'Unsupported chain': 'Неподдерживаемая сеть',
  'Something went wrong': 'Что-то пошло не так',
  'Transaction started': 'Транзакция начата',
  'Network not found': 'Сеть не найдена',
  'Address or auth connector not found': 'Адрес или коннектор входа не найден',
  'Invalid chainId': 'Недопустимый chainId',
  'Error resolving name': 'Ошибка определения имени',
  'Error fetching name suggestions': 'Ошибка получения вариантов имени',
  'Error fetching names for address': 'Ошибка получения имён адреса',
  'Requested RPC call is not allowed': 'Действие запрещено',
  'Action not allowed': 'Действие запрещено',
  'Name must be at least 4 characters long': 'Имя должно содержать не менее 4 символов',
  'Can only contain letters, numbers and - characters': 'Допустимы только буквы, цифры и символ -',
  'Passkey added': 'Ключ доступа добавлен',
  'Recovery password added': 'Пароль восстановления добавлен',
  'Could not add a recovery method': 'Не удалось добавить способ восстановления',
  'Could not export your key': 'Не удалось экспортировать ключ',
  'Could not show your signed-in devices': 'Не удалось показать устройства, на которых выполнен вход',
  'Could not show the ways to open your wallet': 'Не удалось показать способы открыть кошелёк',
  'Sign in again to export your key': 'Войдите снова, чтобы экспортировать ключ',
  'Please try again after {seconds} seconds': 'Повторите попытку через {seconds} с',
  'Error registering name {name}': 'Ошибка регистрации имени {name}',
  'The request timed out after {ms} ms': 'Время ожидания запроса истекло через {ms} мс',
  'The service answered with HTTP {status}': 'Сервис ответил кодом HTTP {status}',
  '{provider} could not quote': '{provider} не смог дать котировку',
  'Unable to load email login dependency': 'Не удалось загрузить модуль входа по e-mail',
  'Request was aborted': 'Запрос прерван',
  'An error occurred': 'Произошла ошибка',
  'User rejected the request': 'Пользователь отклонил запрос',
  'User rejected the request.': 'Пользователь отклонил запрос.',
  'No account is connected': 'Нет подключённого аккаунта',
  'Connector not found': 'Коннектор не найден',
  'The connection could not be checked': 'Не удалось проверить подключение',
  'Connection failed': 'Не удалось подключиться',
  'The wallet did not answer in time': 'Кошелёк не ответил вовремя',
  'The wallet refused the request': 'Кошелёк отклонил запрос',
  'This wallet cannot connect': 'Этот кошелёк не может подключиться',
  'This wallet only serves EVM networks': 'Этот кошелёк работает только с сетями EVM',
  'This wallet serves none of the app’s Solana networks':
    'Этот кошелёк не поддерживает ни одну сеть Solana приложения',
  'This option is not available right now': 'Этот вариант сейчас недоступен',
  'Unknown wallet': 'Неизвестный кошелёк',
  'Switch declined': 'Переключение отклонено',
  'Signing failed': 'Не удалось подписать',
  'This wallet cannot sign messages': 'Этот кошелёк не может подписывать сообщения',
  'Signature declined': 'Подпись отклонена',
  'Error verifying SIWE signature': 'Ошибка проверки подписи SIWE',
  'This application might not support Smart Accounts': 'Это приложение может не поддерживать смарт-аккаунты',
  'Sign-in with wallet is not enabled': 'Вход через кошелёк не включён',
  'Invalid email': 'Недопустимый e-mail',
  'Enter the code from the e-mail': 'Введите код из письма',
  'The sign-in window was closed before the login finished': 'Окно входа закрыто до завершения входа',
  'The sign-in window was blocked; allow pop-ups and try again':
    'Окно входа заблокировано; разрешите всплывающие окна и попробуйте ещё раз',
  'This page cannot leave for the sign-in; allow pop-ups and try again':
    'Эта страница не может перейти ко входу; разрешите всплывающие окна и попробуйте ещё раз',
  'Code email resent': 'Письмо с кодом отправлено повторно',
  'Insufficient balance': 'Недостаточно средств',
  'Invalid receiver address': 'Недопустимый адрес получателя',
  'Invalid amount': 'Недопустимая сумма',
  'The wallet is on another network': 'Кошелёк в другой сети',
  'The wallet returned no transaction hash': 'Кошелёк не вернул хеш транзакции',
  'The wallet could not send the transaction': 'Кошелёк не смог отправить транзакцию',
  'The transaction failed': 'Транзакция не удалась',
  'The wallet returned no signature': 'Кошелёк не вернул подпись',
  'The service could not be reached': 'Сервис недоступен',
  'The request was cancelled': 'Запрос отменён',
  'The service sent a response Kit does not understand': 'Сервис прислал ответ, который Kit не понимает',
  'No on-ramp provider is configured on this server': 'На этом сервере не настроен провайдер покупки',
  'Not signed in': 'Вход не выполнен',
  'The secure frame is not set up for network {caipNetworkId}':
    'Защищённый фрейм не настроен для сети {caipNetworkId}',
  'Could not reach the sign-in service': 'Не удалось связаться со службой входа',
  'The sign-in service did not answer in time': 'Служба входа не ответила вовремя',
  'The sign-in service sent an unreadable answer': 'Служба входа прислала нечитаемый ответ',
  'The sign-in service sent an unexpected answer': 'Служба входа прислала неожиданный ответ',
  'The sign-in service answered {status}': 'Служба входа ответила {status}',
  'The device was not approved in time; send the e-mail again':
    'Устройство не подтверждено вовремя; отправьте письмо ещё раз',
  'The Farcaster request expired; try again': 'Срок запроса Farcaster истёк; попробуйте ещё раз',
  'This sign-in was not started in this tab, or it took too long; try again':
    'Этот вход начат не в этой вкладке или занял слишком много времени; попробуйте ещё раз',
  'The social login took too long; try again':
    'Вход через соцсеть занял слишком много времени; попробуйте ещё раз',
  'The social login did not complete ({reason})': 'Вход через соцсеть не завершён ({reason})',
  'A redirect login returns to the page that started it':
    'Вход с перенаправлением возвращается на страницу, с которой он начат',
  'This browser does not let the sign-in frame keep the login across a redirect; allow pop-ups and try again':
    'Этот браузер не позволяет фрейму входа сохранить вход после перенаправления; разрешите всплывающие окна и попробуйте ещё раз',
  'Sign in again to add an e-mail to this account': 'Войдите снова, чтобы добавить e-mail к этому аккаунту',
  'Sign in again to continue': 'Войдите снова, чтобы продолжить',
  'Smart accounts are not available on this network': 'Смарт-аккаунты недоступны в этой сети',
  'Your account cannot pay for this: the amount plus the max network fee is more than it holds':
    'Ваш аккаунт не может это оплатить: сумма вместе с максимальной комиссией сети больше его баланса',
  'The network’s bundler refused these calls; nothing was sent':
    'Бандлер сети отклонил эти вызовы; ничего не отправлено',
  'The bundler refused the operation; nothing was sent': 'Бандлер отклонил операцию; ничего не отправлено',
  'The operation was not included in time': 'Операция не была включена вовремя',
  'Wrong code. Attempts left: {count}': 'Неверный код. Осталось попыток: {count}',
  'The code has expired; request a new code': 'Срок действия кода истёк; запросите новый код',
  'Too many wrong codes: this code is locked. Request a new code':
    'Слишком много неверных кодов: этот код заблокирован. Запросите новый код',
  'No code is waiting; request a new code': 'Нет ожидающего кода; запросите новый код',
  'Too many wrong codes today. Please try again after {seconds} seconds':
    'Сегодня слишком много неверных кодов. Повторите попытку через {seconds} с',
  'Too many e-mails requested. Please try again after {seconds} seconds':
    'Запрошено слишком много писем. Повторите попытку через {seconds} с',
  'Too many requests. Please try again after {seconds} seconds':
    'Слишком много запросов. Повторите попытку через {seconds} с',
  'Too many sign-ins are waiting. Please try again after {seconds} seconds':
    'Слишком много входов ожидают. Повторите попытку через {seconds} с',
  'Too many Farcaster sign-ins started. Please try again after {seconds} seconds':
    'Начато слишком много входов через Farcaster. Повторите попытку через {seconds} с',
  'The wallet was unlocked too often. Please try again after {seconds} seconds':
    'Кошелёк разблокировали слишком часто. Повторите попытку через {seconds} с',
  'Approve this device from the link in your e-mail first':
    'Сначала подтвердите это устройство по ссылке из письма',
  'This approval link is invalid, used or expired; sign in again':
    'Эта ссылка подтверждения недействительна, использована или устарела; войдите снова',
  'This sign-in is invalid, used or expired; sign in again':
    'Этот вход недействителен, использован или устарел; войдите снова',
  'This sign-in was collected already; start again': 'Этот вход уже получен; начните заново',
  'Sign-in with Farcaster is not available on this server': 'Вход через Farcaster недоступен на этом сервере',
  'Your session has ended; sign in again': 'Ваш сеанс завершён; войдите снова',
  'The account of this sign-in no longer exists': 'Аккаунта этого входа больше не существует',
  'Confirm it’s you again to continue': 'Подтвердите ещё раз, что это вы, чтобы продолжить',
  'This e-mail belongs to another account': 'Этот e-mail принадлежит другому аккаунту',
  'The new e-mail is the current one': 'Новый e-mail совпадает с текущим',
  'This account has no e-mail to send a code to; sign in again instead':
    'У этого аккаунта нет e-mail для отправки кода; вместо этого войдите снова',
  'Sign-in is not allowed from this site': 'Вход с этого сайта не разрешён',
  'The sign-in service cannot answer right now. Try again later':
    'Служба входа сейчас не может ответить. Попробуйте позже',
  'The wallet could not complete the request.': 'Кошелёк не смог выполнить запрос.',
  'The connection request expired. Try again with a new QR code.':
    'Срок запроса на подключение истёк. Попробуйте снова с новым QR-кодом.',
  'The WalletConnect relay could not be reached.': 'Не удалось связаться с ретранслятором WalletConnect.',
  'The WalletConnect relay refused the request.': 'Ретранслятор WalletConnect отклонил запрос.',
  'The wallet or the WalletConnect relay did not answer in time.':
    'Кошелёк или ретранслятор WalletConnect не ответил вовремя.',
  'The WalletConnect request was aborted.': 'Запрос WalletConnect прерван.',
  'The WalletConnect session has ended.': 'Сеанс WalletConnect завершён.',
  'The WalletConnect client is closed.': 'Клиент WalletConnect закрыт.',
  'The WalletConnect request is invalid.': 'Запрос WalletConnect недействителен.',
  'The wallet did not allow this method in the session.': 'Кошелёк не разрешил этот метод в сеансе.',
  'The wallet sent invalid session namespaces.': 'Кошелёк прислал недопустимые пространства имён сеанса.',
}

export default ru
