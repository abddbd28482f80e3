// `pnpm --filter @kit/devnet start`: starts the whole local stack, prints where everything listens, and stops
// cleanly on Ctrl-C (SIGINT) or SIGTERM. Ports come from KIT_DEVNET_* variables (see README.md).
import { devnetPortsFromEnv } from './env.js'
import { KIT_USD } from './evm/kitUsd.js'
import { type Devnet, startDevnet } from './startDevnet.js'

function describe(devnet: Devnet): string {
  const lines = [
    '',
    '  Kit devnet is ready',
    '',
    ...Object.values(devnet.evm).flatMap((chain) => [
      `  EVM eip155:${chain.chainId}`.padEnd(26) +
        `${chain.rpcUrl}   ${KIT_USD.symbol} ${devnet.tokens.evm[chain.chainId]?.address}`,
      ...(chain.bundlerUrl
        ? [`  Bundler eip155:${chain.chainId}`.padEnd(26) + `${chain.bundlerUrl}   (ERC-4337, Alto)`]
        : []),
    ]),
    `  Solana RPC`.padEnd(26) + devnet.solana.rpcUrl,
    `  Solana WebSocket`.padEnd(26) + devnet.solana.wsUrl,
    `  Solana ${KIT_USD.symbol} mint`.padEnd(26) + devnet.tokens.solana.address,
    `  WalletConnect relay`.padEnd(26) + devnet.relayUrl,
    `  SMTP`.padEnd(26) + `${devnet.smtp.host}:${devnet.smtp.port}`,
    `  Caught mail (JSON)`.padEnd(26) + `${devnet.mailApiUrl}/messages`,
    `  Social sign-in stand-ins`.padEnd(26) + `${devnet.identity.url}  (development only)`,
    `  On-ramp stand-ins`.padEnd(26) + `${devnet.onramp.url}  (MoonPay, Transak; development only)`,
    `  Farcaster relay`.padEnd(26) +
      `${devnet.farcaster.relayUrl}   (ID registry on ${devnet.farcaster.optimismRpcUrl})`,
    '',
    '  Account abstraction (same addresses on every EVM chain):',
    `    EntryPoint v0.8`.padEnd(26) + devnet.accountAbstraction.entryPoint,
    `    Paymaster`.padEnd(26) + devnet.accountAbstraction.paymaster,
    `    EIP-7702 account`.padEnd(26) + devnet.accountAbstraction.delegatedAccount,
    `    ERC-4337 factory`.padEnd(26) + devnet.accountAbstraction.accountFactory,
    `    Paymaster signer`.padEnd(26) +
      `${devnet.accountAbstraction.paymasterSigner.address}  ${devnet.accountAbstraction.paymasterSigner.privateKey}`,
    '',
    '  Dev accounts (test keys, never use them on a real chain):',
    ...devnet.accounts.evm.map((account) => `    EVM    ${account.address}  ${account.privateKey}`),
    ...devnet.accounts.solana.map((account) => `    Solana ${account.publicKey}`),
    ...devnet.farcaster.accounts.map(
      (account) =>
        `    Farcaster fid ${account.fid} @${account.username}  custody ${account.custody.address}`,
    ),
    '',
    '  Press Ctrl-C to stop.',
    '',
  ]
  return lines.join('\n')
}

async function main() {
  const devnet = await startDevnet({ ports: devnetPortsFromEnv(process.env) })
  console.log(describe(devnet))
  let stopping = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    console.log(`\n  ${signal}: stopping the devnet…`)
    await devnet.stop()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
