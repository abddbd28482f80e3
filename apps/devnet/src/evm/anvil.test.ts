import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isProcessAlive } from '../childProcess.js'
import { DevnetStartError, InvalidDevnetOptionError } from '../errors.js'
import { anvilBinaryPath, startAnvil } from './anvil.js'

describe('anvil', () => {
  it('finds the binary shipped in the npm package', () => {
    const path = anvilBinaryPath()
    expect(path).toMatch(/@foundry-rs\/anvil-[a-z0-9]+-[a-z0-9]+\/bin\/anvil$/)
    expect(existsSync(path)).toBe(true)
  })

  it('starts on a free port with the requested chain id and dev accounts, and stops its process', async () => {
    const node = await startAnvil({ chainId: 4242, port: 0 })
    try {
      const response = await fetch(node.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([
          { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
          {
            jsonrpc: '2.0',
            id: 2,
            method: 'eth_getBalance',
            params: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'latest'],
          },
        ]),
      })
      const [chainId, balance] = (await response.json()) as { result: string }[]
      expect(chainId?.result).toBe('0x1092')
      expect(BigInt(balance?.result ?? 0)).toBe(10_000n * 10n ** 18n)
      expect(isProcessAlive(node.pid)).toBe(true)
    } finally {
      await node.stop()
    }
    expect(isProcessAlive(node.pid)).toBe(false)
  })

  it('reports a binary that cannot start, and bad ports', async () => {
    await expect(
      startAnvil({ chainId: 1, port: 0, binaryPath: '/nonexistent/anvil' }),
    ).rejects.toBeInstanceOf(DevnetStartError)
    await expect(startAnvil({ chainId: 1, port: 70_000 })).rejects.toBeInstanceOf(InvalidDevnetOptionError)
  })
})
