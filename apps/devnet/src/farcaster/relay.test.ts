import { createAppClient, createWalletClient, viemConnector } from '@farcaster/auth-client'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnvilNode, startAnvil } from '../evm/anvil.js'
import { farcasterDevAccounts } from './accounts.js'
import { installIdRegistry, registerFid } from './idRegistry.js'
import { type FarcasterRelay, startFarcasterRelay } from './relay.js'

let anvil: AnvilNode
let relay: FarcasterRelay
const [kitcaster, kitfriend] = farcasterDevAccounts() as [
  ReturnType<typeof farcasterDevAccounts>[number],
  ReturnType<typeof farcasterDevAccounts>[number],
]

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 0 })
  await installIdRegistry(anvil.rpcUrl)
  for (const account of [kitcaster, kitfriend])
    await registerFid(anvil.rpcUrl, BigInt(account.fid), account.custody.address)
  relay = await startFarcasterRelay({
    port: 0,
    optimismRpcUrl: anvil.rpcUrl,
    accounts: [kitcaster, kitfriend],
  })
}, 30_000)
afterAll(async () => {
  await relay?.stop()
  await anvil?.stop()
})

const appClient = () =>
  createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: anvil.rpcUrl }) })
const walletClient = () =>
  createWalletClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: anvil.rpcUrl }) })

async function newChannel() {
  const created = await appClient().createChannel({
    siweUri: 'http://127.0.0.1:8787/login',
    domain: '127.0.0.1:8787',
    nonce: 'abcdefgh12345678',
    acceptAuthAddress: false,
  })
  if (created.isError) throw created.error
  return created.data
}

/** Plays the Farcaster app in Node: builds the message for `fid` from the channel URL and signs with `key`. */
async function signIn(channelUrl: string, fid: number, key: `0x${string}`, username = 'kitcaster') {
  const wallet = walletClient()
  const parsed = new URL(channelUrl)
  const query = Object.fromEntries(parsed.searchParams) as Record<string, string>
  const built = wallet.buildSignInMessage({
    address: privateKeyToAccount(key).address,
    fid,
    uri: query.siweUri ?? '',
    domain: query.domain ?? '',
    nonce: query.nonce ?? '',
  })
  if (built.isError) throw built.error
  const signature = await privateKeyToAccount(key).signMessage({ message: built.message })
  return { message: built.message, signature, query, wallet, username }
}

describe('the devnet ID registry', () => {
  it("answers idOf/custodyOf at the real registry's address, as @farcaster/auth-client reads them", async () => {
    const ethereum = viemConnector({ rpcUrl: anvil.rpcUrl })
    expect(await ethereum.getFid(kitcaster.custody.address)).toBe(4242n)
    expect(await ethereum.getFid(kitfriend.custody.address)).toBe(4243n)
    expect(await ethereum.getFid(privateKeyToAccount(generatePrivateKey()).address)).toBe(0n)
  })

  it('refuses to register a taken fid or an address that has one', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey()).address
    await expect(registerFid(anvil.rpcUrl, 4242n, stranger)).rejects.toThrow()
    await expect(registerFid(anvil.rpcUrl, 9999n, kitcaster.custody.address)).rejects.toThrow()
  })
})

