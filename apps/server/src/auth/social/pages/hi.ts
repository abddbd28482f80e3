import type { SocialPageMessages } from './en.js'

/** The social-login pages in Hindi. */
export const hindi: SocialPageMessages = {
  notStartedTitle: 'लॉग इन शुरू नहीं हुआ',
  notStartedHeading: 'यह लॉग इन शुरू नहीं हो सका',
  tryAgain: 'ऐप पर वापस जाएँ और फिर से कोशिश करें।',
  notFromFrame: 'रीडायरेक्ट से लॉग इन केवल सुरक्षित लॉग इन फ़्रेम से शुरू होता है।',
  incomplete: 'लॉग इन का अनुरोध अधूरा है।',
  returnNotAllowed: 'ऐप ने ऐसे पेज पर लौटने को कहा जिसकी यह प्रोजेक्ट अनुमति नहीं देता।',
  notConfigured: '{provider} से लॉग इन इस सर्वर पर सेट अप नहीं है।',
  leavingTitle: 'लॉग इन हो रहा है',
  leavingHeading: 'लॉग इन हो रहा है…',
  leavingLink: 'लॉग इन पेज पर जारी रखें',
  refusedTitle: 'लॉग इन अस्वीकार किया गया',
  refusedHeading: 'यह लॉग इन इस ब्राउज़र में शुरू नहीं हुआ था',
  refusedBody: 'आपकी सुरक्षा के लिए इसे यहाँ पूरा नहीं किया जा सकता। ऐप पर वापस जाएँ और वहीं से लॉग इन करें।',
  expiredTitle: 'लॉग इन की समय-सीमा खत्म',
  expiredHeading: 'इस लॉग इन की समय-सीमा खत्म हो गई है',
  expiredBody: 'यह विंडो बंद करें और फिर से कोशिश करें।',
  relayTitle: 'लॉग इन पूरा करें',
  relayBody: 'बस थोड़ा ही बाकी है।',
  relayButton: 'जारी रखें',
}
