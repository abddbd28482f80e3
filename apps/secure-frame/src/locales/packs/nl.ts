// Dutch. Every key of the English table (en.ts), with the same variables.
import type { FrameMessages } from '../en.js'

const nl: FrameMessages = {
  reject: 'Weigeren',
  requestDetails: 'Details van het verzoek',
  scrollToSee: 'Scrol om het hele verzoek te lezen: de knoppen werken zodra je het hebt gezien.',
  sending: 'Versturen…',
  signing: 'Ondertekenen…',
  yourAccount: 'Je account',
  yourSmartAccount: 'Je smart account',
  from: 'Van',
  accountType: 'Accounttype',
  smartAccount: 'Smart account',
  accountEoa: 'Account (EOA)',
  appName: 'Naam van de app',
  appNameValue: '{name} (zoals de app zichzelf noemt; niet gecontroleerd)',
  network: 'Netwerk',
  message: 'Bericht',
  to: 'Aan',
  amount: 'Bedrag',
  data: 'Data',
  note: 'Opmerking',
  warning: 'Waarschuwing',
  format: 'Formaat',
  domain: 'Domein',
  type: 'Type',
  none: 'Geen',
  signsYouInTo: 'Logt je in bij',
  codeSize: 'Codegrootte',
  codeSizeValue: '{size, plural, one {# byte} other {# bytes}}',
  amountSentWith: '{amount} (wordt meegestuurd)',
  dataNone: 'Geen (een gewone overboeking)',
  dataBytes: '{size} bytes, functie {selector}',
  dataSmartAccount:
    'Laat je smart account {count, plural, one {1 aanroep} other {# aanroepen}} doen ({name}), hieronder getoond',
  callLine: 'Aan {to}\nBedrag {amount}\nData {data}',
  callLabel: 'Aanroep {index}',
  innerCallLabel: 'Aanroep van smart account {index}',
  callInnerCallLabel: 'Aanroep {call}, aanroep van smart account {index}',
  smartAccountNote:
    'Hiermee handelt je smart account: de aanroepen die het doet, besteden wat het bezit (zijn tegoed en tokens).',
  networkFee: 'Netwerkkosten',
  paidBy: 'Betaald door {sponsor}',
  maxNetworkFee: 'Max. netwerkkosten',
  notSponsored: 'Niet gesponsord',
  notSponsoredValue: 'De app betaalt deze kosten niet: {reason}. Je betaalt ze vanaf je account.',
  transactionType: 'Transactietype',
  legacyTransaction: 'Legacy (type 0): een vaste gasprijs',
  upgradesAccount:
    'Deze eerste verzending maakt van je account ook een smart account op dit netwerk (EIP-7702); het adres blijft hetzelfde.',
  createsSmartAccount: 'Deze eerste verzending maakt ook je smart account aan op dit netwerk.',
  feeToPay: 'Te betalen netwerkkosten',
  marketFee: 'Marktkosten',
  appFee: 'Kosten van de app',
  maxFee: 'max. {amount}',
  maxFeeUnaffordable: 'max. {amount} — meer dan je account heeft',
  feeFarAbove: 'De kosten van de app liggen ver boven die van de markt (meer dan {times} keer zo hoog).',
  marketFeeSelected: 'De marktkosten zijn gekozen: kies die van de app alleen als je die echt wilt betalen.',
  signatureRequest: 'Verzoek om handtekening',
  signInRequest: 'Verzoek om in te loggen',
  signInElsewhere: 'Inloggen bij een andere site',
  approveTransaction: 'Transactie goedkeuren',
  approveCalls: '{count} aanroepen goedkeuren',
  approveTransactions: '{count} transacties goedkeuren',
  deployContract: 'Een contract deployen',
  sign: 'Ondertekenen',
  send: 'Versturen',
  deploy: 'Deployen',
  asksSignMessage: '{origin} vraagt je dit bericht te ondertekenen.',
  asksSignIn: '{origin} vraagt je in te loggen met je account.',
  asksSignInElsewhere: '{origin} vraagt je in te loggen bij {domain}.',
  asksTypedDataV1: '{origin} vraagt je getypeerde data te ondertekenen (oud formaat, eth_signTypedData v1).',
  asksTypedData: '{origin} vraagt je gestructureerde data te ondertekenen (getypeerde data {version}).',
  asksDeploy: '{origin} vraagt je een contract te deployen.',
  asksSendTransaction: '{origin} vraagt je een transactie te versturen.',
  asksSendCalls: '{origin} vraagt je {count, plural, one {een aanroep} other {# aanroepen}} te versturen.',
  asksSolanaSend: '{origin} vraagt je een transactie te ondertekenen en naar {network} te versturen.',
  asksSolanaSign:
    '{origin} vraagt je {count, plural, one {een transactie te ondertekenen. De app kan die daarna versturen.} other {# transacties te ondertekenen. De app kan ze daarna versturen.}}',
  typedDataV1: 'Getypeerde data v1 (oud formaat, van vóór EIP-712)',
  typedDataV3: 'Getypeerde data v3 (EIP-712, zonder arrays)',
  typedDataV4: 'Getypeerde data v4 (EIP-712)',
  solanaOffchain: 'Off-chain bericht van Solana',
  signWarning:
    'Onderteken alleen berichten die je begrijpt. Ondertekenen kost niets en verstuurt geen tegoed.',
  binaryWarning:
    'Dit bericht is geen leesbare tekst. Onderteken het alleen als je de app vertrouwt: ondertekende data kan acties in andere apps toestaan.',
  typedDataWarning:
    'Getypeerde handtekeningen kunnen overboekingen toestaan (permits, orders). Onderteken alleen wat je verwacht.',
  signInWarning: 'Inloggen kost niets en verstuurt geen tegoed. Onderteken alleen als je hier wilt inloggen.',
  malformedSignInWarning:
    'Dit bericht lijkt op een inlog, maar heeft niet het inlogformaat (EIP-4361): bij welke site het je inlogt, valt niet te controleren. Onderteken het alleen als je de app vertrouwt.',
  otherSiteWarning:
    'Dit bericht logt je in bij {domain}, maar het verzoek komt van {origin}. Een site die je vraagt ergens anders in te loggen, probeert daar misschien je account over te nemen: weiger, tenzij je weet waarom.',
  paidBySponsor:
    'De netwerkkosten worden betaald door {sponsor}. Verstuurde transacties zijn niet terug te draaien.',
  paidBySmartAccount:
    'De netwerkkosten worden betaald door je smart account. Zijn aanroepen worden allemaal samen uitgevoerd of helemaal niet. Verstuurde transacties zijn niet terug te draaien.',
  paidByAccount:
    'De netwerkkosten worden betaald door je account. Verstuurde transacties zijn niet terug te draaien.',
  solanaWarnings:
    'Deze transactie heeft waarschuwingen in de details: lees die eerst. Een ondertekende transactie kan je tegoed verplaatsen.',
  solanaSignWarning:
    'Een ondertekende transactie kan je tegoed verplaatsen. Keur alleen goed wat je verwacht.',
  passkeyTitle: 'Doorgaan met een passkey',
  passkeyIntroSignUp: 'Maak een passkey voor een nieuwe wallet. Je apparaat bewaart hem; geen e-mail nodig.',
  passkeyIntroSignIn: 'Gebruik de passkey die je voor deze app hebt opgeslagen.',
  passkeyIntroBoth:
    'Gebruik een passkey die je voor deze app hebt opgeslagen, of maak er een voor een nieuwe wallet.',
  passkeySignUp: 'Passkey maken',
  passkeySignIn: 'Mijn passkey gebruiken',
  passkeyCancel: 'Annuleren',
  passkeyOtherWays: 'Op een andere manier inloggen',
  passkeyWorking: 'Wachten op je passkey…',
  passkeyWorkingInWindow: 'Wachten op je passkey in het Kit-venster…',
  passkeyWindowNote: 'Volg de passkey-vraag van je browser. Dit venster sluit zichzelf als het klaar is.',
  passkeyPopupBlocked:
    'Deze pagina laat het beveiligde venster geen passkeys gebruiken, en het Kit-venster werd geblokkeerd. Sta pop-ups toe en probeer het opnieuw.',
  passkeyWindowClosed:
    'Het Kit-venster werd gesloten voordat je passkey was gebruikt. Probeer het opnieuw en laat het venster open tot het zichzelf sluit.',
  passkeyNotUsed:
    'Er is geen passkey gebruikt. Als dit apparaat er geen heeft voor deze app, maak er dan een, of gebruik een passkey op je telefoon.',
  passkeyNotUsedHere:
    'Er is geen passkey gebruikt. Als dit apparaat er geen heeft voor deze app, maak er dan een, of log op een andere manier in.',
  passkeyNotCreated: 'Er is geen passkey gemaakt. Probeer het opnieuw als je klaar bent.',
  passkeyUnavailable: 'Passkeys zijn hier in deze browser niet beschikbaar. Log op een andere manier in.',
  passkeyUnknown:
    'Deze passkey is hier voor geen enkel account geregistreerd. Maak er een, of gebruik een andere passkey.',
  passkeyFailed: 'De passkey kon niet worden gebruikt. Probeer het opnieuw.',
}

export default nl
