import type { SocialPageMessages } from './en.js'

/** The social-login pages in Russian. */
export const russian: SocialPageMessages = {
  notStartedTitle: 'Вход не начат',
  notStartedHeading: 'Не удалось начать этот вход',
  tryAgain: 'Вернитесь в приложение и попробуйте снова.',
  notFromFrame: 'Вход с перенаправлением начинается только из защищённого окна входа.',
  incomplete: 'Запрос на вход неполный.',
  returnNotAllowed: 'Приложение запросило возврат на страницу, которую этот проект не разрешает.',
  notConfigured: 'Вход через {provider} не настроен на этом сервере.',
  leavingTitle: 'Выполняется вход',
  leavingHeading: 'Выполняется вход…',
  leavingLink: 'Перейти на страницу входа',
  refusedTitle: 'Вход отклонён',
  refusedHeading: 'Этот вход был начат не в этом браузере',
  refusedBody: 'Ради вашей безопасности его нельзя завершить здесь. Вернитесь в приложение и войдите оттуда.',
  expiredTitle: 'Срок входа истёк',
  expiredHeading: 'Срок действия этого входа истёк',
  expiredBody: 'Закройте это окно и попробуйте снова.',
  relayTitle: 'Завершение входа',
  relayBody: 'Почти готово.',
  relayButton: 'Продолжить',
}
