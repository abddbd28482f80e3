// Japanese: the recovery and account cards. Every key of English's (en.ts), with the same variables.
import type { FrameCardMessages } from '../../en.js'

const ja: FrameCardMessages = {
  recovery: {
    protectTitle: 'ウォレットを保護',
    protectIntro:
      '新しいデバイスでウォレットを開く方法を選んでください。Kit は鍵の一部だけを保管し、このデバイスが別の一部を保管します。',
    createPasskey: 'パスキーを作成',
    usePassword: '代わりにパスワードを使う',
    protectConfirmIntro:
      'ログイン中のアカウントに新しいウォレットが作成されます。このアカウントがあなたのものである場合のみ続けてください。',
    accountLabel: 'アカウント',
    confirmAccount: '自分のアカウントです',
    notMyAccount: '自分のアカウントではありません',
    passwordLabel: '復元用パスワード',
    confirmLabel: 'パスワードをもう一度入力',
    passwordHint:
      '{min} 文字以上で、推測されにくいもの：無関係な複数の単語、または生成されたパスフレーズ。誰もリセットできません。大切に保管してください。',
    passwordTooShort: '{min} 文字以上にしてください',
    passwordsDiffer: 'パスワードが一致しません',
    passwordWeak: 'このパスワードは推測されやすすぎます。',
    strengthUnavailable: 'パスワードの強度を確認できませんでした。もう一度お試しください。',
    usePassphrase: '生成されたパスフレーズを使う',
    passphraseLabel: 'あなたのパスフレーズ',
    passphraseNote:
      '書き留めるか、パスワードマネージャーに保存してください。これが唯一の控えで、誰もリセットできません。',
    savePassword: 'このパスワードで保護',
    protecting: 'ウォレットを保護しています…',
    recoverTitle: 'このデバイスでウォレットを開く',
    recoverIntro:
      'このデバイスにはまだウォレットの鍵がありません。パスキーまたは復元用パスワードを使ってください。',
    recoverReplaces:
      '注意：ウォレットのアドレスが変わりました。このデバイスには {old} の鍵がありますが、アカウントは現在 {new} です。想定どおりの場合のみ続けてください。このデバイスの鍵は置き換えられます。',
    usePasskey: 'パスキーを使う',
    openWithPassword: 'パスワードで開く',
    opening: 'ウォレットを開いています…',
    wrongPassword: 'そのパスワードではこのウォレットを開けません',
    passkeyCancelled: 'パスキーのリクエストがキャンセルされました。もう一度お試しください。',
    passkeyUnsupported: 'このパスキーではウォレットを保護できません。代わりにパスワードを使ってください。',
    passkeyNoPrf:
      'このパスキーでは、このブラウザーでウォレットを開けません。別のデバイスやブラウザーで試すか、別の方法でウォレットを開いてください。',
    failed: '問題が発生しました。もう一度お試しください。',
    addTitle: 'ウォレットを開く方法を追加',
    addConfirmIntro: 'まず、パスキーまたは復元用パスワードで本人確認をしてください。',
    addChooseIntro: '次に、新しいデバイスでウォレットを開く新しい方法を選んでください。',
    adding: 'ウォレットに追加しています…',
    cancel: 'キャンセル',
    confirmTitle: '本人確認',
    confirmIntro: '続けるには、パスキーまたは復元用パスワードを使ってください。',
    confirmPasskeyIntro: '続けるには、パスキーを使ってください。',
    checking: '確認しています…',
    exportTitle: '鍵をエクスポート',
    exportIntro:
      'この鍵を持つ人は、ウォレットとその中身すべてを操作できます。決して共有しないでください。このアプリや Kit があなたに鍵を求めることはありません。',
    exportReveal: '鍵を表示',
    exportEvmLabel: 'EVM 秘密鍵',
    exportSolanaLabel: 'Solana 秘密鍵',
    exportDone: '完了',
  },
  account: {
    changeEmailTitle: 'メールアドレスを変更',
    changeEmailIntro:
      'ログインに使うメールアドレスが変更されます。続ける前に両方のアドレスを確認してください。',
    currentEmailLabel: '現在のメールアドレス',
    newEmailLabel: '新しいメールアドレス',
    noEmail: 'なし',
    continue: '続ける',
    cancel: 'キャンセル',
    close: '閉じる',
    codeLabel: 'コード',
    codeSentTo: '{email} に送信した 6 桁のコードを入力してください。',
    codeInvalid: 'コードの 6 桁を入力してください',
    verify: '確認',
    checking: 'コードを確認しています…',
    sending: 'コードを送信しています…',
    signInAgainFirst:
      'このアカウントにメールアドレスを追加するには、まずもう一度ログインし、数分以内に変更してください。',
    stepUpTitle: '本人確認',
    stepUpIntro: '続けるには、メールに送信されるコードで本人確認をしてください。',
    sendCode: 'コードを送信',
    sessionsTitle: 'ログイン中のデバイス',
    sessionsIntro:
      'これらのデバイスがあなたのアカウントにログインしています。心当たりのないものはログアウトしてください。',
    thisDevice: 'このデバイス',
    unknownDevice: '不明なデバイス',
    signedInWith: '{method} でログイン',
    lastUsed: '最終使用 {date}',
    signOut: 'ログアウト',
    signOutOthers: '他のすべてのデバイスからログアウト',
    done: '完了',
    loading: '読み込み中…',
    signingOut: 'ログアウトしています…',
    failed: '問題が発生しました。もう一度お試しください。',
    providerTitle: '{provider} で続ける',
    providerIntro:
      'このページは {provider} を開いてログインし、ここに戻ってきます。今ログインしたい場合のみ続けてください。',
    leaving: '{provider} を開いています…',
    methodsTitle: 'ウォレットを開く方法',
    methodsIntro:
      'パスキーまたは復元用パスワードで、新しいデバイスでウォレットを開けます。もう持っていないものは削除してください。削除すると、その控えでも何も開けなくなります。',
    passkeyMethod: 'パスキー',
    passwordMethod: '復元用パスワード',
    addedOn: '{date} に追加',
    remove: '削除',
    removing: '削除しています…',
    lastMethod: 'ウォレットには、新しいデバイスで開く方法が少なくとも 1 つ残ります。',
  },
}

export default ja
