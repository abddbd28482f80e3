import type { KitContext } from '../context.js'
import { defaultSendState } from '../state.js'
import type { SendExecutor, SendToken } from '../types.js'

/** Sending native and token amounts. The chain work is done by a `SendExecutor`. */
export type SendController = {
  setToken(token: SendToken | undefined): void
  /** The amount in whole token units as typed, e.g. '0.5'. */
  /** The amount as typed, in whole token units; a decimal comma is kept as a point. */
  setTokenAmount(amount: string | number | undefined): void
  setReceiverAddress(address: string | undefined): void
  setReceiverProfileName(name: string | undefined): void
  setReceiverProfileImageUrl(url: string | undefined): void
  /** Gas price in wei. */
  setGasPrice(gasPrice: bigint | undefined): void
  setGasPriceInUSD(amount: number | undefined): void
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
  /** Clears token, amount, receiver and loading; the gas price stays. */
  reset(): void
}

/** Per-kit bookkeeping the send actions share. */
export type SendLocal = { executor: SendExecutor | undefined }

/** Creates the send controller of one kit. Sending itself loads with the first send. */
export function createSendController(ctx: KitContext): SendController {
  const { state } = ctx
  const local: SendLocal = { executor: undefined }
  const actions = () => import('./send.actions.js')
  return {
    setToken(token) {
      state.send.token = token
    },
    setTokenAmount(amount) {
      // Many locales type a decimal comma: '1,5' is kept as '1.5', so every UI parses the same amount.
      state.send.sendTokenAmount = amount === undefined ? undefined : String(amount).replace(',', '.')
    },
    setReceiverAddress(address) {
      state.send.receiverAddress = address
    },
    setReceiverProfileName(name) {
      state.send.receiverProfileName = name
    },
    setReceiverProfileImageUrl(url) {
      state.send.receiverProfileImageUrl = url
    },
    setGasPrice(gasPrice) {
      state.send.gasPrice = gasPrice
    },
    setGasPriceInUSD(amount) {
      state.send.gasPriceInUSD = amount
    },
    loadGasPrice: async () => (await actions()).loadGasPrice(ctx),
    setExecutor(executor) {
      local.executor = executor
    },
    sendToken: async () => (await actions()).sendToken(ctx, local),
    reset() {
      const { gasPrice, gasPriceInUSD } = state.send
      Object.assign(state.send, defaultSendState(), { gasPrice, gasPriceInUSD })
    },
  }
}
