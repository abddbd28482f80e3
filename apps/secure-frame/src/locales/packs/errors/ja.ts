// Japanese: what the cards say when a call fails. Every key of English's (errorTexts.ts), with the same
// variables.
import type { ErrorTexts } from '../../errorTexts.js'

const ja: ErrorTexts = {
  wrongCode: '{count, plural, other {コードが違います。残りの試行回数：#}}',
  codeExpired: 'コードの期限が切れました。新しいコードをリクエストしてください',
  codeLocked:
    '間違ったコードが多すぎるため、このコードはロックされました。新しいコードをリクエストしてください',
  noCode: '待機中のコードはありません。新しいコードをリクエストしてください',
  tooManyWrongCodes: '今日は間違ったコードが多すぎます。{seconds}秒後にもう一度お試しください',
  tooManyAttempts: '試行回数が多すぎます。{seconds}秒後にもう一度お試しください',
  emailTaken: 'このメールは別のアカウントのものです',
  sameEmail: '新しいメールは現在のメールと同じです',
  noEmail: 'このアカウントにはコードを送るメールがありません。代わりにもう一度サインインしてください',
  sessionEnded: 'セッションが終了しました。もう一度サインインしてください',
  confirmAgain: '続けるには、もう一度本人確認をしてください',
  signedOutAlready: 'このデバイスは既にサインアウトしています',
  lastMethod: 'ウォレットには、新しいデバイスで開く方法が少なくとも 1 つ残ります。',
  lastLoginMethod:
    'このパスキーはこのアカウントにサインインする唯一の方法です。先に別のパスキーかメールを追加してください',
  passkeyExists: 'このパスキーは既にウォレットを保護しています',
  passwordExists: 'このウォレットには既に復元パスワードがあります',
  serviceDown: 'サインインサービスは現在応答できません。後でもう一度お試しください',
  unreachable: 'サインインサービスに接続できませんでした。もう一度お試しください',
  signInAgain: '続けるには、もう一度サインインしてください',
  exportSignInAgain: '鍵をエクスポートするには、もう一度サインインしてください',
  recordUnreadable: 'ウォレットを開くこの方法はここでは読み取れません。別の方法をお試しください',
  methodMissing: 'このウォレットにはその開き方がありません。別の方法をお試しください',
  passkeyHere: 'このデバイスのパスキーが既にウォレットを保護しています',
  passkeyUnavailable: 'ここではパスキーを利用できません',
  passkeyFailed: 'パスキーのリクエストに失敗しました。もう一度お試しください',
}

export default ja
