// The wallet peer of the conformance tests: WalletKit 1.2.10 on @walletconnect/core 2.21.7 (the last Apache-2.0
// releases), signing with a local EVM key and an Ed25519 Solana key, over the devnet relay.
import { ed25519 } from '@noble/curves/ed25519.js'
import type { WalletKit, WalletKitTypes } from '@reown/walletkit'
import { base58 } from '@scure/base'
import { buildApprovedNamespaces } from '@walletconnect/utils'
import { type Hex, isHex, keccak256, type TransactionSerializable } from 'viem'
import { startWalletKitPeer } from './walletKitPeer.js'

export const EVM_CHAINS = ['eip155:1', 'eip155:137', 'eip155:31337'] as const
export const SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const EVM_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'eth_signTypedData_v4',
]
export const EVM_EVENTS = ['chainChanged', 'accountsChanged']
export const SOLANA_METHODS = ['solana_signMessage']

type Kit = InstanceType<typeof WalletKit>

/** What the test wallet does with proposals, and what it saw. */
export type TestWallet = Awaited<ReturnType<typeof startTestWallet>>

/** Starts WalletKit on `relayUrl`. `approve: false` rejects every proposal. */
export async function startTestWallet(relayUrl: string, options: { approve?: boolean } = {}) {
  const peer = await startWalletKitPeer(relayUrl, {
    name: 'Kit test wallet',
    projectId: 'kit-walletconnect-test',
  })
  const { account, solanaSecret, solanaAddress } = peer
  const kit: Kit = peer.kit
  const state = {
    approve: options.approve ?? true,
    /** The chain the wallet calls current, per the app's last switch. */
    evmChain: 'eip155:1' as string,
    deletes: [] as string[],
    requests: [] as { topic: string; chainId: string; method: string; params: unknown }[],
    /** Proposals as the wallet received them. */
    proposals: [] as WalletKitTypes.SessionProposal['params'][],
  }

  kit.on('session_proposal', async ({ id, params }: WalletKitTypes.SessionProposal) => {
    state.proposals.push(params)
    if (!state.approve) {
      await kit.rejectSession({ id, reason: { code: 5000, message: 'User rejected.' } })
      return
    }
    const namespaces = buildApprovedNamespaces({
      proposal: params,
      supportedNamespaces: {
        eip155: {
          chains: [...EVM_CHAINS],
          methods: EVM_METHODS,
          events: EVM_EVENTS,
          accounts: EVM_CHAINS.map((chain) => `${chain}:${account.address}`),
        },
        solana: {
          chains: [SOLANA_CHAIN],
          methods: SOLANA_METHODS,
          events: [],
          accounts: [`${SOLANA_CHAIN}:${solanaAddress}`],
        },
      },
    })
    await kit.approveSession({ id, namespaces })
  })

  kit.on('session_request', async ({ topic, id, params }: WalletKitTypes.SessionRequest) => {
    const { request, chainId } = params
    state.requests.push({ topic, chainId, method: request.method, params: request.params })
    const respond = (response: { result: unknown } | { error: { code: number; message: string } }) =>
      kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...response } })
    switch (request.method) {
      case 'personal_sign': {
        const [message] = request.params as [Hex]
        return respond({
          result: await account.signMessage({ message: isHex(message) ? { raw: message } : message }),
        })
      }
      case 'eth_sendTransaction': {
        const [tx] = request.params as [{ to: Hex; value?: Hex }]
        const serialized = await account.signTransaction({
          chainId: Number(chainId.split(':')[1]),
          to: tx.to,
          value: BigInt(tx.value ?? '0x0'),
          nonce: 0,
          gas: 21_000n,
          maxFeePerGas: 1n,
          maxPriorityFeePerGas: 1n,
        } satisfies TransactionSerializable)
        return respond({ result: keccak256(serialized) })
      }
      case 'wallet_switchEthereumChain': {
        const [{ chainId: hexChainId }] = request.params as [{ chainId: Hex }]
        const target = `eip155:${Number(hexChainId)}`
        const session = kit.getActiveSessions()[topic]
        const known = session?.namespaces.eip155?.accounts.some((a) => a.startsWith(`${target}:`))
        if (!known) return respond({ error: { code: 4902, message: 'Unrecognized chain.' } })
        state.evmChain = target
        await respond({ result: null })
        await kit.emitSessionEvent({
          topic,
          chainId: target,
          event: { name: 'chainChanged', data: Number(hexChainId) },
        })
        return
      }
      case 'solana_signMessage': {
        const { message } = request.params as { message: string }
        return respond({
          result: { signature: base58.encode(ed25519.sign(base58.decode(message), solanaSecret)) },
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
    solanaPublicKey: ed25519.getPublicKey(solanaSecret),
    state,
    async pair(uri: string) {
      await kit.pair({ uri })
    },
    async close() {
      await kit.core.relayer.transportClose().catch(() => {})
    },
  }
}
