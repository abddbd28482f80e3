import { KitValidationError } from '@kit/core/errors'
import { createFakeConnector } from '@kit/core/testing'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderKitHook } from '../../test/hooks.js'
import { createTestKit } from '../../test/kit.js'
import { useSendTransaction } from '../exports/index.js'

const TO = '0x2222222222222222222222222222222222222222'
const HASH = `0x${'cd'.repeat(32)}`

/** A connected fake wallet whose provider records what it is asked to send. */
async function connectedKit() {
  const kit = createTestKit()
  const sent: unknown[] = []
  const connector = createFakeConnector()
  connector.getProvider = async () => ({
    request: async ({ method, params }: { method: string; params?: unknown }) => {
      if (method !== 'eth_sendTransaction') throw new Error(`unexpected ${method}`)
      sent.push(params)
      return HASH
    },
  })
  kit.connectors.register(connector)
  await act(async () => kit.connection.connect(connector.id))
  return { kit, sent }
}

describe('useSendTransaction', () => {
  it('sends from the connected account through its wallet and shows the hash', async () => {
    const { kit, sent } = await connectedKit()
    const { result } = renderKitHook(kit, () => useSendTransaction())
    await act(async () => result.current.sendTransaction({ to: TO, value: 10n ** 16n }))
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: HASH }))
    expect(sent).toEqual([
      [{ from: '0x1111111111111111111111111111111111111111', to: TO, value: '0x2386f26fc10000' }],
    ])
  })

  it('a malformed transaction is a KitValidationError, and nothing is sent', async () => {
    const { kit, sent } = await connectedKit()
    const { result } = renderKitHook(kit, () => useSendTransaction())
    await act(async () => result.current.sendTransaction({ to: 'not an address' }))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error).toBeInstanceOf(KitValidationError)
    expect(sent).toEqual([])
  })

  it('without a connection the error carries EIP-1193 code 4100', async () => {
    const kit = createTestKit()
    const { result } = renderKitHook(kit, () => useSendTransaction())
    await act(async () => {
      await expect(result.current.sendTransactionAsync({ to: TO })).rejects.toMatchObject({ code: 4100 })
    })
    expect(result.current.status).toBe('error')
  })
})
