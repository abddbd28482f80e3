// Korean: the approval card's explained rows. Every key of English's (en.ts detailTexts), with the same
// variables.
import type { DetailTexts } from '../../en.js'

const ko: DetailTexts = {
  unlimited: '무제한',
  baseUnits: '{value} 기본 단위',
  tokens: '토큰',
  tokensAmount: '{amount} 토큰',
  tokenNamed: '토큰 {address}(스스로를 “{symbol}”(이)라고 부름, 컨트랙트의 주장)',
  tokenUnnamed: '토큰 {address}',
  tokenTransfer: '토큰 전송',
  tokenApproval: '토큰 승인',
  approvalForAll: '전체 승인',
  approvalRemoved: '승인 취소',
  permit2Approval: 'Permit2 승인',
  tokenPermit: '토큰 허가',
  bySmartAccount: '{label}(내 스마트 계정이 실행)',
  transferTo: '{amount}을(를) {to}에게 ({token})',
  transferFromTo: '{amount}을(를) {from}에서 {to}에게 ({token})',
  approveSpend: '{spender}이(가) 내 {token}에서 {amount}을(를) 쓸 수 있게 합니다',
  allowanceAdds: '{spender}이(가) 이미 쓸 수 있는 내 {token} 한도에 {delta}을(를) 더합니다',
  allowanceTakes: '{spender}이(가) 쓸 수 있는 내 {token} 한도에서 {delta}을(를) 뺍니다',
  allowanceAddsRefused:
    '{spender}이(가) 쓸 수 있는 내 {token} 한도에 {delta}을(를) 더합니다(현재 {before}). 토큰이 거부할 가능성이 높습니다',
  allowanceTakesRefused:
    '{spender}이(가) 쓸 수 있는 내 {token} 한도에서 {delta}을(를) 뺍니다(현재 {before}). 토큰이 거부할 가능성이 높습니다',
  allowanceTotal: '{spender}이(가) 내 {token}에서 총 {total}까지 쓸 수 있게 합니다(현재 {before}, {change})',
  approveAll: '{operator}이(가) 컬렉션 {collection}의 내 아이템을 모두, 지금과 앞으로 옮길 수 있게 합니다',
  approveAllRemoved: '{operator}은(는) 더 이상 {collection}의 내 아이템을 옮길 수 없습니다',
  permitSpend: '{spender}이(가) 내 {token}에서 {amount}을(를) 쓸 수 있게 합니다{until}',
  permitSpendUnnamed: '{spender}이(가) 이름이 밝혀지지 않은 토큰에서 {amount}을(를) 쓸 수 있게 합니다{until}',
  anAmount: '일정 금액',
  noEndDate: ', 종료일 없음',
  untilDate: ', {date}까지',
  numbered: '트랜잭션 {index}: {label}',
  warning: '경고',
  feePayer: '수수료 지불자',
  transfer: '전송',
  instruction: '명령',
  authorityChange: '권한 변경',
  closeTokenAccount: '토큰 계정 닫기',
  transaction: '트랜잭션',
  unknown: '알 수 없음',
  solTransfer: '{amount}을(를) {to}에게',
  programInstruction:
    '프로그램 {program}, {accounts, plural, other {계정 #개}}, {bytes, plural, other {#바이트}} 데이터',
  lookupAccount: '조회 테이블의 계정',
  lookupProgram: '조회 테이블의 프로그램',
  unreadable: '읽을 수 없습니다. 앱을 신뢰하는 경우에만 승인하세요.',
  splTransfer: '{amount}을(를) {from}에서 {to}에게',
  splTransferMint: '민트 {mint}의 {amount}을(를) {from}에서 {to}에게',
  splApprove: '{spender}이(가) 토큰 계정 {account}에서 {amount}을(를) 쓸 수 있게 합니다',
  splApproveMint: '{spender}이(가) 토큰 계정 {account}에서 민트 {mint}의 {amount}을(를) 쓸 수 있게 합니다',
  splAuthority: '{account}의 관리 권한을 {authority}에게 넘깁니다',
  noOne: '아무에게도',
  splClose: '{account}을(를) 닫습니다. 그 SOL은 {to}(으)로 갑니다',
  assignWarning:
    'Assign: {account}을(를) 프로그램 {program}에 넘깁니다. 이후 그 프로그램이 계정과 그 안의 자산을 제어합니다',
  durableNonce:
    '지속 nonce(계정 {account}): 서명하면 이 트랜잭션은 만료되지 않습니다. 가진 사람은 누구든 나중에 언제든 보낼 수 있습니다.',
  transferHookSet:
    '토큰 {token}의 전송 훅을 프로그램 {program}(으)로 설정합니다. 그 프로그램은 토큰이 전송될 때마다 실행됩니다',
  transferHookChanged: '토큰 {token}의 전송 훅을 변경합니다',
  token2022Unexplained:
    'Token-2022 명령 {name}은(는) 여기서 설명되지 않습니다. 토큰의 이동 방식이나 제어자를 바꿀 수 있습니다',
  unknownProgram:
    '이 카드가 모르는 프로그램 {program}이(가) 내 계정 {account}을(를) 받습니다({how}). 계정의 자산을 옮길 수 있습니다',
  programFromLookup: '조회 테이블에서',
  writable: '쓰기 가능',
  withYourSignature: '내 서명 포함',
  writableWithSignature: '쓰기 가능, 내 서명 포함',
}

export default ko
