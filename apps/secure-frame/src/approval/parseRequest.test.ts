import { BaseError } from '@kit/chains'
import type { RpcRequest } from '@kit/frame-bridge'
import { hashMessage, hashTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidParamsError, SmartAccountCallError } from '../errors.js'
import type { SendCall, SendPlan } from '../wallet/evm.js'
import type { HostFees } from '../wallet/fees.js'
import { encodeErc7821Calls } from '@kit/accounts'
import { type ParseEnvironment, type ParsedSend, parseQuantity, parseRequest } from './parseRequest.js'

const eoa = '0x1111111111111111111111111111111111111111'
const smart = '0x2222222222222222222222222222222222222222'
const stranger = '0x000000000000000000000000000000000000dEaD'
const recipient = '0x000000000000000000000000000000000000bEEF'

/** Records what a send was planned with; the plan itself is a fixed stand-in. */
function environment(active: 'eoa' | 'smartAccount' = 'eoa') {
  const planned: { calls: readonly SendCall[]; signer: string; host: HostFees }[] = []
  const env: ParseEnvironment = {
    caipNetworkId: 'eip155:80002',
    active: active === 'eoa' ? { address: eoa, type: 'eoa' } : { address: smart, type: 'smartAccount' },
    accounts: [
      { address: eoa, type: 'eoa' },
      { address: smart, type: 'smartAccount' },
    ],
    async planSend(calls, signer, host): Promise<SendPlan> {
      planned.push({ calls, signer, host })
      return { signer, payer: eoa, transactions: [], maxFee: 0n, deploysSmartAccount: false }
    },
  }
  return { env, planned }
}

/** The refusal of a request: a Kit error with an EIP-1193 / JSON-RPC / EIP-5792 code. */
const refusalOf = async (request: unknown, env = environment().env) => {
  try {
    await parseRequest(request as RpcRequest, env)
  } catch (error) {
    expect(error).toBeInstanceOf(BaseError)
    expect(typeof (error as { code?: unknown }).code).toBe('number')
    return error as BaseError & { code: number }
  }
  throw new Error('test: the request was accepted')
}
const refusal = async (request: unknown, env = environment().env) =>
  (await refusalOf(request, env)).shortMessage

const sendCalls = (calls: unknown[], extra: Record<string, unknown> = {}) => ({
  method: 'wallet_sendCalls',
  params: [{ calls, ...extra }],
})

