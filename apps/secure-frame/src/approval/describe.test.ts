import { encodeErc7821Calls } from '@kit/accounts'
import type { RpcRequest } from '@kit/frame-bridge'
import { base58 } from '@scure/base'
import { encodeFunctionData, encodeFunctionResult, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import type { JsonRpc } from '../rpc.js'
import type { FeeChoice, SendPlan } from '../wallet/evm.js'
import type { UserOperationPlan } from '../wallet/userOperation.js'
import { type ApprovalContext, cleanAppName, describeRequest, networkInfo } from './describe.js'
import { explainRequest } from './explain.js'
import { type ParseEnvironment, parseRequest } from './parseRequest.js'

const eoa = '0x1111111111111111111111111111111111111111'
const smart = '0x2222222222222222222222222222222222222222'
const solanaKey = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const context: ApprovalContext = {
  origin: 'https://shop.example',
  appName: 'Shop',
  caipNetworkId: 'eip155:80002',
}
const accounts = [
  { address: eoa, type: 'eoa' as const },
  { address: smart, type: 'smartAccount' as const },
]
const environment = (
  active: 'eoa' | 'smartAccount' = 'eoa',
  plan: Partial<SendPlan> = {},
): ParseEnvironment => ({
  caipNetworkId: 'eip155:80002',
  active: active === 'eoa' ? { address: eoa, type: 'eoa' } : { address: smart, type: 'smartAccount' },
  accounts,
  planSend: async (_calls, signer) => ({
    signer,
    payer: eoa,
    transactions: [],
    maxFee: 420_000_000_000_000n,
    deploysSmartAccount: false,
    ...plan,
  }),
})
const hex = (text: string) =>
  `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`

async function card(
  request: unknown,
  options: { env?: ParseEnvironment; context?: Partial<ApprovalContext> } = {},
) {
  const parsed = await parseRequest(request as RpcRequest, options.env ?? environment())
  return describeRequest(parsed, { ...context, ...options.context })
}
const row = (view: Awaited<ReturnType<typeof card>>, label: string) =>
  view.rows.find((entry) => entry.label === label)?.value

describe('describing a parsed request for approval', () => {
  it('the verified origin comes first; the claimed app name follows, cleaned and marked unverified', async () => {
    const view = await card({ method: 'personal_sign', params: [hex('hi'), eoa] })
    expect(view.intro).toBe('https://shop.example asks you to sign this message.')
    expect(row(view, 'App name')).toBe('Shop (as the app calls itself; not verified)')
    const bidi = await card(
      { method: 'personal_sign', params: [hex('hi'), eoa] },
      { context: { appName: '\u202Eelpmaxe.evil\u2066 Shop\n\u200f' } },
    )
    expect(bidi.intro.startsWith('https://shop.example ')).toBe(true)
    expect(row(bidi, 'App name')).toBe('elpmaxe.evil Shop (as the app calls itself; not verified)')
    expect(cleanAppName('\u202E\u2067')).toBeUndefined()
    expect(cleanAppName('x'.repeat(500))?.length).toBeLessThan(100)
    const unnamed = await card(
      { method: 'personal_sign', params: [hex('hi'), eoa] },
      { context: { appName: undefined } },
    )
    expect(row(unnamed, 'App name')).toBeUndefined()
  })

  it('personal_sign: readable text as text; binary, control and bidi characters as hex, without "sends no funds"', async () => {
    const text = await card({ method: 'personal_sign', params: [hex('Log in to Shop\nNonce 7'), eoa] })
    expect(row(text, 'Message')).toBe('Log in to Shop\nNonce 7')
    expect(text.warning).toContain('sends no funds')
    const binary = await card({ method: 'personal_sign', params: ['0x00ff10', eoa] })
    expect(row(binary, 'Message')).toBe('0x00ff10')
    expect(binary.warning).not.toContain('sends no funds')
    const spoof = hex('pay \u202Eevil')
    expect(row(await card({ method: 'personal_sign', params: [spoof, eoa] }), 'Message')).toBe(spoof)
  })

  it('a sign-in (EIP-4361) for the page that asks is a sign-in card, without the other-site warning', async () => {
    const message = `shop.example wants you to sign in with your Ethereum account:\n${eoa}\n\nURI: https://shop.example\nVersion: 1\nChain ID: 80002\nNonce: 32891757\nIssued At: 2021-09-30T16:25:24Z`
    const view = await card({ method: 'personal_sign', params: [hex(message), eoa] })
    expect(view.title).toBe('Sign-in request')
    expect(view.intro).toBe('https://shop.example asks you to sign in with your account.')
    expect(row(view, 'Signs you in to')).toBe('shop.example')
    expect(row(view, 'Message')).toBe(message)
    expect(row(view, 'Warning')).toBeUndefined()
    expect(view.warning).not.toMatch(/another site|request comes from/)
    // On a local page with a port, the port is part of the site.
    const local = await card(
      { method: 'personal_sign', params: [message.replace('shop.example', '127.0.0.1:5173'), eoa, ''] },
      { context: { origin: 'http://127.0.0.1:5173' } },
    )
    expect(local.title).toBe('Sign-in request')
  })

  it('a sign-in for another site than the page says so first, naming both, on the card’s warning and a row', async () => {
    const message = `metamask.badactor.io wants you to sign in with your Ethereum account:\n${eoa}\n\nURI: https://metamask.badactor.io\nVersion: 1\nChain ID: 1\nNonce: 32891757\nIssued At: 2021-09-30T16:25:24Z`
    const view = await card({ method: 'personal_sign', params: [message, eoa] })
    expect(view.title).toBe('Sign-in for another site')
    expect(view.intro).toBe('https://shop.example asks you to sign in to metamask.badactor.io.')
    expect(view.warning).toContain(
      'This message signs you in to metamask.badactor.io, but the request comes from https://shop.example.',
    )
    expect(view.rows[0]).toEqual({ id: 'sign-in-warning', label: 'Warning', value: view.warning })
    expect(row(view, 'Message')).toBe(message)
    // Another port of the same host is another site too.
    const port = await card(
      { method: 'personal_sign', params: [message.replace('metamask.badactor.io', '127.0.0.1:5174'), eoa] },
      { context: { origin: 'http://127.0.0.1:5173' } },
    )
    expect(port.warning).toContain(
      'signs you in to 127.0.0.1:5174, but the request comes from http://127.0.0.1:5173',
    )
    // The sign-in phrase outside EIP-4361's form: the site cannot be checked, and the card says so.
    const odd = await card({ method: 'personal_sign', params: [`Hi\n${message}`, eoa] })
    expect(odd.title).toBe('Signature request')
    expect(odd.warning).toContain('not in the sign-in format')
  })

  it('eth_signTypedData (v1): each field as a name, type and value row, with the typed-data warning', async () => {
    const view = await card({
      method: 'eth_signTypedData',
      params: [
        [
          { type: 'string', name: 'Message', value: 'Hi, Alice!' },
          { type: 'uint32', name: 'A number', value: '1337' },
          { type: 'string', name: 'Note\u202E', value: 'pay \u2066evil' },
        ],
        eoa,
      ],
    })
    expect(view.title).toBe('Signature request')
    expect(view.intro).toContain('legacy format, eth_signTypedData v1')
    expect(row(view, 'Format')).toBe('Typed data v1 (legacy, before EIP-712)')
    expect(row(view, 'Message (string)')).toBe('Hi, Alice!')
    expect(row(view, 'A number (uint32)')).toBe('1337')
    expect(row(view, 'Note\\u{202e} (string)')).toBe('pay \\u{2066}evil')
    expect(row(view, 'From')).toBe(eoa)
    expect(view.warning).toContain('Typed signatures can authorise transfers')
  })

  it('eth_signTypedData_v3: the typed-data card, saying it is v3', async () => {
    const typed = {
      domain: { name: 'Ether Mail', version: '1', chainId: 80002, verifyingContract: eoa },
      primaryType: 'Order',
      types: { Order: [{ name: 'amount', type: 'uint256' }] },
      message: { amount: '1000' },
    }
    const view = await card({ method: 'eth_signTypedData_v3', params: [eoa, JSON.stringify(typed)] })
    expect(view.intro).toBe('https://shop.example asks you to sign structured data (typed data v3).')
    expect(row(view, 'Format')).toBe('Typed data v3 (EIP-712, without arrays)')
    expect(row(view, 'Domain')).toBe(`Ether Mail, version 1, chain 80002, contract ${eoa}`)
    expect(view.warning).toContain('Typed signatures can authorise transfers')
    const v4 = await card({ method: 'eth_signTypedData_v4', params: [eoa, JSON.stringify(typed)] })
    expect(row(v4, 'Format')).toBe('Typed data v4 (EIP-712)')
  })

  it('names the account that signs, from the request’s from, not the active one', async () => {
    const view = await card(
      { method: 'personal_sign', params: [hex('hi'), eoa] },
      { env: environment('smartAccount') },
    )
    expect(row(view, 'From')).toBe(eoa)
    expect(row(view, 'Account type')).toBe('Account (EOA)')
    const asSmart = await card({ method: 'personal_sign', params: [hex('hi'), smart] })
    expect(row(asSmart, 'From')).toBe(smart)
    expect(row(asSmart, 'Account type')).toBe('Smart account')
  })

  it('eth_sendTransaction: recipient, amount, data, sender, network and the max network fee', async () => {
    const view = await card({
      method: 'eth_sendTransaction',
      params: [
        {
          from: eoa,
          to: '0x2222222222222222222222222222222222222222',
          value: '0xde0b6b3a7640000',
          data: '0xa9059cbb00',
        },
      ],
    })
    expect(view.title).toBe('Approve transaction')
    expect(view.approveLabel).toBe('Send')
    expect(row(view, 'To')).toBe('0x2222222222222222222222222222222222222222')
    expect(row(view, 'Amount')).toBe('1 POL')
    expect(row(view, 'Data')).toBe('5 bytes, function 0xa9059cbb')
    expect(row(view, 'From')).toBe(eoa)
    expect(row(view, 'Network')).toBe('Polygon Amoy')
    expect(row(view, 'Max network fee')).toBe('0.00042 POL')
    expect(view.rows.find((entry) => entry.label === 'Max network fee')?.id).toBe('max-fee')
  })

  it('a contract deployment: said plainly, with the code size, the value sent with it and the max fee', async () => {
    const view = await card({
      method: 'eth_sendTransaction',
      params: [{ from: eoa, data: `0x${'60'.repeat(300)}`, value: '0xde0b6b3a7640000' }],
    })
    expect(view.title).toBe('Deploy a contract')
    expect(view.intro).toBe('https://shop.example asks you to deploy a contract.')
    expect(view.approveLabel).toBe('Deploy')
    expect(view.rows.map((entry) => entry.id).slice(0, 3)).toEqual(['code-size', 'amount', 'max-fee'])
    expect(row(view, 'Code size')).toBe('300 bytes')
    expect(row(view, 'Amount')).toBe('1 POL (sent with it)')
    expect(row(view, 'Max network fee')).toBe('0.00042 POL')
    expect(row(view, 'To')).toBeUndefined()
    expect(row(view, 'From')).toBe(eoa)
  })

  it('fee fields from the app: both max fees on a choice; far above, a plain warning and the market’s selected', async () => {
    const plan = (maxFee: bigint, type: 'eip1559' | 'legacy' = 'eip1559'): SendPlan => ({
      signer: 'eoa',
      payer: eoa,
      transactions: [
        {
          purpose: 'call',
          to: smart,
          value: 0n,
          data: '0x',
          gas: 21_000n,
          fees:
            type === 'legacy' ? { type, gasPrice: 1n } : { type, maxFeePerGas: 1n, maxPriorityFeePerGas: 1n },
        },
      ],
      maxFee,
      deploysSmartAccount: false,
    })
    const withChoice = (feeChoice: FeeChoice): ParseEnvironment => ({
      ...environment(),
      planSend: async () => ({ ...feeChoice[feeChoice.selected], feeChoice }),
    })
    const request = { method: 'eth_sendTransaction', params: [{ to: smart, maxFeePerGas: '0x1' }] }
    const far = await card(request, {
      env: withChoice({
        market: plan(420_000_000_000_000n),
        app: plan(2_100_000_000_000_000n),
        farAbove: true,
        selected: 'market',
      }),
    })
    expect(far.choice).toEqual({
      id: 'fee',
      label: 'Network fee to pay',
      selected: 'market',
      options: [
        { value: 'market', label: 'Market fee', detail: 'max 0.00042 POL' },
        { value: 'app', label: 'The app’s fee', detail: 'max 0.0021 POL' },
      ],
    })
    expect(far.warning).toBe(
      'The app’s fee is far above the market’s (over 4 times). The market fee is selected: pick the app’s only if you mean to pay it.',
    )
    // Each max fee is on the choice; no single "Max network fee" row that would hold for one option only.
    expect(row(far, 'Max network fee')).toBeUndefined()
    const near = await card(request, {
      env: withChoice({
        market: plan(420_000_000_000_000n, 'legacy'),
        app: plan(840_000_000_000_000n, 'legacy'),
        farAbove: false,
        selected: 'app',
      }),
    })
    expect(near.choice?.selected).toBe('app')
    expect(near.choice?.options[1]?.detail).toBe('max 0.00084 POL')
    expect(near.warning).not.toContain('far above')
    expect(row(near, 'Transaction type')).toBe('Legacy (type 0): a fixed gas price')
    // Each max fee is rounded up (never below the true maximum) to stay short; a huge ratio reads "over 1000".
    const burning = await card(request, {
      env: withChoice({
        market: plan(441_234_567_000_001n),
        app: plan(9_000_000_000_000_000_001n),
        farAbove: true,
        selected: 'market',
      }),
    })
    expect(burning.choice?.options.map((option) => option.detail)).toEqual([
      'max 0.000442 POL',
      'max 9.01 POL',
    ])
    expect(burning.warning).toContain('(over 1000 times)')
  })

  it('a smart account’s send: the user pays at most its max fee, and its creation on the first send', async () => {
    const request = { method: 'eth_sendTransaction', params: [{ to: eoa, value: '0x1' }] }
    const first = await card(request, {
      env: environment('smartAccount', { deploysSmartAccount: true, payer: smart }),
    })
    expect(row(first, 'Note')).toBe('This first send also creates your smart account on this network.')
    expect(row(first, 'From')).toBe(smart)
    expect(row(first, 'Max network fee')).toBe('0.00042 POL')
    expect(row(first, 'Network fee')).toBeUndefined()
    expect(first.warning).toBe(
      'Network fees are paid by your smart account. Its calls run all together or not at all. Sent transactions cannot be undone.',
    )
    expect(row(await card(request, { env: environment('smartAccount') }), 'Note')).toBeUndefined()
    const upgrade = { kind: '7702', createsAccount: true } as UserOperationPlan
    const upgrading = await card(request, {
      env: environment('smartAccount', { deploysSmartAccount: true, userOperation: upgrade }),
    })
    expect(row(upgrading, 'Note')).toBe(
      'This first send also upgrades your account to a smart account on this network (EIP-7702); its address stays the same.',
    )
  })

  it('a sponsored send says who pays the network fee: “Paid by <app>”, and no fee for the user', async () => {
    const request = { method: 'eth_sendTransaction', params: [{ to: eoa, value: '0x1' }] }
    const sponsored = await card(request, {
      env: environment('smartAccount', { maxFee: 0n, sponsor: 'Shop' }),
    })
    expect(row(sponsored, 'Network fee')).toBe('Paid by Shop')
    expect(row(sponsored, 'Max network fee')).toBeUndefined()
    expect(sponsored.warning).toBe('The network fee is paid by Shop. Sent transactions cannot be undone.')
    // A paymaster that refused (a project over its budget): the user is offered to pay, and told why.
    const refused = { kind: '7702', sponsorshipRefused: 'Shop’s sponsorship budget for today is spent' }
    const paying = await card(request, {
      env: environment('smartAccount', { userOperation: refused as UserOperationPlan }),
    })
    expect(row(paying, 'Max network fee')).toBe('0.00042 POL')
    expect(row(paying, 'Not sponsored')).toBe(
      'The app does not pay this fee: Shop’s sponsorship budget for today is spent. You pay it from your account.',
    )
  })

  it('eth_signTypedData_v4: domain, primary type and the data, as parsed', async () => {
    const typed = {
      domain: { name: 'Permit2', version: '1', chainId: 80002, verifyingContract: eoa },
      primaryType: 'Order',
      types: { Order: [{ name: 'amount', type: 'uint256' }] },
      message: { amount: '1000' },
    }
    const view = await card({ method: 'eth_signTypedData_v4', params: [eoa, JSON.stringify(typed)] })
    expect(row(view, 'Domain')).toBe(`Permit2, version 1, chain 80002, contract ${eoa}`)
    expect(row(view, 'Type')).toBe('Order')
    expect(row(view, 'Data')).toContain('"amount": "1000"')
  })

  it('typed data cannot reorder or hide text on the card: bidi and control characters are written out', async () => {
    const typed = {
      domain: { name: 'Shop\u202Epots', chainId: 80002 },
      primaryType: 'Order',
      types: { Order: [{ name: 'note', type: 'string' }] },
      message: { note: 'pay \u2066evil\u2069' },
    }
    const view = await card({ method: 'eth_signTypedData_v4', params: [eoa, JSON.stringify(typed)] })
    expect(row(view, 'Domain')).toBe('Shop\\u{202e}pots, chain 80002')
    expect(row(view, 'Data')).toContain('pay \\u{2066}evil\\u{2069}')
    expect(cleanAppName('Sh\u200Bop\uFEFF')).toBe('Sh op')
  })

  it('wallet_sendCalls: every call, with the amount that is sent', async () => {
    const view = await card({
      method: 'wallet_sendCalls',
      params: [
        {
          calls: [
            { to: eoa, value: '0x4563918244f40000' },
            { to: eoa, data: '0x12345678' },
          ],
        },
      ],
    })
    expect(view.title).toBe('Approve 2 calls')
    expect(row(view, 'Call 1')).toBe(`To ${eoa}\nAmount 5 POL\nData None (a plain transfer)`)
    expect(row(view, 'Call 2')).toContain('function 0x12345678')
  })

  it('Solana: message text; binary bytes are not said to be harmless; what signing a transaction means', async () => {
    const solana: ParseEnvironment = {
      caipNetworkId: 'solana:localnet',
      active: { address: solanaKey, type: 'eoa' },
      accounts: [{ address: solanaKey, type: 'eoa' }],
    }
    const sign = (bytes: Uint8Array) => ({
      method: 'solana_signMessage',
      params: { message: base58.encode(bytes), pubkey: solanaKey },
    })
    const text = await card(sign(new TextEncoder().encode('Sign in to Shop')), {
      env: solana,
      context: { caipNetworkId: 'solana:localnet' },
    })
    expect(row(text, 'Message')).toBe('Sign in to Shop')
    expect(row(text, 'From')).toBe(solanaKey)
    const binary = await card(sign(new Uint8Array([0, 159, 255, 7])), {
      env: solana,
      context: { caipNetworkId: 'solana:localnet' },
    })
    expect(row(binary, 'Message')).toBe('0x009fff07')
    expect(binary.warning).not.toContain('sends no funds')
    const send = await card(
      { method: 'solana_signAndSendTransaction', params: { transaction: '3xyz' } },
      { env: solana, context: { caipNetworkId: 'solana:localnet' } },
    )
    expect(send.approveLabel).toBe('Send')
    expect(send.intro).toContain('send it to Solana Localnet')
    const all = await card(
      { method: 'solana_signAllTransactions', params: { transactions: ['2a', '3b'] } },
      { env: solana, context: { caipNetworkId: 'solana:localnet' } },
    )
    expect(all.title).toBe('Approve 2 transactions')
  })

  it('a call explained in words leads the card; its to, data and an amount of nothing do not hold the arming back', async () => {
    const explain = { id: 'explain', label: 'Token transfer', value: '12.5 kUSD to 0xbeef', code: true }
    const transfer = { method: 'eth_sendTransaction', params: [{ to: smart, data: '0xa9059cbb' }] }
    const view = await card(transfer, { context: { details: [explain] } })
    expect(view.rows.map((entry) => entry.id).slice(0, 4)).toEqual(['explain', 'to', 'amount', 'data'])
    expect(view.rows.filter((entry) => entry.matters === false).map((entry) => entry.id)).toEqual([
      'to',
      'amount',
      'data',
    ])
    // Value sent with it still matters on its own; without an explanation nothing is waived.
    const paying = await card(
      { method: 'eth_sendTransaction', params: [{ to: smart, data: '0xa9059cbb', value: '0x1' }] },
      { context: { details: [explain] } },
    )
    expect(paying.rows.find((entry) => entry.id === 'amount')?.matters).toBeUndefined()
    const plain = await card(transfer)
    expect(plain.rows[0]?.id).toBe('to')
    expect(plain.rows.some((entry) => entry.matters === false)).toBe(false)
    // A permit: what it lets whom spend comes first, and its raw data backs it up.
    const permit = await card(
      {
        method: 'eth_signTypedData_v4',
        params: [
          eoa,
          JSON.stringify({
            types: {
              EIP712Domain: [{ name: 'name', type: 'string' }],
              Permit: [{ name: 'value', type: 'uint256' }],
            },
            domain: { name: 'Kit USD' },
            primaryType: 'Permit',
            message: { value: '1' },
          }),
        ],
      },
      { context: { details: [{ ...explain, label: 'Token permit' }] } },
    )
    expect(permit.rows[0]?.id).toBe('explain')
    expect(permit.rows.find((entry) => entry.id === 'data')?.matters).toBe(false)
  })

  it('knows the networks Kit ships, and falls back for others', () => {
    expect(networkInfo('eip155:80002')).toEqual({ name: 'Polygon Amoy', symbol: 'POL', decimals: 18 })
    expect(networkInfo('eip155:999999')).toEqual({ name: 'Chain 999999', symbol: 'ETH', decimals: 18 })
  })
})

describe('a call from the EOA into the user’s own smart account (N7)', () => {
  const attacker = '0x000000000000000000000000000000000000dEaD'
  const token = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
  const tokenRpc: JsonRpc = {
    url: 'memory',
    async request(_method, params) {
      const [{ data }] = params as [{ data: string }]
      return data === '0x95d89b41'
        ? encodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', result: 'kUSD' })
        : encodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', result: 6 })
    },
  }
  /** The card the frame draws: one parse, its explanations, the user's accounts named. */
  async function ownCard(request: unknown) {
    const parsed = await parseRequest(request as RpcRequest, { ...environment(), smartAccount: smart })
    const details = await explainRequest(parsed, tokenRpc, new AbortController().signal, accounts)
    return describeRequest(parsed, { ...context, details, ownAccounts: accounts })
  }

  it('execute: the smart account is named, and the card shows the call it makes (what leaves it)', async () => {
    const view = await ownCard({
      method: 'eth_sendTransaction',
      params: [
        {
          from: eoa,
          to: smart,
          data: encodeErc7821Calls([{ to: attacker, value: 5n * 10n ** 18n, data: '0x' }]),
        },
      ],
    })
    expect(row(view, 'To')).toBe(`${smart} (Your smart account)`)
    expect(row(view, 'Data')).toBe('Makes your smart account make 1 call (execute), shown below')
    expect(row(view, 'Smart account call 1')).toBe(
      `To ${attacker}\nAmount 5 POL\nData None (a plain transfer)`,
    )
    expect(row(view, 'Note')).toContain('spend what it holds')
    expect(view.rows.map((entry) => entry.value).join('\n')).not.toContain('function 0xb61d27f6')
  })

  it('executeBatch with a token transfer: each call, and the transfer explained as the smart account’s', async () => {
    const drain = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [attacker, 12_500_000n],
    })
    const back = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [eoa, 1_000_000n] })
    const view = await ownCard({
      method: 'wallet_sendCalls',
      params: [
        {
          from: eoa,
          calls: [
            { to: eoa, value: '0x1' },
            {
              to: smart,
              data: encodeErc7821Calls([
                { to: token, value: 0n, data: drain },
                { to: token, value: 0n, data: back },
              ]),
            },
          ],
        },
      ],
    })
    expect(row(view, 'Call 1')).toBe(
      `To ${eoa} (Your account)\nAmount 0.000000000000000001 POL\nData None (a plain transfer)`,
    )
    expect(row(view, 'Call 2')).toContain(`To ${smart} (Your smart account)`)
    expect(row(view, 'Call 2')).toContain('Makes your smart account make 2 calls (execute)')
    expect(row(view, 'Call 2, smart account call 1')).toContain(`To ${token}`)
    const transfers = view.rows.filter((entry) => entry.label === 'Token transfer by your smart account')
    expect(transfers.map((entry) => entry.value)).toEqual([
      `12.5 kUSD to ${attacker} (token ${token}, which calls itself “kUSD” (the contract’s claim))`,
      `1 kUSD to ${eoa} (Your account) (token ${token}, which calls itself “kUSD” (the contract’s claim))`,
    ])
  })
})
