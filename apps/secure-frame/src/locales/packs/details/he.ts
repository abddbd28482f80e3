// Hebrew (written right to left): the approval card's explained rows. Every key of English's (en.ts detailTexts), with the same
// variables.
import type { DetailTexts } from '../../en.js'

const he: DetailTexts = {
  unlimited: 'ללא הגבלה',
  baseUnits: '{value} יחידות בסיס',
  tokens: 'אסימונים',
  tokensAmount: '{amount} אסימונים',
  tokenNamed: 'האסימון {address}, שקורא לעצמו „{symbol}” (טענת החוזה)',
  tokenUnnamed: 'האסימון {address}',
  tokenTransfer: 'העברת אסימון',
  tokenApproval: 'הרשאת אסימון',
  approvalForAll: 'הרשאה לכול',
  approvalRemoved: 'הרשאה הוסרה',
  permit2Approval: 'הרשאת Permit2',
  tokenPermit: 'היתר אסימון',
  bySmartAccount: '{label} על ידי החשבון החכם שלך',
  transferTo: '{amount} אל {to} ({token})',
  transferFromTo: '{amount} מ-{from} אל {to} ({token})',
  approveSpend: 'מאפשר ל-{spender} להוציא {amount} מ{token} שלך',
  allowanceAdds: 'מוסיף {delta} למה ש-{spender} כבר רשאי להוציא מ{token} שלך',
  allowanceTakes: 'מפחית {delta} ממה ש-{spender} רשאי להוציא מ{token} שלך',
  allowanceAddsRefused:
    'מוסיף {delta} למה ש-{spender} רשאי להוציא מ{token} שלך (כעת {before}); סביר שהאסימון יסרב',
  allowanceTakesRefused:
    'מפחית {delta} ממה ש-{spender} רשאי להוציא מ{token} שלך (כעת {before}); סביר שהאסימון יסרב',
  allowanceTotal: 'מאפשר ל-{spender} להוציא עד {total} בסך הכול מ{token} שלך (כעת {before}, {change})',
  approveAll: 'מאפשר ל-{operator} להעביר את כל הפריטים שלך מהאוסף {collection}, עכשיו ובהמשך',
  approveAllRemoved: '{operator} כבר לא רשאי להעביר את הפריטים שלך מ-{collection}',
  permitSpend: 'מאפשר ל-{spender} להוציא {amount} מ{token} שלך{until}',
  permitSpendUnnamed: 'מאפשר ל-{spender} להוציא {amount} מאסימון שאינו נקוב בשמו{until}',
  anAmount: 'סכום כלשהו',
  noEndDate: ', ללא תאריך סיום',
  untilDate: ', עד {date}',
  numbered: 'עסקה {index}: {label}',
  warning: 'אזהרה',
  feePayer: 'משלם העמלה',
  transfer: 'העברה',
  instruction: 'הוראה',
  authorityChange: 'שינוי סמכות',
  closeTokenAccount: 'סגירת חשבון אסימון',
  transaction: 'עסקה',
  unknown: 'לא ידוע',
  solTransfer: '{amount} אל {to}',
  programInstruction:
    'התוכנית {program}, {accounts, plural, one {חשבון אחד} other {# חשבונות}}, {bytes, plural, one {בית אחד} other {# בתים}} של נתונים',
  lookupAccount: 'חשבון מטבלת חיפוש',
  lookupProgram: 'תוכנית מטבלת חיפוש',
  unreadable: 'לא ניתן לקרוא; אשר רק אם אתה סומך על האפליקציה.',
  splTransfer: '{amount} מ-{from} אל {to}',
  splTransferMint: '{amount} של המטבע {mint} מ-{from} אל {to}',
  splApprove: 'מאפשר ל-{spender} להוציא {amount} מחשבון האסימון {account}',
  splApproveMint: 'מאפשר ל-{spender} להוציא {amount} של המטבע {mint} מחשבון האסימון {account}',
  splAuthority: 'מעביר את השליטה ב-{account} אל {authority}',
  noOne: 'אף אחד',
  splClose: 'סוגר את {account}; ה-SOL שלו עובר אל {to}',
  assignWarning: 'Assign: מעביר את {account} לתוכנית {program}, שמאז שולטת בו ובמה שהוא מחזיק',
  durableNonce:
    'Nonce קבוע (חשבון {account}): לאחר החתימה, עסקה זו אינה פגה. כל מי שמחזיק בה יכול לשלוח אותה בכל זמן מאוחר יותר.',
  transferHookSet:
    'מגדיר את וו ההעברה של האסימון {token} לתוכנית {program}: התוכנית הזו רצה בכל העברה של האסימון',
  transferHookChanged: 'משנה את וו ההעברה של האסימון {token}',
  token2022Unexplained:
    'הוראת Token-2022 {name} אינה מפורטת כאן: היא יכולה לשנות את אופן תנועת האסימון או מי שולט בו',
  unknownProgram:
    'התוכנית {program}, שכרטיס זה אינו מכיר, מקבלת את החשבון שלך {account} ({how}): היא יכולה להעביר את מה שהחשבון מחזיק',
  programFromLookup: 'מטבלת חיפוש',
  writable: 'ניתן לכתיבה',
  withYourSignature: 'עם החתימה שלך',
  writableWithSignature: 'ניתן לכתיבה, עם החתימה שלך',
}

export default he
