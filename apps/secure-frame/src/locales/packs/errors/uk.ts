// Ukrainian: what the cards say when a call fails. Every key of English's (errorTexts.ts), with the same
// variables.
import type { ErrorTexts } from '../../errorTexts.js'

const uk: ErrorTexts = {
  wrongCode: '{count, plural, other {Неправильний код. Залишилося спроб: #}}',
  codeExpired: 'Термін дії коду минув; запитайте новий код',
  codeLocked: 'Забагато неправильних кодів: цей код заблоковано. Запитайте новий код',
  noCode: 'Немає коду, що очікує; запитайте новий код',
  tooManyWrongCodes: 'Сьогодні забагато неправильних кодів. Спробуйте ще раз за {seconds} с',
  tooManyAttempts: 'Забагато спроб. Спробуйте ще раз за {seconds} с',
  emailTaken: 'Цей e-mail належить іншому обліковому запису',
  sameEmail: 'Новий e-mail збігається з поточним',
  noEmail: 'Цей обліковий запис не має e-mail для надсилання коду; натомість увійдіть знову',
  sessionEnded: 'Ваш сеанс завершено; увійдіть знову',
  confirmAgain: 'Підтвердьте ще раз, що це ви, щоб продовжити',
  signedOutAlready: 'На цьому пристрої вже виконано вихід',
  lastMethod: 'Гаманець зберігає щонайменше один спосіб відкрити його на новому пристрої.',
  lastLoginMethod:
    'Цей ключ доступу — єдиний спосіб увійти в цей обліковий запис; спершу додайте інший ключ доступу або e-mail',
  passkeyExists: 'Цей ключ доступу вже захищає гаманець',
  passwordExists: 'Цей гаманець уже має пароль відновлення',
  serviceDown: 'Служба входу зараз не може відповісти. Спробуйте пізніше',
  unreachable: 'Не вдалося зв’язатися зі службою входу. Спробуйте ще раз',
  signInAgain: 'Увійдіть знову, щоб продовжити',
  exportSignInAgain: 'Увійдіть знову, щоб експортувати ключ',
  recordUnreadable: 'Цей спосіб відкрити гаманець тут не читається. Спробуйте інший',
  methodMissing: 'Цей гаманець не має такого способу відкриття. Спробуйте інший',
  passkeyHere: 'Ключ доступу на цьому пристрої вже захищає гаманець',
  passkeyUnavailable: 'Ключі доступу тут недоступні',
  passkeyFailed: 'Запит ключа доступу не вдався. Спробуйте ще раз',
}

export default uk
