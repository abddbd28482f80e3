// The signing half of Kit's Solana provider, loaded with the first signature: it finds what signs for the active
// account (a wallet-standard wallet, or the secure frame) and asks it.
import { base58 } from '@scure/base'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { walletStandardChain } from '../connectors/solanaChains.js'
import { toWalletError, walletTimeout } from '../connectors/walletError.js'
import { WALLET_PROMPT_TIMEOUT_MS } from '../controllers/connection.actions.js'
import { ConnectorError } from '../errors/wallet.js'
import type { Kit } from '../kit.js'
import { withTimeout } from '../services/timeout.js'
import type { Eip1193Provider } from '../types.js'
import { ProviderDisconnectedError, ProviderUnauthorizedError } from './errors.js'
import { activeSolanaAccount, type SolanaSendOptions } from './solanaProvider.js'

type Features = Partial<
  SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature
>

type Signer = { publicKey: string; caipNetworkId: string } & (
  | { frame: Eip1193Provider; wallet?: undefined }
  | { frame?: undefined; wallet: { features: Features; account: WalletAccount } }
)

/** The active account and what signs for it. */
async function signer(kit: Kit, method: string): Promise<Signer> {
  const account = activeSolanaAccount(kit.getState())
  const connector = kit.connectors.getActive()
  if (!account || !connector) throw new ProviderUnauthorizedError(method)
  const provider = await connector.getProvider()
  if (connector.type === 'auth') return { ...account, frame: provider as Eip1193Provider }
  const wallet = provider as Wallet | undefined
  const walletAccount = wallet?.accounts.find((entry) => entry.address === account.publicKey)
  if (!wallet || !walletAccount) throw new ProviderDisconnectedError('The Solana wallet has no such account.')
  return { ...account, wallet: { features: wallet.features as Features, account: walletAccount } }
}

/** Waits for the wallet as long as for every other prompt, and turns its failure into a Kit error. */
function prompt<value>(what: string, work: Promise<value>): Promise<value> {
  return withTimeout(work, WALLET_PROMPT_TIMEOUT_MS, () =>
    walletTimeout(what, WALLET_PROMPT_TIMEOUT_MS),
  ).catch((error: unknown) => {
    throw toWalletError(error, `${what} failed`)
  })
}

function decoded(text: unknown, what: string): Uint8Array {
  try {
    if (typeof text === 'string') return base58.decode(text)
  } catch {
    // Not base58: the same as no answer.
  }
  throw new ConnectorError(`The wallet returned no ${what}`)
}

const unsupported = (what: string) => new ConnectorError(`This wallet cannot ${what}`)

/** See `KitSolanaProvider.signMessage`. */
export async function signSolanaMessage(kit: Kit, data: Uint8Array): Promise<Uint8Array> {
  const { publicKey, frame, wallet } = await signer(kit, 'signMessage')
  if (frame) {
    const result = await prompt(
      'Signing',
      frame.request({
        method: 'solana_signMessage',
        params: { message: base58.encode(data), pubkey: publicKey },
      }),
    )
    return decoded((result as { signature?: unknown } | null)?.signature, 'signature')
  }
  const sign = wallet.features['solana:signMessage']
  if (!sign) throw unsupported('sign messages')
  const [output] = await prompt('Signing', sign.signMessage({ account: wallet.account, message: data }))
  if (!output) throw new ConnectorError('The wallet returned no signature')
  return output.signature
}

/** See `KitSolanaProvider.signTransaction`. */
export async function signSolanaTransaction(kit: Kit, data: Uint8Array): Promise<Uint8Array> {
  const { caipNetworkId, frame, wallet } = await signer(kit, 'signTransaction')
  if (frame) {
    const result = await prompt(
      'Signing',
      frame.request({ method: 'solana_signTransaction', params: { transaction: base58.encode(data) } }),
    )
    return decoded((result as { transaction?: unknown } | null)?.transaction, 'signed transaction')
  }
  const sign = wallet.features['solana:signTransaction']
  if (!sign) throw unsupported('sign transactions')
  const [output] = await prompt(
    'Signing',
    sign.signTransaction({
      account: wallet.account,
      transaction: data,
      chain: walletStandardChain(caipNetworkId),
    }),
  )
  if (!output) throw new ConnectorError('The wallet returned no signed transaction')
  return output.signedTransaction
}

/** See `KitSolanaProvider.signAndSendTransaction`. */
export async function sendSolanaTransaction(
  kit: Kit,
  data: Uint8Array,
  options: SolanaSendOptions | undefined,
): Promise<string> {
  const { caipNetworkId, frame, wallet } = await signer(kit, 'signAndSendTransaction')
  if (frame) {
    const result = await prompt(
      'Sending',
      frame.request({
        method: 'solana_signAndSendTransaction',
        params: { transaction: base58.encode(data), ...(options ? { options: { ...options } } : {}) },
      }),
    )
    const signature = (result as { signature?: unknown } | null)?.signature
    if (typeof signature !== 'string') throw new ConnectorError('The wallet returned no signature')
    return signature
  }
  const send = wallet.features['solana:signAndSendTransaction']
  if (!send) throw unsupported('send transactions')
  const [output] = await prompt(
    'Sending',
    send.signAndSendTransaction({
      account: wallet.account,
      transaction: data,
      chain: walletStandardChain(caipNetworkId),
      ...(options ? { options: { ...options } } : {}),
    }),
  )
  if (!output) throw new ConnectorError('The wallet returned no signature')
  return base58.encode(output.signature)
}
