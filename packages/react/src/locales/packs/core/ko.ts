// Korean: core's texts (its toasts and the errors the views show), keyed by core's English text word for word.
// `node scripts/checkCoreTexts.mjs --write` turns it into ../../ko.core.generated.ts (values only). A value
// names the same `{placeholders}` as its key, plain (no plural forms): the views put the values in by name.
const ko: Readonly<Record<string, string>> = {
  'Please enter a valid amount and receiver address': '올바른 금액과 받는 주소를 입력하세요',
  'Failed to send transaction. Please try again.': '트랜잭션을 보내지 못했습니다. 다시 시도하세요.',
  'Unsupported chain': '지원되지 않는 체인',
  'Something went wrong': '문제가 발생했습니다',
  'Transaction started': '트랜잭션이 시작되었습니다',
  'Network not found': '네트워크를 찾을 수 없습니다',
  'Address or auth connector not found': '주소 또는 인증 커넥터를 찾을 수 없습니다',
  'Invalid chainId': '잘못된 chainId',
  'Error resolving name': '이름을 확인하는 중 오류가 발생했습니다',
  'Error fetching name suggestions': '이름 추천을 가져오는 중 오류가 발생했습니다',
  'Error fetching names for address': '주소의 이름을 가져오는 중 오류가 발생했습니다',
  'Requested RPC call is not allowed': '허용되지 않는 작업입니다',
  'Action not allowed': '허용되지 않는 작업입니다',
  'Name must be at least 4 characters long': '이름은 4자 이상이어야 합니다',
  'Can only contain letters, numbers and - characters': '문자, 숫자, - 문자만 사용할 수 있습니다',
  'Passkey added': '패스키가 추가되었습니다',
  'Recovery password added': '복구 비밀번호가 추가되었습니다',
  'Could not add a recovery method': '복구 방법을 추가하지 못했습니다',
  'Could not export your key': '키를 내보내지 못했습니다',
  'Could not show your signed-in devices': '로그인된 기기를 표시하지 못했습니다',
  'Could not show the ways to open your wallet': '지갑을 여는 방법을 표시하지 못했습니다',
  'Sign in again to export your key': '키를 내보내려면 다시 로그인하세요',
  'Please try again after {seconds} seconds': '{seconds}초 후에 다시 시도하세요',
  'Error registering name {name}': '이름 {name}을(를) 등록하는 중 오류가 발생했습니다',
  'The request timed out after {ms} ms': '요청이 {ms}ms 후 시간 초과되었습니다',
  'The service answered with HTTP {status}': '서비스가 HTTP {status}(으)로 응답했습니다',
  '{provider} could not quote': '{provider}에서 견적을 제공하지 못했습니다',
  'Unable to load email login dependency': '이메일 로그인 구성 요소를 불러오지 못했습니다',
  'Request was aborted': '요청이 중단되었습니다',
  'An error occurred': '오류가 발생했습니다',
  'User rejected the request': '사용자가 요청을 거부했습니다',
  'User rejected the request.': '사용자가 요청을 거부했습니다.',
  'No account is connected': '연결된 계정이 없습니다',
  'Connector not found': '커넥터를 찾을 수 없습니다',
  'The connection could not be checked': '연결을 확인하지 못했습니다',
  'Connection failed': '연결에 실패했습니다',
  'The wallet did not answer in time': '지갑이 제시간에 응답하지 않았습니다',
  'The wallet refused the request': '지갑이 요청을 거부했습니다',
  'This wallet cannot connect': '이 지갑은 연결할 수 없습니다',
  'This wallet only serves EVM networks': '이 지갑은 EVM 네트워크만 지원합니다',
  'This wallet serves none of the app’s Solana networks':
    '이 지갑은 앱의 Solana 네트워크를 지원하지 않습니다',
  'This option is not available right now': '지금은 이 옵션을 사용할 수 없습니다',
  'Unknown wallet': '알 수 없는 지갑',
  'Switch declined': '전환이 거부되었습니다',
  'Signing failed': '서명에 실패했습니다',
  'This wallet cannot sign messages': '이 지갑은 메시지에 서명할 수 없습니다',
  'Signature declined': '서명이 거부되었습니다',
  'Error verifying SIWE signature': 'SIWE 서명을 확인하는 중 오류가 발생했습니다',
  'This application might not support Smart Accounts': '이 앱은 스마트 계정을 지원하지 않을 수 있습니다',
  'Sign-in with wallet is not enabled': '지갑으로 로그인이 활성화되어 있지 않습니다',
  'Invalid email': '잘못된 이메일',
  'Enter the code from the e-mail': '이메일의 코드를 입력하세요',
  'The sign-in window was closed before the login finished': '로그인이 끝나기 전에 로그인 창이 닫혔습니다',
  'The sign-in window was blocked; allow pop-ups and try again':
    '로그인 창이 차단되었습니다. 팝업을 허용하고 다시 시도하세요',
  'This page cannot leave for the sign-in; allow pop-ups and try again':
    '이 페이지는 로그인을 위해 이동할 수 없습니다. 팝업을 허용하고 다시 시도하세요',
  'Code email resent': '코드 이메일을 다시 보냈습니다',
  'Insufficient balance': '잔액이 부족합니다',
  'Invalid receiver address': '잘못된 받는 주소',
  'Invalid amount': '잘못된 금액',
  'The wallet is on another network': '지갑이 다른 네트워크에 있습니다',
  'The wallet returned no transaction hash': '지갑이 트랜잭션 해시를 반환하지 않았습니다',
  'The wallet could not send the transaction': '지갑이 트랜잭션을 보내지 못했습니다',
  'The transaction failed': '트랜잭션이 실패했습니다',
  'The wallet returned no signature': '지갑이 서명을 반환하지 않았습니다',
  'The service could not be reached': '서비스에 연결할 수 없습니다',
  'The request was cancelled': '요청이 취소되었습니다',
  'The service sent a response Kit does not understand': '서비스가 Kit이 이해할 수 없는 응답을 보냈습니다',
  'No on-ramp provider is configured on this server': '이 서버에 구성된 구매 제공업체가 없습니다',
  'Not signed in': '로그인되어 있지 않습니다',
  'The secure frame is not set up for network {caipNetworkId}':
    '보안 프레임이 네트워크 {caipNetworkId}에 맞게 설정되어 있지 않습니다',
  'Could not reach the sign-in service': '로그인 서비스에 연결할 수 없습니다',
  'The sign-in service did not answer in time': '로그인 서비스가 제때 응답하지 않았습니다',
  'The sign-in service sent an unreadable answer': '로그인 서비스가 읽을 수 없는 응답을 보냈습니다',
  'The sign-in service sent an unexpected answer': '로그인 서비스가 예상치 못한 응답을 보냈습니다',
  'The sign-in service answered {status}': '로그인 서비스가 {status}(으)로 응답했습니다',
  'The device was not approved in time; send the e-mail again':
    '기기가 제때 승인되지 않았습니다. 이메일을 다시 보내세요',
  'The Farcaster request expired; try again': 'Farcaster 요청이 만료되었습니다. 다시 시도하세요',
  'This sign-in was not started in this tab, or it took too long; try again':
    '이 로그인은 이 탭에서 시작되지 않았거나 너무 오래 걸렸습니다. 다시 시도하세요',
  'The social login took too long; try again': '소셜 로그인이 너무 오래 걸렸습니다. 다시 시도하세요',
  'The social login did not complete ({reason})': '소셜 로그인이 완료되지 않았습니다({reason})',
  'A redirect login returns to the page that started it': '리디렉션 로그인은 시작한 페이지로 돌아갑니다',
  'This browser does not let the sign-in frame keep the login across a redirect; allow pop-ups and try again':
    '이 브라우저에서는 로그인 프레임이 리디렉션 후 로그인을 유지할 수 없습니다. 팝업을 허용하고 다시 시도하세요',
  'Sign in again to add an e-mail to this account': '이 계정에 이메일을 추가하려면 다시 로그인하세요',
  'Sign in again to continue': '계속하려면 다시 로그인하세요',
  'Smart accounts are not available on this network': '이 네트워크에서는 스마트 계정을 사용할 수 없습니다',
  'Your account cannot pay for this: the amount plus the max network fee is more than it holds':
    '계정으로 지불할 수 없습니다: 금액과 최대 네트워크 수수료의 합이 보유액보다 많습니다',
  'The network’s bundler refused these calls; nothing was sent':
    '네트워크의 번들러가 이 호출을 거부했습니다. 아무것도 전송되지 않았습니다',
  'The bundler refused the operation; nothing was sent':
    '번들러가 작업을 거부했습니다. 아무것도 전송되지 않았습니다',
  'The operation was not included in time': '작업이 제때 포함되지 않았습니다',
  'Wrong code. Attempts left: {count}': '잘못된 코드입니다. 남은 시도: {count}',
  'The code has expired; request a new code': '코드가 만료되었습니다. 새 코드를 요청하세요',
  'Too many wrong codes: this code is locked. Request a new code':
    '잘못된 코드가 너무 많아 이 코드가 잠겼습니다. 새 코드를 요청하세요',
  'No code is waiting; request a new code': '대기 중인 코드가 없습니다. 새 코드를 요청하세요',
  'Too many wrong codes today. Please try again after {seconds} seconds':
    '오늘 잘못된 코드가 너무 많습니다. {seconds}초 후에 다시 시도하세요',
  'Too many e-mails requested. Please try again after {seconds} seconds':
    '이메일 요청이 너무 많습니다. {seconds}초 후에 다시 시도하세요',
  'Too many requests. Please try again after {seconds} seconds':
    '요청이 너무 많습니다. {seconds}초 후에 다시 시도하세요',
  'Too many sign-ins are waiting. Please try again after {seconds} seconds':
    '대기 중인 로그인이 너무 많습니다. {seconds}초 후에 다시 시도하세요',
  'Too many Farcaster sign-ins started. Please try again after {seconds} seconds':
    'Farcaster 로그인이 너무 많이 시작되었습니다. {seconds}초 후에 다시 시도하세요',
  'The wallet was unlocked too often. Please try again after {seconds} seconds':
    '지갑 잠금 해제가 너무 잦았습니다. {seconds}초 후에 다시 시도하세요',
  'Approve this device from the link in your e-mail first': '먼저 이메일의 링크에서 이 기기를 승인하세요',
  'This approval link is invalid, used or expired; sign in again':
    '이 승인 링크는 유효하지 않거나 사용되었거나 만료되었습니다. 다시 로그인하세요',
  'This sign-in is invalid, used or expired; sign in again':
    '이 로그인은 유효하지 않거나 사용되었거나 만료되었습니다. 다시 로그인하세요',
  'This sign-in was collected already; start again':
    '이 로그인은 이미 수신되었습니다. 처음부터 다시 시작하세요',
  'Sign-in with Farcaster is not available on this server':
    '이 서버에서는 Farcaster 로그인을 사용할 수 없습니다',
  'Your session has ended; sign in again': '세션이 종료되었습니다. 다시 로그인하세요',
  'The account of this sign-in no longer exists': '이 로그인의 계정이 더 이상 존재하지 않습니다',
  'Confirm it’s you again to continue': '계속하려면 본인임을 다시 확인하세요',
  'This e-mail belongs to another account': '이 이메일은 다른 계정에 속해 있습니다',
  'The new e-mail is the current one': '새 이메일이 현재 이메일과 같습니다',
  'This account has no e-mail to send a code to; sign in again instead':
    '이 계정에는 코드를 보낼 이메일이 없습니다. 대신 다시 로그인하세요',
  'Sign-in is not allowed from this site': '이 사이트에서는 로그인이 허용되지 않습니다',
  'The sign-in service cannot answer right now. Try again later':
    '로그인 서비스가 지금 응답할 수 없습니다. 나중에 다시 시도하세요',
  'The wallet could not complete the request.': '지갑이 요청을 완료하지 못했습니다.',
  'The connection request expired. Try again with a new QR code.':
    '연결 요청이 만료되었습니다. 새 QR 코드로 다시 시도하세요.',
  'The WalletConnect relay could not be reached.': 'WalletConnect 릴레이에 연결할 수 없습니다.',
  'The WalletConnect relay refused the request.': 'WalletConnect 릴레이가 요청을 거부했습니다.',
  'The wallet or the WalletConnect relay did not answer in time.':
    '지갑 또는 WalletConnect 릴레이가 제때 응답하지 않았습니다.',
  'The WalletConnect request was aborted.': 'WalletConnect 요청이 중단되었습니다.',
  'The WalletConnect session has ended.': 'WalletConnect 세션이 종료되었습니다.',
  'The WalletConnect client is closed.': 'WalletConnect 클라이언트가 닫혀 있습니다.',
  'The WalletConnect request is invalid.': 'WalletConnect 요청이 유효하지 않습니다.',
  'The wallet did not allow this method in the session.': '지갑이 세션에서 이 메서드를 허용하지 않았습니다.',
  'The wallet sent invalid session namespaces.': '지갑이 유효하지 않은 세션 네임스페이스를 보냈습니다.',
}

export default ko
