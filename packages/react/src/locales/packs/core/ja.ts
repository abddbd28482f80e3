// Japanese: core's texts (its toasts and the errors the views show), keyed by core's English text word for word.
// `node scripts/checkCoreTexts.mjs --write` turns it into ../../ja.core.generated.ts (values only). A value
// names the same `{placeholders}` as its key, plain (no plural forms): the views put the values in by name.
const ja: Readonly<Record<string, string>> = {
  'Please enter a valid amount and receiver address': '有効な金額と送金先アドレスを入力してください',
  'Failed to send transaction. Please try again.':
    'トランザクションを送信できませんでした。もう一度お試しください。',
  'Unsupported chain': '未対応のチェーン',
  'Something went wrong': '問題が発生しました',
  'Transaction started': 'トランザクションを開始しました',
  'Network not found': 'ネットワークが見つかりません',
  'Address or auth connector not found': 'アドレスまたは認証コネクタが見つかりません',
  'Invalid chainId': '無効な chainId',
  'Error resolving name': '名前の解決中にエラーが発生しました',
  'Error fetching name suggestions': '名前の候補の取得中にエラーが発生しました',
  'Error fetching names for address': 'アドレスの名前の取得中にエラーが発生しました',
  'Requested RPC call is not allowed': 'この操作は許可されていません',
  'Action not allowed': 'この操作は許可されていません',
  'Name must be at least 4 characters long': '名前は4文字以上にしてください',
  'Can only contain letters, numbers and - characters': '使用できるのは英字、数字、- のみです',
  'Passkey added': 'パスキーを追加しました',
  'Recovery password added': '復元用パスワードを追加しました',
  'Could not add a recovery method': '復元方法を追加できませんでした',
  'Could not export your key': '鍵をエクスポートできませんでした',
  'Could not show your signed-in devices': 'サインイン中のデバイスを表示できませんでした',
  'Could not show the ways to open your wallet': 'ウォレットを開く方法を表示できませんでした',
  'Sign in again to export your key': '鍵をエクスポートするには、もう一度サインインしてください',
  'Please try again after {seconds} seconds': '{seconds}秒後にもう一度お試しください',
  'Error registering name {name}': '名前 {name} の登録中にエラーが発生しました',
  'The request timed out after {ms} ms': 'リクエストが{ms}ミリ秒でタイムアウトしました',
  'The service answered with HTTP {status}': 'サービスが HTTP {status} を返しました',
  '{provider} could not quote': '{provider}は見積もりを出せませんでした',
  'Unable to load email login dependency': 'メールログインのコンポーネントを読み込めませんでした',
  'Request was aborted': 'リクエストが中断されました',
  'An error occurred': 'エラーが発生しました',
  'User rejected the request': 'ユーザーがリクエストを拒否しました',
  'User rejected the request.': 'ユーザーがリクエストを拒否しました。',
  'No account is connected': '接続中のアカウントがありません',
  'Connector not found': 'コネクタが見つかりません',
  'The connection could not be checked': '接続を確認できませんでした',
  'Connection failed': '接続に失敗しました',
  'The wallet did not answer in time': 'ウォレットが時間内に応答しませんでした',
  'The wallet refused the request': 'ウォレットがリクエストを拒否しました',
  'This wallet cannot connect': 'このウォレットは接続できません',
  'This wallet only serves EVM networks': 'このウォレットは EVM ネットワークのみに対応しています',
  'This wallet serves none of the app’s Solana networks':
    'このウォレットはこのアプリの Solana ネットワークに対応していません',
  'This option is not available right now': 'このオプションは現在利用できません',
  'Unknown wallet': '不明なウォレット',
  'Switch declined': '切り替えが拒否されました',
  'Signing failed': '署名に失敗しました',
  'This wallet cannot sign messages': 'このウォレットはメッセージに署名できません',
  'Signature declined': '署名が拒否されました',
  'Error verifying SIWE signature': 'SIWE 署名の検証中にエラーが発生しました',
  'This application might not support Smart Accounts':
    'このアプリはスマートアカウントに対応していない可能性があります',
  'Sign-in with wallet is not enabled': 'ウォレットでのサインインは有効になっていません',
  'Invalid email': '無効なメールアドレス',
  'Enter the code from the e-mail': 'メールに記載されたコードを入力してください',
  'The sign-in window was closed before the login finished':
    'ログインが完了する前にログインウィンドウが閉じられました',
  'The sign-in window was blocked; allow pop-ups and try again':
    'ログインウィンドウがブロックされました。ポップアップを許可して、もう一度お試しください',
  'This page cannot leave for the sign-in; allow pop-ups and try again':
    'このページはログインのために移動できません。ポップアップを許可して、もう一度お試しください',
  'Code email resent': 'コードのメールを再送信しました',
  'Insufficient balance': '残高が不足しています',
  'Invalid receiver address': '無効な送金先アドレス',
  'Invalid amount': '無効な金額',
  'The wallet is on another network': 'ウォレットが別のネットワークにあります',
  'The wallet returned no transaction hash': 'ウォレットがトランザクションハッシュを返しませんでした',
  'The wallet could not send the transaction': 'ウォレットがトランザクションを送信できませんでした',
  'The transaction failed': 'トランザクションに失敗しました',
  'The wallet returned no signature': 'ウォレットが署名を返しませんでした',
  'The service could not be reached': 'サービスに接続できませんでした',
  'The request was cancelled': 'リクエストがキャンセルされました',
  'The service sent a response Kit does not understand': 'サービスから Kit が理解できない応答が返されました',
  'No on-ramp provider is configured on this server': 'このサーバーには購入プロバイダが設定されていません',
  'Not signed in': 'サインインしていません',
  'The secure frame is not set up for network {caipNetworkId}':
    'セキュアフレームはネットワーク {caipNetworkId} 用に設定されていません',
  'Could not reach the sign-in service': 'サインインサービスに接続できませんでした',
  'The sign-in service did not answer in time': 'サインインサービスが時間内に応答しませんでした',
  'The sign-in service sent an unreadable answer': 'サインインサービスが読み取れない応答を返しました',
  'The sign-in service sent an unexpected answer': 'サインインサービスが予期しない応答を返しました',
  'The sign-in service answered {status}': 'サインインサービスが {status} を返しました',
  'The device was not approved in time; send the e-mail again':
    'デバイスが時間内に承認されませんでした。メールをもう一度送信してください',
  'The Farcaster request expired; try again':
    'Farcaster のリクエストの期限が切れました。もう一度お試しください',
  'This sign-in was not started in this tab, or it took too long; try again':
    'このサインインはこのタブで開始されていないか、時間がかかりすぎました。もう一度お試しください',
  'The social login took too long; try again':
    'ソーシャルログインに時間がかかりすぎました。もう一度お試しください',
  'The social login did not complete ({reason})': 'ソーシャルログインが完了しませんでした（{reason}）',
  'A redirect login returns to the page that started it':
    'リダイレクトによるログインは、開始したページに戻ります',
  'This browser does not let the sign-in frame keep the login across a redirect; allow pop-ups and try again':
    'このブラウザーでは、サインインフレームがリダイレクト後にログインを保持できません。ポップアップを許可してもう一度お試しください',
  'Sign in again to add an e-mail to this account':
    'このアカウントにメールを追加するには、もう一度サインインしてください',
  'Sign in again to continue': '続けるには、もう一度サインインしてください',
  'Smart accounts are not available on this network':
    'このネットワークではスマートアカウントを利用できません',
  'Your account cannot pay for this: the amount plus the max network fee is more than it holds':
    'アカウントで支払えません：金額と最大ネットワーク手数料の合計が残高を超えています',
  'The network’s bundler refused these calls; nothing was sent':
    'ネットワークのバンドラーがこれらの呼び出しを拒否しました。何も送信されていません',
  'The bundler refused the operation; nothing was sent':
    'バンドラーが操作を拒否しました。何も送信されていません',
  'The operation was not included in time': '操作が時間内に取り込まれませんでした',
  'Wrong code. Attempts left: {count}': 'コードが違います。残りの試行回数：{count}',
  'The code has expired; request a new code':
    'コードの期限が切れました。新しいコードをリクエストしてください',
  'Too many wrong codes: this code is locked. Request a new code':
    '間違ったコードが多すぎるため、このコードはロックされました。新しいコードをリクエストしてください',
  'No code is waiting; request a new code':
    '待機中のコードはありません。新しいコードをリクエストしてください',
  'Too many wrong codes today. Please try again after {seconds} seconds':
    '今日は間違ったコードが多すぎます。{seconds}秒後にもう一度お試しください',
  'Too many e-mails requested. Please try again after {seconds} seconds':
    'メールのリクエストが多すぎます。{seconds}秒後にもう一度お試しください',
  'Too many requests. Please try again after {seconds} seconds':
    'リクエストが多すぎます。{seconds}秒後にもう一度お試しください',
  'Too many sign-ins are waiting. Please try again after {seconds} seconds':
    '待機中のサインインが多すぎます。{seconds}秒後にもう一度お試しください',
  'Too many Farcaster sign-ins started. Please try again after {seconds} seconds':
    'Farcaster のサインインの開始が多すぎます。{seconds}秒後にもう一度お試しください',
  'The wallet was unlocked too often. Please try again after {seconds} seconds':
    'ウォレットのロック解除が多すぎます。{seconds}秒後にもう一度お試しください',
  'Approve this device from the link in your e-mail first':
    '先にメールのリンクからこのデバイスを承認してください',
  'This approval link is invalid, used or expired; sign in again':
    'この承認リンクは無効、使用済み、または期限切れです。もう一度サインインしてください',
  'This sign-in is invalid, used or expired; sign in again':
    'このサインインは無効、使用済み、または期限切れです。もう一度サインインしてください',
  'This sign-in was collected already; start again':
    'このサインインは既に受け取られています。最初からやり直してください',
  'Sign-in with Farcaster is not available on this server':
    'このサーバーでは Farcaster でのサインインを利用できません',
  'Your session has ended; sign in again': 'セッションが終了しました。もう一度サインインしてください',
  'The account of this sign-in no longer exists': 'このサインインのアカウントはもう存在しません',
  'Confirm it’s you again to continue': '続けるには、もう一度本人確認をしてください',
  'This e-mail belongs to another account': 'このメールは別のアカウントのものです',
  'The new e-mail is the current one': '新しいメールは現在のメールと同じです',
  'This account has no e-mail to send a code to; sign in again instead':
    'このアカウントにはコードを送るメールがありません。代わりにもう一度サインインしてください',
  'Sign-in is not allowed from this site': 'このサイトからのサインインは許可されていません',
  'The sign-in service cannot answer right now. Try again later':
    'サインインサービスは現在応答できません。後でもう一度お試しください',
  'The wallet could not complete the request.': 'ウォレットはリクエストを完了できませんでした。',
  'The connection request expired. Try again with a new QR code.':
    '接続リクエストの期限が切れました。新しい QR コードでもう一度お試しください。',
  'The WalletConnect relay could not be reached.': 'WalletConnect のリレーに接続できませんでした。',
  'The WalletConnect relay refused the request.': 'WalletConnect のリレーがリクエストを拒否しました。',
  'The wallet or the WalletConnect relay did not answer in time.':
    'ウォレットまたは WalletConnect のリレーが時間内に応答しませんでした。',
  'The WalletConnect request was aborted.': 'WalletConnect のリクエストは中止されました。',
  'The WalletConnect session has ended.': 'WalletConnect のセッションは終了しました。',
  'The WalletConnect client is closed.': 'WalletConnect のクライアントは閉じられています。',
  'The WalletConnect request is invalid.': 'WalletConnect のリクエストが無効です。',
  'The wallet did not allow this method in the session.':
    'ウォレットはこのセッションでこのメソッドを許可していません。',
  'The wallet sent invalid session namespaces.': 'ウォレットが無効なセッションの名前空間を送信しました。',
}

export default ja
