import type { SocialPageMessages } from './en.js'

/** The social-login pages in Ukrainian. */
export const ukrainian: SocialPageMessages = {
  notStartedTitle: 'Вхід не розпочато',
  notStartedHeading: 'Не вдалося розпочати цей вхід',
  tryAgain: 'Поверніться до застосунку й спробуйте ще раз.',
  notFromFrame: 'Вхід із переспрямуванням починається лише із захищеного вікна входу.',
  incomplete: 'Запит на вхід неповний.',
  returnNotAllowed: 'Застосунок попросив повернутися на сторінку, яку цей проєкт не дозволяє.',
  notConfigured: 'Вхід через {provider} не налаштовано на цьому сервері.',
  leavingTitle: 'Виконується вхід',
  leavingHeading: 'Виконується вхід…',
  leavingLink: 'Перейти на сторінку входу',
  refusedTitle: 'Вхід відхилено',
  refusedHeading: 'Цей вхід розпочато не в цьому браузері',
  refusedBody:
    'Задля вашої безпеки його не можна завершити тут. Поверніться до застосунку й увійдіть звідти.',
  expiredTitle: 'Термін входу минув',
  expiredHeading: 'Термін дії цього входу минув',
  expiredBody: 'Закрийте це вікно й спробуйте ще раз.',
  relayTitle: 'Завершення входу',
  relayBody: 'Майже готово.',
  relayButton: 'Продовжити',
}
