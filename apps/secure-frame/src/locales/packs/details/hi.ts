// Hindi: the approval card's explained rows. Every key of English's (en.ts detailTexts), with the same
// variables.
import type { DetailTexts } from '../../en.js'

const hi: DetailTexts = {
  unlimited: 'असीमित',
  baseUnits: '{value} मूल इकाइयाँ',
  tokens: 'टोकन',
  tokensAmount: '{amount} टोकन',
  tokenNamed: 'टोकन {address}, जो खुद को “{symbol}” कहता है (कॉन्ट्रैक्ट का दावा)',
  tokenUnnamed: 'टोकन {address}',
  tokenTransfer: 'टोकन ट्रांसफ़र',
  tokenApproval: 'टोकन अनुमति',
  approvalForAll: 'हर चीज़ की अनुमति',
  approvalRemoved: 'अनुमति हटाई गई',
  permit2Approval: 'Permit2 अनुमति',
  tokenPermit: 'टोकन परमिट',
  bySmartAccount: '{label} आपके स्मार्ट खाते द्वारा',
  transferTo: '{amount} {to} को ({token})',
  transferFromTo: '{amount} {from} से {to} को ({token})',
  approveSpend: '{spender} को आपके {token} में से {amount} खर्च करने देता है',
  allowanceAdds: '{spender} आपके {token} में से जितना पहले से खर्च कर सकता है, उसमें {delta} जोड़ता है',
  allowanceTakes: '{spender} आपके {token} में से जितना खर्च कर सकता है, उसमें से {delta} घटाता है',
  allowanceAddsRefused:
    '{spender} आपके {token} में से जितना खर्च कर सकता है, उसमें {delta} जोड़ता है (अभी {before}); टोकन शायद इसे अस्वीकार करेगा',
  allowanceTakesRefused:
    '{spender} आपके {token} में से जितना खर्च कर सकता है, उसमें से {delta} घटाता है (अभी {before}); टोकन शायद इसे अस्वीकार करेगा',
  allowanceTotal: '{spender} को आपके {token} में से कुल {total} तक खर्च करने देता है (अभी {before}, {change})',
  approveAll: '{operator} को संग्रह {collection} की आपकी सभी वस्तुएँ अभी और बाद में ले जाने देता है',
  approveAllRemoved: '{operator} अब {collection} की आपकी वस्तुएँ नहीं ले जा सकता',
  permitSpend: '{spender} को आपके {token} में से {amount} खर्च करने देता है{until}',
  permitSpendUnnamed: '{spender} को ऐसे टोकन में से {amount} खर्च करने देता है जिसका नाम नहीं बताया गया{until}',
  anAmount: 'कुछ राशि',
  noEndDate: ', बिना समाप्ति तिथि के',
  untilDate: ', {date} तक',
  numbered: 'लेन-देन {index}: {label}',
  warning: 'चेतावनी',
  feePayer: 'शुल्क भुगतानकर्ता',
  transfer: 'ट्रांसफ़र',
  instruction: 'निर्देश',
  authorityChange: 'अधिकार में बदलाव',
  closeTokenAccount: 'टोकन खाता बंद करना',
  transaction: 'लेन-देन',
  unknown: 'अज्ञात',
  solTransfer: '{amount} {to} को',
  programInstruction:
    'प्रोग्राम {program}, {accounts, plural, one {# खाता} other {# खाते}}, {bytes, plural, one {# बाइट} other {# बाइट}} डेटा',
  lookupAccount: 'लुकअप टेबल का एक खाता',
  lookupProgram: 'लुकअप टेबल का एक प्रोग्राम',
  unreadable: 'पढ़ा नहीं जा सका; केवल तभी स्वीकृत करें जब आप ऐप पर भरोसा करते हों।',
  splTransfer: '{amount} {from} से {to} को',
  splTransferMint: 'मिंट {mint} के {amount} {from} से {to} को',
  splApprove: '{spender} को टोकन खाते {account} से {amount} खर्च करने देता है',
  splApproveMint: '{spender} को टोकन खाते {account} से मिंट {mint} के {amount} खर्च करने देता है',
  splAuthority: '{account} का नियंत्रण {authority} को सौंपता है',
  noOne: 'किसी को नहीं',
  splClose: '{account} बंद करता है; उसका SOL {to} को जाता है',
  assignWarning:
    'Assign: {account} को प्रोग्राम {program} को सौंपता है, जो फिर उसे और उसमें रखी चीज़ों को नियंत्रित करता है',
  durableNonce:
    'स्थायी nonce (खाता {account}): हस्ताक्षर के बाद यह लेन-देन समाप्त नहीं होता। जिसके पास भी यह हो, वह इसे बाद में कभी भी भेज सकता है।',
  transferHookSet:
    'टोकन {token} का ट्रांसफ़र हुक प्रोग्राम {program} पर सेट करता है: वह प्रोग्राम टोकन के हर ट्रांसफ़र पर चलता है',
  transferHookChanged: 'टोकन {token} का ट्रांसफ़र हुक बदलता है',
  token2022Unexplained:
    'Token-2022 निर्देश {name} यहाँ समझाया नहीं गया है: यह बदल सकता है कि टोकन कैसे चलता है या उसे कौन नियंत्रित करता है',
  unknownProgram:
    'प्रोग्राम {program}, जिसे यह कार्ड नहीं जानता, आपका खाता {account} पाता है ({how}): यह खाते की चीज़ें ले जा सकता है',
  programFromLookup: 'लुकअप टेबल से',
  writable: 'लिखने योग्य',
  withYourSignature: 'आपके हस्ताक्षर के साथ',
  writableWithSignature: 'लिखने योग्य, आपके हस्ताक्षर के साथ',
}

export default hi
