// French. Every key of the English table (en.ts), with the same variables.
import type { FrameMessages } from '../en.js'

const fr: FrameMessages = {
  reject: 'Refuser',
  requestDetails: 'Détails de la demande',
  scrollToSee:
    'Faites défiler pour lire toute la demande : les boutons fonctionnent une fois que vous l’avez vue.',
  sending: 'Envoi…',
  signing: 'Signature…',
  yourAccount: 'Votre compte',
  yourSmartAccount: 'Votre compte intelligent',
  from: 'De',
  accountType: 'Type de compte',
  smartAccount: 'Compte intelligent',
  accountEoa: 'Compte (EOA)',
  appName: 'Nom de l’app',
  appNameValue: '{name} (le nom que l’app se donne ; non vérifié)',
  network: 'Réseau',
  message: 'Message',
  to: 'À',
  amount: 'Montant',
  data: 'Données',
  note: 'Remarque',
  warning: 'Avertissement',
  format: 'Format',
  domain: 'Domaine',
  type: 'Type',
  none: 'Aucun',
  signsYouInTo: 'Vous connecte à',
  codeSize: 'Taille du code',
  codeSizeValue: '{size, plural, one {# octet} other {# octets}}',
  amountSentWith: '{amount} (envoyé avec)',
  dataNone: 'Aucune (un simple virement)',
  dataBytes: '{size} octets, fonction {selector}',
  dataSmartAccount:
    'Fait faire à votre compte intelligent {count, plural, one {# appel} other {# appels}} ({name}), détaillés ci-dessous',
  callLine: 'À {to}\nMontant {amount}\nDonnées {data}',
  callLabel: 'Appel {index}',
  innerCallLabel: 'Appel du compte intelligent {index}',
  callInnerCallLabel: 'Appel {call}, appel du compte intelligent {index}',
  smartAccountNote:
    'Ceci fait agir votre compte intelligent : ses appels dépensent ce qu’il détient (ses fonds et ses jetons).',
  networkFee: 'Frais de réseau',
  paidBy: 'Payés par {sponsor}',
  maxNetworkFee: 'Frais de réseau max.',
  notSponsored: 'Non sponsorisé',
  notSponsoredValue: 'L’app ne paie pas ces frais : {reason}. Vous les payez depuis votre compte.',
  transactionType: 'Type de transaction',
  legacyTransaction: 'Ancien format (type 0) : un prix du gaz fixe',
  upgradesAccount:
    'Ce premier envoi transforme aussi votre compte en compte intelligent sur ce réseau (EIP-7702) ; son adresse reste la même.',
  createsSmartAccount: 'Ce premier envoi crée aussi votre compte intelligent sur ce réseau.',
  feeToPay: 'Frais de réseau à payer',
  marketFee: 'Frais du marché',
  appFee: 'Frais de l’app',
  maxFee: 'max. {amount}',
  maxFeeUnaffordable: 'max. {amount} — plus que ce que détient votre compte',
  feeFarAbove: 'Les frais de l’app sont bien au-dessus de ceux du marché (plus de {times} fois).',
  marketFeeSelected:
    'Les frais du marché sont choisis : ne prenez ceux de l’app que si vous voulez vraiment les payer.',
  signatureRequest: 'Demande de signature',
  signInRequest: 'Demande de connexion',
  signInElsewhere: 'Connexion à un autre site',
  approveTransaction: 'Approuver la transaction',
  approveCalls: 'Approuver {count} appels',
  approveTransactions: 'Approuver {count} transactions',
  deployContract: 'Déployer un contrat',
  sign: 'Signer',
  send: 'Envoyer',
  deploy: 'Déployer',
  asksSignMessage: '{origin} vous demande de signer ce message.',
  asksSignIn: '{origin} vous demande de vous connecter avec votre compte.',
  asksSignInElsewhere: '{origin} vous demande de vous connecter à {domain}.',
  asksTypedDataV1:
    '{origin} vous demande de signer des données typées (ancien format, eth_signTypedData v1).',
  asksTypedData: '{origin} vous demande de signer des données structurées (données typées {version}).',
  asksDeploy: '{origin} vous demande de déployer un contrat.',
  asksSendTransaction: '{origin} vous demande d’envoyer une transaction.',
  asksSendCalls: '{origin} vous demande d’envoyer {count, plural, =1 {un appel} other {# appels}}.',
  asksSolanaSend: '{origin} vous demande de signer une transaction et de l’envoyer sur {network}.',
  asksSolanaSign:
    '{origin} vous demande de signer {count, plural, =1 {une transaction. L’app pourra l’envoyer ensuite.} other {# transactions. L’app pourra les envoyer ensuite.}}',
  typedDataV1: 'Données typées v1 (ancien format, avant EIP-712)',
  typedDataV3: 'Données typées v3 (EIP-712, sans tableaux)',
  typedDataV4: 'Données typées v4 (EIP-712)',
  solanaOffchain: 'Message Solana hors chaîne',
  signWarning: 'Ne signez que des messages que vous comprenez. Signer ne coûte rien et n’envoie aucun fonds.',
  binaryWarning:
    'Ce message n’est pas un texte lisible. Ne le signez que si vous faites confiance à l’app : des données signées peuvent autoriser des actions dans d’autres apps.',
  typedDataWarning:
    'Les signatures typées peuvent autoriser des transferts (permis, ordres). Ne signez que ce que vous attendez.',
  signInWarning:
    'Se connecter ne coûte rien et n’envoie aucun fonds. Ne signez que si vous voulez vous connecter ici.',
  malformedSignInWarning:
    'Ce message ressemble à une connexion mais n’est pas au format de connexion (EIP-4361) : le site auquel il vous connecte ne peut pas être vérifié. Ne le signez que si vous faites confiance à l’app.',
  otherSiteWarning:
    'Ce message vous connecte à {domain}, mais la demande vient de {origin}. Un site qui vous demande de vous connecter ailleurs essaie peut-être de prendre le contrôle de votre compte là-bas : refusez, sauf si vous savez pourquoi.',
  paidBySponsor:
    'Les frais de réseau sont payés par {sponsor}. Une transaction envoyée ne peut pas être annulée.',
  paidBySmartAccount:
    'Les frais de réseau sont payés par votre compte intelligent. Ses appels s’exécutent tous ensemble ou pas du tout. Une transaction envoyée ne peut pas être annulée.',
  paidByAccount:
    'Les frais de réseau sont payés par votre compte. Une transaction envoyée ne peut pas être annulée.',
  solanaWarnings:
    'Cette transaction comporte des avertissements dans ses détails : lisez-les d’abord. Une transaction signée peut déplacer vos fonds.',
  solanaSignWarning: 'Une transaction signée peut déplacer vos fonds. N’approuvez que ce que vous attendez.',
  passkeyTitle: 'Continuer avec une clé d’accès',
  passkeyIntroSignUp:
    'Créez une clé d’accès pour un nouveau portefeuille. Votre appareil la garde ; aucun e-mail nécessaire.',
  passkeyIntroSignIn: 'Utilisez la clé d’accès que vous avez enregistrée pour cette app.',
  passkeyIntroBoth:
    'Utilisez une clé d’accès enregistrée pour cette app, ou créez-en une pour un nouveau portefeuille.',
  passkeySignUp: 'Créer une clé d’accès',
  passkeySignIn: 'Utiliser ma clé d’accès',
  passkeyCancel: 'Annuler',
  passkeyOtherWays: 'Se connecter autrement',
  passkeyWorking: 'En attente de votre clé d’accès…',
  passkeyWorkingInWindow: 'En attente de votre clé d’accès dans la fenêtre Kit…',
  passkeyWindowNote:
    'Suivez la demande de clé d’accès de votre navigateur. Cette fenêtre se ferme d’elle-même une fois terminé.',
  passkeyPopupBlocked:
    'Cette page ne permet pas à la fenêtre sécurisée d’utiliser des clés d’accès, et la fenêtre Kit a été bloquée. Autorisez les fenêtres pop-up et réessayez.',
  passkeyWindowClosed:
    'La fenêtre Kit a été fermée avant l’utilisation de votre clé d’accès. Réessayez, et laissez la fenêtre ouverte jusqu’à ce qu’elle se ferme d’elle-même.',
  passkeyNotUsed:
    'Aucune clé d’accès n’a été utilisée. Si cet appareil n’en a pas pour cette app, créez-en une, ou utilisez une clé d’accès sur votre téléphone.',
  passkeyNotUsedHere:
    'Aucune clé d’accès n’a été utilisée. Si cet appareil n’en a pas pour cette app, créez-en une, ou connectez-vous autrement.',
  passkeyNotCreated: 'Aucune clé d’accès n’a été créée. Réessayez quand vous serez prêt.',
  passkeyUnavailable:
    'Les clés d’accès ne sont pas disponibles ici dans ce navigateur. Connectez-vous autrement.',
  passkeyUnknown:
    'Cette clé d’accès n’est liée à aucun compte ici. Créez-en une, ou utilisez une autre clé d’accès.',
  passkeyFailed: 'La clé d’accès n’a pas pu être utilisée. Réessayez.',
}

export default fr
