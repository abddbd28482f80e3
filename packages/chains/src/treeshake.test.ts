import path from 'node:path'
import { build } from 'esbuild'
import { expect, it } from 'vitest'

// Bundles `import { polygonAmoy } from '@kit/chains'` the way a host app would and checks nothing else comes along.
it('pulls in only the imported chain', async () => {
  const result = await build({
    stdin: {
      contents: "import { polygonAmoy } from '@kit/chains'; console.log(polygonAmoy)",
      resolveDir: path.resolve(import.meta.dirname, '..'),
    },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    conditions: ['@kit/source'],
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]?.text ?? ''
  expect(code).toContain('Polygon Amoy')
  for (const other of [
    'Arbitrum',
    'Avalanche',
    'Base Sepolia',
    'Solana',
    'Kit Devnet',
    'Sepolia Ether',
    'Zora',
  ])
    expect(code).not.toContain(other)
})
