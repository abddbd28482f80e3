import type { LocalAccount } from 'viem'

/** Builds a signed registration body the way the kit does: message JSON, ENSIP-11 coin type, personal_sign. */
export async function signedRegistration(
  account: LocalAccount,
  options: {
    name: string
    timestamp?: number
    chainId?: number
    coinType?: number
    attributes?: Record<string, string>
  },
): Promise<{ coin_type: number; address: string; message: string; signature: string }> {
  const message = JSON.stringify({
    name: options.name,
    attributes: options.attributes ?? {},
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  })
  const signature = await account.signMessage({ message })
  return {
    coin_type: options.coinType ?? (0x80000000 | (options.chainId ?? 80002)) >>> 0,
    address: account.address,
    message,
    signature,
  }
}
