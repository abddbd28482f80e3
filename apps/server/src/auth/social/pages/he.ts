import type { SocialPageMessages } from './en.js'

/** The social-login pages in Hebrew (right to left). */
export const hebrew: SocialPageMessages = {
  notStartedTitle: 'הכניסה לא התחילה',
  notStartedHeading: 'לא ניתן היה להתחיל את הכניסה הזו',
  tryAgain: 'חזרו לאפליקציה ונסו שוב.',
  notFromFrame: 'כניסה בהפניה מתחילה רק מהמסגרת המאובטחת של הכניסה.',
  incomplete: 'בקשת הכניסה אינה שלמה.',
  returnNotAllowed: 'האפליקציה ביקשה לחזור לדף שהפרויקט הזה אינו מתיר.',
  notConfigured: 'כניסה עם {provider} אינה מוגדרת בשרת הזה.',
  leavingTitle: 'מתבצעת כניסה',
  leavingHeading: 'מתבצעת כניסה…',
  leavingLink: 'להמשך לדף הכניסה',
  refusedTitle: 'הכניסה נדחתה',
  refusedHeading: 'הכניסה הזו לא התחילה בדפדפן הזה',
  refusedBody: 'למען ביטחונכם, אי אפשר להשלים אותה כאן. חזרו לאפליקציה והיכנסו משם.',
  expiredTitle: 'תוקף הכניסה פג',
  expiredHeading: 'תוקף הכניסה הזו פג',
  expiredBody: 'סגרו את החלון הזה ונסו שוב.',
  relayTitle: 'השלמת הכניסה',
  relayBody: 'כמעט סיימתם.',
  relayButton: 'המשך',
}
