// Spanish. Every key of the English table (en.ts), with the same variables.
import type { FrameMessages } from '../en.js'

const es: FrameMessages = {
  reject: 'Rechazar',
  requestDetails: 'Detalles de la solicitud',
  scrollToSee: 'Desplázate para leer toda la solicitud: los botones funcionan cuando la hayas visto.',
  sending: 'Enviando…',
  signing: 'Firmando…',
  yourAccount: 'Tu cuenta',
  yourSmartAccount: 'Tu cuenta inteligente',
  from: 'Desde',
  accountType: 'Tipo de cuenta',
  smartAccount: 'Cuenta inteligente',
  accountEoa: 'Cuenta (EOA)',
  appName: 'Nombre de la app',
  appNameValue: '{name} (como se llama la app a sí misma; no verificado)',
  network: 'Red',
  message: 'Mensaje',
  to: 'Para',
  amount: 'Importe',
  data: 'Datos',
  note: 'Nota',
  warning: 'Advertencia',
  format: 'Formato',
  domain: 'Dominio',
  type: 'Tipo',
  none: 'Ninguno',
  signsYouInTo: 'Inicia tu sesión en',
  codeSize: 'Tamaño del código',
  codeSizeValue: '{size, plural, one {# byte} other {# bytes}}',
  amountSentWith: '{amount} (enviado con él)',
  dataNone: 'Ninguno (una transferencia simple)',
  dataBytes: '{size} bytes, función {selector}',
  dataSmartAccount:
    'Hace que tu cuenta inteligente haga {count, plural, one {1 llamada} other {# llamadas}} ({name}), abajo',
  callLine: 'Para {to}\nImporte {amount}\nDatos {data}',
  callLabel: 'Llamada {index}',
  innerCallLabel: 'Llamada de la cuenta inteligente {index}',
  callInnerCallLabel: 'Llamada {call}, llamada de la cuenta inteligente {index}',
  smartAccountNote:
    'Esto hace actuar a tu cuenta inteligente: sus llamadas gastan lo que tiene (sus fondos y tokens).',
  networkFee: 'Comisión de red',
  paidBy: 'La paga {sponsor}',
  maxNetworkFee: 'Comisión de red máxima',
  notSponsored: 'Sin patrocinio',
  notSponsoredValue: 'La app no paga esta comisión: {reason}. La pagas desde tu cuenta.',
  transactionType: 'Tipo de transacción',
  legacyTransaction: 'Heredada (tipo 0): un precio de gas fijo',
  upgradesAccount:
    'Este primer envío también convierte tu cuenta en una cuenta inteligente en esta red (EIP-7702); su dirección no cambia.',
  createsSmartAccount: 'Este primer envío también crea tu cuenta inteligente en esta red.',
  feeToPay: 'Comisión de red a pagar',
  marketFee: 'Comisión del mercado',
  appFee: 'La comisión de la app',
  maxFee: 'máx. {amount}',
  maxFeeUnaffordable: 'máx. {amount} — más de lo que tiene tu cuenta',
  feeFarAbove: 'La comisión de la app está muy por encima de la del mercado (más de {times} veces).',
  marketFeeSelected: 'La comisión del mercado está elegida: elige la de la app solo si quieres pagarla.',
  signatureRequest: 'Solicitud de firma',
  signInRequest: 'Solicitud de inicio de sesión',
  signInElsewhere: 'Inicio de sesión en otro sitio',
  approveTransaction: 'Aprobar transacción',
  approveCalls: 'Aprobar {count} llamadas',
  approveTransactions: 'Aprobar {count} transacciones',
  deployContract: 'Desplegar un contrato',
  sign: 'Firmar',
  send: 'Enviar',
  deploy: 'Desplegar',
  asksSignMessage: '{origin} te pide que firmes este mensaje.',
  asksSignIn: '{origin} te pide que inicies sesión con tu cuenta.',
  asksSignInElsewhere: '{origin} te pide que inicies sesión en {domain}.',
  asksTypedDataV1: '{origin} te pide que firmes datos tipados (formato heredado, eth_signTypedData v1).',
  asksTypedData: '{origin} te pide que firmes datos estructurados (datos tipados {version}).',
  asksDeploy: '{origin} te pide que despliegues un contrato.',
  asksSendTransaction: '{origin} te pide que envíes una transacción.',
  asksSendCalls: '{origin} te pide que envíes {count, plural, one {una llamada} other {# llamadas}}.',
  asksSolanaSend: '{origin} te pide que firmes una transacción y la envíes a {network}.',
  asksSolanaSign:
    '{origin} te pide que firmes {count, plural, one {una transacción. La app puede enviarla después.} other {# transacciones. La app puede enviarlas después.}}',
  typedDataV1: 'Datos tipados v1 (heredado, anterior a EIP-712)',
  typedDataV3: 'Datos tipados v3 (EIP-712, sin arrays)',
  typedDataV4: 'Datos tipados v4 (EIP-712)',
  solanaOffchain: 'Mensaje fuera de cadena de Solana',
  signWarning: 'Firma solo mensajes que entiendas. Firmar no cuesta nada y no envía fondos.',
  binaryWarning:
    'Este mensaje no es texto legible. Fírmalo solo si confías en la app: los datos firmados pueden autorizar acciones en otras apps.',
  typedDataWarning:
    'Las firmas tipadas pueden autorizar transferencias (permisos, órdenes). Firma solo lo que esperas.',
  signInWarning:
    'Iniciar sesión no cuesta nada y no envía fondos. Firma solo si quieres iniciar sesión aquí.',
  malformedSignInWarning:
    'Este mensaje parece un inicio de sesión pero no tiene el formato de inicio de sesión (EIP-4361): no se puede comprobar en qué sitio te inicia sesión. Fírmalo solo si confías en la app.',
  otherSiteWarning:
    'Este mensaje te inicia sesión en {domain}, pero la solicitud viene de {origin}. Un sitio que te pide iniciar sesión en otro lugar puede intentar quedarse con tu cuenta allí: recházalo salvo que sepas por qué.',
  paidBySponsor: 'La comisión de red la paga {sponsor}. Las transacciones enviadas no se pueden deshacer.',
  paidBySmartAccount:
    'Las comisiones de red las paga tu cuenta inteligente. Sus llamadas se ejecutan todas juntas o ninguna. Las transacciones enviadas no se pueden deshacer.',
  paidByAccount:
    'Las comisiones de red las paga tu cuenta. Las transacciones enviadas no se pueden deshacer.',
  solanaWarnings:
    'Esta transacción tiene advertencias en sus detalles: léelas primero. Una transacción firmada puede mover tus fondos.',
  solanaSignWarning: 'Una transacción firmada puede mover tus fondos. Aprueba solo lo que esperas.',
  passkeyTitle: 'Continuar con una llave de acceso',
  passkeyIntroSignUp:
    'Crea una llave de acceso para una billetera nueva. Tu dispositivo la guarda; no hace falta correo electrónico.',
  passkeyIntroSignIn: 'Usa la llave de acceso que guardaste para esta app.',
  passkeyIntroBoth:
    'Usa una llave de acceso que guardaste para esta app, o crea una para una billetera nueva.',
  passkeySignUp: 'Crear una llave de acceso',
  passkeySignIn: 'Usar mi llave de acceso',
  passkeyCancel: 'Cancelar',
  passkeyOtherWays: 'Iniciar sesión de otra forma',
  passkeyWorking: 'Esperando tu llave de acceso…',
  passkeyWorkingInWindow: 'Esperando tu llave de acceso en la ventana de Kit…',
  passkeyWindowNote:
    'Sigue el aviso de llave de acceso de tu navegador. Esta ventana se cierra sola al terminar.',
  passkeyPopupBlocked:
    'Esta página no deja que el marco seguro use llaves de acceso, y la ventana de Kit se bloqueó. Permite las ventanas emergentes e inténtalo de nuevo.',
  passkeyWindowClosed:
    'La ventana de Kit se cerró antes de usar tu llave de acceso. Inténtalo de nuevo y deja la ventana abierta hasta que se cierre sola.',
  passkeyNotUsed:
    'No se usó ninguna llave de acceso. Si este dispositivo no tiene ninguna para esta app, crea una o usa una llave de acceso de tu teléfono.',
  passkeyNotUsedHere:
    'No se usó ninguna llave de acceso. Si este dispositivo no tiene ninguna para esta app, crea una o inicia sesión de otra forma.',
  passkeyNotCreated: 'No se creó ninguna llave de acceso. Inténtalo de nuevo cuando quieras.',
  passkeyUnavailable:
    'Las llaves de acceso no están disponibles aquí en este navegador. Inicia sesión de otra forma.',
  passkeyUnknown:
    'Esta llave de acceso no está registrada para ninguna cuenta aquí. Crea una o usa otra llave de acceso.',
  passkeyFailed: 'No se pudo usar la llave de acceso. Inténtalo de nuevo.',
}

export default es
