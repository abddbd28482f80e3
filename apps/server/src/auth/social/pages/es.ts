import type { SocialPageMessages } from './en.js'

/** The social-login pages in Spanish. */
export const spanish: SocialPageMessages = {
  notStartedTitle: 'No se inició la sesión',
  notStartedHeading: 'Este inicio de sesión no pudo comenzar',
  tryAgain: 'Vuelve a la app e inténtalo de nuevo.',
  notFromFrame:
    'Un inicio de sesión por redirección solo comienza desde el marco seguro de inicio de sesión.',
  incomplete: 'La solicitud de inicio de sesión está incompleta.',
  returnNotAllowed: 'La app pidió volver a una página que este proyecto no permite.',
  notConfigured: 'El inicio de sesión con {provider} no está configurado en este servidor.',
  leavingTitle: 'Iniciando sesión',
  leavingHeading: 'Iniciando sesión…',
  leavingLink: 'Continuar a la página de inicio de sesión',
  refusedTitle: 'Inicio de sesión rechazado',
  refusedHeading: 'Este inicio de sesión no comenzó en este navegador',
  refusedBody: 'Por tu seguridad, no puede terminar aquí. Vuelve a la app e inicia sesión desde allí.',
  expiredTitle: 'Inicio de sesión caducado',
  expiredHeading: 'Este inicio de sesión ha caducado',
  expiredBody: 'Cierra esta ventana e inténtalo de nuevo.',
  relayTitle: 'Terminar de iniciar sesión',
  relayBody: 'Ya casi está.',
  relayButton: 'Continuar',
}
