// Hindi: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const hi: SecureWindowTexts = {
  promptTitle: 'एक सुरक्षित विंडो में जारी रखें',
  promptIntro:
    'यह ब्राउज़र नहीं बता सकता कि पेज आपके वॉलेट को ढक रहा है या छिपा रहा है, इसलिए आपका वॉलेट आपसे अपनी अलग विंडो में पूछता है, जिसे कोई पेज ढक नहीं सकता।',
  open: 'सुरक्षित विंडो खोलें',
  cancel: 'रद्द करें',
  opening: 'सुरक्षित विंडो खुल रही है…',
  blocked: 'आपके ब्राउज़र ने विंडो ब्लॉक कर दी। इस साइट के लिए पॉप-अप की अनुमति दें और फिर से कोशिश करें।',
  notReady: 'सुरक्षित विंडो नहीं खुली। फिर से कोशिश करें।',
  waitingTitle: 'सुरक्षित विंडो में जारी रखें',
  waitingIntro: 'आपका वॉलेट आपसे एक अलग विंडो में पूछ रहा है। वहाँ पूरा करें, या यहाँ रद्द करें।',
  show: 'विंडो दिखाएँ',
}

export default hi
