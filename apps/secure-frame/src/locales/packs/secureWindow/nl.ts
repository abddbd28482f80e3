// Dutch: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const nl: SecureWindowTexts = {
  promptTitle: 'Ga verder in een beveiligd venster',
  promptIntro:
    'Deze browser kan niet zien of de pagina je wallet bedekt of verbergt. Daarom vraagt je wallet het je in een eigen venster, dat geen enkele pagina kan bedekken.',
  open: 'Beveiligd venster openen',
  cancel: 'Annuleren',
  opening: 'Het beveiligde venster wordt geopend…',
  blocked: 'Je browser heeft het venster geblokkeerd. Sta pop-ups toe voor deze site en probeer het opnieuw.',
  notReady: 'Het beveiligde venster is niet geopend. Probeer het opnieuw.',
  waitingTitle: 'Ga verder in het beveiligde venster',
  waitingIntro: 'Je wallet vraagt het je in een apart venster. Rond het daar af, of annuleer hier.',
  show: 'Venster tonen',
}

export default nl
