import type { SocialPageMessages } from './en.js'

/** The social-login pages in Japanese. */
export const japanese: SocialPageMessages = {
  notStartedTitle: 'ログインを開始できません',
  notStartedHeading: 'このログインを開始できませんでした',
  tryAgain: 'アプリに戻って、もう一度お試しください。',
  notFromFrame: 'リダイレクトによるログインは、安全なログインフレームからのみ開始できます。',
  incomplete: 'ログインのリクエストが不完全です。',
  returnNotAllowed: 'アプリが、このプロジェクトで許可されていないページに戻ろうとしました。',
  notConfigured: 'このサーバーでは {provider} でのログインが設定されていません。',
  leavingTitle: 'ログイン中',
  leavingHeading: 'ログイン中…',
  leavingLink: 'ログインページへ進む',
  refusedTitle: 'ログインが拒否されました',
  refusedHeading: 'このログインはこのブラウザーで開始されたものではありません',
  refusedBody: '安全のため、ここでは完了できません。アプリに戻り、そこからログインしてください。',
  expiredTitle: 'ログインの有効期限切れ',
  expiredHeading: 'このログインは有効期限が切れています',
  expiredBody: 'このウィンドウを閉じて、もう一度お試しください。',
  relayTitle: 'ログインを完了',
  relayBody: 'あと少しで完了です。',
  relayButton: '続行',
}
