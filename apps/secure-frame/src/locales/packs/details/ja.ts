// Japanese: the approval card's explained rows. Every key of English's (en.ts detailTexts), with the same
// variables.
import type { DetailTexts } from '../../en.js'

const ja: DetailTexts = {
  unlimited: '無制限',
  baseUnits: '{value} 基本単位',
  tokens: 'トークン',
  tokensAmount: '{amount} トークン',
  tokenNamed: 'トークン {address}（「{symbol}」と自称。コントラクトの申告）',
  tokenUnnamed: 'トークン {address}',
  tokenTransfer: 'トークンの送金',
  tokenApproval: 'トークンの承認',
  approvalForAll: 'すべての承認',
  approvalRemoved: '承認の取り消し',
  permit2Approval: 'Permit2 の承認',
  tokenPermit: 'トークンの許可',
  bySmartAccount: '{label}（あなたのスマートアカウントから）',
  transferTo: '{amount} を {to} へ（{token}）',
  transferFromTo: '{amount} を {from} から {to} へ（{token}）',
  approveSpend: '{spender} があなたの{token}から {amount} を使えるようにします',
  allowanceAdds: '{spender} がすでに使えるあなたの{token}の額に {delta} を加えます',
  allowanceTakes: '{spender} が使えるあなたの{token}の額から {delta} を減らします',
  allowanceAddsRefused:
    '{spender} が使えるあなたの{token}の額に {delta} を加えます（現在 {before}）。トークンは拒否する可能性が高いです',
  allowanceTakesRefused:
    '{spender} が使えるあなたの{token}の額から {delta} を減らします（現在 {before}）。トークンは拒否する可能性が高いです',
  allowanceTotal:
    '{spender} があなたの{token}から合計 {total} まで使えるようにします（現在 {before}、{change}）',
  approveAll:
    '{operator} がコレクション {collection} のあなたのアイテムをすべて、今後も移動できるようにします',
  approveAllRemoved: '{operator} は {collection} のあなたのアイテムを移動できなくなります',
  permitSpend: '{spender} があなたの{token}から {amount} を使えるようにします{until}',
  permitSpendUnnamed: '{spender} が名前のないトークンから {amount} を使えるようにします{until}',
  anAmount: 'ある金額',
  noEndDate: '（期限なし）',
  untilDate: '（{date} まで）',
  numbered: 'トランザクション {index}：{label}',
  warning: '警告',
  feePayer: '手数料の支払者',
  transfer: '送金',
  instruction: '命令',
  authorityChange: '権限の変更',
  closeTokenAccount: 'トークンアカウントの閉鎖',
  transaction: 'トランザクション',
  unknown: '不明',
  solTransfer: '{amount} を {to} へ',
  programInstruction:
    'プログラム {program}、{accounts, plural, other {# アカウント}}、{bytes, plural, other {# バイト}}のデータ',
  lookupAccount: 'ルックアップテーブルのアカウント',
  lookupProgram: 'ルックアップテーブルのプログラム',
  unreadable: '読み取れませんでした。アプリを信頼できる場合のみ承認してください。',
  splTransfer: '{amount} を {from} から {to} へ',
  splTransferMint: 'ミント {mint} の {amount} を {from} から {to} へ',
  splApprove: '{spender} がトークンアカウント {account} から {amount} を使えるようにします',
  splApproveMint:
    '{spender} がトークンアカウント {account} からミント {mint} の {amount} を使えるようにします',
  splAuthority: '{account} の管理権を {authority} に渡します',
  noOne: '誰にも',
  splClose: '{account} を閉じます。その SOL は {to} へ送られます',
  assignWarning:
    'Assign：{account} をプログラム {program} に渡します。以後そのプログラムがアカウントと中身を管理します',
  durableNonce:
    '永続 nonce（アカウント {account}）：署名すると、このトランザクションは期限切れになりません。持っている人は後でいつでも送信できます。',
  transferHookSet:
    'トークン {token} の送金フックをプログラム {program} に設定します。そのプログラムはトークンの送金のたびに実行されます',
  transferHookChanged: 'トークン {token} の送金フックを変更します',
  token2022Unexplained:
    'Token-2022 の命令 {name} はここでは説明されていません。トークンの動き方や管理者を変える可能性があります',
  unknownProgram:
    'このカードが知らないプログラム {program} があなたのアカウント {account} を受け取ります（{how}）。アカウントの中身を移動できます',
  programFromLookup: 'ルックアップテーブルから',
  writable: '書き込み可',
  withYourSignature: 'あなたの署名付き',
  writableWithSignature: '書き込み可、あなたの署名付き',
}

export default ja
