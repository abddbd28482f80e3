import type { SocialPageMessages } from './en.js'

/** The social-login pages in Thai. */
export const thai: SocialPageMessages = {
  notStartedTitle: 'ยังไม่ได้เริ่มการเข้าสู่ระบบ',
  notStartedHeading: 'ไม่สามารถเริ่มการเข้าสู่ระบบนี้ได้',
  tryAgain: 'กลับไปที่แอปแล้วลองอีกครั้ง',
  notFromFrame: 'การเข้าสู่ระบบแบบเปลี่ยนเส้นทางเริ่มได้จากเฟรมเข้าสู่ระบบที่ปลอดภัยเท่านั้น',
  incomplete: 'คำขอเข้าสู่ระบบไม่สมบูรณ์',
  returnNotAllowed: 'แอปขอให้กลับไปยังหน้าที่โปรเจกต์นี้ไม่อนุญาต',
  notConfigured: 'ไม่ได้ตั้งค่าการเข้าสู่ระบบด้วย {provider} บนเซิร์ฟเวอร์นี้',
  leavingTitle: 'กำลังเข้าสู่ระบบ',
  leavingHeading: 'กำลังเข้าสู่ระบบ…',
  leavingLink: 'ไปยังหน้าเข้าสู่ระบบ',
  refusedTitle: 'การเข้าสู่ระบบถูกปฏิเสธ',
  refusedHeading: 'การเข้าสู่ระบบนี้ไม่ได้เริ่มในเบราว์เซอร์นี้',
  refusedBody: 'เพื่อความปลอดภัยของคุณ จึงไม่สามารถดำเนินการให้เสร็จที่นี่ได้ กลับไปที่แอปแล้วเข้าสู่ระบบจากที่นั่น',
  expiredTitle: 'การเข้าสู่ระบบหมดอายุ',
  expiredHeading: 'การเข้าสู่ระบบนี้หมดอายุแล้ว',
  expiredBody: 'ปิดหน้าต่างนี้แล้วลองอีกครั้ง',
  relayTitle: 'เข้าสู่ระบบให้เสร็จ',
  relayBody: 'ใกล้เสร็จแล้ว',
  relayButton: 'ดำเนินการต่อ',
}
