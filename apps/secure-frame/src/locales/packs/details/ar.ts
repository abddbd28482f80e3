// Arabic (written right to left): the approval card's explained rows. Every key of English's (en.ts detailTexts), with the same
// variables.
import type { DetailTexts } from '../../en.js'

const ar: DetailTexts = {
  unlimited: 'غير محدود',
  baseUnits: '{value} وحدة أساسية',
  tokens: 'رموز',
  tokensAmount: '{amount} رموز',
  tokenNamed: 'الرمز {address}، الذي يسمّي نفسه «{symbol}» (ادّعاء العقد)',
  tokenUnnamed: 'الرمز {address}',
  tokenTransfer: 'تحويل رمز',
  tokenApproval: 'إذن رمز',
  approvalForAll: 'إذن بكل شيء',
  approvalRemoved: 'إلغاء إذن',
  permit2Approval: 'إذن Permit2',
  tokenPermit: 'تصريح رمز',
  bySmartAccount: '{label} بواسطة حسابك الذكي',
  transferTo: '{amount} إلى {to} ({token})',
  transferFromTo: '{amount} من {from} إلى {to} ({token})',
  approveSpend: 'يسمح لـ {spender} بإنفاق {amount} من {token} الخاص بك',
  allowanceAdds: 'يضيف {delta} إلى ما يمكن لـ {spender} إنفاقه بالفعل من {token} الخاص بك',
  allowanceTakes: 'ينقص {delta} مما يمكن لـ {spender} إنفاقه من {token} الخاص بك',
  allowanceAddsRefused:
    'يضيف {delta} إلى ما يمكن لـ {spender} إنفاقه من {token} الخاص بك (الآن {before})؛ من المرجّح أن يرفضه الرمز',
  allowanceTakesRefused:
    'ينقص {delta} مما يمكن لـ {spender} إنفاقه من {token} الخاص بك (الآن {before})؛ من المرجّح أن يرفضه الرمز',
  allowanceTotal:
    'يسمح لـ {spender} بإنفاق ما يصل إلى {total} إجمالًا من {token} الخاص بك (الآن {before}، {change})',
  approveAll: 'يسمح لـ {operator} بنقل كل عناصرك من المجموعة {collection}، الآن ولاحقًا',
  approveAllRemoved: 'لم يعد بإمكان {operator} نقل عناصرك من {collection}',
  permitSpend: 'يسمح لـ {spender} بإنفاق {amount} من {token} الخاص بك{until}',
  permitSpendUnnamed: 'يسمح لـ {spender} بإنفاق {amount} من رمز لا يسمّيه{until}',
  anAmount: 'مبلغ ما',
  noEndDate: '، دون تاريخ انتهاء',
  untilDate: '، حتى {date}',
  numbered: 'المعاملة {index}: {label}',
  warning: 'تحذير',
  feePayer: 'دافع الرسوم',
  transfer: 'تحويل',
  instruction: 'تعليمة',
  authorityChange: 'تغيير الصلاحية',
  closeTokenAccount: 'إغلاق حساب رمز',
  transaction: 'المعاملة',
  unknown: 'غير معروف',
  solTransfer: '{amount} إلى {to}',
  programInstruction:
    'البرنامج {program}، {accounts, plural, one {حساب واحد} other {# حسابات}}، {bytes, plural, one {بايت واحد} other {# بايت}} من البيانات',
  lookupAccount: 'حساب من جدول بحث',
  lookupProgram: 'برنامج من جدول بحث',
  unreadable: 'تعذّرت قراءتها؛ لا توافق إلا إذا كنت تثق بالتطبيق.',
  splTransfer: '{amount} من {from} إلى {to}',
  splTransferMint: '{amount} من سكّ {mint} من {from} إلى {to}',
  splApprove: 'يسمح لـ {spender} بإنفاق {amount} من حساب الرمز {account}',
  splApproveMint: 'يسمح لـ {spender} بإنفاق {amount} من سكّ {mint} من حساب الرمز {account}',
  splAuthority: 'يسلّم التحكم في {account} إلى {authority}',
  noOne: 'لا أحد',
  splClose: 'يغلق {account}؛ يذهب ما فيه من SOL إلى {to}',
  assignWarning: 'Assign: يسلّم {account} إلى البرنامج {program}، الذي يتحكّم بعدها فيه وفيما يحويه',
  durableNonce:
    'Nonce دائم (الحساب {account}): بعد التوقيع لا تنتهي صلاحية هذه المعاملة. يمكن لمن يحملها إرسالها في أي وقت لاحق.',
  transferHookSet:
    'يضبط خطاف التحويل للرمز {token} على البرنامج {program}: يعمل هذا البرنامج عند كل تحويل للرمز',
  transferHookChanged: 'يغيّر خطاف التحويل للرمز {token}',
  token2022Unexplained: 'تعليمة Token-2022 {name} غير مشروحة هنا: قد تغيّر كيفية انتقال الرمز أو من يتحكّم فيه',
  unknownProgram:
    'البرنامج {program}، الذي لا تعرفه هذه البطاقة، يحصل على حسابك {account} ({how}): يمكنه نقل ما في الحساب',
  programFromLookup: 'من جدول بحث',
  writable: 'قابل للكتابة',
  withYourSignature: 'بتوقيعك',
  writableWithSignature: 'قابل للكتابة، بتوقيعك',
}

export default ar
