// Japanese. Every key of the English table (en.ts), with the same variables.
import type { FrameMessages } from '../en.js'

const ja: FrameMessages = {
  reject: '拒否',
  requestDetails: 'リクエストの詳細',
  scrollToSee: 'スクロールしてリクエスト全体を読んでください。読み終えるとボタンが使えます。',
  sending: '送信しています…',
  signing: '署名しています…',
  yourAccount: 'あなたのアカウント',
  yourSmartAccount: 'あなたのスマートアカウント',
  from: '送信元',
  accountType: 'アカウントの種類',
  smartAccount: 'スマートアカウント',
  accountEoa: 'アカウント（EOA）',
  appName: 'アプリ名',
  appNameValue: '{name}（アプリの自称。未確認）',
  network: 'ネットワーク',
  message: 'メッセージ',
  to: '送信先',
  amount: '金額',
  data: 'データ',
  note: '注意',
  warning: '警告',
  format: '形式',
  domain: 'ドメイン',
  type: '型',
  none: 'なし',
  signsYouInTo: 'ログイン先',
  codeSize: 'コードサイズ',
  codeSizeValue: '{size, plural, other {# バイト}}',
  amountSentWith: '{amount}（一緒に送金）',
  dataNone: 'なし（通常の送金）',
  dataBytes: '{size} バイト、関数 {selector}',
  dataSmartAccount:
    'スマートアカウントに {count, plural, other {# 件の呼び出し}}（{name}）をさせます。下に表示',
  callLine: '送信先 {to}\n金額 {amount}\nデータ {data}',
  callLabel: '呼び出し {index}',
  innerCallLabel: 'スマートアカウントの呼び出し {index}',
  callInnerCallLabel: '呼び出し {call}、スマートアカウントの呼び出し {index}',
  smartAccountNote:
    'スマートアカウントが動作します。その呼び出しは保有する資産（資金とトークン）を使います。',
  networkFee: 'ネットワーク手数料',
  paidBy: '{sponsor} が支払います',
  maxNetworkFee: '最大ネットワーク手数料',
  notSponsored: 'スポンサーなし',
  notSponsoredValue: 'アプリはこの手数料を支払いません：{reason}。あなたのアカウントから支払います。',
  transactionType: 'トランザクションの種類',
  legacyTransaction: 'レガシー（タイプ 0）：固定ガス価格',
  upgradesAccount:
    'この最初の送信で、このネットワーク上のアカウントもスマートアカウントにアップグレードされます（EIP-7702）。アドレスは変わりません。',
  createsSmartAccount: 'この最初の送信で、このネットワーク上にスマートアカウントも作成されます。',
  feeToPay: '支払うネットワーク手数料',
  marketFee: '市場の手数料',
  appFee: 'アプリの手数料',
  maxFee: '最大 {amount}',
  maxFeeUnaffordable: '最大 {amount} — アカウントの残高を超えています',
  feeFarAbove: 'アプリの手数料は市場の手数料を大きく上回っています（{times} 倍超）。',
  marketFeeSelected:
    '市場の手数料が選択されています。支払うつもりがある場合のみアプリの手数料を選んでください。',
  signatureRequest: '署名のリクエスト',
  signInRequest: 'ログインのリクエスト',
  signInElsewhere: '別のサイトへのログイン',
  approveTransaction: 'トランザクションを承認',
  approveCalls: '{count} 件の呼び出しを承認',
  approveTransactions: '{count} 件のトランザクションを承認',
  deployContract: 'コントラクトをデプロイ',
  sign: '署名',
  send: '送信',
  deploy: 'デプロイ',
  asksSignMessage: '{origin} がこのメッセージへの署名を求めています。',
  asksSignIn: '{origin} があなたのアカウントでのログインを求めています。',
  asksSignInElsewhere: '{origin} が {domain} へのログインを求めています。',
  asksTypedDataV1: '{origin} が型付きデータへの署名を求めています（レガシー形式、eth_signTypedData v1）。',
  asksTypedData: '{origin} が構造化データへの署名を求めています（型付きデータ {version}）。',
  asksDeploy: '{origin} がコントラクトのデプロイを求めています。',
  asksSendTransaction: '{origin} がトランザクションの送信を求めています。',
  asksSendCalls: '{origin} が {count, plural, other {# 件の呼び出し}}の送信を求めています。',
  asksSolanaSend: '{origin} がトランザクションに署名して {network} に送信することを求めています。',
  asksSolanaSign:
    '{origin} が {count, plural, other {# 件のトランザクションへの署名を求めています。アプリは後で送信する場合があります。}}',
  typedDataV1: '型付きデータ v1（レガシー、EIP-712 以前）',
  typedDataV3: '型付きデータ v3（EIP-712、配列なし）',
  typedDataV4: '型付きデータ v4（EIP-712）',
  solanaOffchain: 'Solana オフチェーンメッセージ',
  signWarning: '理解できるメッセージにだけ署名してください。署名は無料で、資金は送られません。',
  binaryWarning:
    'このメッセージは読めるテキストではありません。アプリを信頼できる場合のみ署名してください。署名されたデータは他のアプリでの操作を許可することがあります。',
  typedDataWarning:
    '型付き署名は送金（パーミット、注文）を許可することがあります。想定どおりのものだけに署名してください。',
  signInWarning: 'ログインは無料で、資金は送られません。ここにログインするつもりの場合のみ署名してください。',
  malformedSignInWarning:
    'このメッセージはログインのように見えますが、ログインの形式（EIP-4361）ではありません。ログイン先のサイトを確認できません。アプリを信頼できる場合のみ署名してください。',
  otherSiteWarning:
    'このメッセージは {domain} へのログインですが、リクエストは {origin} から来ています。別の場所へのログインを求めるサイトは、そこであなたのアカウントを乗っ取ろうとしている可能性があります。理由がわからない限り拒否してください。',
  paidBySponsor: 'ネットワーク手数料は {sponsor} が支払います。送信したトランザクションは取り消せません。',
  paidBySmartAccount:
    'ネットワーク手数料はスマートアカウントが支払います。その呼び出しはすべて一緒に実行されるか、まったく実行されません。送信したトランザクションは取り消せません。',
  paidByAccount:
    'ネットワーク手数料はあなたのアカウントが支払います。送信したトランザクションは取り消せません。',
  solanaWarnings:
    'このトランザクションの詳細には警告があります。まず読んでください。署名したトランザクションは資金を動かせます。',
  solanaSignWarning: '署名したトランザクションは資金を動かせます。想定どおりのものだけを承認してください。',
  passkeyTitle: 'パスキーで続ける',
  passkeyIntroSignUp:
    '新しいウォレット用のパスキーを作成します。パスキーはこのデバイスに保存され、メールアドレスは不要です。',
  passkeyIntroSignIn: 'このアプリ用に保存したパスキーを使ってください。',
  passkeyIntroBoth:
    'このアプリ用に保存したパスキーを使うか、新しいウォレット用のパスキーを作成してください。',
  passkeySignUp: 'パスキーを作成',
  passkeySignIn: '自分のパスキーを使う',
  passkeyCancel: 'キャンセル',
  passkeyOtherWays: '別の方法でサインイン',
  passkeyWorking: 'パスキーを待っています…',
  passkeyWorkingInWindow: 'Kit のウィンドウでパスキーを待っています…',
  passkeyWindowNote: 'ブラウザのパスキーの案内に従ってください。完了するとこのウィンドウは自動的に閉じます。',
  passkeyPopupBlocked:
    'このページではセキュアフレームがパスキーを使えず、Kit のウィンドウもブロックされました。ポップアップを許可して、もう一度お試しください。',
  passkeyWindowClosed:
    'パスキーが使われる前に Kit のウィンドウが閉じられました。もう一度お試しください。ウィンドウは自動的に閉じるまで開いたままにしてください。',
  passkeyNotUsed:
    'パスキーは使われませんでした。このデバイスにこのアプリのパスキーがない場合は、作成するか、スマートフォンのパスキーを使ってください。',
  passkeyNotUsedHere:
    'パスキーは使われませんでした。このデバイスにこのアプリのパスキーがない場合は、作成するか、別の方法でサインインしてください。',
  passkeyNotCreated: 'パスキーは作成されませんでした。準備ができたらもう一度お試しください。',
  passkeyUnavailable: 'このブラウザでは、ここでパスキーを使えません。別の方法でサインインしてください。',
  passkeyUnknown:
    'このパスキーは、ここではどのアカウントにも登録されていません。パスキーを作成するか、別のパスキーを使ってください。',
  passkeyFailed: 'パスキーを使えませんでした。もう一度お試しください。',
}

export default ja
