// getProvider without a wallet: what a host sees before anything connects. The events and requests with a real
// wallet are in getProvider.integration.test.ts.
import { afterEach, describe, expect, it } from 'vitest'
import { KitValidationError } from '../errors/kit.js'
import { UserRejectedRequestError } from '../errors/wallet.js'
import type { Kit } from '../kit.js'
import { createTestKit, flush } from '../test-utils.js'
import {
  InvalidProviderRequestError,
  ProviderDisconnectedError,
  ProviderUnauthorizedError,
  UnrecognizedChainError,
} from './errors.js'
import { getProvider } from './getProvider.js'

const kits: Kit[] = []
const newKit = () => {
  const kit = createTestKit()
  kits.push(kit)
  return kit
}
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

describe('getProvider(kit, "eip155") with no connection', () => {
  it('is one stable object per kit', () => {
    const kit = newKit()
    expect(getProvider(kit, 'eip155')).toBe(getProvider(kit, 'eip155'))
    expect(getProvider(newKit(), 'eip155')).not.toBe(getProvider(kit, 'eip155'))
  })

  it('answers eth_accounts with [] and eth_chainId with the active EVM network', async () => {
    const provider = getProvider(newKit(), 'eip155')
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x13882')
  })

  it('refuses signing with 4100 Unauthorized and reads with 4900 Disconnected', async () => {
    const provider = getProvider(newKit(), 'eip155')
    for (const method of ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4']) {
      const error = await provider.request({ method, params: [] }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ProviderUnauthorizedError)
      expect(error).toMatchObject({ code: 4100, shortMessage: 'Unauthorized' })
    }
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: 4900,
      constructor: ProviderDisconnectedError,
    })
  })

  it('refuses a request without a method name, typed', async () => {
    const provider = getProvider(newKit(), 'eip155')
    await expect(provider.request({ method: '' })).rejects.toBeInstanceOf(InvalidProviderRequestError)
    await expect(provider.request(undefined as never)).rejects.toBeInstanceOf(InvalidProviderRequestError)
  })

  it('wallet_switchEthereumChain moves the active network, and emits chainChanged; an unknown chain is 4902', async () => {
    const kit = newKit()
    const provider = getProvider(kit, 'eip155')
    const chains: string[] = []
    provider.on('chainChanged', (chainId) => chains.push(chainId))
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    await flush()
    expect(kit.getState().network.active).toBe('eip155:1')
    expect(chains).toEqual(['0x1'])
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] }),
    ).rejects.toBeInstanceOf(UnrecognizedChainError)
  })

  it('eth_requestAccounts opens the modal, and rejects with 4001 when it closes without a connection', async () => {
    const kit = newKit()
    const pending = getProvider(kit, 'eip155').request({ method: 'eth_requestAccounts' })
    expect(kit.getState().modal.open).toBe(true)
    kit.modal.close()
    const error = await pending.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001 })
  })

  it('a pending eth_requestAccounts settles when the kit is destroyed', async () => {
    const kit = newKit()
    const pending = getProvider(kit, 'eip155').request({ method: 'eth_requestAccounts' })
    kit.destroy()
    await expect(pending).rejects.toBeInstanceOf(ProviderDisconnectedError)
  })

  it('a listener that throws does not stop the others', async () => {
    const kit = newKit()
    const provider = getProvider(kit, 'eip155')
    const seen: string[] = []
    const failing = () => {
      throw new Error('host bug')
    }
    const reported: unknown[] = []
    const original = (globalThis as { reportError?: unknown }).reportError
    ;(globalThis as { reportError?: unknown }).reportError = (error: unknown) => reported.push(error)
    try {
      provider.on('chainChanged', failing)
      provider.on('chainChanged', (chainId) => seen.push(chainId))
      kit.network.setActive('eip155:1')
      await flush()
    } finally {
      ;(globalThis as { reportError?: unknown }).reportError = original
    }
    expect(seen).toEqual(['0x1'])
    expect(reported).toHaveLength(1)
    provider.removeListener('chainChanged', failing)
  })
})

describe('getProvider(kit, "solana") with no connection', () => {
  it('has no public key and refuses to sign with 4100', async () => {
    const provider = getProvider(newKit(), 'solana')
    expect(provider.publicKey).toBeUndefined()
    await expect(provider.signMessage('hi')).rejects.toMatchObject({
      code: 4100,
      constructor: ProviderUnauthorizedError,
    })
    await expect(provider.signAndSendTransaction(new Uint8Array(1))).rejects.toBeInstanceOf(
      ProviderUnauthorizedError,
    )
  })

  it('refuses a transaction that is not bytes, typed', async () => {
    const provider = getProvider(newKit(), 'solana')
    await expect(provider.signTransaction('AQID' as never)).rejects.toBeInstanceOf(
      InvalidProviderRequestError,
    )
  })
})

it('refuses an unknown namespace with a typed error', () => {
  expect(() => getProvider(newKit(), 'cosmos' as never)).toThrow(KitValidationError)
})
