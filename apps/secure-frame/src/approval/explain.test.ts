// @vitest-environment node
// web3.js checks `instanceof Uint8Array` against Node's realm, which jsdom replaces.
import { Keypair, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js'
import { encodeFunctionData, encodeFunctionResult, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import type { JsonRpc } from '../rpc.js'
import { encodeBase58 } from '../wallet/base58.js'
import { explainEvmCalls, explainSolanaTransactions } from './explain.js'

const token = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
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
      { label: 'Token transfer', value: `12.5 kUSD to ${recipient} (token ${token})`, code: true },
    ])
  })

  it('falls back to base units when the token does not answer', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 7n] })
    const silent: JsonRpc = { url: 'memory', request: () => Promise.reject(new Error('down')) }
    const [row] = await explainEvmCalls([{ to: token, data }], silent, new AbortController().signal)
    expect(row?.value).toBe(`7 base units to ${recipient} (token ${token})`)
  })

  it('lists the fee payer, SOL transfers and other instructions of Solana transactions', async () => {
    const payer = Keypair.generate().publicKey
    const to = Keypair.generate().publicKey
    const program = Keypair.generate().publicKey
    const tx = new Transaction({ feePayer: payer, recentBlockhash: encodeBase58(new Uint8Array(32).fill(3)) })
      .add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports: 1_500_000_000 }))
      .add(
        new TransactionInstruction({
          programId: program,
          keys: [{ pubkey: payer, isSigner: true, isWritable: true }],
          data: Buffer.from([1, 2, 3]),
        }),
      )
    const rows = await explainSolanaTransactions([
      encodeBase58(tx.serialize({ requireAllSignatures: false })),
    ])
    expect(rows).toEqual([
      { label: 'Fee payer', value: payer.toBase58(), code: true },
      { label: 'Transfer', value: `1.5 SOL to ${to.toBase58()}`, code: true },
      {
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
