// Portuguese (Brazil): core's texts (its toasts and the errors the views show), keyed by core's English text word for word.
// `node scripts/checkCoreTexts.mjs --write` turns it into ../../pt-BR.core.generated.ts (values only). A value
// names the same `{placeholders}` as its key, plain (no plural forms): the views put the values in by name.
const ptBR: Readonly<Record<string, string>> = {
  'Please enter a valid amount and receiver address': 'Insira um valor e um endereço de destino válidos',
  'Failed to send transaction. Please try again.': 'Não foi possível enviar a transação. Tente novamente.',
  'Unsupported chain': 'Rede não compatível',
  'Something went wrong': 'Algo deu errado',
  'Transaction started': 'Transação iniciada',
  'Network not found': 'Rede não encontrada',
  'Address or auth connector not found': 'Endereço ou conector de autenticação não encontrado',
  'Invalid chainId': 'chainId inválido',
  'Error resolving name': 'Erro ao resolver o nome',
  'Error fetching name suggestions': 'Erro ao buscar sugestões de nomes',
  'Error fetching names for address': 'Erro ao buscar os nomes do endereço',
  'Requested RPC call is not allowed': 'Ação não permitida',
  'Action not allowed': 'Ação não permitida',
  'Name must be at least 4 characters long': 'O nome deve ter pelo menos 4 caracteres',
  'Can only contain letters, numbers and - characters': 'Pode conter apenas letras, números e o caractere -',
  'Passkey added': 'Chave de acesso adicionada',
  'Recovery password added': 'Senha de recuperação adicionada',
  'Could not add a recovery method': 'Não foi possível adicionar um método de recuperação',
  'Could not export your key': 'Não foi possível exportar sua chave',
  'Could not show your signed-in devices': 'Não foi possível mostrar seus dispositivos conectados',
  'Could not show the ways to open your wallet': 'Não foi possível mostrar as formas de abrir sua carteira',
  'Sign in again to export your key': 'Entre novamente para exportar sua chave',
  'Please try again after {seconds} seconds': 'Tente novamente em {seconds} s',
  'Error registering name {name}': 'Erro ao registrar o nome {name}',
  'The request timed out after {ms} ms': 'A solicitação expirou após {ms} ms',
  'The service answered with HTTP {status}': 'O serviço respondeu com HTTP {status}',
  '{provider} could not quote': '{provider} não conseguiu cotar',
  'Unable to load email login dependency': 'Não foi possível carregar o componente de login por e-mail',
  'Request was aborted': 'A solicitação foi cancelada',
  'An error occurred': 'Ocorreu um erro',
  'User rejected the request': 'O usuário rejeitou a solicitação',
  'User rejected the request.': 'O usuário rejeitou a solicitação.',
  'No account is connected': 'Nenhuma conta conectada',
  'Connector not found': 'Conector não encontrado',
  'The connection could not be checked': 'Não foi possível verificar a conexão',
  'Connection failed': 'Falha na conexão',
  'The wallet did not answer in time': 'A carteira não respondeu a tempo',
  'The wallet refused the request': 'A carteira recusou a solicitação',
  'This wallet cannot connect': 'Esta carteira não consegue se conectar',
  'This wallet only serves EVM networks': 'Esta carteira atende apenas redes EVM',
  'This wallet serves none of the app’s Solana networks':
    'Esta carteira não atende nenhuma das redes Solana do app',
  'This option is not available right now': 'Esta opção não está disponível no momento',
  'Unknown wallet': 'Carteira desconhecida',
  'Switch declined': 'Troca recusada',
  'Signing failed': 'Falha na assinatura',
  'This wallet cannot sign messages': 'Esta carteira não consegue assinar mensagens',
  'Signature declined': 'Assinatura recusada',
  'Error verifying SIWE signature': 'Erro ao verificar a assinatura SIWE',
  'This application might not support Smart Accounts':
    'Este aplicativo pode não ser compatível com contas inteligentes',
  'Sign-in with wallet is not enabled': 'O login com carteira não está ativado',
  'Invalid email': 'E-mail inválido',
  'Enter the code from the e-mail': 'Insira o código do e-mail',
  'The sign-in window was closed before the login finished':
    'A janela de login foi fechada antes do fim do login',
  'The sign-in window was blocked; allow pop-ups and try again':
    'A janela de login foi bloqueada; permita pop-ups e tente novamente',
  'This page cannot leave for the sign-in; allow pop-ups and try again':
    'Esta página não pode sair para o login; permita pop-ups e tente novamente',
  'Code email resent': 'E-mail com o código reenviado',
  'Insufficient balance': 'Saldo insuficiente',
  'Invalid receiver address': 'Endereço de destino inválido',
  'Invalid amount': 'Valor inválido',
  'The wallet is on another network': 'A carteira está em outra rede',
  'The wallet returned no transaction hash': 'A carteira não retornou o hash da transação',
  'The wallet could not send the transaction': 'A carteira não conseguiu enviar a transação',
  'The transaction failed': 'A transação falhou',
  'The wallet returned no signature': 'A carteira não retornou nenhuma assinatura',
  'The service could not be reached': 'Não foi possível acessar o serviço',
  'The request was cancelled': 'A solicitação foi cancelada',
  'The service sent a response Kit does not understand':
    'O serviço enviou uma resposta que o Kit não entende',
  'No on-ramp provider is configured on this server':
    'Nenhum provedor de compra está configurado neste servidor',
  'Not signed in': 'Você não está conectado',
  'The secure frame is not set up for network {caipNetworkId}':
    'O frame seguro não está configurado para a rede {caipNetworkId}',
  'Could not reach the sign-in service': 'Não foi possível acessar o serviço de login',
  'The sign-in service did not answer in time': 'O serviço de login não respondeu a tempo',
  'The sign-in service sent an unreadable answer': 'O serviço de login enviou uma resposta ilegível',
  'The sign-in service sent an unexpected answer': 'O serviço de login enviou uma resposta inesperada',
  'The sign-in service answered {status}': 'O serviço de login respondeu {status}',
  'The device was not approved in time; send the e-mail again':
    'O dispositivo não foi aprovado a tempo; envie o e-mail de novo',
  'The Farcaster request expired; try again': 'A solicitação do Farcaster expirou; tente novamente',
  'This sign-in was not started in this tab, or it took too long; try again':
    'Este login não começou nesta aba, ou demorou demais; tente novamente',
  'The social login took too long; try again': 'O login social demorou demais; tente novamente',
  'The social login did not complete ({reason})': 'O login social não foi concluído ({reason})',
  'A redirect login returns to the page that started it':
    'Um login por redirecionamento volta à página que o iniciou',
  'This browser does not let the sign-in frame keep the login across a redirect; allow pop-ups and try again':
    'Este navegador não deixa o frame de login manter o login após um redirecionamento; permita pop-ups e tente novamente',
  'Sign in again to add an e-mail to this account': 'Entre novamente para adicionar um e-mail a esta conta',
  'Sign in again to continue': 'Entre novamente para continuar',
  'Smart accounts are not available on this network': 'Contas inteligentes não estão disponíveis nesta rede',
  'Your account cannot pay for this: the amount plus the max network fee is more than it holds':
    'Sua conta não pode pagar isto: o valor mais a taxa de rede máxima passa do que ela tem',
  'The network’s bundler refused these calls; nothing was sent':
    'O bundler da rede recusou estas chamadas; nada foi enviado',
  'The bundler refused the operation; nothing was sent': 'O bundler recusou a operação; nada foi enviado',
  'The operation was not included in time': 'A operação não foi incluída a tempo',
  'Wrong code. Attempts left: {count}': 'Código errado. Tentativas restantes: {count}',
  'The code has expired; request a new code': 'O código expirou; peça um novo código',
  'Too many wrong codes: this code is locked. Request a new code':
    'Códigos errados demais: este código foi bloqueado. Peça um novo código',
  'No code is waiting; request a new code': 'Nenhum código está aguardando; peça um novo código',
  'Too many wrong codes today. Please try again after {seconds} seconds':
    'Códigos errados demais hoje. Tente novamente em {seconds} s',
  'Too many e-mails requested. Please try again after {seconds} seconds':
    'E-mails demais solicitados. Tente novamente em {seconds} s',
  'Too many requests. Please try again after {seconds} seconds':
    'Solicitações demais. Tente novamente em {seconds} s',
  'Too many sign-ins are waiting. Please try again after {seconds} seconds':
    'Logins demais aguardando. Tente novamente em {seconds} s',
  'Too many Farcaster sign-ins started. Please try again after {seconds} seconds':
    'Logins demais com o Farcaster iniciados. Tente novamente em {seconds} s',
  'The wallet was unlocked too often. Please try again after {seconds} seconds':
    'A carteira foi desbloqueada vezes demais. Tente novamente em {seconds} s',
  'Approve this device from the link in your e-mail first':
    'Primeiro aprove este dispositivo pelo link no seu e-mail',
  'This approval link is invalid, used or expired; sign in again':
    'Este link de aprovação é inválido, já foi usado ou expirou; entre novamente',
  'This sign-in is invalid, used or expired; sign in again':
    'Este login é inválido, já foi usado ou expirou; entre novamente',
  'This sign-in was collected already; start again': 'Este login já foi recebido; comece de novo',
  'Sign-in with Farcaster is not available on this server':
    'O login com Farcaster não está disponível neste servidor',
  'Your session has ended; sign in again': 'Sua sessão terminou; entre novamente',
  'The account of this sign-in no longer exists': 'A conta deste login não existe mais',
  'Confirm it’s you again to continue': 'Confirme de novo que é você para continuar',
  'This e-mail belongs to another account': 'Este e-mail pertence a outra conta',
  'The new e-mail is the current one': 'O novo e-mail é o atual',
  'This account has no e-mail to send a code to; sign in again instead':
    'Esta conta não tem e-mail para receber um código; entre novamente',
  'Sign-in is not allowed from this site': 'O login não é permitido a partir deste site',
  'The sign-in service cannot answer right now. Try again later':
    'O serviço de login não pode responder agora. Tente novamente mais tarde',
  'The wallet could not complete the request.': 'A carteira não conseguiu concluir a solicitação.',
  'The connection request expired. Try again with a new QR code.':
    'A solicitação de conexão expirou. Tente novamente com um novo código QR.',
  'The WalletConnect relay could not be reached.': 'Não foi possível acessar o relay do WalletConnect.',
  'The WalletConnect relay refused the request.': 'O relay do WalletConnect recusou a solicitação.',
  'The wallet or the WalletConnect relay did not answer in time.':
    'A carteira ou o relay do WalletConnect não respondeu a tempo.',
  'The WalletConnect request was aborted.': 'A solicitação do WalletConnect foi cancelada.',
  'The WalletConnect session has ended.': 'A sessão do WalletConnect terminou.',
  'The WalletConnect client is closed.': 'O cliente do WalletConnect está fechado.',
  'The WalletConnect request is invalid.': 'A solicitação do WalletConnect é inválida.',
  'The wallet did not allow this method in the session.': 'A carteira não permitiu este método na sessão.',
  'The wallet sent invalid session namespaces.': 'A carteira enviou namespaces de sessão inválidos.',
}

export default ptBR
