// Spanish: core's texts (its toasts and the errors the views show), keyed by core's English text word for word.
// `node scripts/checkCoreTexts.mjs --write` turns it into ../../es.core.generated.ts (values only). A value
// names the same `{placeholders}` as its key, plain (no plural forms): the views put the values in by name.
const es: Readonly<Record<string, string>> = {
  'Please enter a valid amount and receiver address':
    'Introduce un importe y una dirección de destino válidos',
  'Failed to send transaction. Please try again.': 'No se pudo enviar la transacción. Inténtalo de nuevo.',
  'Unsupported chain': 'Cadena no compatible',
  'Something went wrong': 'Algo salió mal',
  'Transaction started': 'Transacción iniciada',
  'Network not found': 'No se encontró la red',
  'Address or auth connector not found': 'No se encontró la dirección o el conector de autenticación',
  'Invalid chainId': 'chainId no válido',
  'Error resolving name': 'Error al resolver el nombre',
  'Error fetching name suggestions': 'Error al obtener sugerencias de nombres',
  'Error fetching names for address': 'Error al obtener los nombres de la dirección',
  'Requested RPC call is not allowed': 'Acción no permitida',
  'Action not allowed': 'Acción no permitida',
  'Name must be at least 4 characters long': 'El nombre debe tener al menos 4 caracteres',
  'Can only contain letters, numbers and - characters': 'Solo puede contener letras, números y el carácter -',
  'Passkey added': 'Llave de acceso añadida',
  'Recovery password added': 'Contraseña de recuperación añadida',
  'Could not add a recovery method': 'No se pudo añadir un método de recuperación',
  'Could not export your key': 'No se pudo exportar tu clave',
  'Could not show your signed-in devices': 'No se pudieron mostrar tus dispositivos con sesión iniciada',
  'Could not show the ways to open your wallet': 'No se pudieron mostrar las formas de abrir tu billetera',
  'Sign in again to export your key': 'Vuelve a iniciar sesión para exportar tu clave',
  'Please try again after {seconds} seconds': 'Inténtalo de nuevo en {seconds} s',
  'Error registering name {name}': 'Error al registrar el nombre {name}',
  'The request timed out after {ms} ms': 'La solicitud superó el tiempo de espera tras {ms} ms',
  'The service answered with HTTP {status}': 'El servicio respondió con HTTP {status}',
  '{provider} could not quote': '{provider} no pudo dar una cotización',
  'Unable to load email login dependency': 'No se pudo cargar el componente de inicio de sesión por correo',
  'Request was aborted': 'La solicitud se canceló',
  'An error occurred': 'Se produjo un error',
  'User rejected the request': 'El usuario rechazó la solicitud',
  'User rejected the request.': 'El usuario rechazó la solicitud.',
  'No account is connected': 'No hay ninguna cuenta conectada',
  'Connector not found': 'No se encontró el conector',
  'The connection could not be checked': 'No se pudo comprobar la conexión',
  'Connection failed': 'Error de conexión',
  'The wallet did not answer in time': 'La billetera no respondió a tiempo',
  'The wallet refused the request': 'La billetera rechazó la solicitud',
  'This wallet cannot connect': 'Esta billetera no puede conectarse',
  'This wallet only serves EVM networks': 'Esta billetera solo admite redes EVM',
  'This wallet serves none of the app’s Solana networks':
    'Esta billetera no admite ninguna de las redes Solana de la aplicación',
  'This option is not available right now': 'Esta opción no está disponible ahora',
  'Unknown wallet': 'Billetera desconocida',
  'Switch declined': 'Cambio rechazado',
  'Signing failed': 'Error al firmar',
  'This wallet cannot sign messages': 'Esta billetera no puede firmar mensajes',
  'Signature declined': 'Firma rechazada',
  'Error verifying SIWE signature': 'Error al verificar la firma SIWE',
  'This application might not support Smart Accounts':
    'Es posible que esta aplicación no admita cuentas inteligentes',
  'Sign-in with wallet is not enabled': 'El inicio de sesión con billetera no está activado',
  'Invalid email': 'Correo no válido',
  'Enter the code from the e-mail': 'Introduce el código del correo',
  'The sign-in window was closed before the login finished':
    'La ventana de inicio de sesión se cerró antes de terminar',
  'The sign-in window was blocked; allow pop-ups and try again':
    'La ventana de inicio de sesión se bloqueó; permite las ventanas emergentes e inténtalo de nuevo',
  'This page cannot leave for the sign-in; allow pop-ups and try again':
    'Esta página no puede salir para iniciar sesión; permite las ventanas emergentes e inténtalo de nuevo',
  'Code email resent': 'Correo con el código reenviado',
  'Insufficient balance': 'Saldo insuficiente',
  'Invalid receiver address': 'Dirección de destino no válida',
  'Invalid amount': 'Importe no válido',
  'The wallet is on another network': 'La billetera está en otra red',
  'The wallet returned no transaction hash': 'La billetera no devolvió el hash de la transacción',
  'The wallet could not send the transaction': 'La billetera no pudo enviar la transacción',
  'The transaction failed': 'La transacción falló',
  'The wallet returned no signature': 'La billetera no devolvió ninguna firma',
  'The service could not be reached': 'No se pudo contactar con el servicio',
  'The request was cancelled': 'La solicitud se canceló',
  'The service sent a response Kit does not understand':
    'El servicio envió una respuesta que Kit no entiende',
  'No on-ramp provider is configured on this server':
    'No hay ningún proveedor de compra configurado en este servidor',
  'Not signed in': 'No has iniciado sesión',
  'The secure frame is not set up for network {caipNetworkId}':
    'El marco seguro no está configurado para la red {caipNetworkId}',
  'Could not reach the sign-in service': 'No se pudo contactar con el servicio de inicio de sesión',
  'The sign-in service did not answer in time': 'El servicio de inicio de sesión no respondió a tiempo',
  'The sign-in service sent an unreadable answer':
    'El servicio de inicio de sesión envió una respuesta ilegible',
  'The sign-in service sent an unexpected answer':
    'El servicio de inicio de sesión envió una respuesta inesperada',
  'The sign-in service answered {status}': 'El servicio de inicio de sesión respondió {status}',
  'The device was not approved in time; send the e-mail again':
    'El dispositivo no se aprobó a tiempo; envía el correo de nuevo',
  'The Farcaster request expired; try again': 'La solicitud de Farcaster caducó; inténtalo de nuevo',
  'This sign-in was not started in this tab, or it took too long; try again':
    'Este inicio de sesión no empezó en esta pestaña o tardó demasiado; inténtalo de nuevo',
  'The social login took too long; try again':
    'El inicio de sesión social tardó demasiado; inténtalo de nuevo',
  'The social login did not complete ({reason})': 'El inicio de sesión social no se completó ({reason})',
  'A redirect login returns to the page that started it':
    'Un inicio de sesión con redirección vuelve a la página que lo inició',
  'This browser does not let the sign-in frame keep the login across a redirect; allow pop-ups and try again':
    'Este navegador no deja que el marco de inicio de sesión conserve la sesión tras una redirección; permite las ventanas emergentes e inténtalo de nuevo',
  'Sign in again to add an e-mail to this account':
    'Vuelve a iniciar sesión para añadir un correo a esta cuenta',
  'Sign in again to continue': 'Vuelve a iniciar sesión para continuar',
  'Smart accounts are not available on this network':
    'Las cuentas inteligentes no están disponibles en esta red',
  'Your account cannot pay for this: the amount plus the max network fee is more than it holds':
    'Tu cuenta no puede pagar esto: el importe más la comisión máxima de red supera lo que tiene',
  'The network’s bundler refused these calls; nothing was sent':
    'El bundler de la red rechazó estas llamadas; no se envió nada',
  'The bundler refused the operation; nothing was sent': 'El bundler rechazó la operación; no se envió nada',
  'The operation was not included in time': 'La operación no se incluyó a tiempo',
  'Wrong code. Attempts left: {count}': 'Código incorrecto. Intentos restantes: {count}',
  'The code has expired; request a new code': 'El código ha caducado; solicita uno nuevo',
  'Too many wrong codes: this code is locked. Request a new code':
    'Demasiados códigos incorrectos: este código está bloqueado. Solicita uno nuevo',
  'No code is waiting; request a new code': 'No hay ningún código pendiente; solicita uno nuevo',
  'Too many wrong codes today. Please try again after {seconds} seconds':
    'Demasiados códigos incorrectos hoy. Inténtalo de nuevo en {seconds} s',
  'Too many e-mails requested. Please try again after {seconds} seconds':
    'Se han solicitado demasiados correos. Inténtalo de nuevo en {seconds} s',
  'Too many requests. Please try again after {seconds} seconds':
    'Demasiadas solicitudes. Inténtalo de nuevo en {seconds} s',
  'Too many sign-ins are waiting. Please try again after {seconds} seconds':
    'Hay demasiados inicios de sesión en espera. Inténtalo de nuevo en {seconds} s',
  'Too many Farcaster sign-ins started. Please try again after {seconds} seconds':
    'Se iniciaron demasiados inicios de sesión con Farcaster. Inténtalo de nuevo en {seconds} s',
  'The wallet was unlocked too often. Please try again after {seconds} seconds':
    'La billetera se desbloqueó demasiadas veces. Inténtalo de nuevo en {seconds} s',
  'Approve this device from the link in your e-mail first':
    'Primero aprueba este dispositivo desde el enlace de tu correo',
  'This approval link is invalid, used or expired; sign in again':
    'Este enlace de aprobación no es válido, ya se usó o caducó; vuelve a iniciar sesión',
  'This sign-in is invalid, used or expired; sign in again':
    'Este inicio de sesión no es válido, ya se usó o caducó; vuelve a iniciar sesión',
  'This sign-in was collected already; start again': 'Este inicio de sesión ya se recogió; empieza de nuevo',
  'Sign-in with Farcaster is not available on this server':
    'El inicio de sesión con Farcaster no está disponible en este servidor',
  'Your session has ended; sign in again': 'Tu sesión ha terminado; vuelve a iniciar sesión',
  'The account of this sign-in no longer exists': 'La cuenta de este inicio de sesión ya no existe',
  'Confirm it’s you again to continue': 'Confirma de nuevo que eres tú para continuar',
  'This e-mail belongs to another account': 'Este correo pertenece a otra cuenta',
  'The new e-mail is the current one': 'El correo nuevo es el actual',
  'This account has no e-mail to send a code to; sign in again instead':
    'Esta cuenta no tiene un correo al que enviar un código; vuelve a iniciar sesión',
  'Sign-in is not allowed from this site': 'No se permite iniciar sesión desde este sitio',
  'The sign-in service cannot answer right now. Try again later':
    'El servicio de inicio de sesión no puede responder ahora. Inténtalo más tarde',
  'The wallet could not complete the request.': 'La billetera no pudo completar la solicitud.',
  'The connection request expired. Try again with a new QR code.':
    'La solicitud de conexión caducó. Inténtalo de nuevo con un código QR nuevo.',
  'The WalletConnect relay could not be reached.': 'No se pudo contactar con el relé de WalletConnect.',
  'The WalletConnect relay refused the request.': 'El relé de WalletConnect rechazó la solicitud.',
  'The wallet or the WalletConnect relay did not answer in time.':
    'La billetera o el relé de WalletConnect no respondió a tiempo.',
  'The WalletConnect request was aborted.': 'La solicitud de WalletConnect se canceló.',
  'The WalletConnect session has ended.': 'La sesión de WalletConnect ha terminado.',
  'The WalletConnect client is closed.': 'El cliente de WalletConnect está cerrado.',
  'The WalletConnect request is invalid.': 'La solicitud de WalletConnect no es válida.',
  'The wallet did not allow this method in the session.':
    'La billetera no permitió este método en la sesión.',
  'The wallet sent invalid session namespaces.':
    'La billetera envió espacios de nombres de sesión no válidos.',
}

export default es
