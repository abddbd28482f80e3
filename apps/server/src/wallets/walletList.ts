// The wallet list the server publishes: Kit's catalogue (`@kit/chains/wallets`), or the operator's file.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readWalletListings, type WalletListing, wallets } from '@kit/chains/wallets'
import { ServerConfigError } from '../errors.js'

/** The list as it is served: the body, and its ETag (a hash of the body, so a change of list changes it). */
export type PublishedWalletList = {
  readonly wallets: readonly WalletListing[]
  readonly body: string
  readonly etag: string
}

/**
 * Reads the list once, at start. A file must hold valid listings (the same rules Kit applies to a registry's
 * answer), so a mistake stops the server instead of reaching visitors.
 * @throws {ServerConfigError} when the file cannot be read or holds an invalid list.
 */
export function loadWalletList(file: string | undefined): PublishedWalletList {
  let list: readonly WalletListing[] = wallets
  if (file) {
    let text: string
    try {
      text = readFileSync(file, 'utf8')
    } catch (error) {
      throw new ServerConfigError(`The wallet list file ${file} cannot be read`, { cause: error })
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch (error) {
      throw new ServerConfigError(`The wallet list file ${file} is not a valid wallet list`, { cause: error })
    }
    const { listings, problems } = readWalletListings(parsed)
    if (problems.length > 0)
      throw new ServerConfigError(`The wallet list file ${file} is not a valid wallet list`, {
        details: problems.slice(0, 20).join('; '),
      })
    list = listings
  }
  const body = JSON.stringify({ wallets: list })
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  return { wallets: list, body, etag }
}