describe('parsing an unsafe request once, for the card and the operation', () => {
  it('reads hex quantities strictly; decimal, octal, binary, padded and spaced values are refused, never 0', async () => {
    expect(parseQuantity('0x0', 'amount')).toBe(0n)
    expect(parseQuantity('0x4563918244f40000', 'amount')).toBe(5n * 10n ** 18n)
    // Zero-padded to whole bytes (ethers v5 hexlify) is the same number, shown and sent alike.
    expect(parseQuantity('0x04563918244f40000', 'amount')).toBe(5n * 10n ** 18n)
    for (const value of [
      '5000000000000000000',
      '0o17',
      '0b101',
      ' 0x1',
      '0x1\n',
      '0x',
      '-0x1',
      '1e18',
      `0x1${'0'.repeat(64)}`,
    ])
      expect(await refusal(sendCalls([{ to: recipient, value }])), value).toContain('not a hex quantity')
  })

  it('wallet_sendCalls: every call checked before asking (address, value, whole-byte data)', async () => {
    const { env, planned } = environment()
    const parsed = (await parseRequest(
      sendCalls([
        { to: recipient, value: '0xde0b6b3a7640000' },
        { to: recipient.toLowerCase(), data: '0xa9059cbb' },
      ]) as RpcRequest,
      env,
    )) as ParsedSend
    expect(parsed.calls).toEqual([
      { to: recipient, value: 10n ** 18n, data: '0x' },
      { to: recipient, value: 0n, data: '0xa9059cbb' },
    ])
    // The plan is made from the very same calls.
    expect(planned[0]?.calls).toBe(parsed.calls)
    expect(await refusal(sendCalls([{ to: recipient }, { to: '0x1234' }]))).toContain('not a valid address')
    // A mixed-case address with a broken checksum is a typo, not an address.
    expect(await refusal(sendCalls([{ to: '0x000000000000000000000000000000000000bEeF' }]))).toContain(
      'not a valid address',
    )
    expect(await refusal(sendCalls([{ to: recipient, data: '0xabc' }]))).toContain('even number')
    expect(planned).toHaveLength(1)
  })

  it('refuses an all-or-nothing batch the EOA would send call by call; the smart account may take it', async () => {
    const atomic = sendCalls([{ to: recipient }, { to: recipient }], { atomicRequired: true })
    expect(await refusalOf(atomic)).toMatchObject({
      code: 5760,
      shortMessage: expect.stringContaining('only the smart account can do'),
    })
    const { env } = environment('smartAccount')
    await expect(parseRequest(atomic as RpcRequest, env)).resolves.toMatchObject({
      signer: { type: 'smartAccount' },
    })
  })

  it('refuses with EIP-5792 codes: calls for another chain 5710, a required capability the wallet lacks 5700', async () => {
    expect(await refusalOf(sendCalls([{ to: recipient }], { chainId: '0x1' }))).toMatchObject({ code: 5710 })
    expect(
      await refusalOf(sendCalls([{ to: recipient }], { capabilities: { paymasterService: { url: 'x' } } })),
    ).toMatchObject({ code: 5700 })
    expect(
      await refusalOf(sendCalls([{ to: recipient, capabilities: { auxiliaryFunds: { supported: true } } }])),
    ).toMatchObject({ code: 5700 })
    // A capability the dapp marks optional is passed over.
    await expect(
      parseRequest(
        sendCalls([{ to: recipient }], {
          capabilities: { paymasterService: { url: 'x', optional: true } },
        }) as RpcRequest,
        environment().env,
      ),
    ).resolves.toMatchObject({ method: 'wallet_sendCalls' })
  })

  it('the signer is the account `from` names: another own account signs (and is named); a stranger is refused', async () => {
    const { env } = environment('smartAccount')
    const signed = await parseRequest(
      { method: 'personal_sign', params: ['0x48656c6c6f', eoa] } as RpcRequest,
      env,
    )
    expect(signed.signer).toEqual({ address: eoa, type: 'eoa' })
    const sent = await parseRequest(
      { method: 'eth_sendTransaction', params: [{ from: smart, to: recipient }] } as RpcRequest,
      environment('eoa').env,
    )
    expect(sent.signer).toEqual({ address: smart, type: 'smartAccount' })
    const without = await parseRequest(
      { method: 'wallet_sendCalls', params: [{ calls: [{ to: recipient }] }] },
      env,
    )
    expect(without.signer.type).toBe('smartAccount')
    // EIP-7702: the EOA and its smart account share one address, which means the account in force.
    const upgraded = (active: 'eoa' | 'smartAccount') => ({
      ...env,
      active: { address: eoa, type: active },
      accounts: [
        { address: eoa, type: 'eoa' as const },
        { address: eoa, type: 'smartAccount' as const },
      ],
    })
    const request = { method: 'eth_sendTransaction', params: [{ from: eoa, to: recipient }] } as RpcRequest
    expect((await parseRequest(request, upgraded('smartAccount'))).signer).toEqual({
      address: eoa,
      type: 'smartAccount',
    })
    expect((await parseRequest(request, upgraded('eoa'))).signer).toEqual({ address: eoa, type: 'eoa' })
    expect(await refusal({ method: 'personal_sign', params: ['0x00', stranger] })).toContain('does not hold')
    expect(await refusal(sendCalls([{ to: recipient }], { from: stranger }))).toContain('does not hold')
    // Where smart accounts are off, the smart account is not one of the user's accounts.
    const eoaOnly = {
      ...env,
      active: { address: eoa, type: 'eoa' as const },
      accounts: [{ address: eoa, type: 'eoa' as const }],
    }
    expect(await refusal({ method: 'personal_sign', params: ['0x00', smart] }, eoaOnly)).toContain(
      'does not hold',
    )
  })

  it('personal_sign: hex is bytes, text is UTF-8, odd-length hex is refused; the digest is of those bytes', async () => {
    const { env } = environment()
    const hex = await parseRequest({ method: 'personal_sign', params: ['0x4142', eoa] }, env)
    expect(hex).toMatchObject({ text: 'AB', digest: hashMessage({ raw: '0x4142' }) })
    const text = await parseRequest({ method: 'personal_sign', params: ['hello', eoa] }, env)
    expect(text).toMatchObject({ text: 'hello', digest: hashMessage('hello') })
    expect(await refusal({ method: 'personal_sign', params: ['0x4142434', eoa] })).toContain('odd number')
  })

  it('personal_sign ignores a third (password) argument: the same bytes, signer and digest as without it', async () => {
    const { env } = environment()
    const plain = await parseRequest({ method: 'personal_sign', params: ['hello', eoa] }, env)
    const withPassword = await parseRequest(
      { method: 'personal_sign', params: ['hello', eoa, 'hunter2'] },
      env,
    )
    expect(withPassword).toEqual(plain)
    expect(withPassword).toMatchObject({ signer: { address: eoa }, digest: hashMessage('hello') })
  })

  it('eth_signTypedData_v3 hashes as v4 (EIP-712); arrays and left-out fields, which v3 hashes otherwise, are refused with -32602', async () => {
    const mail = {
      domain: { name: 'Ether Mail', version: '1', chainId: 80002, verifyingContract: recipient },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'to', type: 'Person' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: {
        from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
        to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
        contents: 'Hello, Bob!',
      },
    }
    const { env } = environment()
    const v3 = await parseRequest(
      { method: 'eth_signTypedData_v3', params: [eoa, JSON.stringify(mail)] },
      env,
    )
    const v4 = await parseRequest({ method: 'eth_signTypedData_v4', params: [eoa, mail] }, env)
    expect(v3.method).toBe('eth_signTypedData_v3')
    expect(v3.method !== 'solana_signMessage' && 'digest' in v3 && v3.digest).toBe(
      hashTypedData(mail as never),
    )
    expect('digest' in v3 && 'digest' in v4 && v3.digest === v4.digest).toBe(true)
    const invalid = async (typed: unknown) => {
      try {
        await parseRequest({ method: 'eth_signTypedData_v3', params: [eoa, typed as string] }, env)
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidParamsError)
        expect((error as InvalidParamsError).code).toBe(-32602)
        return (error as InvalidParamsError).shortMessage
      }
      throw new Error('test: accepted')
    }
    const withArray = {
      ...mail,
      types: { ...mail.types, Mail: [...mail.types.Mail, { name: 'cc', type: 'Person[]' }] },
      message: { ...mail.message, cc: [] },
    }
    expect(await invalid(withArray)).toContain('has no arrays')
    // v4 takes the same typed data with its array.
    await expect(
      parseRequest({ method: 'eth_signTypedData_v4', params: [eoa, withArray] }, env),
    ).resolves.toMatchObject({ method: 'eth_signTypedData_v4' })
    const { contents: _left, ...withoutContents } = mail.message
    expect(await invalid({ ...mail, message: withoutContents })).toContain('leaves out a field')
    expect(await invalid({ ...mail, message: { ...mail.message, to: null } })).toContain('leaves out a field')
    const { version: _version, ...shortDomain } = mail.domain
    expect(await invalid({ ...mail, domain: shortDomain })).toContain('leaves out a field')
  })

  it('eth_signTypedData (v1): [fields, address], read strictly; the smart account is refused with -32602', async () => {
    const fields = [
      { type: 'string', name: 'message', value: 'Hi, Alice!' },
      { type: 'uint8', name: 'value', value: 10 },
    ]
    const { env } = environment('smartAccount')
    const parsed = await parseRequest({ method: 'eth_signTypedData', params: [fields, eoa] }, env)
    expect(parsed).toEqual({
      method: 'eth_signTypedData',
      signer: { address: eoa, type: 'eoa' },
      fields: [
        { type: 'string', name: 'message', value: 'Hi, Alice!' },
        { type: 'uint8', name: 'value', value: '10' },
      ],
      // eth-sig-util's typedSignatureHash of these fields.
      digest: '0xf7ad23226db5c1c00ca0ca1468fd49c8f8bbc1489bc1c382de5adc557a69c229',
    })
    let error: unknown
    try {
      await parseRequest({ method: 'eth_signTypedData', params: [fields, smart] }, env)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(InvalidParamsError)
    expect((error as InvalidParamsError).code).toBe(-32602)
    expect((error as InvalidParamsError).shortMessage).toContain(
      'smart account cannot give a legacy typed-data (v1)',
    )
    expect(await refusal({ method: 'eth_signTypedData', params: [fields, stranger] })).toContain(
      'does not hold',
    )
    await expect(
      parseRequest(
        { method: 'eth_signTypedData', params: [[{ type: 'bool', name: 'ok', value: 'false' }], eoa] },
        env,
      ),
    ).rejects.toThrow(InvalidParamsError)
  })

  it('typed data: a domain for another chain is refused; the digest is of what is shown', async () => {
    const typed = (chainId: unknown) => ({
      domain: { name: 'Shop', version: '1', chainId, verifyingContract: recipient },
      types: { Order: [{ name: 'item', type: 'string' }] },
      primaryType: 'Order',
      message: { item: 'Coffee' },
    })
    const { env } = environment()
    const parsed = await parseRequest(
      { method: 'eth_signTypedData_v4', params: [eoa, JSON.stringify(typed('80002'))] },
      env,
    )
    expect(parsed.method === 'eth_signTypedData_v4' && parsed.typedData.domain.chainId).toBe(80002)
    expect(parsed.method === 'eth_signTypedData_v4' && parsed.digest).toBe(
      hashTypedData({ ...typed(80002), primaryType: 'Order' } as never),
    )
    for (const chainId of [1, '0x1', 137])
      expect(
        await refusal({ method: 'eth_signTypedData_v4', params: [eoa, JSON.stringify(typed(chainId))] }),
      ).toContain('another network')
    expect(await refusal({ method: 'eth_signTypedData_v4', params: [eoa, '{not json'] })).toContain(
      'not valid JSON',
    )
    const mismatched = {
      ...typed(80002),
      types: { Order: [{ name: 'to', type: 'address' }] },
      message: { to: '0x12' },
    }
    expect(await refusal({ method: 'eth_signTypedData_v4', params: [eoa, mismatched] })).toContain(
      'does not match its types',
    )
  })

  it('eth_sendTransaction: host fee fields are read (as quantities) and handed to the planner; the nonce is not', async () => {
    const { env, planned } = environment()
    await parseRequest(
      {
        method: 'eth_sendTransaction',
        params: [
          {
            to: recipient,
            value: '0x1',
            gas: '0x5208',
            maxFeePerGas: '0x3b9aca00',
            nonce: '0x7',
            chainId: '0x13882',
          },
        ],
      },
      env,
    )
    expect(planned[0]?.host).toEqual({
      gas: 21000n,
      gasPrice: undefined,
      maxFeePerGas: 10n ** 9n,
      maxPriorityFeePerGas: undefined,
      type: undefined,
    })
    expect(
      await refusal({ method: 'eth_sendTransaction', params: [{ to: recipient, gas: '21000' }] }),
    ).toContain('not a hex quantity')
    expect(
      await refusalOf({ method: 'eth_sendTransaction', params: [{ to: recipient, chainId: '0x1' }] }),
    ).toMatchObject({ code: 4901, shortMessage: expect.stringContaining('another network') })
    expect(
      await refusal({
        method: 'eth_sendTransaction',
        params: [{ to: recipient, data: '0x01', input: '0x02' }],
      }),
    ).toContain('differ')
  })

  it('eth_sendTransaction: the type is read (0x0 and 0x1 legacy, 0x2 EIP-1559); others are refused with -32602', async () => {
    const { env, planned } = environment()
    const send = (fields: Record<string, unknown>) =>
      parseRequest(
        { method: 'eth_sendTransaction', params: [{ to: recipient, ...fields }] } as RpcRequest,
        env,
      )
    await send({ type: '0x0', gasPrice: '0x2540be400' })
    await send({ type: '0x01' })
    await send({ type: '0x2' })
    expect(planned.map((entry) => entry.host.type)).toEqual(['legacy', 'legacy', 'eip1559'])
    expect(planned[0]?.host.gasPrice).toBe(10n ** 10n)
    for (const type of ['0x3', '0x4']) {
      const refused = await send({ type }).catch((error: unknown) => error)
      expect(refused, type).toBeInstanceOf(InvalidParamsError)
      expect((refused as InvalidParamsError).code).toBe(-32602)
    }
    expect(
      await refusal({ method: 'eth_sendTransaction', params: [{ to: recipient, type: '2' }] }),
    ).toContain('not a hex quantity')
  })

  it('eth_sendTransaction without `to` deploys a contract from the EOA: its code and value, planned without a recipient', async () => {
    const { env, planned } = environment()
    const parsed = (await parseRequest(
      {
        method: 'eth_sendTransaction',
        params: [{ to: null, data: '0x6001600C', value: '0x5', gas: '0x9c40' }],
      },
      env,
    )) as ParsedSend
    expect(parsed.creation).toEqual({ value: 5n, data: '0x6001600c' })
    expect(parsed.calls).toEqual([])
    expect(planned[0]?.calls).toEqual([{ value: 5n, data: '0x6001600c' }])
    expect(planned[0]?.host.gas).toBe(40_000n)
    // `input` is the same field under its newer name.
    const fromInput = (await parseRequest(
      { method: 'eth_sendTransaction', params: [{ input: '0x00' }] } as RpcRequest,
      env,
    )) as ParsedSend
    expect(fromInput.creation?.data).toBe('0x00')
    // No code: nothing to deploy, and no recipient to send to.
    for (const tx of [{}, { data: '0x' }, { value: '0x1' }]) {
      const refused = await parseRequest(
        { method: 'eth_sendTransaction', params: [tx] } as RpcRequest,
        env,
      ).catch((error: unknown) => error)
      expect(refused, JSON.stringify(tx)).toBeInstanceOf(InvalidParamsError)
      expect((refused as InvalidParamsError).shortMessage).toContain('needs its code')
    }
    // The smart account's execute cannot CREATE: refused before planning, with -32602.
    const fromSmart = await parseRequest(
      { method: 'eth_sendTransaction', params: [{ from: smart, data: '0x00' }] } as RpcRequest,
      env,
    ).catch((error: unknown) => error)
    expect(fromSmart).toBeInstanceOf(InvalidParamsError)
    expect((fromSmart as InvalidParamsError).code).toBe(-32602)
    expect((fromSmart as InvalidParamsError).shortMessage).toContain('smart account cannot deploy')
    expect(planned).toHaveLength(2)
  })

  it('a fee choice planned for the send is kept beside the selected plan', async () => {
    const { env } = environment()
    const plan = (maxFee: bigint): SendPlan => ({
      signer: 'eoa',
      payer: eoa,
      transactions: [],
      maxFee,
      deploysSmartAccount: false,
    })
    const feeChoice = { market: plan(1n), app: plan(9n), farAbove: true, selected: 'market' as const }
    const parsed = (await parseRequest(
      { method: 'eth_sendTransaction', params: [{ to: recipient, maxFeePerGas: '0x9' }] } as RpcRequest,
      { ...env, planSend: async () => ({ ...plan(1n), feeChoice }) },
    )) as ParsedSend
    expect(parsed.plan).toEqual(plan(1n))
    expect(parsed.feeChoice).toBe(feeChoice)
  })

  it('needs the right kind of network', async () => {
    const solana = { ...environment().env, caipNetworkId: 'solana:localnet' }
    expect(await refusal({ method: 'personal_sign', params: ['0x00', eoa] }, solana)).toContain('EVM network')
    expect(
      await refusal({
        method: 'solana_signMessage',
        params: { message: '2NEpo7TZRRrLZSi2U', pubkey: '11111111111111111111111111111111' },
      }),
    ).toContain('Solana network')
  })

  it('refuses Solana text that is not base58 with its own reason', async () => {
    const key = '11111111111111111111111111111111'
    const solana: ParseEnvironment = {
      ...environment().env,
      caipNetworkId: 'solana:localnet',
      accounts: [{ address: key, type: 'eoa' }],
    }
    const message = { method: 'solana_signMessage', params: { message: '0OIl', pubkey: key } }
    expect(await refusal(message, solana)).toBe('The message is not valid base58')
    const transactions = {
      method: 'solana_signAllTransactions',
      params: { transactions: ['11', 'not base58 0OIl'] },
    }
    expect(await refusal(transactions, solana)).toBe('Transaction 2 is not valid base58')
  })
})

