import { ENTRY_POINT_ADDRESS } from '@kit/accounts'
import { encodeAbiParameters, encodeFunctionData, type Hex, parseAbi } from 'viem'
import type { PaymasterPolicyInput, ServerConfig } from '../config/index.js'
import { DEVNET_PAYMASTER_ADDRESS, DEVNET_PAYMASTER_SIGNER_KEY } from '../devnetConfig.js'
import { call } from '../testing/http.js'

/** A target contract the tests' policies allow, and one they do not. */
export const ALLOWED = '0x00000000000000000000000000000000000000aa'
export const OTHER = '0x00000000000000000000000000000000000000bb'

const executeAbi = parseAbi(['function execute(bytes32 mode, bytes executionData)'])
const BATCH_MODE = `0x01${'00'.repeat(31)}` as Hex

/** ERC-7821 call data of a batch calling `targets`. */
export function batchCallData(targets: readonly Hex[]): Hex {
  const calls = encodeAbiParameters(
    [{ type: 'tuple[]', components: [{ type: 'address' }, { type: 'uint256' }, { type: 'bytes' }] }],
    [targets.map((target) => [target, 0n, '0x'] as const)],
  )
  return encodeFunctionData({ abi: executeAbi, functionName: 'execute', args: [BATCH_MODE, calls] })
}

/**
 * A priced user op whose maximum cost is `gasUnits × 1 gwei` with the default paymaster gas (100000, 0):
 * 400000 gas units of its own, so 0.0005 ETH in all.
 */
export function userOp(overrides: Record<string, unknown> = {}) {
  return {
    sender: '0x1111111111111111111111111111111111111111',
    nonce: '0x0',
    callData: batchCallData([ALLOWED]),
    callGasLimit: '0x30d40', // 200000
    verificationGasLimit: '0x249f0', // 150000
    preVerificationGas: '0xc350', // 50000
    maxFeePerGas: '0x3b9aca00', // 1 gwei
    maxPriorityFeePerGas: '0x3b9aca00',
    ...overrides,
  }
}
/** The maximum cost of {@link userOp}: (200000 + 150000 + 50000 + 100000 + 0) × 1 gwei. */
export const USER_OP_COST = 500_000n * 1_000_000_000n

/** The paymaster settings of the tests: the devnet's signer and contract on 80002, caps in multiples of one op. */
export function paymasterConfig(
  policy: Partial<PaymasterPolicyInput> = {},
  caps: { perSenderPerDay: bigint; perClientPerDay?: bigint; perDay: bigint; perMonth: bigint } = {
    perSenderPerDay: 3n,
    perDay: 5n,
    perMonth: 8n,
  },
): ServerConfig['paymaster'] {
  const wei = (ops: bigint) => (ops * USER_OP_COST).toString()
  return {
    signerKey: DEVNET_PAYMASTER_SIGNER_KEY,
    contracts: { 'eip155:80002': DEVNET_PAYMASTER_ADDRESS },
    policies: [
      {
        projectId: 'test',
        chains: {
          'eip155:80002': {
            perSenderPerDay: wei(caps.perSenderPerDay),
            ...(caps.perClientPerDay === undefined ? {} : { perClientPerDay: wei(caps.perClientPerDay) }),
            perDay: wei(caps.perDay),
            perMonth: wei(caps.perMonth),
          },
        },
        ...policy,
      },
    ],
  }
}

/** Calls the paymaster service of `url` for project `test` (or `projectId`). */
export function paymasterCall(
  url: string,
  method: string,
  params: unknown,
  options: { projectId?: string; headers?: Record<string, string> } = {},
) {
  return call(`${url}/v1/paymaster?projectId=${options.projectId ?? 'test'}`, {
    json: { jsonrpc: '2.0', id: 1, method, params },
    ...(options.headers ? { headers: options.headers } : {}),
  })
}

/** ERC-7677's params for `op` on 80002. */
export const paramsOf = (op: unknown, chainId = '0x13882') => [op, ENTRY_POINT_ADDRESS, chainId, {}]
