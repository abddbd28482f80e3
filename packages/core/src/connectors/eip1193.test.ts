import { polygonAmoy, solanaDevnet } from '@kit/chains'
import { describe, expect, it } from 'vitest'
import { ConnectorError, UserRejectedRequestError } from '../errors/wallet.js'
import type { ConnectorEvent } from '../types.js'
import { evmCaipNetworkId, personalSign, subscribeEip1193, switchEvmChain, utf8ToHex } from './eip1193.js'

/** A provider that answers from a table and records every request. */
function scriptedProvider(answers: Record<string, (params: unknown) => unknown>) {
  const requests: { method: string; params?: unknown }[] = []
  return {
    requests,
    async request(request: { method: string; params?: unknown }) {
      requests.push(request)
      const answer = answers[request.method]
      if (!answer) throw { code: 4200, message: 'unsupported' }
      return answer(request.params)
    },
  }
}

describe('EIP-1193 helpers', () => {
  it('reads chain ids as wallets report them', () => {
    expect(evmCaipNetworkId('0x13882')).toBe('eip155:80002')
    expect(evmCaipNetworkId('80002')).toBe('eip155:80002')
    expect(evmCaipNetworkId(1)).toBe('eip155:1')
    for (const bad of ['0x', 'abc', 0, -1, null, undefined, 1.5])
      expect(() => evmCaipNetworkId(bad)).toThrow(ConnectorError)
  })

  it('switches with wallet_switchEthereumChain', async () => {
    const provider = scriptedProvider({ wallet_switchEthereumChain: () => null })
    await switchEvmChain(provider, polygonAmoy)
    expect(provider.requests).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x13882' }] },
    ])
  })

  it('adds the chain when the wallet does not know it (4902, also wrapped in data.originalError)', async () => {
    for (const unknownChain of [{ code: 4902 }, { code: -32603, data: { originalError: { code: 4902 } } }]) {
      const provider = scriptedProvider({
        wallet_switchEthereumChain: () => {
          throw unknownChain
        },
        wallet_addEthereumChain: () => null,
      })
      await switchEvmChain(provider, polygonAmoy)
      expect(provider.requests[1]).toEqual({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x13882',
            chainName: polygonAmoy.name,
            nativeCurrency: polygonAmoy.nativeCurrency,
            rpcUrls: [...polygonAmoy.rpcUrls.default.http],
            blockExplorerUrls: [polygonAmoy.blockExplorers?.default.url],
          },
        ],
      })
    }
  })

  it('a refused switch is a UserRejectedRequestError; other failures say "Switch declined"', async () => {
    const refusing = scriptedProvider({
      wallet_switchEthereumChain: () => {
        throw { code: 4001, message: 'User rejected the request.' }
      },
    })
    await expect(switchEvmChain(refusing, polygonAmoy)).rejects.toBeInstanceOf(UserRejectedRequestError)
    const broken = scriptedProvider({
      wallet_switchEthereumChain: () => {
        throw new Error('busy')
      },
    })
    await expect(switchEvmChain(broken, polygonAmoy)).rejects.toMatchObject({
      shortMessage: 'Switch declined',
    })
    await expect(switchEvmChain(broken, solanaDevnet)).rejects.toBeInstanceOf(ConnectorError)
  })

  it('personal_sign gets the message as UTF-8 hex and the address', async () => {
    const provider = scriptedProvider({ personal_sign: () => '0xsig' })
    expect(utf8ToHex('hé')).toBe('0x68c3a9')
    await expect(personalSign(provider, 'hé', '0xabc')).resolves.toBe('0xsig')
    expect(provider.requests).toEqual([{ method: 'personal_sign', params: ['0x68c3a9', '0xabc'] }])
    const silent = scriptedProvider({ personal_sign: () => null })
    await expect(personalSign(silent, 'x', '0xabc')).rejects.toBeInstanceOf(ConnectorError)
  })

  it('forwards accountsChanged, chainChanged and disconnect, and stops on unsubscribe', () => {
    const handlers = new Map<string, (...args: unknown[]) => void>()
    const provider = {
      request: async () => null,
      on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler),
      removeListener: (event: string) => handlers.delete(event),
    }
    const events: ConnectorEvent[] = []
    const stop = subscribeEip1193(provider, (event) => events.push(event))
    handlers.get('accountsChanged')?.(['0xa', 7])
    handlers.get('chainChanged')?.('0x1')
    handlers.get('chainChanged')?.('nonsense')
    handlers.get('disconnect')?.({ code: 4900 })
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: ['0xa'] },
      { type: 'chainChanged', caipNetworkId: 'eip155:1' },
      { type: 'disconnect' },
    ])
    stop()
    expect(handlers.size).toBe(0)
  })
})
