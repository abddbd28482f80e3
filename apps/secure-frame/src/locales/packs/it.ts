// Italian. Every key of the English table (en.ts), with the same variables.
import type { FrameMessages } from '../en.js'

const it: FrameMessages = {
  reject: 'Rifiuta',
  requestDetails: 'Dettagli della richiesta',
  scrollToSee: 'Scorri per leggere tutta la richiesta: i pulsanti funzionano dopo che l’hai vista.',
  sending: 'Invio…',
  signing: 'Firma in corso…',
  yourAccount: 'Il tuo account',
  yourSmartAccount: 'Il tuo smart account',
  from: 'Da',
  accountType: 'Tipo di account',
  smartAccount: 'Smart account',
  accountEoa: 'Account (EOA)',
  appName: 'Nome dell’app',
  appNameValue: '{name} (come l’app si fa chiamare; non verificato)',
  network: 'Rete',
  message: 'Messaggio',
  to: 'A',
  amount: 'Importo',
  data: 'Dati',
  note: 'Nota',
  warning: 'Avviso',
  format: 'Formato',
  domain: 'Dominio',
  type: 'Tipo',
  none: 'Nessuno',
  signsYouInTo: 'Ti fa accedere a',
  codeSize: 'Dimensione del codice',
  codeSizeValue: '{size, plural, one {# byte} other {# byte}}',
  amountSentWith: '{amount} (inviato insieme)',
  dataNone: 'Nessuno (un semplice trasferimento)',
  dataBytes: '{size} byte, funzione {selector}',
  dataSmartAccount:
    'Fa eseguire al tuo smart account {count, plural, one {# chiamata} other {# chiamate}} ({name}), elencate sotto',
  callLine: 'A {to}\nImporto {amount}\nDati {data}',
  callLabel: 'Chiamata {index}',
  innerCallLabel: 'Chiamata dello smart account {index}',
  callInnerCallLabel: 'Chiamata {call}, chiamata dello smart account {index}',
  smartAccountNote:
    'Questo fa agire il tuo smart account: le chiamate che esegue spendono ciò che possiede (i suoi fondi e token).',
  networkFee: 'Commissione di rete',
  paidBy: 'Pagata da {sponsor}',
  maxNetworkFee: 'Commissione di rete massima',
  notSponsored: 'Non sponsorizzata',
  notSponsoredValue: 'L’app non paga questa commissione: {reason}. La paghi tu dal tuo account.',
  transactionType: 'Tipo di transazione',
  legacyTransaction: 'Legacy (tipo 0): un prezzo del gas fisso',
  upgradesAccount:
    'Questo primo invio trasforma anche il tuo account in uno smart account su questa rete (EIP-7702); il suo indirizzo resta lo stesso.',
  createsSmartAccount: 'Questo primo invio crea anche il tuo smart account su questa rete.',
  feeToPay: 'Commissione di rete da pagare',
  marketFee: 'Commissione di mercato',
  appFee: 'Commissione dell’app',
  maxFee: 'max {amount}',
  maxFeeUnaffordable: 'max {amount} — più di quanto ha il tuo account',
  feeFarAbove: 'La commissione dell’app è molto più alta di quella di mercato (oltre {times} volte).',
  marketFeeSelected:
    'È selezionata la commissione di mercato: scegli quella dell’app solo se vuoi davvero pagarla.',
  signatureRequest: 'Richiesta di firma',
  signInRequest: 'Richiesta di accesso',
  signInElsewhere: 'Accesso a un altro sito',
  approveTransaction: 'Approva la transazione',
  approveCalls: 'Approva {count} chiamate',
  approveTransactions: 'Approva {count} transazioni',
  deployContract: 'Distribuisci un contratto',
  sign: 'Firma',
  send: 'Invia',
  deploy: 'Distribuisci',
  asksSignMessage: '{origin} ti chiede di firmare questo messaggio.',
  asksSignIn: '{origin} ti chiede di accedere con il tuo account.',
  asksSignInElsewhere: '{origin} ti chiede di accedere a {domain}.',
  asksTypedDataV1: '{origin} ti chiede di firmare dati tipizzati (formato legacy, eth_signTypedData v1).',
  asksTypedData: '{origin} ti chiede di firmare dati strutturati (dati tipizzati {version}).',
  asksDeploy: '{origin} ti chiede di distribuire un contratto.',
  asksSendTransaction: '{origin} ti chiede di inviare una transazione.',
  asksSendCalls: '{origin} ti chiede di inviare {count, plural, one {una chiamata} other {# chiamate}}.',
  asksSolanaSend: '{origin} ti chiede di firmare una transazione e di inviarla a {network}.',
  asksSolanaSign:
    '{origin} ti chiede di firmare {count, plural, one {una transazione. L’app potrà inviarla in seguito.} other {# transazioni. L’app potrà inviarle in seguito.}}',
  typedDataV1: 'Dati tipizzati v1 (legacy, prima di EIP-712)',
  typedDataV3: 'Dati tipizzati v3 (EIP-712, senza array)',
  typedDataV4: 'Dati tipizzati v4 (EIP-712)',
  solanaOffchain: 'Messaggio off-chain di Solana',
  signWarning: 'Firma solo messaggi che capisci. Firmare non costa nulla e non invia fondi.',
  binaryWarning:
    'Questo messaggio non è testo leggibile. Firmalo solo se ti fidi dell’app: i dati firmati possono autorizzare azioni in altre app.',
  typedDataWarning:
    'Le firme tipizzate possono autorizzare trasferimenti (permit, ordini). Firma solo ciò che ti aspetti.',
  signInWarning: 'Accedere non costa nulla e non invia fondi. Firma solo se vuoi davvero accedere qui.',
  malformedSignInWarning:
    'Questo messaggio sembra un accesso ma non è nel formato di accesso (EIP-4361): non si può verificare a quale sito ti fa accedere. Firmalo solo se ti fidi dell’app.',
  otherSiteWarning:
    'Questo messaggio ti fa accedere a {domain}, ma la richiesta arriva da {origin}. Un sito che ti chiede di accedere altrove potrebbe voler prendere il controllo del tuo account lì: rifiuta, a meno che tu non sappia perché.',
  paidBySponsor:
    'La commissione di rete è pagata da {sponsor}. Le transazioni inviate non si possono annullare.',
  paidBySmartAccount:
    'Le commissioni di rete sono pagate dal tuo smart account. Le sue chiamate vengono eseguite tutte insieme o nessuna. Le transazioni inviate non si possono annullare.',
  paidByAccount:
    'Le commissioni di rete sono pagate dal tuo account. Le transazioni inviate non si possono annullare.',
  solanaWarnings:
    'Questa transazione ha avvisi nei dettagli: leggili prima. Una transazione firmata può spostare i tuoi fondi.',
  solanaSignWarning: 'Una transazione firmata può spostare i tuoi fondi. Approva solo ciò che ti aspetti.',
  passkeyTitle: 'Continua con una passkey',
  passkeyIntroSignUp:
    'Crea una passkey per un nuovo wallet. La conserva il tuo dispositivo; nessuna email necessaria.',
  passkeyIntroSignIn: 'Usa la passkey che hai salvato per questa app.',
  passkeyIntroBoth: 'Usa una passkey che hai salvato per questa app, o creane una per un nuovo wallet.',
  passkeySignUp: 'Crea una passkey',
  passkeySignIn: 'Usa la mia passkey',
  passkeyCancel: 'Annulla',
  passkeyOtherWays: 'Accedi in un altro modo',
  passkeyWorking: 'In attesa della tua passkey…',
  passkeyWorkingInWindow: 'In attesa della tua passkey nella finestra di Kit…',
  passkeyWindowNote:
    'Segui la richiesta di passkey del browser. Questa finestra si chiude da sola al termine.',
  passkeyPopupBlocked:
    'Questa pagina non permette alla finestra sicura di usare le passkey, e la finestra di Kit è stata bloccata. Consenti i pop-up e riprova.',
  passkeyWindowClosed:
    'La finestra di Kit è stata chiusa prima che la passkey fosse usata. Riprova e lascia la finestra aperta finché non si chiude da sola.',
  passkeyNotUsed:
    'Nessuna passkey è stata usata. Se questo dispositivo non ne ha una per questa app, creane una, o usa una passkey sul telefono.',
  passkeyNotUsedHere:
    'Nessuna passkey è stata usata. Se questo dispositivo non ne ha una per questa app, creane una, o accedi in un altro modo.',
  passkeyNotCreated: 'Nessuna passkey è stata creata. Riprova quando sei pronto.',
  passkeyUnavailable: 'Le passkey non sono disponibili qui in questo browser. Accedi in un altro modo.',
  passkeyUnknown:
    'Questa passkey non è registrata per nessun account qui. Creane una, o usa un’altra passkey.',
  passkeyFailed: 'Non è stato possibile usare la passkey. Riprova.',
}

export default it
