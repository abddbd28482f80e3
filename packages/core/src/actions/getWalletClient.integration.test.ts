// @vitest-environment jsdom
// viem and ethers over Kit's connection, against the devnet's anvil: the test wallet connects through Kit, then a
// viem WalletClient from getWalletClient(kit) and the README's ethers v6 recipe sign and send through it.
import '../integration/nodeTypedArrays.js'
import { kitDevnet, polygonAmoy, withRpcUrls } from '@kit/chains'
import { type Devnet, startDevnet } from '@kit/devnet'
import { createTestWallet, type TestWallet } from '@kit/test-wallet'
import { BrowserProvider, verifyMessage as ethersVerifyMessage, parseEther as ethersParseEther } from 'ethers'
import { type Address, createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NotConnectedError } from '../errors/kit.js'
import { UserRejectedRequestError } from '../errors/wallet.js'
import { createKit, type Kit } from '../kit.js'
import { createMemoryStorage } from '../services/memoryStorage.js'
import { disconnect } from './disconnect.js'
import { getProvider } from './getProvider.js'
import { getWalletClient } from './getWalletClient.js'
import { sendTransaction } from './sendTransaction.js'
import { signMessage } from './signMessage.js'

const RDNS = 'dev.kit.testwallet'
let devnet: Devnet
let wallet: TestWallet
let undo: () => void
const kits: Kit[] = []

async function connectedKit() {
  const kit = createKit({
    projectId: 'kit-integration',
    networks: [
      withRpcUrls(polygonAmoy, { http: devnet.evm[80002]?.rpcUrl ?? '' }),
      withRpcUrls(kitDevnet, { http: devnet.evm[31337]?.rpcUrl ?? '' }),
    ],
    storage: createMemoryStorage(),
    apiUrl: 'http://127.0.0.1:9',
    logLevel: 'silent',
    connectors: { walletConnect: false, solana: false },
  })
  kits.push(kit)
  kit.modal.open()
  await expect.poll(() => kit.connectors.get(RDNS)).toBeDefined()
  kit.modal.close()
  await kit.connection.connect(RDNS)
  return kit
}

const node = (chainId: 80002 | 31337) => createPublicClient({ transport: http(devnet.evm[chainId]?.rpcUrl) })
const randomAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

beforeAll(async () => {
  devnet = await startDevnet({ ports: 0, bundlers: false })
  wallet = createTestWallet({
    evm: {
      chains: [
        { chainId: 80002, rpcUrl: devnet.evm[80002]?.rpcUrl ?? '' },
        { chainId: 31337, rpcUrl: devnet.evm[31337]?.rpcUrl ?? '' },
      ],
      privateKeys: devnet.accounts.evm.map((account) => account.privateKey),
    },
    solana: false,
  })
  undo = wallet.announce(window)
}, 60_000)

afterAll(async () => {
  for (const kit of kits) kit.destroy()
  undo?.()
  await devnet?.stop()
})

describe('getWalletClient (viem)', { timeout: 30_000 }, () => {
  it('is bound to the connected account and chain, and its sendTransaction lands on anvil', async () => {
    const kit = await connectedKit()
    const client = getWalletClient(kit)
    expect(client.account.address).toBe(wallet.evm.addresses[0])
    expect(client.chain.id).toBe(80002)
    const to = randomAddress()
    const hash = await client.sendTransaction({ to, value: parseEther('0.5') })
    const receipt = await node(80002).waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(wallet.evm.addresses[0]?.toLowerCase())
    expect(await node(80002).getBalance({ address: to })).toBe(parseEther('0.5'))
  })

  it('follows a chain switch with a new client', async () => {
    const kit = await connectedKit()
    await kit.network.switchNetwork('eip155:31337')
    const client = getWalletClient(kit)
    expect(client.chain.id).toBe(31337)
    const to = randomAddress()
    const hash = await client.sendTransaction({ to, value: 1n })
    await node(31337).waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(await node(31337).getBalance({ address: to })).toBe(1n)
    await kit.network.switchNetwork('eip155:80002')
  })

  it('a refusal in the wallet is viem’s UserRejectedRequestError (code 4001)', async () => {
    const kit = await connectedKit()
    wallet.setPolicy('reject')
    try {
      const error = await getWalletClient(kit)
        .sendTransaction({ to: randomAddress(), value: 1n })
        .catch((caught: unknown) => caught)
      const rejected = (error as { walk(fn: (cause: unknown) => boolean): unknown }).walk(
        (cause) => (cause as { code?: unknown }).code === 4001,
      )
      expect(rejected).toBeTruthy()
      expect(error).toMatchObject({ name: 'TransactionExecutionError' })
    } finally {
      wallet.setPolicy('approve')
    }
  })

  it('throws NotConnectedError without an EVM account', async () => {
    const kit = await connectedKit()
    await kit.connection.disconnect()
    expect(() => getWalletClient(kit)).toThrow(NotConnectedError)
  })
})

describe('the actions behind the React hooks', { timeout: 30_000 }, () => {
  it('signMessage, sendTransaction and disconnect go through the connected wallet', async () => {
    const kit = await connectedKit()
    const [address] = wallet.evm.addresses as [Address]
    const signature = await signMessage(kit, { message: 'hello kit' })
    expect(
      await verifyMessage({ address, message: 'hello kit', signature: signature as `0x${string}` }),
    ).toBe(true)
    const to = randomAddress()
    const hash = await sendTransaction(kit, { to, value: 7n })
    await node(80002).waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 50 })
    expect(await node(80002).getBalance({ address: to })).toBe(7n)
    await expect(sendTransaction(kit, { to: 'nope', value: -1n })).rejects.toMatchObject({
      name: 'KitValidationError',
      details: '`to` must be a 0x address; `value` must be a bigint ≥ 0',
    })
    wallet.setPolicy('reject')
    try {
      await expect(sendTransaction(kit, { to, value: 1n })).rejects.toBeInstanceOf(UserRejectedRequestError)
    } finally {
      wallet.setPolicy('approve')
    }
    await disconnect(kit)
    expect(kit.getState().account.status).toBe('disconnected')
    await expect(sendTransaction(kit, { to, value: 1n })).rejects.toMatchObject({ code: 4100 })
  })
})

describe('the ethers v6 recipe of the README', { timeout: 30_000 }, () => {
  it('new BrowserProvider(getProvider(kit, "eip155")) signs a message that verifies, and sends', async () => {
    const kit = await connectedKit()
    const provider = new BrowserProvider(getProvider(kit, 'eip155'))
    const signer = await provider.getSigner()
    expect(await signer.getAddress()).toBe(wallet.evm.addresses[0])
    expect((await provider.getNetwork()).chainId).toBe(80002n)
    const signature = await signer.signMessage('hello ethers')
    expect(ethersVerifyMessage('hello ethers', signature)).toBe(wallet.evm.addresses[0])
    const to = randomAddress()
    const sent = await signer.sendTransaction({ to, value: ethersParseEther('0.25') })
    await node(80002).waitForTransactionReceipt({ hash: sent.hash as `0x${string}`, pollingInterval: 50 })
    expect(await node(80002).getBalance({ address: to })).toBe(parseEther('0.25'))
  })
})
