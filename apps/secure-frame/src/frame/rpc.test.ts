// The frame's RPC handler end to end (host → bridge → parse → card): what the card names and shows for calls into
// the user's own smart account (N7), and the refusals that come before any card.
import {
  encodeFunctionData,
  encodeFunctionResult,
  erc20Abi,
  type Hex,
  keccak256,
  parseTransaction,
  recoverAddress,
  recoverMessageAddress,
  recoverTypedDataAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { createFramePair, EVM_ADDRESS, HOST_ORIGIN, RPC_80002 } from '../testing/framePair.js'
import { encodeErc7821Calls } from '@kit/accounts'
import { smartAccountAddress } from '../wallet/smartAccountFacts.js'

const SMART = smartAccountAddress(EVM_ADDRESS, '7702')
const ATTACKER = '0x000000000000000000000000000000000000dEaD'
const TOKEN = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'

/** The chain as the frame sees it: fees, gas, a balance, and a token that calls itself kUSD (6 decimals). */
const chain: Record<string, (params: unknown) => unknown> = {
  eth_gasPrice: () => '0x3b9aca00',
  eth_estimateGas: () => '0x186a0',
  eth_getBalance: () => '0x56bc75e2d63100000',
  eth_getCode: () => '0x',
  eth_call: (params) =>
    (params as [{ data: string }])[0].data === '0x95d89b41'
      ? encodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', result: 'kUSD' })
      : encodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', result: 6 }),
}

const pairs: ReturnType<typeof createFramePair>[] = []
afterEach(() => {
  for (const pair of pairs.splice(0)) pair.destroy()
  document.body.replaceChildren()
})

async function signedIn(options: { sponsoredChains?: string[] } = {}) {
  const pair = createFramePair({
    wrapFetch: (inner) => async (input, init) => {
      // The project's sponsorship, as the Kit server answers GET /v1/paymaster/sponsorship.
      if (options.sponsoredChains && String(input).includes('/v1/paymaster/sponsorship?projectId='))
        return Response.json({
          paymasterUrl: 'https://api.example/v1/paymaster?projectId=shop',
          chains: options.sponsoredChains,
          sponsor: { name: 'Shop' },
        })
      if (String(input).startsWith(RPC_80002)) {
        const { id, method, params } = JSON.parse(String(init?.body)) as {
          id: number
          method: string
          params: unknown
        }
        const answer = chain[method]
        if (answer) return Response.json({ jsonrpc: '2.0', id, result: answer(params) })
      }
      return inner(input, init)
    },
  })
  pairs.push(pair)
  await pair.client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
  await pair.client.request('CONNECT_OTP', { otp: '123456' })
  return pair
}

const until = async (predicate: () => boolean) => {
  for (let i = 0; i < 400 && !predicate(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  if (!predicate()) throw new Error('test: condition not met')
}

describe('the frame’s card for a call into the user’s own smart account (N7)', () => {
  it('names the smart account and shows what it sends and transfers, not a 0-value call', async () => {
    const pair = await signedIn()
    const drain = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [ATTACKER, 12_500_000n],
    })
    const sending = pair.client.rpc({
      method: 'eth_sendTransaction',
      params: [
        {
          from: EVM_ADDRESS,
          to: SMART,
          data: encodeErc7821Calls([
            { to: ATTACKER, value: 5n * 10n ** 18n, data: '0x' },
            { to: TOKEN, value: 0n, data: drain },
          ]),
        },
      ],
    })
    await until(() => pair.ui.asked.length === 1)
    const rows = new Map(pair.ui.asked[0]?.rows.map((row) => [row.label, row.value]))
    // With EIP-7702 the smart account is the EOA itself: a call to yourself that makes it run a batch.
    expect(SMART).toBe(EVM_ADDRESS)
    expect(rows.get('To')).toBe(`${SMART} (Your account)`)
    expect(rows.get('Data')).toBe('Makes your smart account make 2 calls (execute), shown below')
    expect(rows.get('Smart account call 1')).toBe(
      `To ${ATTACKER}\nAmount 5 POL\nData None (a plain transfer)`,
    )
    expect(rows.get('Token transfer by your smart account')).toBe(
      `12.5 kUSD to ${ATTACKER} (token ${TOKEN}, which calls itself “kUSD” (the contract’s claim))`,
    )
    expect(rows.get('From')).toBe(EVM_ADDRESS)
    pair.ui.answer(false)
    await expect(sending).rejects.toThrow('User rejected the request')
  })

  it('a call into the smart account it cannot read is refused before the user is asked', async () => {
    const pair = await signedIn()
    let settled = false
    const sending = pair.client.rpc({
      method: 'eth_sendTransaction',
      params: [{ from: EVM_ADDRESS, to: SMART, data: '0x8da5cb5b' }],
    })
    const settle = () => {
      settled = true
    }
    sending.then(settle, settle)
    await until(() => settled || pair.ui.asked.length > 0)
    expect(pair.ui.asked).toHaveLength(0)
    await expect(sending).rejects.toThrow(
      'This call into your smart account cannot be read, so it is refused',
    )
  })
})

describe('sends with the app’s fee fields, and contract deployments, through the frame', () => {
  /** The raw transactions the frame sent (the chain here has no base fee: legacy at 1 gwei + a fifth). */
  function recordSends() {
    const sent: `0x${string}`[] = []
    chain.eth_getTransactionCount = () => '0x0'
    chain.eth_sendRawTransaction = (params) => {
      const raw = (params as [`0x${string}`])[0]
      sent.push(raw)
      return keccak256(raw)
    }
    return sent
  }
  afterEach(() => {
    delete chain.eth_getTransactionCount
    delete chain.eth_sendRawTransaction
  })

  it('a fee far above the market is asked on the card, not refused; the option picked there is the one sent', async () => {
    const sent = recordSends()
    for (const [picked, gasPrice] of [
      [undefined, 1_200_000_000n],
      ['app', 10n ** 10n],
    ] as const) {
      const pair = await signedIn()
      const sending = pair.client.rpc({
        method: 'eth_sendTransaction',
        params: [{ from: EVM_ADDRESS, to: ATTACKER, value: '0x1', gasPrice: '0x2540be400' }],
      })
      await until(() => pair.ui.asked.length === 1)
      const view = pair.ui.asked[0]
      expect(view?.choice?.selected).toBe('market')
      expect(view?.warning).toContain('far above')
      pair.ui.answer(true, picked)
      await expect(sending).resolves.toMatch(/^0x[0-9a-f]{64}$/)
      expect(parseTransaction(sent.at(-1) as `0x${string}`)).toMatchObject({ type: 'legacy', gasPrice })
    }
  })

  it('eth_sendTransaction without `to` asks to deploy a contract and sends a creation transaction', async () => {
    const sent = recordSends()
    const pair = await signedIn()
    const sending = pair.client.rpc({
      method: 'eth_sendTransaction',
      params: [{ from: EVM_ADDRESS, data: '0x600a600c600039600a6000f3' }],
    })
    await until(() => pair.ui.asked.length === 1)
    expect(pair.ui.asked[0]).toMatchObject({
      title: 'Deploy a contract',
      intro: `${HOST_ORIGIN} asks you to deploy a contract.`,
      approveLabel: 'Deploy',
    })
    expect(pair.ui.asked[0]?.rows.find((row) => row.id === 'code-size')?.value).toBe('12 bytes')
    pair.ui.answer(true)
    const hash = await sending
    expect(hash).toBe(keccak256(sent[0] as `0x${string}`))
    expect(parseTransaction(sent[0] as `0x${string}`).to ?? null).toBeNull()
  })
})

describe('the signing methods dapps call, through the bridge', () => {
  const mail = {
    domain: { name: 'Ether Mail', version: '1', chainId: 80002, verifyingContract: TOKEN },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Mail: [{ name: 'contents', type: 'string' }],
    },
    primaryType: 'Mail',
    message: { contents: 'Hello, Bob!' },
  } as const

  it('personal_sign with a password argument, v1 and v3 each ask on a card, then sign as the account', async () => {
    const pair = await signedIn()
    const personal = pair.client.rpc({ method: 'personal_sign', params: ['hello', EVM_ADDRESS, 'password'] })
    await until(() => pair.ui.asked.length === 1)
    pair.ui.answer(true)
    const signature = (await personal) as Hex
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(EVM_ADDRESS)

    const fields = [
      { type: 'string', name: 'message', value: 'Hi, Alice!' },
      { type: 'uint8', name: 'value', value: 10 },
    ]
    const legacy = pair.client.rpc({ method: 'eth_signTypedData', params: [fields, EVM_ADDRESS] })
    await until(() => pair.ui.asked.length === 2)
    expect(pair.ui.asked[1]?.rows.find((row) => row.label === 'value (uint8)')?.value).toBe('10')
    pair.ui.answer(true)
    // Signed raw over eth-sig-util's typedSignatureHash of these fields (their test's value), no EIP-191 prefix.
    const hash = '0xf7ad23226db5c1c00ca0ca1468fd49c8f8bbc1489bc1c382de5adc557a69c229'
    expect(await recoverAddress({ hash, signature: (await legacy) as Hex })).toBe(EVM_ADDRESS)

    const v3 = pair.client.rpc({
      method: 'eth_signTypedData_v3',
      params: [EVM_ADDRESS, JSON.stringify(mail)],
    })
    await until(() => pair.ui.asked.length === 3)
    expect(pair.ui.asked[2]?.intro).toContain('typed data v3')
    pair.ui.answer(true)
    expect(await recoverTypedDataAddress({ ...mail, signature: (await v3) as Hex } as never)).toBe(
      EVM_ADDRESS,
    )
  })

  it('personal_ecRecover is answered without a card; a signature that recovers no one is -32602, not a crash', async () => {
    const pair = await signedIn()
    const signature = await privateKeyToAccount(`0x${'07'.repeat(32)}`).signMessage({ message: 'hello' })
    const recovered = await pair.client.rpc({ method: 'personal_ecRecover', params: ['hello', signature] })
    // Lower case, as the provider's eth_accounts: dapps compare the two with `===`.
    expect(recovered).toBe(privateKeyToAccount(`0x${'07'.repeat(32)}`).address.toLowerCase())
    // The same message as hex bytes.
    expect(await pair.client.rpc({ method: 'personal_ecRecover', params: ['0x68656c6c6f', signature] })).toBe(
      recovered,
    )
    expect(pair.ui.asked).toHaveLength(0)
    // r = 0 is no point on the curve: nothing recovers.
    const broken = `0x${'00'.repeat(64)}1b`
    const error = await pair.client
      .rpc({ method: 'personal_ecRecover', params: ['hello', broken] })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      shortMessage: 'No signer can be recovered from this signature',
      code: -32602,
    })
    const odd = await pair.client
      .rpc({ method: 'personal_ecRecover', params: ['0x123', signature] })
      .catch((caught: unknown) => caught)
    expect(odd).toMatchObject({ code: -32602 })
  })
})

