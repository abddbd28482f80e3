import type { MailMessages } from './en.js'

/** The e-mails and pages in Japanese. */
export const japanese: MailMessages = {
  codeSubject: '{code} は Kit のコードです',
  codeTextLogin: 'ログインのためのコードは {code} です。',
  codeTextUpdate: 'メールアドレス変更の確認のためのコードは {code} です。',
  codeTextStepUp: '本人確認（アカウントまたはその鍵の変更）のためのコードは {code} です。',
  codeHtmlLogin: 'ログインのためのコードは次のとおりです。',
  codeHtmlUpdate: 'メールアドレス変更の確認のためのコードは次のとおりです。',
  codeHtmlStepUp: '本人確認（アカウントまたはその鍵の変更）のためのコードは次のとおりです。',
  codeExpires: '有効期限は {duration}です。心当たりがない場合は、このメールを無視してください。',
  approvalSubject: 'Kit にログインするためにこのデバイスを承認してください',
  approvalLead: '新しいデバイスから {email} で Kit にログインしようとしています。',
  requestLine: '{label}：{value}',
  app: 'アプリ',
  browser: 'ブラウザ',
  ipAddress: 'IP アドレス',
  browserOnSystem: '{system} 上の {browser}',
  unknownBrowser: '不明なブラウザ',
  unknownBrowserOnSystem: '{system} 上の不明なブラウザ',
  approvalAskText: 'ご本人の場合は、このリンクを開いてデバイスを承認してください（有効期限 {duration}）：',
  approvalAskHtml: 'ご本人の場合は、{link}してください（有効期限 {duration}）。',
  approvalLink: 'デバイスを承認',
  notYou: 'お心当たりがない場合は、このメールを無視してください。',
  pageApproveTitle: 'このデバイスを承認',
  pageApproveHeading: 'このデバイスを承認しますか？',
  pageApproveBody:
    '新しいデバイスから {email} としてログインしようとしています。ご本人の場合のみ承認してください。',
  pageApproveButton: 'デバイスを承認',
  pageExpiredTitle: 'リンクの期限切れ',
  pageExpiredHeading: 'このリンクは期限切れです',
  pageExpiredBody: 'すでに使用されたか、古すぎます。もう一度ログインして新しいリンクを受け取ってください。',
  pageApprovedTitle: 'デバイスを承認しました',
  pageApprovedBody:
    'ログインコードをメールで送りました。アプリに戻って入力してください。このタブは閉じてかまいません。',
}