describe('the devnet Farcaster relay', () => {
  it('creates a channel whose URL carries what a Farcaster app needs, pending until authenticated', async () => {
    const { channelToken, url, nonce } = await newChannel()
    expect(nonce).toBe('abcdefgh12345678')
    const parsed = new URL(url)
    expect(parsed.origin + parsed.pathname).toBe(`${relay.url}/~/siwf`)
    expect(Object.fromEntries(parsed.searchParams)).toMatchObject({
      channelToken,
      nonce,
      siweUri: 'http://127.0.0.1:8787/login',
      domain: '127.0.0.1:8787',
    })
    const status = await appClient().status({ channelToken })
    expect(status.isError).toBe(false)
    expect(status.response?.status).toBe(202)
    expect(status.data).toMatchObject({ state: 'pending', nonce })
  })

  it('completes a channel signed by the custody key, which verifies on chain, and closes it once read', async () => {
    const { channelToken, url } = await newChannel()
    const { message, signature, wallet } = await signIn(url, 4242, kitcaster.custody.privateKey)
    const sent = await wallet.authenticate({
      channelToken,
      authKey: relay.authKey,
      message,
      signature,
      fid: 4242,
      username: 'kitcaster',
    })
    expect(sent.response?.status).toBe(201)
    const status = await appClient().status({ channelToken })
    expect(status.response?.status).toBe(200)
    expect(status.data).toMatchObject({
      state: 'completed',
      message,
      signature,
      fid: 4242,
      username: 'kitcaster',
      custody: kitcaster.custody.address,
    })
    const verified = await appClient().verifySignInMessage({
      nonce: 'abcdefgh12345678',
      domain: '127.0.0.1:8787',
      message,
      signature,
      acceptAuthAddress: false,
    })
    expect(verified).toMatchObject({ isError: false, success: true, fid: 4242, authMethod: 'custody' })
    const again = await fetch(`${relay.url}/v1/channel/status`, {
      headers: { authorization: `Bearer ${channelToken}` },
    })
    expect(again.status).toBe(401)
  })

  it('relays a signature by a key that is not the custody address; the verifier refuses it', async () => {
    const { channelToken, url } = await newChannel()
    const forged = await signIn(url, 4242, generatePrivateKey())
    await forged.wallet.authenticate({
      channelToken,
      authKey: relay.authKey,
      message: forged.message,
      signature: forged.signature,
      fid: 4242,
    })
    const status = await appClient().status({ channelToken })
    const verified = await appClient().verifySignInMessage({
      nonce: 'abcdefgh12345678',
      domain: '127.0.0.1:8787',
      message: status.data?.message as string,
      signature: status.data?.signature as `0x${string}`,
      acceptAuthAddress: false,
    })
    expect(verified.isError).toBe(true)
    expect(verified.error?.message).toMatch(/does not own fid 4242/)
  })

  it('refuses authenticate without the relay key, with a bad body, or for an unknown channel', async () => {
    const { channelToken, url } = await newChannel()
    const { message, signature } = await signIn(url, 4242, kitcaster.custody.privateKey)
    const post = (token: string, body: unknown, key?: string) =>
      fetch(`${relay.url}/v1/channel/authenticate`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...(key ? { 'x-farcaster-auth-relay-key': key } : {}),
        },
        body: JSON.stringify(body),
      })
    expect((await post(channelToken, { message, signature, fid: 4242 })).status).toBe(401)
    expect((await post(channelToken, { message, signature, fid: 4242 }, 'wrong')).status).toBe(401)
    const bad = await post(channelToken, { message, signature: '0x1234', fid: 4242 }, relay.authKey)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: 'Validation error' })
    expect((await post('unknown', { message, signature, fid: 4242 }, relay.authKey)).status).toBe(401)
    const noToken = await fetch(`${relay.url}/v1/channel/status`)
    expect(noToken.status).toBe(401)
    const badCreate = await fetch(`${relay.url}/v1/channel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siweUri: 'not a url', domain: 'x' }),
    })
    expect(badCreate.status).toBe(400)
  })

  it('serves the local Farcaster app: the page lists the dev fids and approving signs with the custody key', async () => {
    const { channelToken, url } = await newChannel()
    const page = await fetch(url)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain('Sign in as @kitcaster (fid 4242)')
    expect(html).toContain('Sign in as @kitfriend (fid 4243)')
    const form = new URLSearchParams(new URL(url).searchParams)
    form.set('fid', '4243')
    const approved = await fetch(`${relay.url}/~/siwf`, { method: 'POST', body: form })
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('Signed in as @kitfriend')
    const status = await appClient().status({ channelToken })
    expect(status.data).toMatchObject({ state: 'completed', fid: 4243, username: 'kitfriend' })
    const verified = await appClient().verifySignInMessage({
      nonce: 'abcdefgh12345678',
      domain: '127.0.0.1:8787',
      message: status.data?.message as string,
      signature: status.data?.signature as `0x${string}`,
      acceptAuthAddress: false,
    })
    expect(verified).toMatchObject({ isError: false, fid: 4243 })
  })
})
