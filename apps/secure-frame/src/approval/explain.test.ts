// @vitest-environment node
// web3.js checks `instanceof Uint8Array` against Node's realm, which jsdom replaces.
import { base58 } from '@scure/base'
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js'
import { decodeFunctionData, encodeFunctionData, encodeFunctionResult, erc20Abi, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import type { JsonRpc } from '../rpc.js'
import { explainEvmCalls, explainRequest, explainSolanaTransactions, explainTypedData } from './explain.js'
import type { ParsedRequest } from './parseRequest.js'

const token = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const allowanceAbi = parseAbi([
  'function increaseAllowance(address spender, uint256 addedValue)',
  'function decreaseAllowance(address spender, uint256 subtractedValue)',
])
const recipient = '0x000000000000000000000000000000000000bEEF'

function tokenRpc(): JsonRpc {
  return {
    url: 'memory',
    async request(method, params) {
      const [{ data }] = params as [{ data: string }]
      if (method !== 'eth_call') throw new Error('unexpected')
      return data === '0x95d89b41'
        ? encodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', result: 'kUSD' })
        : encodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', result: 6 })
    },
  }
}

describe('explaining transactions before approval', () => {
  it('spells out an ERC-20 transfer with the token’s symbol and decimals', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, 12_500_000n],
    })
    const rows = await explainEvmCalls(
      [{ to: token, data }, { to: recipient }],
      tokenRpc(),
      new AbortController().signal,
    )
    expect(rows).toEqual([
      {
        id: 'explain',
        label: 'Token transfer',
        value: `12.5 kUSD to ${recipient} (token ${token}, which calls itself “kUSD” (the contract’s claim))`,
        code: true,
      },
    ])
  })

  it('spells out approvals, and says Unlimited for unlimited ones', async () => {
    const approve = (amount: bigint) =>
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [recipient, amount] })
    const signal = new AbortController().signal
    const [unlimited] = await explainEvmCalls(
      [{ to: token, data: approve(2n ** 256n - 1n) }],
      tokenRpc(),
      signal,
    )
    expect(unlimited?.label).toBe('Token approval')
    expect(unlimited?.value).toBe(
      `Lets ${recipient} spend Unlimited of your token ${token}, which calls itself “kUSD” (the contract’s claim)`,
    )
    const [limited] = await explainEvmCalls([{ to: token, data: approve(2_000_000n) }], tokenRpc(), signal)
    expect(limited?.value).toContain('spend 2 kUSD of your token')
    const all = encodeFunctionData({
      abi: parseAbi(['function setApprovalForAll(address operator, bool approved)']),
      args: [recipient, true],
    })
    const [collection] = await explainEvmCalls([{ to: token, data: all }], tokenRpc(), signal)
    expect(collection?.value).toBe(
      `Lets ${recipient} move ALL your items of collection ${token}, now and later`,
    )
  })

  it('increaseAllowance and decreaseAllowance say what the spender may spend in total afterwards', async () => {
    const owner = '0x1111111111111111111111111111111111111111'
    const allowances: string[] = []
    // The token: kUSD, 6 decimals, and 7 kUSD that `owner` lets `recipient` spend now.
    const rpc: JsonRpc = {
      url: 'memory',
      async request(method, params) {
        const [{ data }] = params as [{ data: `0x${string}` }]
        if (data.startsWith('0xdd62ed3e')) {
          allowances.push(data)
          const { args } = decodeFunctionData({ abi: erc20Abi, data })
          expect(args).toEqual([owner, recipient])
          return encodeFunctionResult({ abi: erc20Abi, functionName: 'allowance', result: 7_000_000n })
        }
        return tokenRpc().request(method, params)
      },
    }
    const change = (name: 'increaseAllowance' | 'decreaseAllowance', amount: bigint) =>
      encodeFunctionData({ abi: allowanceAbi, functionName: name, args: [recipient, amount] })
    const signal = new AbortController().signal
    const of = `of your token ${token}, which calls itself “kUSD” (the contract’s claim)`
    const [increase] = await explainEvmCalls(
      [{ to: token, data: change('increaseAllowance', 1_000_000n), owner }],
      rpc,
      signal,
    )
    expect(increase).toEqual({
      id: 'explain',
      label: 'Token approval',
      value: `Lets ${recipient} spend up to 8 kUSD in total ${of} (now 7 kUSD, +1 kUSD)`,
      code: true,
    })
    const [decrease] = await explainEvmCalls(
      [{ to: token, data: change('decreaseAllowance', 2_500_000n), owner }],
      rpc,
      signal,
    )
    expect(decrease?.value).toBe(
      `Lets ${recipient} spend up to 4.5 kUSD in total ${of} (now 7 kUSD, −2.5 kUSD)`,
    )
    const [below] = await explainEvmCalls(
      [{ to: token, data: change('decreaseAllowance', 8_000_000n), owner }],
      rpc,
      signal,
    )
    expect(below?.value).toContain('the token is likely to refuse it')
    // After an approval in the same batch, today's allowance is not what the increase starts from.
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [recipient, 5_000_000n],
    })
    const [, after] = await explainEvmCalls(
      [
        { to: token, data: approve, owner },
        { to: token, data: change('increaseAllowance', 1_000_000n), owner },
      ],
      rpc,
      signal,
    )
    expect(after?.value).toBe(`Adds 1 kUSD to what ${recipient} may already spend ${of}`)
    expect(allowances).toHaveLength(3)
  })

  it('a send’s allowance is read for the account that makes the call: the signer, or the smart account it drives', async () => {
    const signer = '0x1111111111111111111111111111111111111111'
    const smart = '0x2222222222222222222222222222222222222222'
    const owners: string[] = []
    const rpc: JsonRpc = {
      url: 'memory',
      async request(method, params) {
        const [{ data }] = params as [{ data: `0x${string}` }]
        if (!data.startsWith('0xdd62ed3e')) return tokenRpc().request(method, params)
        owners.push(decodeFunctionData({ abi: erc20Abi, data }).args[0] as string)
        return encodeFunctionResult({ abi: erc20Abi, functionName: 'allowance', result: 0n })
      },
    }
    const increase = encodeFunctionData({
      abi: allowanceAbi,
      functionName: 'increaseAllowance',
      args: [recipient, 1_000_000n],
    })
    const call = { to: token as `0x${string}`, value: 0n, data: increase }
    const send = {
      method: 'wallet_sendCalls',
      signer: { address: signer, type: 'eoa' },
      chainId: 80002,
      calls: [call, { to: smart, value: 0n, data: '0x' }],
      smartAccountCalls: [undefined, { functionName: 'execute', calls: [call] }],
      plan: {},
    } as unknown as ParsedRequest
    const rows = await explainRequest(send, rpc, new AbortController().signal)
    expect(owners).toEqual([signer, smart])
    expect(rows.map((row) => row.value)).toEqual([
      expect.stringContaining('spend up to 1 kUSD in total'),
      expect.stringContaining('spend up to 1 kUSD in total'),
    ])
    expect(rows[1]?.label).toBe('Token approval by your smart account')
  })

  it('without a reading of the allowance, an increase is said as an increase, never as the whole allowance', async () => {
    const data = encodeFunctionData({
      abi: allowanceAbi,
      functionName: 'increaseAllowance',
      args: [recipient, 1_000_000n],
    })
    const signal = new AbortController().signal
    // The token does not answer allowance() (not an ERC-20 one, a node down), or the owner is not known.
    const noAllowance: JsonRpc = {
      url: 'memory',
      request: (method, params) =>
        (params as [{ data: string }])[0].data.startsWith('0xdd62ed3e')
          ? Promise.reject(new Error('execution reverted'))
          : tokenRpc().request(method, params),
    }
    for (const entry of [
      { to: token, data, owner: '0x1111111111111111111111111111111111111111' },
      { to: token, data },
    ]) {
      const [row] = await explainEvmCalls([entry], noAllowance, signal)
      expect(row?.value).toBe(
        `Adds 1 kUSD to what ${recipient} may already spend of your token ${token}, which calls itself “kUSD” (the contract’s claim)`,
      )
      expect(row?.value).not.toMatch(/^Lets/)
    }
    const decrease = encodeFunctionData({
      abi: allowanceAbi,
      functionName: 'decreaseAllowance',
      args: [recipient, 1_000_000n],
    })
    const [row] = await explainEvmCalls([{ to: token, data: decrease }], noAllowance, signal)
    expect(row?.value).toContain(`Takes 1 kUSD off what ${recipient} may spend`)
  })

  it('spells out Permit and Permit2 signatures', async () => {
    const signal = new AbortController().signal
    const [permit] = await explainTypedData(
      {
        domain: { name: 'kUSD', verifyingContract: token, chainId: 80002 },
        primaryType: 'Permit',
        message: {
          owner: recipient,
          spender: recipient,
          value: (2n ** 256n - 1n).toString(),
          deadline: '1900000000',
        },
      },
      tokenRpc(),
      signal,
    )
    expect(permit?.value).toBe(
      `Lets ${recipient} spend Unlimited of your token ${token}, which calls itself “kUSD” (the contract’s claim), until 2030-03-17 17:46:40 UTC`,
    )
    const [permit2] = await explainTypedData(
      {
        domain: { name: 'Permit2', chainId: 80002, verifyingContract: recipient },
        primaryType: 'PermitSingle',
        message: {
          details: { token, amount: '5000000', expiration: '0', nonce: '0' },
          spender: recipient,
          sigDeadline: '1900000000',
        },
      },
      tokenRpc(),
      signal,
    )
    expect(permit2?.label).toBe('Permit2 approval')
    expect(permit2?.value).toContain(`Lets ${recipient} spend 5 kUSD of your token ${token}`)
  })

  it('falls back to base units when the token does not answer', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 7n] })
    const silent: JsonRpc = { url: 'memory', request: () => Promise.reject(new Error('down')) }
    const [row] = await explainEvmCalls([{ to: token, data }], silent, new AbortController().signal)
    expect(row?.value).toBe(`7 base units to ${recipient} (token ${token})`)
  })

  it('spells out SPL token transfers and approvals (Unlimited for the largest amount)', async () => {
    const owner = Keypair.generate().publicKey
    const source = Keypair.generate().publicKey
    const delegate = Keypair.generate().publicKey
    const program = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
    const u64 = (value: bigint) => {
      const bytes = new Uint8Array(8)
      for (let i = 0; i < 8; i++) bytes[i] = Number((value >> BigInt(8 * i)) & 0xffn)
      return bytes
    }
    const tx = new Transaction({
      feePayer: owner,
      recentBlockhash: base58.encode(new Uint8Array(32).fill(3)),
    })
      .add(
        new TransactionInstruction({
          programId: program,
          keys: [
            { pubkey: source, isSigner: false, isWritable: true },
            { pubkey: delegate, isSigner: false, isWritable: false },
            { pubkey: owner, isSigner: true, isWritable: false },
          ],
          data: Buffer.from([4, ...u64(2n ** 64n - 1n)]),
        }),
      )
      .add(
        new TransactionInstruction({
          programId: program,
          keys: [
            { pubkey: source, isSigner: false, isWritable: true },
            { pubkey: delegate, isSigner: false, isWritable: true },
            { pubkey: owner, isSigner: true, isWritable: false },
          ],
          data: Buffer.from([3, ...u64(42n)]),
        }),
      )
    const rows = await explainSolanaTransactions([
      base58.encode(tx.serialize({ requireAllSignatures: false })),
    ])
    expect(rows.slice(1)).toEqual([
      {
        id: 'explain',
        label: 'Token approval',
        value: `Lets ${delegate.toBase58()} spend Unlimited from token account ${source.toBase58()}`,
        code: true,
      },
      {
        id: 'explain',
        label: 'Token transfer',
        value: `42 base units from ${source.toBase58()} to ${delegate.toBase58()}`,
        code: true,
      },
    ])
  })

  it('lists the fee payer, SOL transfers and other instructions of Solana transactions', async () => {
    const payer = Keypair.generate().publicKey
    const to = Keypair.generate().publicKey
    const program = Keypair.generate().publicKey
    const tx = new Transaction({
      feePayer: payer,
      recentBlockhash: base58.encode(new Uint8Array(32).fill(3)),
    })
      .add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports: 1_500_000_000 }))
      .add(
        new TransactionInstruction({
          programId: program,
          keys: [{ pubkey: payer, isSigner: true, isWritable: true }],
          data: Buffer.from([1, 2, 3]),
        }),
      )
    const rows = await explainSolanaTransactions([
      base58.encode(tx.serialize({ requireAllSignatures: false })),
    ])
    expect(rows).toEqual([
      { label: 'Fee payer', value: payer.toBase58(), code: true },
      { id: 'explain', label: 'Transfer', value: `1.5 SOL to ${to.toBase58()}`, code: true },
      {
        id: 'explain',
        label: 'Instruction',
        value: `Program ${program.toBase58()}, 1 account, 3 bytes of data`,
        code: true,
      },
    ])
    expect(await explainSolanaTransactions(['1111'])).toEqual([
      { label: 'Transaction', value: 'Could not be read; approve only if you trust the app.' },
    ])
  })
})
