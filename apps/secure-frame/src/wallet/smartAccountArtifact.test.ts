// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, it } from 'vitest'
import { appRoot } from '../testing/browserStack.js'
import { smartAccountAbi, smartAccountBytecode } from './smartAccountArtifact.js'

it('the shipped artifact is what solc makes of contracts/KitSmartAccount.sol', async () => {
  const script = pathToFileURL(path.join(appRoot, 'scripts', 'compile-account.mjs')).href
  const { compileSmartAccount } = (await import(script)) as {
    compileSmartAccount(): { abi: unknown[]; bytecode: string }
  }
  const compiled = compileSmartAccount()
  expect(compiled.bytecode).toBe(smartAccountBytecode)
  expect(compiled.abi).toEqual(JSON.parse(JSON.stringify(smartAccountAbi)))
  expect(readFileSync(path.join(appRoot, 'contracts', 'KitSmartAccount.sol'), 'utf8')).toContain(
    'isValidSignature',
  )
}, 30_000)
