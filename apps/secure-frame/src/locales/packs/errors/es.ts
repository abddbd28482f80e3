// Spanish: what the cards say when a call fails. Every key of English's (errorTexts.ts), with the same
// variables.
import type { ErrorTexts } from '../../errorTexts.js'

const es: ErrorTexts = {
  wrongCode: '{count, plural, other {Código incorrecto. Intentos restantes: #}}',
  codeExpired: 'El código ha caducado; solicita uno nuevo',
  codeLocked: 'Demasiados códigos incorrectos: este código está bloqueado. Solicita uno nuevo',
  noCode: 'No hay ningún código pendiente; solicita uno nuevo',
  tooManyWrongCodes: 'Demasiados códigos incorrectos hoy. Inténtalo de nuevo en {seconds} s',
  tooManyAttempts: 'Demasiados intentos. Inténtalo de nuevo en {seconds} s',
  emailTaken: 'Este correo pertenece a otra cuenta',
  sameEmail: 'El correo nuevo es el actual',
  noEmail: 'Esta cuenta no tiene un correo al que enviar un código; vuelve a iniciar sesión',
  sessionEnded: 'Tu sesión ha terminado; vuelve a iniciar sesión',
  confirmAgain: 'Confirma de nuevo que eres tú para continuar',
  signedOutAlready: 'Este dispositivo ya cerró sesión',
  lastMethod: 'Tu cartera conserva al menos una forma de abrirla en un dispositivo nuevo.',
  lastLoginMethod:
    'Esta llave de acceso es la única forma de entrar en esta cuenta; añade primero otra llave de acceso o un correo',
  passkeyExists: 'Esta llave de acceso ya protege la billetera',
  passwordExists: 'Esta billetera ya tiene una contraseña de recuperación',
  serviceDown: 'El servicio de inicio de sesión no puede responder ahora. Inténtalo más tarde',
  unreachable: 'No se pudo contactar con el servicio de inicio de sesión. Inténtalo de nuevo',
  signInAgain: 'Vuelve a iniciar sesión para continuar',
  exportSignInAgain: 'Vuelve a iniciar sesión para exportar tu clave',
  recordUnreadable: 'Esta forma de abrir tu billetera no se puede leer aquí. Prueba otra',
  methodMissing: 'Esta billetera no tiene esa forma de abrirla. Prueba otra',
  passkeyHere: 'Una llave de acceso de este dispositivo ya protege la billetera',
  passkeyUnavailable: 'Las llaves de acceso no están disponibles aquí',
  passkeyFailed: 'La solicitud de la llave de acceso falló. Inténtalo de nuevo',
}

export default es
