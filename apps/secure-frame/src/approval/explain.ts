// Best-effort plain-language details of what a transaction does, worked out before the user is asked: ERC-20
// transfers on EVM (token symbol and decimals read from the chain), and Solana instructions (SOL transfers spelled
// out, other programs named). A detail that cannot be worked out is simply left out; the raw fields remain.
import { decodeFunctionData, erc20Abi, formatUnits, type Hex } from 'viem'
import type { JsonRpc } from '../rpc.js'
import { decodeBase58 } from '../wallet/base58.js'
import type { ApprovalRow } from './describe.js'

const ERC20_TRANSFER = '0xa9059cbb'
const SYSTEM_PROGRAM = '11111111111111111111111111111111'

async function readString(
  rpc: JsonRpc,
  to: string,
  data: Hex,
  signal: AbortSignal,
): Promise<string | undefined> {
  const { decodeFunctionResult } = await import('viem')
  const result = (await rpc.request('eth_call', [{ to, data }, 'latest'], signal)) as Hex
  const functionName = data === '0x95d89b41' ? 'symbol' : 'decimals'
  const value = decodeFunctionResult({ abi: erc20Abi, functionName, data: result })
  return String(value)
}

/** "Token transfer" rows for calls that are ERC-20 `transfer(to, amount)`. */
export async function explainEvmCalls(
  calls: readonly { to: string; data?: string | undefined }[],
  rpc: JsonRpc,
  signal: AbortSignal,
): Promise<ApprovalRow[]> {
  const rows: ApprovalRow[] = []
  for (const call of calls) {
    if (!call.data?.startsWith(ERC20_TRANSFER)) continue
    try {
      const { args } = decodeFunctionData({ abi: erc20Abi, data: call.data as Hex })
      const [recipient, amount] = args as readonly [string, bigint]
      const [symbol, decimals] = await Promise.all([
        readString(rpc, call.to, '0x95d89b41', signal).catch(() => undefined), // symbol()
        readString(rpc, call.to, '0x313ce567', signal).catch(() => undefined), // decimals()
      ])
      const value =
        decimals === undefined
          ? `${amount} base units`
          : `${formatUnits(amount, Number(decimals))} ${symbol ?? 'tokens'}`
      rows.push({ label: 'Token transfer', value: `${value} to ${recipient} (token ${call.to})`, code: true })
    } catch {
      // Not a well-formed transfer: the data row still shows what is sent.
    }
  }
  return rows
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`

function readU64(bytes: Uint8Array, offset: number): bigint {
  let value = 0n
  for (let i = 7; i >= 0; i--) value = (value << 8n) | BigInt(bytes[offset + i] ?? 0)
  return value
}

/** Rows for serialized Solana transactions (base58): fee payer, then each instruction. */
export async function explainSolanaTransactions(transactions: readonly string[]): Promise<ApprovalRow[]> {
  const { VersionedTransaction } = await import('@solana/web3.js')
  const rows: ApprovalRow[] = []
  transactions.forEach((text, index) => {
    const prefix = transactions.length > 1 ? `Transaction ${index + 1}: ` : ''
    try {
      const { message } = VersionedTransaction.deserialize(decodeBase58(text))
      const keys = message.staticAccountKeys.map((key) => key.toBase58())
      rows.push({ label: `${prefix}Fee payer`, value: keys[0] ?? 'unknown', code: true })
      for (const instruction of message.compiledInstructions) {
        const program = keys[instruction.programIdIndex] ?? 'a program from a lookup table'
        const data = instruction.data
        // System program, instruction 2: transfer { lamports: u64 } from account 0 to account 1.
        if (
          program === SYSTEM_PROGRAM &&
          data.length === 12 &&
          data[0] === 2 &&
          data[1] === 0 &&
          data[2] === 0 &&
          data[3] === 0
        ) {
          const to = keys[instruction.accountKeyIndexes[1] ?? -1] ?? 'an account from a lookup table'
          rows.push({
            label: `${prefix}Transfer`,
            value: `${formatUnits(readU64(data, 4), 9)} SOL to ${to}`,
            code: true,
          })
        } else {
          rows.push({
            label: `${prefix}Instruction`,
            value: `Program ${program}, ${count(instruction.accountKeyIndexes.length, 'account')}, ${count(data.length, 'byte')} of data`,
            code: true,
          })
        }
      }
    } catch {
      rows.push({
        label: `${prefix}Transaction`,
        value: 'Could not be read; approve only if you trust the app.',
      })
    }
  })
  return rows
}
