// RPC requests from the host: safe methods are answered or forwarded to the chain at once; unsafe ones are parsed
// once, explained on the frame's own approval card, and run only after the user approved, from that same parse.
import { classifyRpcMethod, type FrameRequestContext, type RpcRequest } from '@kit/frame-bridge'
import type { Hex } from 'viem'
import { chosenPlan } from '../approval/chosenPlan.js'
import { describeRequest } from '../approval/describe.js'
import { explainRequest } from '../approval/explain.js'
import { type AccountRef, type ParsedRequest, parseRequest } from '../approval/parseRequest.js'
import { SendCallsError, UserRejectedError } from '../errors.js'
import type { EvmChainContext } from '../wallet/evm.js'
import type { FrameContext } from './context.js'
import { recoverPersonalSigner } from './ecRecover.js'
import type { Session, Sessions } from './session.js'

/** Creates the RPC_REQUEST handler of one frame. */
export function createRpcHandler(
  context: FrameContext,
  sessions: Sessions,
): (request: RpcRequest, requestContext: FrameRequestContext) => Promise<unknown> {
  const { rpcFor, ui } = context
  /**
   * The batches `wallet_sendCalls` sent, for `wallet_getCallsStatus`: the EOA's transactions, or the smart account's
   * user operation (`userOperation: true`, one hash).
   */
  const callBatches = new Map<string, { chainId: number; hashes: Hex[]; userOperation: boolean }>()

  async function safeRpc(request: RpcRequest, current: Session, signal: AbortSignal): Promise<unknown> {
    const account = sessions.activeAccount(current)
    switch (request.method) {
      case 'eth_accounts':
        return [account.address]
      case 'eth_chainId':
        return `0x${context.evmContext().chainId.toString(16)}`
      case 'wallet_getCapabilities':
        return capabilities(current, request.params)
      case 'personal_ecRecover': {
        // Answered here, never forwarded: it reads a signature, and a node may not know the method.
        const [message, signature] = request.params
        return recoverPersonalSigner(message, signature)
      }
      case 'wallet_getCallsStatus': {
        const [id] = request.params
        const batch = callBatches.get(id)
        if (!batch) throw new SendCallsError(5730, 'Unknown call batch', { details: id })
        const rpc = rpcFor(`eip155:${batch.chainId}`)
        const chain = { chainId: batch.chainId, rpcUrl: rpc.url, rpc }
        if (batch.userOperation) return userOperationStatus(current, id, batch.hashes[0] as Hex, chain)
        const receipts = await Promise.all(batch.hashes.map((hash) => current.evm.receipt(hash, chain)))
        const done = receipts.every((receipt) => receipt !== undefined)
        const failed = receipts.some((receipt) => receipt?.status === 'reverted')
        return {
          version: '2.0.0',
          id,
          chainId: `0x${batch.chainId.toString(16)}`,
          status: !done ? 100 : failed ? 500 : 200,
          atomic: batch.hashes.length === 1,
          receipts: receipts.filter(Boolean).map((receipt) => ({
            status: receipt?.status === 'success' ? '0x1' : '0x0',
            blockHash: receipt?.blockHash,
            blockNumber: `0x${receipt?.blockNumber.toString(16)}`,
            gasUsed: `0x${receipt?.gasUsed.toString(16)}`,
            transactionHash: receipt?.transactionHash,
            logs: [],
          })),
        }
      }
      default:
        return rpcFor(context.chainId).request(
          request.method,
          'params' in request ? request.params : undefined,
          signal,
        )
    }
  }

  /**
   * EIP-5792 capabilities of the active account, per chain asked (all the frame's EVM chains by default): atomic
   * batches where the smart account sends (one user operation), none for the EOA (it sends calls one by one); a
   * paymaster service where the project's sponsorship covers the chain and the smart account sends.
   */
  async function capabilities(current: Session, params: unknown): Promise<Record<string, unknown>> {
    const [, asked] = Array.isArray(params) ? (params as [unknown, unknown]) : []
    const chains = Array.isArray(asked)
      ? asked.filter((id): id is string => typeof id === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(id))
      : [
          ...new Set([
            ...context.smartAccountChains,
            // The active network too, when it is an EVM one (on Solana only the smart-account chains are listed).
            ...(context.chainId.startsWith('eip155:') ? [Number(context.chainId.slice(7))] : []),
          ]),
        ].map((id) => `0x${id.toString(16)}`)
    const type = sessions.activeAccount(current).type
    const answer: Record<string, unknown> = {}
    for (const hexId of chains.slice(0, 64)) {
      const chainId = Number.parseInt(hexId, 16)
      const smart = type === 'smartAccount' && context.smartAccountChains.includes(chainId)
      const sponsored = smart
        ? await context.sponsorship(`eip155:${chainId}`).then(Boolean, () => false)
        : false
      answer[`0x${chainId.toString(16)}`] = {
        atomic: { status: smart ? 'supported' : 'unsupported' },
        paymasterService: { supported: sponsored },
      }
    }
    return answer
  }

  /** `wallet_getCallsStatus` of a user operation: pending (100) until included, then 200 or 500 (all undone). */
  async function userOperationStatus(current: Session, id: string, hash: Hex, chain: EvmChainContext) {
    const outcome = await current.evm.userOperationOutcome(hash, chain)
    return {
      version: '2.0.0',
      id,
      chainId: `0x${chain.chainId.toString(16)}`,
      status: !outcome ? 100 : outcome.success ? 200 : 500,
      atomic: true,
      receipts: outcome
        ? [
            {
              status: outcome.success ? '0x1' : '0x0',
              blockHash: outcome.receipt.blockHash,
              blockNumber: `0x${outcome.receipt.blockNumber.toString(16)}`,
              gasUsed: `0x${outcome.receipt.gasUsed.toString(16)}`,
              transactionHash: outcome.receipt.transactionHash,
              logs: [],
            },
          ]
        : [],
    }
  }

  /** The user's accounts on the active network: the EOA (and the smart account where enabled), or Solana's. */
  function ownAccounts(current: Session): AccountRef[] {
    if (context.chainId.startsWith('solana:')) return [{ address: current.solana.address, type: 'eoa' }]
    return [
      { address: current.evm.address, type: 'eoa' },
      ...(context.smartAccountsHere()
        ? [{ address: current.evm.smartAccountOf(context.smartAccountKind()), type: 'smartAccount' as const }]
        : []),
    ]
  }

  /**
   * The user's accounts to name on the card: the EOA and the smart account (its address is the same on every chain,
   * whether or not it is offered here), or the Solana account.
   */
  function namedAccounts(current: Session): AccountRef[] {
    if (context.chainId.startsWith('solana:')) return [{ address: current.solana.address, type: 'eoa' }]
    return [
      { address: current.evm.address, type: 'eoa' },
      { address: current.evm.smartAccountOf(context.smartAccountKind()), type: 'smartAccount' },
    ]
  }

  /**
   * What runs once approved: built from the parsed request only, the same value the card was drawn from, on the
   * network it was parsed for (a network switch meanwhile changes nothing). A send runs the plan of the fee option
   * picked on the card (`choice`), planned with the rest before the card was shown.
   */
  function operationOf(
    parsed: ParsedRequest,
    current: Session,
    network: string,
    evm: EvmChainContext | undefined,
  ): (choice?: string) => Promise<unknown> {
    const evmOnly = (): EvmChainContext => evm ?? context.evmContext()
    switch (parsed.method) {
      case 'personal_sign':
      case 'eth_signTypedData':
      case 'eth_signTypedData_v3':
      case 'eth_signTypedData_v4': {
        // v1's digest is signed as is by the EOA (the parse refuses it for the smart account).
        const chain = evmOnly()
        return () => current.evm.signDigest(parsed.digest, parsed.signer.type, chain)
      }
      case 'eth_sendTransaction': {
        const chain = evmOnly()
        return async (choice) => {
          const plan = chosenPlan(parsed, choice)
          const [hash] = await current.evm.executePlan(plan, chain)
          if (!plan.userOperation || !hash) return hash
          // The host waits on a transaction hash: a user operation has one once included.
          return (await current.evm.waitForUserOperation(hash, chain)).receipt.transactionHash
        }
      }
      case 'wallet_sendCalls': {
        const chain = evmOnly()
        return async (choice) => {
          const plan = chosenPlan(parsed, choice)
          const hashes = await current.evm.executePlan(plan, chain)
          const id = `0x${[...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')}`
          callBatches.set(id, {
            chainId: chain.chainId,
            hashes,
            userOperation: plan.userOperation !== undefined,
          })
          return { id }
        }
      }
      case 'solana_signMessage':
        return async () => current.solana.signMessage(parsed.bytes, parsed.signer.address)
      case 'solana_signTransaction':
        return () => current.solana.signTransaction(parsed.transactions[0] ?? new Uint8Array())
      case 'solana_signAllTransactions':
        return () => current.solana.signAllTransactions(parsed.transactions)
      case 'solana_signAndSendTransaction': {
        const rpc = rpcFor(network)
        // Once approved the send is not cancellable: the host gets its signature or its error.
        return () =>
          current.solana.signAndSendTransaction(
            parsed.transactions[0] ?? new Uint8Array(),
            parsed.sendOptions,
            rpc,
          )
      }
    }
  }

  return async function rpcRequest(request, requestContext) {
    const current = await sessions.require(requestContext.signal)
    if (classifyRpcMethod(request.method) === 'safe') return safeRpc(request, current, requestContext.signal)
    // One parse: the card is drawn from it and the operation runs from it; what cannot be read is refused here.
    const network = context.chainId
    const evm = network.startsWith('eip155:') ? context.evmContext() : undefined
    const parsed = await parseRequest(request, {
      caipNetworkId: network,
      active: sessions.activeAccount(current),
      accounts: ownAccounts(current),
      ...(evm
        ? {
            smartAccount: current.evm.smartAccountOf(context.smartAccountKind()),
            planSend: (calls, signer, host) =>
              current.evm.planSend(calls, signer, evm, host, requestContext.signal),
          }
        : {}),
    })
    const run = operationOf(parsed, current, network, evm)
    const own = namedAccounts(current)
    // A language the host just asked for is loading: the card waits for it rather than speak the one before.
    const texts = await context.language.settled()
    const view = describeRequest(parsed, {
      origin: requestContext.origin,
      appName: context.appName,
      caipNetworkId: network,
      details: await explainRequest(parsed, evm?.rpc, requestContext.signal, own, texts),
      ownAccounts: own,
      texts,
    })
    // Tell the host to show the frame, then wait for the user's answer in our own UI.
    context.emit('APPROVAL_REQUESTED', { id: requestContext.id, method: request.method as never })
    // A card with a choice (which fee to pay) answers the option picked; the operation runs that one.
    const { choice: offered } = view
    let choice: string | undefined
    if (offered) {
      choice = await ui.askChoice({ ...view, choice: offered }, requestContext.signal)
      if (choice === undefined) throw new UserRejectedError()
    } else if (!(await ui.ask(view, requestContext.signal))) throw new UserRejectedError()
    try {
      // From here the operation may reach the chain: the host is told (APPROVED) and can no longer cancel it, so it
      // always gets the hash or the error. This throws, and nothing runs, if the host gave up a moment before.
      requestContext.commit()
      // What the request does, not the button's words (they are in the card's language).
      const sends =
        request.method === 'eth_sendTransaction' ||
        request.method === 'wallet_sendCalls' ||
        request.method === 'solana_signAndSendTransaction'
      const { t } = context.language.current()
      ui.setStatus(requestContext.signal, sends ? t('sending') : t('signing'))
      const result = await run(choice)
      if (request.method === 'eth_sendTransaction' || request.method === 'wallet_sendCalls')
        void sessions.announceUser(current)
      return result
    } finally {
      ui.finish(requestContext.signal)
    }
  }
}
