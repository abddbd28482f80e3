// Hebrew: what the cards say when a call fails. Every key of English's (errorTexts.ts), with the same
// variables.
import type { ErrorTexts } from '../../errorTexts.js'

const he: ErrorTexts = {
  wrongCode: '{count, plural, other {קוד שגוי. ניסיונות שנותרו: #}}',
  codeExpired: 'תוקף הקוד פג; יש לבקש קוד חדש',
  codeLocked: 'יותר מדי קודים שגויים: הקוד הזה ננעל. יש לבקש קוד חדש',
  noCode: 'אין קוד ממתין; יש לבקש קוד חדש',
  tooManyWrongCodes: 'יותר מדי קודים שגויים היום. יש לנסות שוב בעוד {seconds} שנ׳',
  tooManyAttempts: 'יותר מדי ניסיונות. יש לנסות שוב בעוד {seconds} שנ׳',
  emailTaken: 'האימייל הזה שייך לחשבון אחר',
  sameEmail: 'האימייל החדש הוא האימייל הנוכחי',
  noEmail: 'לחשבון הזה אין אימייל לשלוח אליו קוד; יש להיכנס שוב במקום זאת',
  sessionEnded: 'ההפעלה שלך הסתיימה; יש להיכנס שוב',
  confirmAgain: 'יש לאשר שוב שזה אתה כדי להמשיך',
  signedOutAlready: 'המכשיר הזה כבר מנותק',
  lastMethod: 'בארנק שלכם נשארת לפחות דרך אחת לפתוח אותו במכשיר חדש.',
  lastLoginMethod:
    'מפתח הגישה הזה הוא הדרך היחידה להיכנס לחשבון הזה; יש להוסיף קודם מפתח גישה נוסף או אימייל',
  passkeyExists: 'מפתח הגישה הזה כבר מגן על הארנק',
  passwordExists: 'לארנק הזה כבר יש סיסמת שחזור',
  serviceDown: 'שירות הכניסה לא יכול לענות כרגע. יש לנסות שוב מאוחר יותר',
  unreachable: 'לא ניתן להגיע לשירות הכניסה. יש לנסות שוב',
  signInAgain: 'יש להיכנס שוב כדי להמשיך',
  exportSignInAgain: 'יש להתחבר שוב כדי לייצא את המפתח',
  recordUnreadable: 'לא ניתן לקרוא כאן את הדרך הזו לפתיחת הארנק. יש לנסות דרך אחרת',
  methodMissing: 'לארנק הזה אין דרך פתיחה כזו. יש לנסות דרך אחרת',
  passkeyHere: 'מפתח גישה במכשיר הזה כבר מגן על הארנק',
  passkeyUnavailable: 'מפתחות גישה אינם זמינים כאן',
  passkeyFailed: 'בקשת מפתח הגישה נכשלה. יש לנסות שוב',
}

export default he
