// French: the recovery and account cards. Every key of English's (en.ts), with the same variables.
import type { FrameCardMessages } from '../../en.js'

const fr: FrameCardMessages = {
  recovery: {
    protectTitle: 'Protégez votre portefeuille',
    protectIntro:
      'Choisissez comment ouvrir votre portefeuille sur un nouvel appareil. Kit ne garde qu’une partie de votre clé ; cet appareil en garde une autre.',
    createPasskey: 'Créer une clé d’accès',
    usePassword: 'Utiliser plutôt un mot de passe',
    protectConfirmIntro:
      'Un nouveau portefeuille sera créé pour le compte auquel vous vous connectez. Ne continuez que si ce compte est le vôtre.',
    accountLabel: 'Compte',
    confirmAccount: 'C’est mon compte',
    notMyAccount: 'Ce n’est pas mon compte',
    passwordLabel: 'Mot de passe de récupération',
    confirmLabel: 'Répétez le mot de passe',
    passwordHint:
      'Au moins {min} caractères, et difficile à deviner : plusieurs mots sans rapport, ou la phrase secrète générée. Personne ne peut le réinitialiser : gardez-le en lieu sûr.',
    passwordTooShort: 'Utilisez au moins {min} caractères',
    passwordsDiffer: 'Les mots de passe ne sont pas identiques',
    passwordWeak: 'Ce mot de passe est trop facile à deviner.',
    strengthUnavailable: 'La solidité du mot de passe n’a pas pu être vérifiée. Réessayez.',
    usePassphrase: 'Utiliser une phrase secrète générée',
    passphraseLabel: 'Votre phrase secrète',
    passphraseNote:
      'Notez-la ou gardez-la dans un gestionnaire de mots de passe : c’est la seule copie, et personne ne peut la réinitialiser.',
    savePassword: 'Protéger avec ce mot de passe',
    protecting: 'Protection de votre portefeuille…',
    recoverTitle: 'Ouvrez votre portefeuille sur cet appareil',
    recoverIntro:
      'Cet appareil n’a pas encore de clé pour votre portefeuille. Utilisez votre clé d’accès ou votre mot de passe de récupération.',
    recoverReplaces:
      'Attention : l’adresse de votre portefeuille a changé. Cet appareil détient une clé de {old} ; le compte a maintenant {new}. Ne continuez que si vous vous y attendiez : la clé de cet appareil sera remplacée.',
    usePasskey: 'Utiliser votre clé d’accès',
    openWithPassword: 'Ouvrir avec le mot de passe',
    opening: 'Ouverture de votre portefeuille…',
    wrongPassword: 'Ce mot de passe n’ouvre pas ce portefeuille',
    passkeyCancelled: 'La demande de clé d’accès a été annulée. Réessayez.',
    passkeyUnsupported:
      'Cette clé d’accès ne peut pas protéger le portefeuille. Utilisez plutôt un mot de passe.',
    passkeyNoPrf:
      'Cette clé d’accès ne peut pas ouvrir votre portefeuille dans ce navigateur. Essayez-la sur un autre appareil ou navigateur, ou ouvrez votre portefeuille d’une autre façon.',
    failed: 'Un problème est survenu. Réessayez.',
    addTitle: 'Ajoutez un moyen d’ouvrir votre portefeuille',
    addConfirmIntro:
      'Confirmez d’abord que c’est bien vous avec votre clé d’accès ou votre mot de passe de récupération.',
    addChooseIntro:
      'Choisissez maintenant le nouveau moyen d’ouvrir votre portefeuille sur un nouvel appareil.',
    adding: 'Ajout à votre portefeuille…',
    cancel: 'Annuler',
    confirmTitle: 'Confirmez que c’est bien vous',
    confirmIntro: 'Utilisez votre clé d’accès ou votre mot de passe de récupération pour continuer.',
    confirmPasskeyIntro: 'Utilisez votre clé d’accès pour continuer.',
    checking: 'Vérification…',
    exportTitle: 'Exportez votre clé',
    exportIntro:
      'Quiconque possède cette clé contrôle votre portefeuille et tout ce qu’il contient. Ne la partagez jamais : personne de cette app ni de Kit ne vous la demandera.',
    exportReveal: 'Afficher ma clé',
    exportEvmLabel: 'Clé privée EVM',
    exportSolanaLabel: 'Clé secrète Solana',
    exportDone: 'Terminé',
  },
  account: {
    changeEmailTitle: 'Changez votre e-mail',
    changeEmailIntro:
      'L’e-mail avec lequel vous vous connectez va changer. Vérifiez les deux adresses avant de continuer.',
    currentEmailLabel: 'E-mail actuel',
    newEmailLabel: 'Nouvel e-mail',
    noEmail: 'Aucun',
    continue: 'Continuer',
    cancel: 'Annuler',
    close: 'Fermer',
    codeLabel: 'Code',
    codeSentTo: 'Saisissez le code à 6 chiffres envoyé à {email}.',
    codeInvalid: 'Saisissez les 6 chiffres du code',
    verify: 'Vérifier',
    checking: 'Vérification du code…',
    sending: 'Envoi du code…',
    signInAgainFirst:
      'Pour ajouter un e-mail à ce compte, reconnectez-vous d’abord, puis changez-le dans les minutes qui suivent.',
    stepUpTitle: 'Confirmez que c’est bien vous',
    stepUpIntro: 'Pour continuer, confirmez que c’est bien vous avec un code envoyé à votre e-mail.',
    sendCode: 'Envoyer le code',
    sessionsTitle: 'Appareils connectés',
    sessionsIntro:
      'Ces appareils sont connectés à votre compte. Déconnectez ceux que vous ne reconnaissez pas.',
    thisDevice: 'Cet appareil',
    unknownDevice: 'Appareil inconnu',
    signedInWith: 'Connecté avec {method}',
    lastUsed: 'Dernière utilisation : {date}',
    signOut: 'Déconnecter',
    signOutOthers: 'Déconnecter tous les autres appareils',
    done: 'Terminé',
    loading: 'Chargement…',
    signingOut: 'Déconnexion…',
    failed: 'Un problème est survenu. Réessayez.',
    providerTitle: 'Continuer avec {provider}',
    providerIntro:
      'Cette page va ouvrir {provider} pour vous connecter, puis revenir ici. Ne continuez que si vous voulez vous connecter maintenant.',
    leaving: 'Ouverture de {provider}…',
    methodsTitle: 'Moyens d’ouvrir votre portefeuille',
    methodsIntro:
      'Une clé d’accès ou votre mot de passe de récupération ouvre votre portefeuille sur un nouvel appareil. Retirez celui que vous n’avez plus : il n’ouvrira alors plus rien, pas même une copie.',
    passkeyMethod: 'Clé d’accès',
    passwordMethod: 'Mot de passe de récupération',
    addedOn: 'Ajouté le {date}',
    remove: 'Retirer',
    removing: 'Retrait…',
    lastMethod: 'Votre portefeuille garde au moins un moyen de l’ouvrir sur un nouvel appareil.',
  },
}

export default fr
