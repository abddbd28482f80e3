// The send slice: the form's state, its default and its one writer. The send itself is `actions/sendToken.ts`.
import type { SendExecutor, SendToken } from '../types.js'

export type SendState = {
  token: SendToken | undefined
  /** The amount as the user typed it, in whole token units (a decimal string keeps precision). */
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  /** Gas price in wei. */
  gasPrice: bigint | undefined
  gasPriceInUSD: number | undefined
  loading: boolean
}

/** A new, empty send form (a function, so two kits and a reset never share an object). */
export const defaultSendState = (): SendState => ({
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  gasPrice: undefined,
  gasPriceInUSD: undefined,
  loading: false,
})

/** The setters of the send slice: the only code that writes `state.send`. */
export type SendSetters = {
  setToken(token: SendToken | undefined): void
  /** The amount as typed, in whole token units, e.g. '0.5'; a decimal comma is kept as a point. */
  setTokenAmount(amount: string | number | undefined): void
  setReceiverAddress(address: string | undefined): void
  setReceiverProfileName(name: string | undefined): void
  setReceiverProfileImageUrl(url: string | undefined): void
  /** Gas price in wei. */
  setGasPrice(gasPrice: bigint | undefined): void
  setGasPriceInUSD(amount: number | undefined): void
  /** Clears token, amount, receiver and loading; the gas price stays. */
  reset(): void
}

/** Sending native and token amounts: the slice's setters and the send actions. */
export type SendController = SendSetters & {
  /**
   * Loads the gas price of the active EVM network from its RPC (`eth_gasPrice`), or from the blockchain API
   * when the RPC cannot answer.
   */
  loadGasPrice(): Promise<bigint>
  /**
   * Replaces the chain side of sends. By default Kit sends through the connected wallet (EVM:
   * `eth_sendTransaction`; Solana: a web3.js transaction signed through the wallet standard); `undefined`
   * returns to that default.
   */
  setExecutor(executor: SendExecutor | undefined): void
  /**
   * Sends `sendTokenAmount` of `token` to `receiverAddress` on the active network: started (loading,
   * SEND_INITIATED), then success ('Transaction started' toast, SEND_SUCCESS, Account view) or error (the
   * namespace's failure toast, SEND_ERROR), then the send state is cleared. Resolves the transaction
   * hash or signature.
   * @throws {UnsupportedChainError} 'Unsupported chain' on a chain that is neither EVM nor Solana.
   * @throws {SendInputError} 'Please enter a valid amount and receiver address' when either is missing.
   * @throws {SendFailedError} 'Something went wrong' (EVM) or 'Failed to send transaction. Please try again.'.
   */
  sendToken(): Promise<string>
}

/** What the send setters write to. */
type SendRoot = { readonly state: { send: SendState } }

/** What only the send action writes. */
export type SendInternals = {
  /** Marks a send as under way, or over. */
  setLoading(loading: boolean): void
}

/** The setters over `root.state.send`. */
export function sendSetters(root: SendRoot): SendSetters & SendInternals {
  const write = (values: Partial<SendState>) => Object.assign(root.state.send, values)
  return {
    setToken: (token) => write({ token }),
    // Many locales type a decimal comma: '1,5' is kept as '1.5', so every UI parses the same amount.
    setTokenAmount: (amount) =>
      write({ sendTokenAmount: amount === undefined ? undefined : String(amount).replace(',', '.') }),
    setReceiverAddress: (receiverAddress) => write({ receiverAddress }),
    setReceiverProfileName: (receiverProfileName) => write({ receiverProfileName }),
    setReceiverProfileImageUrl: (receiverProfileImageUrl) => write({ receiverProfileImageUrl }),
    setGasPrice: (gasPrice) => write({ gasPrice }),
    setGasPriceInUSD: (gasPriceInUSD) => write({ gasPriceInUSD }),
    setLoading: (loading) => write({ loading }),
    reset() {
      const { gasPrice, gasPriceInUSD } = root.state.send
      write({ ...defaultSendState(), gasPrice, gasPriceInUSD })
    },
  }
}