describe('calls into the user’s own smart account (N7)', () => {
  const own = () => {
    const { env, planned } = environment()
    return { env: { ...env, smartAccount: smart }, planned }
  }

  it('are read for the calls the smart account makes; what runs is the host’s call, unchanged', async () => {
    const { env, planned } = own()
    const data = encodeErc7821Calls([{ to: stranger, value: 7n, data: '0x' }])
    const parsed = (await parseRequest(
      { method: 'eth_sendTransaction', params: [{ from: eoa, to: smart, data }] } as RpcRequest,
      env,
    )) as ParsedSend
    expect(parsed.calls).toEqual([{ to: smart, value: 0n, data }])
    expect(parsed.smartAccountCalls).toEqual([
      { functionName: 'execute', calls: [{ to: stranger, value: 7n, data: '0x' }] },
    ])
    expect(planned[0]?.calls).toEqual(parsed.calls)
    // A batch where only the second call goes there.
    const batch = (await parseRequest(
      sendCalls([
        { to: recipient, value: '0x1' },
        { to: smart, data },
      ]) as RpcRequest,
      env,
    )) as ParsedSend
    expect(batch.smartAccountCalls?.[0]).toBeUndefined()
    expect(batch.smartAccountCalls?.[1]?.calls).toHaveLength(1)
    // Nothing goes there: no such field.
    const plain = (await parseRequest(
      sendCalls([{ to: recipient, value: '0x1' }]) as RpcRequest,
      env,
    )) as ParsedSend
    expect(plain.smartAccountCalls).toBeUndefined()
  })

  it('one that cannot be read is refused before anything is planned or shown, with a typed error', async () => {
    const { env, planned } = own()
    const owner = '0x8da5cb5b' // owner(): not a call that acts, and nothing the card can explain
    await expect(
      parseRequest(
        { method: 'eth_sendTransaction', params: [{ from: eoa, to: smart, data: owner }] } as RpcRequest,
        env,
      ),
    ).rejects.toBeInstanceOf(SmartAccountCallError)
    expect(
      await refusal(sendCalls([{ to: recipient }, { to: smart, data: '0xb61d27f6deadbeef' }]), env),
    ).toBe('This call into your smart account cannot be read, so it is refused')
    expect(planned).toHaveLength(0)
  })
})