describe('EIP-5792 capabilities, truthful per chain and account', () => {
  it('the EOA: no atomic batches; the smart account: atomic batches, and a paymaster where sponsored', async () => {
    const pair = await signedIn({ sponsoredChains: ['eip155:80002'] })
    const asked = (chains?: string[]) =>
      pair.client.rpc({
        method: 'wallet_getCapabilities',
        params: chains ? [EVM_ADDRESS, chains] : [EVM_ADDRESS],
      } as never)
    await expect(asked(['0x13882'])).resolves.toEqual({
      '0x13882': { atomic: { status: 'unsupported' }, paymasterService: { supported: false } },
    })
    await pair.client.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    // Smart accounts are offered on 80002 only (the pair's smartAccountChains): 31337 answers as it is.
    await expect(asked(['0x13882', '0x7a69'])).resolves.toEqual({
      '0x13882': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
      '0x7a69': { atomic: { status: 'unsupported' }, paymasterService: { supported: false } },
    })
    await expect(asked()).resolves.toEqual({
      '0x13882': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
    })
  })

  it('no sponsorship from the server: no paymaster service', async () => {
    const pair = await signedIn()
    await pair.client.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    await expect(
      pair.client.rpc({ method: 'wallet_getCapabilities', params: [EVM_ADDRESS, ['0x13882']] } as never),
    ).resolves.toEqual({
      '0x13882': { atomic: { status: 'supported' }, paymasterService: { supported: false } },
    })
  })
})
