// French: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const fr: SecureWindowTexts = {
  promptTitle: 'Continuez dans une fenêtre sécurisée',
  promptIntro:
    'Ce navigateur ne peut pas savoir si la page couvre ou masque votre portefeuille ; votre portefeuille vous le demande donc dans sa propre fenêtre, qu’aucune page ne peut couvrir.',
  open: 'Ouvrir la fenêtre sécurisée',
  cancel: 'Annuler',
  opening: 'Ouverture de la fenêtre sécurisée…',
  blocked:
    'Votre navigateur a bloqué la fenêtre. Autorisez les fenêtres pop-up pour ce site, puis réessayez.',
  notReady: 'La fenêtre sécurisée ne s’est pas ouverte. Réessayez.',
  waitingTitle: 'Continuez dans la fenêtre sécurisée',
  waitingIntro:
    'Votre portefeuille vous le demande dans une fenêtre à part. Terminez là-bas, ou annulez ici.',
  show: 'Afficher la fenêtre',
}

export default fr
