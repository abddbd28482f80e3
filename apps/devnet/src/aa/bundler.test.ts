import { ENTRY_POINT_ADDRESS } from '@kit/accounts'
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { evmBundlerKeys, evmDevAccounts } from '../accounts.js'
import { DevnetStartError, InvalidDevnetOptionError } from '../errors.js'
import { altoArguments, altoCliPath, altoEnvironment, LOOPBACK_PRELOAD, startBundler } from './bundler.js'

describe('the bundler service', () => {
  it('finds Alto’s CLI in the npm package', () => {
    expect(altoCliPath()).toMatch(/@pimlico\/alto\/esm\/cli\/alto\.js$/)
    expect(existsSync(altoCliPath())).toBe(true)
  })

  it('runs Alto for EntryPoint v0.8 without safe mode, with keys outside the dev accounts', () => {
    const args = altoArguments({ rpcUrl: 'http://127.0.0.1:8545', port: 8547 })
    const value = (flag: string) => args[args.indexOf(flag) + 1]
    expect(value('--entrypoints')).toBe(ENTRY_POINT_ADDRESS)
    expect(value('--rpc-url')).toBe('http://127.0.0.1:8545')
    expect(value('--port')).toBe('8547')
    expect(value('--safe-mode')).toBe('false')
    const keys = evmBundlerKeys()
    expect(value('--executor-private-keys')).toBe(keys.executor.privateKey)
    expect(value('--utility-private-key')).toBe(keys.utility.privateKey)
    const devKeys = evmDevAccounts().map((account) => account.privateKey)
    expect(devKeys).not.toContain(keys.executor.privateKey)
    expect(devKeys).not.toContain(keys.utility.privateKey)
  })

  it('gives Alto no ALTO_* variables, .env file or Sentry DSN from the environment that started the devnet', () => {
    process.env.ALTO_SAFE_MODE = 'true'
    process.env.SENTRY_DSN = 'https://key@sentry.example/1'
    try {
      const env = altoEnvironment()
      expect(Object.keys(env).sort()).toEqual(['DOTENV_CONFIG_PATH', 'PATH'])
      expect(existsSync(env.DOTENV_CONFIG_PATH as string)).toBe(false)
    } finally {
      delete process.env.ALTO_SAFE_MODE
      delete process.env.SENTRY_DSN
    }
  })

  it('turns an all-interfaces listen into a loopback one in the preloaded process', () => {
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        LOOPBACK_PRELOAD,
        '-e',
        'const s = require("node:http").createServer().listen({ port: 0, host: "0.0.0.0" }, () => { console.log(s.address().address); s.close() })',
      ],
      { encoding: 'utf8' },
    )
    expect(result.stdout.trim()).toBe('127.0.0.1')
  })

  it('reports a bundler that cannot start, and a bad port', async () => {
    await expect(
      startBundler({ chainId: 1, rpcUrl: 'http://127.0.0.1:1', port: 0, cliPath: '/nonexistent/alto.js' }),
    ).rejects.toBeInstanceOf(DevnetStartError)
    await expect(
      startBundler({ chainId: 1, rpcUrl: 'http://127.0.0.1:1', port: 70_000 }),
    ).rejects.toBeInstanceOf(InvalidDevnetOptionError)
  })
})
