// Which accounts of a wallet's `accountsChanged` event the connector takes. The event's data is only the wallet's
// word: an account the session never approved must not become the kit's account (the app would show, and ask
// signatures for, an address the user never connected), and an entry that is not a CAIP-10 account is not an account
// at all. Wallets send CAIP-10 ids (`eip155:1:0xab…`) or bare addresses, which are read on the event's chain.
import { isAccountId } from '../engine/namespaces.js'

/** What {@link approvedAccounts} kept and what it ignored. */
export type AccountsChange = {
  /** Addresses the session approved, in the wallet's order, each once, spelled as in the session. */
  addresses: string[]
  /** Entries that were refused, shortened for a log line. */
  ignored: string[]
}

const addressOf = (account: string) => account.split(':').at(-1) ?? account
const chainOf = (account: string) => account.split(':').slice(0, 2).join(':')

/**
 * Reads the data of an `accountsChanged` event sent on `chainId`, keeping only the accounts that are valid CAIP-10
 * ids in `namespace` and among the session's `approved` accounts (EVM addresses compare without case).
 */
export function approvedAccounts(
  data: unknown,
  context: { namespace: string; chainId: string; approved: readonly string[] },
): AccountsChange {
  const { namespace, chainId, approved } = context
  const same = (a: string, b: string) =>
    namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b
  const summary = (entry: unknown) =>
    (typeof entry === 'string' ? entry : (JSON.stringify(entry) ?? String(entry))).slice(0, 80)
  // EIP-1193's accountsChanged carries a list; anything else is not an account change.
  if (!Array.isArray(data)) return { addresses: [], ignored: [summary(data)] }
  const addresses: string[] = []
  const ignored: string[] = []
  for (const entry of data as unknown[]) {
    const account = typeof entry === 'string' && !entry.includes(':') ? `${chainId}:${entry}` : entry
    const match =
      isAccountId(account) && account.startsWith(`${namespace}:`)
        ? approved.find(
            (granted) =>
              chainOf(granted) === chainOf(account) && same(addressOf(granted), addressOf(account)),
          )
        : undefined
    if (!match) {
      ignored.push(summary(entry))
      continue
    }
    const address = addressOf(match)
    if (!addresses.some((kept) => same(kept, address))) addresses.push(address)
  }
  return { addresses, ignored }
}
