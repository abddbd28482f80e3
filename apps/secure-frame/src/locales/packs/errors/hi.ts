// Hindi: what the cards say when a call fails. Every key of English's (errorTexts.ts), with the same
// variables.
import type { ErrorTexts } from '../../errorTexts.js'

const hi: ErrorTexts = {
  wrongCode: '{count, plural, other {गलत कोड। बाकी प्रयास: #}}',
  codeExpired: 'कोड की समय-सीमा समाप्त हो गई; नया कोड माँगें',
  codeLocked: 'बहुत सारे गलत कोड: यह कोड लॉक हो गया है। नया कोड माँगें',
  noCode: 'कोई कोड प्रतीक्षा में नहीं है; नया कोड माँगें',
  tooManyWrongCodes: 'आज बहुत सारे गलत कोड। कृपया {seconds} सेकंड बाद फिर से कोशिश करें',
  tooManyAttempts: 'बहुत सारे प्रयास। कृपया {seconds} सेकंड बाद फिर से कोशिश करें',
  emailTaken: 'यह ईमेल किसी दूसरे खाते का है',
  sameEmail: 'नया ईमेल वही है जो अभी है',
  noEmail: 'इस खाते में कोड भेजने के लिए कोई ईमेल नहीं है; इसके बजाय फिर से साइन इन करें',
  sessionEnded: 'आपका सत्र समाप्त हो गया है; फिर से साइन इन करें',
  confirmAgain: 'जारी रखने के लिए फिर से पुष्टि करें कि यह आप ही हैं',
  signedOutAlready: 'यह डिवाइस पहले ही साइन आउट हो चुका है',
  lastMethod: 'आपका वॉलेट नए डिवाइस पर खुलने का कम से कम एक तरीका रखता है।',
  lastLoginMethod: 'इस खाते में साइन इन करने का यही एकमात्र पासकी है; पहले कोई दूसरा पासकी या ईमेल जोड़ें',
  passkeyExists: 'यह पासकी पहले से वॉलेट की सुरक्षा करता है',
  passwordExists: 'इस वॉलेट में पहले से रिकवरी पासवर्ड है',
  serviceDown: 'साइन-इन सेवा अभी जवाब नहीं दे सकती। बाद में फिर से कोशिश करें',
  unreachable: 'साइन-इन सेवा तक नहीं पहुँच सके। फिर से कोशिश करें',
  signInAgain: 'जारी रखने के लिए फिर से साइन इन करें',
  exportSignInAgain: 'कुंजी निर्यात करने के लिए फिर से साइन इन करें',
  recordUnreadable: 'वॉलेट खोलने का यह तरीका यहाँ पढ़ा नहीं जा सकता। कोई दूसरा आज़माएँ',
  methodMissing: 'इस वॉलेट को खोलने का ऐसा कोई तरीका नहीं है। कोई दूसरा आज़माएँ',
  passkeyHere: 'इस डिवाइस का एक पासकी पहले से वॉलेट की सुरक्षा करता है',
  passkeyUnavailable: 'पासकी यहाँ उपलब्ध नहीं हैं',
  passkeyFailed: 'पासकी अनुरोध विफल रहा। फिर से कोशिश करें',
}

export default hi
