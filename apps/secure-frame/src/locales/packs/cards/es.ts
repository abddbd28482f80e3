// Spanish: the recovery and account cards. Every key of English's (en.ts), with the same variables.
import type { FrameCardMessages } from '../../en.js'

const es: FrameCardMessages = {
  recovery: {
    protectTitle: 'Protege tu cartera',
    protectIntro:
      'Elige cómo abrir tu cartera en un dispositivo nuevo. Kit guarda solo una parte de tu clave; este dispositivo guarda otra.',
    createPasskey: 'Crear una llave de acceso',
    usePassword: 'Usar una contraseña en su lugar',
    protectConfirmIntro:
      'Se creará una cartera nueva para la cuenta con la que inicias sesión. Continúa solo si esta cuenta es tuya.',
    accountLabel: 'Cuenta',
    confirmAccount: 'Es mi cuenta',
    notMyAccount: 'No es mi cuenta',
    passwordLabel: 'Contraseña de recuperación',
    confirmLabel: 'Repite la contraseña',
    passwordHint:
      'Al menos {min} caracteres y difícil de adivinar: varias palabras sin relación o la frase generada. Nadie puede restablecerla: guárdala bien.',
    passwordTooShort: 'Usa al menos {min} caracteres',
    passwordsDiffer: 'Las contraseñas no coinciden',
    passwordWeak: 'Esta contraseña es demasiado fácil de adivinar.',
    strengthUnavailable: 'No se pudo comprobar la solidez de la contraseña. Inténtalo de nuevo.',
    usePassphrase: 'Usar una frase generada',
    passphraseLabel: 'Tu frase',
    passphraseNote:
      'Anótala o guárdala en un gestor de contraseñas: es la única copia y nadie puede restablecerla.',
    savePassword: 'Proteger con esta contraseña',
    protecting: 'Protegiendo tu cartera…',
    recoverTitle: 'Abre tu cartera en este dispositivo',
    recoverIntro:
      'Este dispositivo aún no tiene clave para tu cartera. Usa tu llave de acceso o tu contraseña de recuperación.',
    recoverReplaces:
      'Cuidado: la dirección de tu cartera ha cambiado. Este dispositivo tiene una clave de {old}; la cuenta tiene ahora {new}. Continúa solo si lo esperabas: la clave de este dispositivo se sustituirá.',
    usePasskey: 'Usar tu llave de acceso',
    openWithPassword: 'Abrir con contraseña',
    opening: 'Abriendo tu cartera…',
    wrongPassword: 'Esa contraseña no abre esta cartera',
    passkeyCancelled: 'Se canceló la solicitud de la llave de acceso. Inténtalo de nuevo.',
    passkeyUnsupported: 'Esta llave de acceso no puede proteger la cartera. Usa una contraseña en su lugar.',
    passkeyNoPrf:
      'Esta llave de acceso no puede abrir tu cartera en este navegador. Pruébala en otro dispositivo o navegador, o usa otra forma de abrir tu cartera.',
    failed: 'Algo salió mal. Inténtalo de nuevo.',
    addTitle: 'Añade una forma de abrir tu cartera',
    addConfirmIntro: 'Primero confirma que eres tú con tu llave de acceso o tu contraseña de recuperación.',
    addChooseIntro: 'Ahora elige la nueva forma de abrir tu cartera en un dispositivo nuevo.',
    adding: 'Añadiéndola a tu cartera…',
    cancel: 'Cancelar',
    confirmTitle: 'Confirma que eres tú',
    confirmIntro: 'Usa tu llave de acceso o tu contraseña de recuperación para continuar.',
    confirmPasskeyIntro: 'Usa tu llave de acceso para continuar.',
    checking: 'Comprobando…',
    exportTitle: 'Exporta tu clave',
    exportIntro:
      'Quien tenga esta clave controla tu cartera y todo lo que contiene. No la compartas nunca: nadie de esta app ni de Kit te la pedirá.',
    exportReveal: 'Mostrar mi clave',
    exportEvmLabel: 'Clave privada EVM',
    exportSolanaLabel: 'Clave secreta de Solana',
    exportDone: 'Listo',
  },
  account: {
    changeEmailTitle: 'Cambia tu e-mail',
    changeEmailIntro:
      'El e-mail con el que inicias sesión va a cambiar. Revisa ambas direcciones antes de seguir.',
    currentEmailLabel: 'E-mail actual',
    newEmailLabel: 'E-mail nuevo',
    noEmail: 'Ninguno',
    continue: 'Continuar',
    cancel: 'Cancelar',
    close: 'Cerrar',
    codeLabel: 'Código',
    codeSentTo: 'Introduce el código de 6 dígitos que enviamos a {email}.',
    codeInvalid: 'Introduce los 6 dígitos del código',
    verify: 'Verificar',
    checking: 'Comprobando el código…',
    sending: 'Enviando el código…',
    signInAgainFirst:
      'Para añadir un e-mail a esta cuenta, vuelve a iniciar sesión primero y cámbialo en unos minutos.',
    stepUpTitle: 'Confirma que eres tú',
    stepUpIntro: 'Para continuar, confirma que eres tú con un código enviado a tu e-mail.',
    sendCode: 'Enviar el código',
    sessionsTitle: 'Dispositivos con sesión iniciada',
    sessionsIntro:
      'Estos dispositivos tienen sesión iniciada en tu cuenta. Cierra la de cualquiera que no reconozcas.',
    thisDevice: 'Este dispositivo',
    unknownDevice: 'Dispositivo desconocido',
    signedInWith: 'Sesión iniciada con {method}',
    lastUsed: 'Último uso: {date}',
    signOut: 'Cerrar sesión',
    signOutOthers: 'Cerrar sesión en todos los demás dispositivos',
    done: 'Listo',
    loading: 'Cargando…',
    signingOut: 'Cerrando sesión…',
    failed: 'Algo salió mal. Inténtalo de nuevo.',
    providerTitle: 'Continuar con {provider}',
    providerIntro:
      'Esta página abrirá {provider} para iniciar tu sesión y luego volverá aquí. Continúa solo si quieres iniciar sesión ahora.',
    leaving: 'Abriendo {provider}…',
    methodsTitle: 'Formas de abrir tu cartera',
    methodsIntro:
      'Una llave de acceso o tu contraseña de recuperación abre tu cartera en un dispositivo nuevo. Quita la que ya no tengas: dejará de abrir nada, incluso una copia.',
    passkeyMethod: 'Llave de acceso',
    passwordMethod: 'Contraseña de recuperación',
    addedOn: 'Añadida el {date}',
    remove: 'Quitar',
    removing: 'Quitando…',
    lastMethod: 'Tu cartera conserva al menos una forma de abrirla en un dispositivo nuevo.',
  },
}

export default es
