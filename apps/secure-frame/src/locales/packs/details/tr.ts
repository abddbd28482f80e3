// Turkish: the approval card's explained rows. Every key of English's (en.ts detailTexts), with the same
// variables.
import type { DetailTexts } from '../../en.js'

const tr: DetailTexts = {
  unlimited: 'Sınırsız',
  baseUnits: '{value} temel birim',
  tokens: 'token',
  tokensAmount: '{amount} token',
  tokenNamed: 'kendini “{symbol}” olarak adlandıran {address} tokenı (sözleşmenin iddiası)',
  tokenUnnamed: '{address} tokenı',
  tokenTransfer: 'Token transferi',
  tokenApproval: 'Token onayı',
  approvalForAll: 'Her şeye onay',
  approvalRemoved: 'Onay kaldırıldı',
  permit2Approval: 'Permit2 onayı',
  tokenPermit: 'Token izni',
  bySmartAccount: '{label} (akıllı hesabınız tarafından)',
  transferTo: '{amount} → {to} ({token})',
  transferFromTo: '{amount}: {from} → {to} ({token})',
  approveSpend: '{spender} adresinin {token} varlığınızdan {amount} harcamasına izin verir',
  allowanceAdds: '{spender} adresinin {token} varlığınızdan zaten harcayabileceğine {delta} ekler',
  allowanceTakes: '{spender} adresinin {token} varlığınızdan harcayabileceğinden {delta} düşer',
  allowanceAddsRefused:
    '{spender} adresinin {token} varlığınızdan harcayabileceğine {delta} ekler (şu an {before}); token büyük olasılıkla reddeder',
  allowanceTakesRefused:
    '{spender} adresinin {token} varlığınızdan harcayabileceğinden {delta} düşer (şu an {before}); token büyük olasılıkla reddeder',
  allowanceTotal:
    '{spender} adresinin {token} varlığınızdan toplamda {total} kadar harcamasına izin verir (şu an {before}, {change})',
  approveAll:
    '{operator} adresinin {collection} koleksiyonundaki TÜM öğelerinizi şimdi ve ileride taşımasına izin verir',
  approveAllRemoved: '{operator} artık {collection} öğelerinizi taşıyamaz',
  permitSpend: '{spender} adresinin {token} varlığınızdan {amount} harcamasına izin verir{until}',
  permitSpendUnnamed:
    '{spender} adresinin adı verilmeyen bir tokendan {amount} harcamasına izin verir{until}',
  anAmount: 'bir miktar',
  noEndDate: ', bitiş tarihi olmadan',
  untilDate: ', {date} tarihine kadar',
  numbered: 'İşlem {index}: {label}',
  warning: 'Uyarı',
  feePayer: 'Ücreti ödeyen',
  transfer: 'Transfer',
  instruction: 'Talimat',
  authorityChange: 'Yetki değişikliği',
  closeTokenAccount: 'Token hesabını kapatma',
  transaction: 'İşlem',
  unknown: 'bilinmiyor',
  solTransfer: '{amount} → {to}',
  programInstruction:
    'Program {program}, {accounts, plural, one {# hesap} other {# hesap}}, {bytes, plural, one {# bayt} other {# bayt}} veri',
  lookupAccount: 'arama tablosundan bir hesap',
  lookupProgram: 'arama tablosundan bir program',
  unreadable: 'Okunamadı; yalnızca uygulamaya güveniyorsanız onaylayın.',
  splTransfer: '{amount}: {from} → {to}',
  splTransferMint: '{mint} mint’inden {amount}: {from} → {to}',
  splApprove: '{spender} adresinin {account} token hesabından {amount} harcamasına izin verir',
  splApproveMint:
    '{spender} adresinin {account} token hesabından {mint} mint’inden {amount} harcamasına izin verir',
  splAuthority: '{account} denetimini {authority} adresine verir',
  noOne: 'hiç kimse',
  splClose: '{account} hesabını kapatır; SOL’ü {to} adresine gider',
  assignWarning:
    'Assign: {account} hesabını {program} programına verir; program bundan sonra hesabı ve içindekileri denetler',
  durableNonce:
    'Kalıcı nonce ({account} hesabı): imzalandıktan sonra bu işlemin süresi dolmaz. Elinde tutan herkes onu daha sonra istediği zaman gönderebilir.',
  transferHookSet:
    '{token} tokenının transfer kancasını {program} programına ayarlar: bu program tokenın her transferinde çalışır',
  transferHookChanged: '{token} tokenının transfer kancasını değiştirir',
  token2022Unexplained:
    'Token-2022 talimatı {name} burada açıklanmıyor: tokenın nasıl hareket ettiğini veya kimin denetlediğini değiştirebilir',
  unknownProgram:
    'Bu kartın tanımadığı {program} programı, {account} hesabınızı alır ({how}): hesaptakileri taşıyabilir',
  programFromLookup: 'arama tablosundan',
  writable: 'yazılabilir',
  withYourSignature: 'imzanızla',
  writableWithSignature: 'yazılabilir, imzanızla',
}

export default tr
