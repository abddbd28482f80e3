// Thai: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const th: SecureWindowTexts = {
  promptTitle: 'ดำเนินการต่อในหน้าต่างที่ปลอดภัยแยกต่างหาก',
  promptIntro:
    'เบราว์เซอร์นี้ไม่สามารถบอกได้ว่าหน้าเว็บปิดบังหรือซ่อนวอลเล็ตของคุณอยู่หรือไม่ วอลเล็ตของคุณจึงถามคุณในหน้าต่างของตัวเอง ซึ่งไม่มีหน้าเว็บใดปิดบังได้',
  open: 'เปิดหน้าต่างที่ปลอดภัย',
  cancel: 'ยกเลิก',
  opening: 'กำลังเปิดหน้าต่างที่ปลอดภัย…',
  blocked: 'เบราว์เซอร์ของคุณบล็อกหน้าต่าง โปรดอนุญาตป๊อปอัปสำหรับเว็บไซต์นี้แล้วลองอีกครั้ง',
  notReady: 'หน้าต่างที่ปลอดภัยไม่เปิดขึ้น โปรดลองอีกครั้ง',
  waitingTitle: 'ดำเนินการต่อในหน้าต่างที่ปลอดภัย',
  waitingIntro: 'วอลเล็ตของคุณกำลังถามคุณในหน้าต่างแยก ทำให้เสร็จที่นั่น หรือยกเลิกที่นี่',
  show: 'แสดงหน้าต่าง',
}

export default th
