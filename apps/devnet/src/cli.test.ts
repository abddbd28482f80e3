import { spawn, spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

it('`start` builds the CLI, which starts the devnet, prints its URLs and stops cleanly on SIGTERM', async () => {
  const tsupCli = path.join(
    path.dirname(createRequire(import.meta.url).resolve('tsup/package.json')),
    'dist/cli-default.js',
  )
  const build = spawnSync(process.execPath, [tsupCli, '--config', 'tsup.cli.config.ts', '--silent'], {
    cwd: packageRoot,
  })
  expect(build.status, build.stderr.toString()).toBe(0)

  const ports = [
    ...['SOLANA_RPC', 'SOLANA_WS', 'RELAY', 'SMTP', 'MAIL_API', 'EVM_80002', 'EVM_31337'],
    ...['BUNDLER_80002', 'BUNDLER_31337'],
  ]
  const env = { ...process.env, ...Object.fromEntries(ports.map((name) => [`KIT_DEVNET_${name}_PORT`, '0'])) }
  const cli = spawn(process.execPath, ['dist/cli.js'], {
    cwd: packageRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  try {
    let output = ''
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`CLI not ready:\n${output}`)), 20_000)
      cli.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('Press Ctrl-C to stop.')) {
          clearTimeout(timer)
          resolve()
        }
      })
      cli.once('exit', (code) => reject(new Error(`CLI exited with ${code}:\n${output}`)))
    })
    expect(output).toContain('Kit devnet is ready')
    const rpcUrl = /Solana RPC\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? ''
    const anvilUrl = /EVM eip155:80002\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? ''
    const health = await fetch(rpcUrl, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
    })
    expect(((await health.json()) as { result: string }).result).toBe('ok')
    const bundlerUrl = /Bundler eip155:80002\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? ''
    const entryPoints = await fetch(bundlerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    })
    expect(((await entryPoints.json()) as { result: string[] }).result).toEqual([
      '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
    ])
    expect(output).toMatch(/Paymaster\s+0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A/)

    const exited = new Promise<number | null>((resolve) => cli.once('exit', resolve))
    cli.kill('SIGTERM')
    expect(await exited).toBe(0)
    await expect(fetch(anvilUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
    await expect(fetch(bundlerUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
  } finally {
    if (cli.exitCode === null) cli.kill('SIGKILL')
  }
}, 60_000)
