// The wallet peer of the connector's tests: WalletKit 1.2.10 (the last Apache-2.0 release, dev-only) over the devnet
// relay, approving the chains a test names, answering EVM and Solana requests with local keys.
import { ed25519 } from '@noble/curves/ed25519.js'
import type { WalletKitTypes } from '@reown/walletkit'
import { base58, base64 } from '@scure/base'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import { type Hex, isHex } from 'viem'
import { startWalletKitPeer } from './walletKitPeer.js'

/** The signatures slots and message of a serialized Solana transaction. */
function solanaMessage(transaction: Uint8Array): Uint8Array {
  const count = transaction[0] ?? 0
  return transaction.subarray(1 + count * 64)
}

export type ConnectorTestWallet = Awaited<ReturnType<typeof startConnectorTestWallet>>

/** Starts WalletKit on `relayUrl`, supporting `evmChains` and `solanaChains`. */
export async function startConnectorTestWallet(
  relayUrl: string,
  options: { evmChains: readonly string[]; solanaChains: readonly string[] },
) {
  const { kit, account, solanaSecret, solanaAddress } = await startWalletKitPeer(relayUrl, {
    name: 'Connector test wallet',
    projectId: 'kit-connector-test',
  })
  const state = {
    approve: true,
    /** How the user answers signature requests. */
    signatureAnswer: 'approve' as 'approve' | 'reject',
    /** How solana_signTransaction answers: the signature only, or the signed transaction too. */
    signTransactionAnswer: 'signature' as 'signature' | 'transaction',
    requests: [] as { chainId: string; method: string; params: unknown }[],
    deletes: [] as string[],
  }
  kit.on('session_proposal', async ({ id, params }: WalletKitTypes.SessionProposal) => {
    if (!state.approve) return kit.rejectSession({ id, reason: { code: 5000, message: 'User rejected.' } })
    const namespaces = buildApprovedNamespaces({
      proposal: params,
      supportedNamespaces: {
        eip155: {
          chains: [...options.evmChains],
          methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
          events: ['chainChanged', 'accountsChanged'],
          accounts: options.evmChains.map((chain) => `${chain}:${account.address}`),
        },
        solana: {
          chains: [...options.solanaChains],
          methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
          events: [],
          accounts: options.solanaChains.map((chain) => `${chain}:${solanaAddress}`),
        },
      },
    })
    await kit.approveSession({ id, namespaces })
  })
  kit.on('session_request', async ({ topic, id, params }: WalletKitTypes.SessionRequest) => {
    const { request, chainId } = params
    state.requests.push({ chainId, method: request.method, params: request.params })
    const respond = (response: { result: unknown } | { error: { code: number; message: string } }) =>
      kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...response } })
    switch (request.method) {
      case 'personal_sign': {
        if (state.signatureAnswer === 'reject')
          return respond({ error: { code: 4001, message: 'User rejected the request.' } })
        const [message] = request.params as [Hex]
        return respond({
          result: await account.signMessage({ message: isHex(message) ? { raw: message } : message }),
        })
      }
      case 'wallet_switchEthereumChain': {
        const [{ chainId: hex }] = request.params as [{ chainId: Hex }]
        const target = `eip155:${Number(hex)}`
        if (!options.evmChains.includes(target))
          return respond({ error: { code: 4902, message: 'Unrecognized chain.' } })
        await respond({ result: null })
        return kit.emitSessionEvent({
          topic,
          chainId: target,
          event: { name: 'chainChanged', data: Number(hex) },
        })
      }
      case 'solana_signMessage': {
        const { message } = request.params as { message: string }
        return respond({
          result: { signature: base58.encode(ed25519.sign(base58.decode(message), solanaSecret)) },
        })
      }
      case 'solana_signTransaction':
      case 'solana_signAndSendTransaction': {
        const { transaction } = request.params as { transaction: string }
        const bytes = base64.decode(transaction)
        const signature = ed25519.sign(solanaMessage(bytes), solanaSecret)
        if (request.method === 'solana_signAndSendTransaction')
          return respond({ result: { signature: base58.encode(signature) } })
        const signed = bytes.slice()
        signed.set(signature, 1)
        return respond({
          result:
            state.signTransactionAnswer === 'transaction'
              ? { signature: base58.encode(signature), transaction: base64.encode(signed) }
              : { signature: base58.encode(signature) },
        })
      }
      default:
        return respond({ error: { code: 4001, message: 'User rejected the request.' } })
    }
  })
  kit.on('session_delete', ({ topic }: { topic: string }) => {
    state.deletes.push(topic)
  })
  return {
    kit,
    account,
    solanaAddress,
    solanaSecret,
    state,
    pair: (uri: string) => kit.pair({ uri }),
    /** Emits a wallet-side event on the first active session. */
    async emit(name: string, data: unknown, chainId: string) {
      const [topic] = Object.keys(kit.getActiveSessions())
      await kit.emitSessionEvent({ topic: topic ?? '', chainId, event: { name, data } })
    },
    async disconnectAll() {
      for (const topic of Object.keys(kit.getActiveSessions()))
        await kit.disconnectSession({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    },
    close: () => kit.core.relayer.transportClose().catch(() => undefined),
  }
}
