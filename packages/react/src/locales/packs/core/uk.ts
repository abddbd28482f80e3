// Ukrainian: core's texts (its toasts and the errors the views show), keyed by core's English text word for word.
// `node scripts/checkCoreTexts.mjs --write` turns it into ../../uk.core.generated.ts (values only). A value
// names the same `{placeholders}` as its key, plain (no plural forms): the views put the values in by name.
const uk: Readonly<Record<string, string>> = {
  'Please enter a valid amount and receiver address': 'Введіть коректну суму й адресу отримувача',
  'Failed to send transaction. Please try again.': 'Не вдалося надіслати транзакцію. Спробуйте ще раз.',
  'Unsupported chain': 'Непідтримувана мережа',
  'Something went wrong': 'Щось пішло не так',
  'Transaction started': 'Транзакцію розпочато',
  'Network not found': 'Мережу не знайдено',
  'Address or auth connector not found': 'Адресу або конектор входу не знайдено',
  'Invalid chainId': 'Недійсний chainId',
  'Error resolving name': 'Помилка визначення імені',
  'Error fetching name suggestions': 'Помилка отримання варіантів імені',
  'Error fetching names for address': 'Помилка отримання імен адреси',
  'Requested RPC call is not allowed': 'Дію заборонено',
  'Action not allowed': 'Дію заборонено',
  'Name must be at least 4 characters long': 'Ім’я має містити щонайменше 4 символи',
  'Can only contain letters, numbers and - characters': 'Дозволені лише літери, цифри та символ -',
  'Passkey added': 'Ключ доступу додано',
  'Recovery password added': 'Пароль відновлення додано',
  'Could not add a recovery method': 'Не вдалося додати спосіб відновлення',
  'Could not export your key': 'Не вдалося експортувати ключ',
  'Could not show your signed-in devices': 'Не вдалося показати пристрої, на яких виконано вхід',
  'Could not show the ways to open your wallet': 'Не вдалося показати способи відкрити гаманець',
  'Sign in again to export your key': 'Увійдіть знову, щоб експортувати ключ',
  'Please try again after {seconds} seconds': 'Спробуйте ще раз за {seconds} с',
  'Error registering name {name}': 'Помилка реєстрації імені {name}',
  'The request timed out after {ms} ms': 'Час очікування запиту минув через {ms} мс',
  'The service answered with HTTP {status}': 'Сервіс відповів кодом HTTP {status}',
  '{provider} could not quote': '{provider} не зміг надати котирування',
  'Unable to load email login dependency': 'Не вдалося завантажити модуль входу через e-mail',
  'Request was aborted': 'Запит перервано',
  'An error occurred': 'Сталася помилка',
  'User rejected the request': 'Користувач відхилив запит',
  'User rejected the request.': 'Користувач відхилив запит.',
  'No account is connected': 'Немає підключеного облікового запису',
  'Connector not found': 'Конектор не знайдено',
  'The connection could not be checked': 'Не вдалося перевірити підключення',
  'Connection failed': 'Не вдалося підключитися',
  'The wallet did not answer in time': 'Гаманець не відповів вчасно',
  'The wallet refused the request': 'Гаманець відхилив запит',
  'This wallet cannot connect': 'Цей гаманець не може підключитися',
  'This wallet only serves EVM networks': 'Цей гаманець працює лише з мережами EVM',
  'This wallet serves none of the app’s Solana networks':
    'Цей гаманець не підтримує жодної мережі Solana застосунку',
  'This option is not available right now': 'Цей варіант зараз недоступний',
  'Unknown wallet': 'Невідомий гаманець',
  'Switch declined': 'Перемикання відхилено',
  'Signing failed': 'Не вдалося підписати',
  'This wallet cannot sign messages': 'Цей гаманець не може підписувати повідомлення',
  'Signature declined': 'Підпис відхилено',
  'Error verifying SIWE signature': 'Помилка перевірки підпису SIWE',
  'This application might not support Smart Accounts': 'Цей застосунок може не підтримувати смарт-акаунти',
  'Sign-in with wallet is not enabled': 'Вхід через гаманець не ввімкнено',
  'Invalid email': 'Недійсний e-mail',
  'Enter the code from the e-mail': 'Введіть код із листа',
  'The sign-in window was closed before the login finished': 'Вікно входу закрито до завершення входу',
  'The sign-in window was blocked; allow pop-ups and try again':
    'Вікно входу заблоковано; дозвольте спливні вікна й спробуйте ще раз',
  'This page cannot leave for the sign-in; allow pop-ups and try again':
    'Ця сторінка не може перейти до входу; дозвольте спливні вікна й спробуйте ще раз',
  'Code email resent': 'Лист із кодом надіслано повторно',
  'Insufficient balance': 'Недостатньо коштів',
  'Invalid receiver address': 'Недійсна адреса отримувача',
  'Invalid amount': 'Недійсна сума',
  'The wallet is on another network': 'Гаманець в іншій мережі',
  'The wallet returned no transaction hash': 'Гаманець не повернув хеш транзакції',
  'The wallet could not send the transaction': 'Гаманець не зміг надіслати транзакцію',
  'The transaction failed': 'Транзакція не вдалася',
  'The wallet returned no signature': 'Гаманець не повернув підпис',
  'The service could not be reached': 'Сервіс недоступний',
  'The request was cancelled': 'Запит скасовано',
  'The service sent a response Kit does not understand': 'Сервіс надіслав відповідь, яку Kit не розуміє',
  'No on-ramp provider is configured on this server': 'На цьому сервері не налаштовано постачальника покупки',
  'Not signed in': 'Вхід не виконано',
  'The secure frame is not set up for network {caipNetworkId}':
    'Захищений фрейм не налаштовано для мережі {caipNetworkId}',
  'Could not reach the sign-in service': 'Не вдалося зв’язатися зі службою входу',
  'The sign-in service did not answer in time': 'Служба входу не відповіла вчасно',
  'The sign-in service sent an unreadable answer': 'Служба входу надіслала нечитабельну відповідь',
  'The sign-in service sent an unexpected answer': 'Служба входу надіслала неочікувану відповідь',
  'The sign-in service answered {status}': 'Служба входу відповіла {status}',
  'The device was not approved in time; send the e-mail again':
    'Пристрій не підтверджено вчасно; надішліть лист ще раз',
  'The Farcaster request expired; try again': 'Термін запиту Farcaster минув; спробуйте ще раз',
  'This sign-in was not started in this tab, or it took too long; try again':
    'Цей вхід почато не в цій вкладці або він тривав задовго; спробуйте ще раз',
  'The social login took too long; try again': 'Вхід через соцмережу тривав задовго; спробуйте ще раз',
  'The social login did not complete ({reason})': 'Вхід через соцмережу не завершено ({reason})',
  'A redirect login returns to the page that started it':
    'Вхід із перенаправленням повертається на сторінку, з якої його почато',
  'This browser does not let the sign-in frame keep the login across a redirect; allow pop-ups and try again':
    'Цей браузер не дозволяє фрейму входу зберегти вхід після перенаправлення; дозвольте спливні вікна й спробуйте ще раз',
  'Sign in again to add an e-mail to this account':
    'Увійдіть знову, щоб додати e-mail до цього облікового запису',
  'Sign in again to continue': 'Увійдіть знову, щоб продовжити',
  'Smart accounts are not available on this network': 'Смарт-акаунти недоступні в цій мережі',
  'Your account cannot pay for this: the amount plus the max network fee is more than it holds':
    'Ваш акаунт не може це оплатити: сума разом із максимальною комісією мережі більша за його баланс',
  'The network’s bundler refused these calls; nothing was sent':
    'Бандлер мережі відхилив ці виклики; нічого не надіслано',
  'The bundler refused the operation; nothing was sent': 'Бандлер відхилив операцію; нічого не надіслано',
  'The operation was not included in time': 'Операцію не включено вчасно',
  'Wrong code. Attempts left: {count}': 'Неправильний код. Залишилося спроб: {count}',
  'The code has expired; request a new code': 'Термін дії коду минув; запитайте новий код',
  'Too many wrong codes: this code is locked. Request a new code':
    'Забагато неправильних кодів: цей код заблоковано. Запитайте новий код',
  'No code is waiting; request a new code': 'Немає коду, що очікує; запитайте новий код',
  'Too many wrong codes today. Please try again after {seconds} seconds':
    'Сьогодні забагато неправильних кодів. Спробуйте ще раз за {seconds} с',
  'Too many e-mails requested. Please try again after {seconds} seconds':
    'Запитано забагато листів. Спробуйте ще раз за {seconds} с',
  'Too many requests. Please try again after {seconds} seconds':
    'Забагато запитів. Спробуйте ще раз за {seconds} с',
  'Too many sign-ins are waiting. Please try again after {seconds} seconds':
    'Забагато входів очікують. Спробуйте ще раз за {seconds} с',
  'Too many Farcaster sign-ins started. Please try again after {seconds} seconds':
    'Почато забагато входів через Farcaster. Спробуйте ще раз за {seconds} с',
  'The wallet was unlocked too often. Please try again after {seconds} seconds':
    'Гаманець розблоковували надто часто. Спробуйте ще раз за {seconds} с',
  'Approve this device from the link in your e-mail first':
    'Спершу підтвердьте цей пристрій за посиланням із листа',
  'This approval link is invalid, used or expired; sign in again':
    'Це посилання підтвердження недійсне, використане або застаріле; увійдіть знову',
  'This sign-in is invalid, used or expired; sign in again':
    'Цей вхід недійсний, використаний або застарілий; увійдіть знову',
  'This sign-in was collected already; start again': 'Цей вхід уже отримано; почніть знову',
  'Sign-in with Farcaster is not available on this server':
    'Вхід через Farcaster недоступний на цьому сервері',
  'Your session has ended; sign in again': 'Ваш сеанс завершено; увійдіть знову',
  'The account of this sign-in no longer exists': 'Облікового запису цього входу більше не існує',
  'Confirm it’s you again to continue': 'Підтвердьте ще раз, що це ви, щоб продовжити',
  'This e-mail belongs to another account': 'Цей e-mail належить іншому обліковому запису',
  'The new e-mail is the current one': 'Новий e-mail збігається з поточним',
  'This account has no e-mail to send a code to; sign in again instead':
    'Цей обліковий запис не має e-mail для надсилання коду; натомість увійдіть знову',
  'Sign-in is not allowed from this site': 'Вхід із цього сайту не дозволено',
  'The sign-in service cannot answer right now. Try again later':
    'Служба входу зараз не може відповісти. Спробуйте пізніше',
  'The wallet could not complete the request.': 'Гаманець не зміг виконати запит.',
  'The connection request expired. Try again with a new QR code.':
    'Термін запиту на з’єднання минув. Спробуйте знову з новим QR-кодом.',
  'The WalletConnect relay could not be reached.': 'Не вдалося зв’язатися з ретранслятором WalletConnect.',
  'The WalletConnect relay refused the request.': 'Ретранслятор WalletConnect відхилив запит.',
  'The wallet or the WalletConnect relay did not answer in time.':
    'Гаманець або ретранслятор WalletConnect не відповів вчасно.',
  'The WalletConnect request was aborted.': 'Запит WalletConnect перервано.',
  'The WalletConnect session has ended.': 'Сеанс WalletConnect завершено.',
  'The WalletConnect client is closed.': 'Клієнт WalletConnect закрито.',
  'The WalletConnect request is invalid.': 'Запит WalletConnect недійсний.',
  'The wallet did not allow this method in the session.': 'Гаманець не дозволив цей метод у сеансі.',
  'The wallet sent invalid session namespaces.': 'Гаманець надіслав недійсні простори імен сеансу.',
}

export default uk
