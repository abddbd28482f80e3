// Persian (written right to left): the approval card's explained rows. Every key of English's (en.ts detailTexts), with the same
// variables.
import type { DetailTexts } from '../../en.js'

const fa: DetailTexts = {
  unlimited: 'نامحدود',
  baseUnits: '{value} واحد پایه',
  tokens: 'توکن',
  tokensAmount: '{amount} توکن',
  tokenNamed: 'توکن {address} که خود را «{symbol}» می‌نامد (ادعای قرارداد)',
  tokenUnnamed: 'توکن {address}',
  tokenTransfer: 'انتقال توکن',
  tokenApproval: 'مجوز توکن',
  approvalForAll: 'مجوز همه‌چیز',
  approvalRemoved: 'لغو مجوز',
  permit2Approval: 'مجوز Permit2',
  tokenPermit: 'اجازه‌نامه توکن',
  bySmartAccount: '{label} توسط حساب هوشمند شما',
  transferTo: '{amount} به {to} ({token})',
  transferFromTo: '{amount} از {from} به {to} ({token})',
  approveSpend: 'به {spender} اجازه می‌دهد {amount} از {token} شما را خرج کند',
  allowanceAdds: '{delta} به آنچه {spender} از قبل می‌تواند از {token} شما خرج کند اضافه می‌کند',
  allowanceTakes: '{delta} از آنچه {spender} می‌تواند از {token} شما خرج کند کم می‌کند',
  allowanceAddsRefused:
    '{delta} به آنچه {spender} می‌تواند از {token} شما خرج کند اضافه می‌کند (اکنون {before})؛ احتمالاً توکن آن را رد می‌کند',
  allowanceTakesRefused:
    '{delta} از آنچه {spender} می‌تواند از {token} شما خرج کند کم می‌کند (اکنون {before})؛ احتمالاً توکن آن را رد می‌کند',
  allowanceTotal:
    'به {spender} اجازه می‌دهد در مجموع تا {total} از {token} شما خرج کند (اکنون {before}، {change})',
  approveAll: 'به {operator} اجازه می‌دهد همه اقلام شما از مجموعه {collection} را جابه‌جا کند، اکنون و بعدها',
  approveAllRemoved: '{operator} دیگر نمی‌تواند اقلام شما از {collection} را جابه‌جا کند',
  permitSpend: 'به {spender} اجازه می‌دهد {amount} از {token} شما را خرج کند{until}',
  permitSpendUnnamed: 'به {spender} اجازه می‌دهد {amount} از توکنی که نامش را نمی‌برد خرج کند{until}',
  anAmount: 'مقداری',
  noEndDate: '، بدون تاریخ پایان',
  untilDate: '، تا {date}',
  numbered: 'تراکنش {index}: {label}',
  warning: 'هشدار',
  feePayer: 'پرداخت‌کننده کارمزد',
  transfer: 'انتقال',
  instruction: 'دستور',
  authorityChange: 'تغییر اختیار',
  closeTokenAccount: 'بستن حساب توکن',
  transaction: 'تراکنش',
  unknown: 'نامعلوم',
  solTransfer: '{amount} به {to}',
  programInstruction:
    'برنامه {program}، {accounts, plural, one {# حساب} other {# حساب}}، {bytes, plural, one {# بایت} other {# بایت}} داده',
  lookupAccount: 'حسابی از جدول جست‌وجو',
  lookupProgram: 'برنامه‌ای از جدول جست‌وجو',
  unreadable: 'خوانده نشد؛ فقط اگر به برنامه اعتماد دارید تأیید کنید.',
  splTransfer: '{amount} از {from} به {to}',
  splTransferMint: '{amount} از ضرب {mint} از {from} به {to}',
  splApprove: 'به {spender} اجازه می‌دهد {amount} از حساب توکن {account} خرج کند',
  splApproveMint: 'به {spender} اجازه می‌دهد {amount} از ضرب {mint} از حساب توکن {account} خرج کند',
  splAuthority: 'کنترل {account} را به {authority} می‌سپارد',
  noOne: 'هیچ‌کس',
  splClose: '{account} را می‌بندد؛ SOL آن به {to} می‌رود',
  assignWarning: 'Assign: {account} را به برنامه {program} می‌سپارد که از آن پس آن و دارایی‌اش را کنترل می‌کند',
  durableNonce:
    'Nonce ماندگار (حساب {account}): پس از امضا، این تراکنش منقضی نمی‌شود. هر کس آن را داشته باشد می‌تواند هر زمان بعدی ارسالش کند.',
  transferHookSet:
    'قلاب انتقال توکن {token} را روی برنامه {program} می‌گذارد: آن برنامه در هر انتقال توکن اجرا می‌شود',
  transferHookChanged: 'قلاب انتقال توکن {token} را تغییر می‌دهد',
  token2022Unexplained:
    'دستور Token-2022 {name} اینجا شرح داده نشده است: می‌تواند نحوه جابه‌جایی توکن یا کنترل‌کننده آن را تغییر دهد',
  unknownProgram:
    'برنامه {program} که این کارت آن را نمی‌شناسد، حساب شما {account} را می‌گیرد ({how}): می‌تواند دارایی حساب را جابه‌جا کند',
  programFromLookup: 'از جدول جست‌وجو',
  writable: 'قابل نوشتن',
  withYourSignature: 'با امضای شما',
  writableWithSignature: 'قابل نوشتن، با امضای شما',
}

export default fa
