import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { call } from '../testing/http.js'
import { signedRegistration } from '../testing/names.js'
import { startTestStack, type TestStack } from '../testing/stack.js'

// Contract accounts sign through ERC-1271. These two are hand-assembled runtime codes whose
// isValidSignature(bytes32,bytes) answers every call with a fixed word:
// PUSH4 <word> PUSH1 0xe0 SHL PUSH1 0 MSTORE PUSH1 0x20 PUSH1 0 RETURN
const ACCEPTS_ALL = '0x631626ba7e60e01b60005260206000f3' // answers the ERC-1271 magic value 0x1626ba7e
const REFUSES_ALL = '0x63ffffffff60e01b60005260206000f3' // answers 0xffffffff

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(() => stack?.stop())

async function setCode(address: string, code: string) {
  const rpcUrl = stack.devnet.evm[80002]?.rpcUrl ?? ''
  await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setCode', params: [address, code] }),
  })
}

const register = (body: unknown) => call(`${stack.server.url}/v1/profile/account`, { json: body })

it('registers a name for a contract account whose ERC-1271 check accepts the signature', async () => {
  const wallet = privateKeyToAccount(generatePrivateKey()).address
  await setCode(wallet, ACCEPTS_ALL)
  // The owner key signs; the contract, not ecrecover, decides.
  const body = await signedRegistration(privateKeyToAccount(generatePrivateKey()), {
    name: 'smart-wallet.kit.id',
  })
  const result = await register({ ...body, address: wallet })
  expect(result.status).toBe(200)
  expect(result.body.addresses['2147563650'].address).toBe(wallet)
})

it('refuses a contract account whose ERC-1271 check refuses', async () => {
  const wallet = privateKeyToAccount(generatePrivateKey()).address
  await setCode(wallet, REFUSES_ALL)
  const body = await signedRegistration(privateKeyToAccount(generatePrivateKey()), {
    name: 'picky-wallet.kit.id',
  })
  const result = await register({ ...body, address: wallet })
  expect(result.status).toBe(401)
  expect(result.body.reasons[0].name).toBe('InvalidSignature')
})

it('still accepts a plain EOA signature on a chain the server reads', async () => {
  const owner = privateKeyToAccount(generatePrivateKey())
  expect((await register(await signedRegistration(owner, { name: 'plain-eoa.kit.id' }))).status).toBe(200)
})
