import { NotConnectedError, UserRejectedRequestError } from '@kit/core/errors'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderKitHook } from '../../test/hooks.js'
import { connectFake, createTestKit, deferred } from '../../test/kit.js'
import { useSignMessage } from '../exports/index.js'

describe('useSignMessage', () => {
  it('goes idle → pending → success with the signature of the connected wallet', async () => {
    const kit = createTestKit()
    const gate = deferred<string>()
    await connectFake(kit, { signMessage: () => gate.promise })
    const { result } = renderKitHook(kit, () => useSignMessage())
    expect(result.current).toMatchObject({ status: 'idle', data: undefined, error: undefined })
    // The status is kit state, which tells its subscribers after the current task, as for every view.
    await act(async () => result.current.signMessage({ message: 'hello' }))
    expect(result.current).toMatchObject({ status: 'pending', isPending: true })
    await act(async () => gate.resolve('0xsigned'))
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: '0xsigned' }))
    await act(async () => result.current.reset())
    expect(result.current.status).toBe('idle')
  })

  it('shows the typed error when nothing is connected, and the async form rejects with it', async () => {
    const kit = createTestKit()
    const { result } = renderKitHook(kit, () => useSignMessage())
    await act(async () => result.current.signMessage({ message: 'hello' }))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error).toBeInstanceOf(NotConnectedError)
    await act(async () => {
      await expect(result.current.signMessageAsync({ message: 'hello' })).rejects.toBeInstanceOf(
        NotConnectedError,
      )
    })
  })

  it('a rejection in the wallet is a UserRejectedRequestError', async () => {
    const kit = createTestKit()
    await connectFake(kit, {
      signMessage: () => Promise.reject(new UserRejectedRequestError()),
    })
    const { result } = renderKitHook(kit, () => useSignMessage())
    await act(async () => result.current.signMessage({ message: 'hello' }))
    await waitFor(() => expect(result.current.error).toBeInstanceOf(UserRejectedRequestError))
  })

  it('the last call wins: an earlier, slower signature never overwrites a later one', async () => {
    const kit = createTestKit()
    const slow = deferred<string>()
    const fast = deferred<string>()
    const answers = [slow.promise, fast.promise]
    await connectFake(kit, { signMessage: () => answers.shift() as Promise<string> })
    const { result } = renderKitHook(kit, () => useSignMessage())
    act(() => result.current.signMessage({ message: 'one' }))
    act(() => result.current.signMessage({ message: 'two' }))
    await act(async () => fast.resolve('0xtwo'))
    await act(async () => slow.resolve('0xone'))
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: '0xtwo' }))
  })
})
