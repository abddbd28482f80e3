// Urdu (written right to left): the approval card's explained rows. Every key of English's (en.ts detailTexts), with the same
// variables.
import type { DetailTexts } from '../../en.js'

const ur: DetailTexts = {
  unlimited: 'لامحدود',
  baseUnits: '{value} بنیادی اکائیاں',
  tokens: 'ٹوکن',
  tokensAmount: '{amount} ٹوکن',
  tokenNamed: 'ٹوکن {address}، جو خود کو “{symbol}” کہتا ہے (کنٹریکٹ کا دعویٰ)',
  tokenUnnamed: 'ٹوکن {address}',
  tokenTransfer: 'ٹوکن کی منتقلی',
  tokenApproval: 'ٹوکن کی اجازت',
  approvalForAll: 'ہر چیز کی اجازت',
  approvalRemoved: 'اجازت ختم',
  permit2Approval: 'Permit2 اجازت',
  tokenPermit: 'ٹوکن پرمٹ',
  bySmartAccount: '{label} آپ کے اسمارٹ اکاؤنٹ کی طرف سے',
  transferTo: '{amount} بنام {to} ({token})',
  transferFromTo: '{amount} از {from} بنام {to} ({token})',
  approveSpend: '{spender} کو آپ کے {token} میں سے {amount} خرچ کرنے دیتا ہے',
  allowanceAdds: '{spender} آپ کے {token} میں سے جو پہلے ہی خرچ کر سکتا ہے اس میں {delta} کا اضافہ کرتا ہے',
  allowanceTakes: '{spender} آپ کے {token} میں سے جو خرچ کر سکتا ہے اس میں سے {delta} کم کرتا ہے',
  allowanceAddsRefused:
    '{spender} آپ کے {token} میں سے جو خرچ کر سکتا ہے اس میں {delta} کا اضافہ کرتا ہے (اب {before})؛ امکان ہے کہ ٹوکن اسے مسترد کر دے',
  allowanceTakesRefused:
    '{spender} آپ کے {token} میں سے جو خرچ کر سکتا ہے اس میں سے {delta} کم کرتا ہے (اب {before})؛ امکان ہے کہ ٹوکن اسے مسترد کر دے',
  allowanceTotal: '{spender} کو آپ کے {token} میں سے کل {total} تک خرچ کرنے دیتا ہے (اب {before}، {change})',
  approveAll: '{operator} کو مجموعہ {collection} کی آپ کی تمام اشیاء منتقل کرنے دیتا ہے، ابھی اور بعد میں',
  approveAllRemoved: '{operator} اب {collection} کی آپ کی اشیاء منتقل نہیں کر سکتا',
  permitSpend: '{spender} کو آپ کے {token} میں سے {amount} خرچ کرنے دیتا ہے{until}',
  permitSpendUnnamed:
    '{spender} کو ایسے ٹوکن میں سے {amount} خرچ کرنے دیتا ہے جس کا نام نہیں بتایا گیا{until}',
  anAmount: 'کچھ رقم',
  noEndDate: '، کسی اختتامی تاریخ کے بغیر',
  untilDate: '، {date} تک',
  numbered: 'ٹرانزیکشن {index}: {label}',
  warning: 'انتباہ',
  feePayer: 'فیس ادا کنندہ',
  transfer: 'منتقلی',
  instruction: 'ہدایت',
  authorityChange: 'اختیار کی تبدیلی',
  closeTokenAccount: 'ٹوکن اکاؤنٹ بند کریں',
  transaction: 'ٹرانزیکشن',
  unknown: 'نامعلوم',
  solTransfer: '{amount} بنام {to}',
  programInstruction:
    'پروگرام {program}، {accounts, plural, one {# اکاؤنٹ} other {# اکاؤنٹس}}، {bytes, plural, one {# بائٹ} other {# بائٹس}} ڈیٹا',
  lookupAccount: 'لُک اپ ٹیبل کا ایک اکاؤنٹ',
  lookupProgram: 'لُک اپ ٹیبل کا ایک پروگرام',
  unreadable: 'پڑھا نہیں جا سکا؛ صرف اسی صورت منظور کریں جب آپ ایپ پر بھروسا کرتے ہوں۔',
  splTransfer: '{amount} از {from} بنام {to}',
  splTransferMint: 'منٹ {mint} کے {amount} از {from} بنام {to}',
  splApprove: '{spender} کو ٹوکن اکاؤنٹ {account} سے {amount} خرچ کرنے دیتا ہے',
  splApproveMint: '{spender} کو ٹوکن اکاؤنٹ {account} سے منٹ {mint} کے {amount} خرچ کرنے دیتا ہے',
  splAuthority: '{account} کا کنٹرول {authority} کو دیتا ہے',
  noOne: 'کسی کو نہیں',
  splClose: '{account} بند کرتا ہے؛ اس کا SOL {to} کو جاتا ہے',
  assignWarning:
    'Assign: {account} کو پروگرام {program} کے حوالے کرتا ہے، جو پھر اسے اور اس میں موجود ہر چیز کو کنٹرول کرتا ہے',
  durableNonce:
    'مستقل Nonce (اکاؤنٹ {account}): دستخط کے بعد یہ ٹرانزیکشن ختم نہیں ہوتی۔ جس کے پاس بھی یہ ہو وہ اسے بعد میں کسی بھی وقت بھیج سکتا ہے۔',
  transferHookSet:
    'ٹوکن {token} کا ٹرانسفر ہُک پروگرام {program} پر سیٹ کرتا ہے: وہ پروگرام ٹوکن کی ہر منتقلی پر چلتا ہے',
  transferHookChanged: 'ٹوکن {token} کا ٹرانسفر ہُک بدلتا ہے',
  token2022Unexplained:
    'Token-2022 ہدایت {name} کی یہاں وضاحت نہیں کی گئی: یہ بدل سکتی ہے کہ ٹوکن کیسے منتقل ہوتا ہے یا اسے کون کنٹرول کرتا ہے',
  unknownProgram:
    'پروگرام {program}، جسے یہ کارڈ نہیں جانتا، آپ کا اکاؤنٹ {account} حاصل کرتا ہے ({how}): یہ اکاؤنٹ میں موجود چیزیں منتقل کر سکتا ہے',
  programFromLookup: 'لُک اپ ٹیبل سے',
  writable: 'قابلِ تحریر',
  withYourSignature: 'آپ کے دستخط کے ساتھ',
  writableWithSignature: 'قابلِ تحریر، آپ کے دستخط کے ساتھ',
}

export default ur
