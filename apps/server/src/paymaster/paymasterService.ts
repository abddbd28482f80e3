import { callTargets, ENTRY_POINT_ADDRESS, paymasterStubData } from '@kit/accounts'
import { type Hex, numberToHex } from 'viem'
import { getUserOperationHash } from 'viem/account-abstraction'
import * as z from 'zod/mini'
import type { ProjectConfig, ResolvedConfig } from '../config/index.js'
import type { PaymasterChainCaps, PaymasterPolicy } from '../config/paymaster.js'
import { zodReasons } from '../http/readJson.js'
import { signSponsorship } from './paymasterSignature.js'
import { PaymasterRpcError, RPC_CODES } from './paymasterRpcError.js'
import type { CapBreach, SponsorshipStore } from './sponsorshipStore.js'
import { maxCostOf, paymasterParamsSchema, pricedFields, type UserOperationJson } from './userOperation.js'

/** ERC-7677's two methods. */
export type PaymasterMethod = 'pm_getPaymasterStubData' | 'pm_getPaymasterData'

/** Who the wallet shows as paying: the policy's sponsor, else the project's name. */
export type Sponsor = { name: string; icon?: string }

/** `pm_getPaymasterStubData`'s answer: placeholder data of the final size, for gas estimation. */
export type StubDataResult = {
  paymaster: Hex
  paymasterData: Hex
  paymasterVerificationGasLimit: Hex
  paymasterPostOpGasLimit: Hex
  sponsor: Sponsor
  isFinal: false
}

/** `pm_getPaymasterData`'s answer: the signed data, with the paymaster gas limits it signed over. */
export type PaymasterDataResult = Omit<StubDataResult, 'isFinal'>

const invalidParams = (message: string) =>
  new PaymasterRpcError(RPC_CODES.invalidParams, 'InvalidParams', message)

/**
 * The params, validated.
 * @throws {PaymasterRpcError} -32602 naming the first wrong field (`params[0].callData: …`).
 */
function parseParams(params: unknown) {
  const result = z.safeParse(paymasterParamsSchema, params)
  if (result.success) return result.data
  const [first] = zodReasons({
    issues: result.error.issues.map((issue) => ({ ...issue, path: ['params', ...issue.path] })),
  })
  throw invalidParams(
    `Invalid params: ${first?.description ?? 'expected [userOp, entryPoint, chainId, context?]'}`.replace(
      /params\.(\d+)/g,
      'params[$1]',
    ),
  )
}

const BREACHES: Record<CapBreach, (project: string, chain: string) => PaymasterRpcError> = {
  perSenderPerDay: (project, chain) =>
    new PaymasterRpcError(
      RPC_CODES.limitExceeded,
      'SenderCapReached',
      `This account has reached its daily sponsorship cap with ${project} on ${chain} (rule: perSenderPerDay)`,
    ),
  perClientPerDay: (project, chain) =>
    new PaymasterRpcError(
      RPC_CODES.limitExceeded,
      'ClientCapReached',
      `This network address has reached its daily sponsorship cap with ${project} on ${chain} (rule: perClientPerDay)`,
    ),
  perDay: (project, chain) =>
    new PaymasterRpcError(
      RPC_CODES.limitExceeded,
      'ProjectBudgetSpent',
      `${project}'s sponsorship budget for today on ${chain} is spent (rule: perDay)`,
    ),
  perMonth: (project, chain) =>
    new PaymasterRpcError(
      RPC_CODES.limitExceeded,
      'ProjectBudgetSpent',
      `${project}'s sponsorship budget for this month on ${chain} is spent (rule: perMonth)`,
    ),
}

/**
 * The ERC-7677 paymaster service of one server: checks a user op against its project's policy (sponsored chain,
 * allowed contracts, caps), then answers stub data for estimation, or signs the final `paymasterData` for the
 * OpenZeppelin `PaymasterSigner` contract of the chain, after reserving its maximum cost against the caps.
 */
export function createPaymasterService(options: {
  config: ResolvedConfig['paymaster']
  store: SponsorshipStore
  now: () => number
}) {
  const { config, store, now } = options

  /** The policy of `project`: its own, else the `*` one, else none. */
  const policyOf = (project: ProjectConfig): PaymasterPolicy | undefined =>
    config.policies.find((entry) => entry.projectId === project.id) ??
    config.policies.find((entry) => entry.projectId === '*')

  const sponsorOf = (project: ProjectConfig, policy: PaymasterPolicy): Sponsor =>
    policy.sponsor
      ? { name: policy.sponsor.name, ...(policy.sponsor.icon ? { icon: policy.sponsor.icon } : {}) }
      : { name: project.name }

  /** The policy, chain and paymaster a request falls under, or the refusal that names the rule. */
  function admit(project: ProjectConfig, userOp: UserOperationJson, entryPoint: string, chainHex: string) {
    if (entryPoint.toLowerCase() !== ENTRY_POINT_ADDRESS.toLowerCase())
      throw invalidParams(
        `params[1] must be EntryPoint v0.8 (${ENTRY_POINT_ADDRESS}), the only one sponsored here`,
      )
    const chainNumber = BigInt(chainHex)
    if (chainNumber === 0n || chainNumber > BigInt(Number.MAX_SAFE_INTEGER))
      throw invalidParams('params[2] must be a chain id')
    const chain = `eip155:${chainNumber}`
    const policy = policyOf(project)
    if (!policy)
      throw new PaymasterRpcError(
        RPC_CODES.rejected,
        'ProjectNotSponsored',
        `${project.name} does not sponsor network fees on this server (rule: no paymaster policy for project "${project.id}")`,
      )
    const caps: PaymasterChainCaps | undefined = policy.chains[chain]
    const paymaster = config.contracts[chain] as Hex | undefined
    if (!caps || !paymaster)
      throw new PaymasterRpcError(
        RPC_CODES.rejected,
        'ChainNotSponsored',
        `${project.name} does not sponsor network fees on ${chain} (rule: chains)`,
      )
    if (policy.allowedContracts) {
      const targets = callTargets(userOp.callData as Hex)
      if (!targets)
        throw new PaymasterRpcError(
          RPC_CODES.rejected,
          'CallsNotDecodable',
          `The account's call data could not be read, and ${project.name} sponsors calls to listed contracts only (rule: allowedContracts)`,
        )
      const refused = targets.find((target) => !policy.allowedContracts?.includes(target))
      if (refused)
        throw new PaymasterRpcError(
          RPC_CODES.rejected,
          'ContractNotAllowed',
          `${project.name} does not sponsor calls to ${refused} (rule: allowedContracts)`,
        )
    }
    return { chain, chainId: Number(chainNumber), caps, paymaster, sponsor: sponsorOf(project, policy) }
  }

  /** `validUntil`: the signature lasts `validForSeconds` from now; `validAfter` is 0 (no lower bound). */
  const validUntil = () => Math.floor(now() / 1000) + config.validForSeconds

  async function stubData(project: ProjectConfig, client: string, params: unknown): Promise<StubDataResult> {
    const [userOp, entryPoint, chainHex] = parseParams(params)
    const terms = admit(project, userOp, entryPoint, chainHex)
    const gas = {
      verificationGasLimit: BigInt(config.verificationGasLimit),
      postOpGasLimit: BigInt(config.postOpGasLimit),
    }
    // Before estimation the gas may be unknown (cost 0: only a cap already reached refuses).
    const priced = pricedFields(userOp)
    const maxCost = 'missing' in priced ? 0n : maxCostOf(priced, gas)
    const breach = await store.check(
      { projectId: project.id, chainId: terms.chain, sender: userOp.sender, client, maxCost },
      terms.caps,
    )
    if (breach) throw BREACHES[breach](project.name, terms.chain)
    return {
      paymaster: terms.paymaster,
      paymasterData: paymasterStubData({ validAfter: 0, validUntil: validUntil() }),
      paymasterVerificationGasLimit: numberToHex(gas.verificationGasLimit),
      paymasterPostOpGasLimit: numberToHex(gas.postOpGasLimit),
      sponsor: terms.sponsor,
      isFinal: false,
    }
  }

  async function finalData(
    project: ProjectConfig,
    client: string,
    params: unknown,
  ): Promise<PaymasterDataResult> {
    const [userOp, entryPoint, chainHex] = parseParams(params)
    const terms = admit(project, userOp, entryPoint, chainHex)
    const priced = pricedFields(userOp)
    if ('missing' in priced)
      throw invalidParams(
        `params[0] needs ${priced.missing.join(', ')} for pm_getPaymasterData (estimate gas first)`,
      )
    // The bundler's estimate of the paymaster's gas, when the op carries one; the signature covers what is used.
    const gas = {
      verificationGasLimit: BigInt(userOp.paymasterVerificationGasLimit ?? config.verificationGasLimit),
      postOpGasLimit: BigInt(userOp.paymasterPostOpGasLimit ?? config.postOpGasLimit),
    }
    const until = validUntil()
    const paymasterData = await signSponsorship(config.signerKey as Hex, {
      chainId: terms.chainId,
      paymaster: terms.paymaster,
      userOp,
      priced,
      paymasterVerificationGasLimit: gas.verificationGasLimit,
      paymasterPostOpGasLimit: gas.postOpGasLimit,
      validAfter: 0,
      validUntil: until,
    })
    const userOpHash = getUserOperationHash({
      chainId: terms.chainId,
      entryPointAddress: ENTRY_POINT_ADDRESS,
      entryPointVersion: '0.8',
      userOperation: {
        sender: userOp.sender as Hex,
        nonce: BigInt(userOp.nonce),
        ...(userOp.factory
          ? { factory: userOp.factory as Hex, factoryData: (userOp.factoryData ?? '0x') as Hex }
          : {}),
        ...(userOp.eip7702Auth
          ? {
              authorization: {
                address: userOp.eip7702Auth.address as Hex,
                chainId: terms.chainId,
                nonce: 0,
                r: '0x0',
                s: '0x0',
                yParity: 0,
              },
            }
          : {}),
        callData: userOp.callData as Hex,
        ...priced,
        paymaster: terms.paymaster,
        paymasterData,
        paymasterVerificationGasLimit: gas.verificationGasLimit,
        paymasterPostOpGasLimit: gas.postOpGasLimit,
        signature: '0x',
      },
    })
    const breach = await store.reserve(
      {
        projectId: project.id,
        chainId: terms.chain,
        sender: userOp.sender,
        client,
        userOpHash,
        maxCost: maxCostOf(priced, gas),
      },
      terms.caps,
    )
    if (breach) throw BREACHES[breach](project.name, terms.chain)
    return {
      paymaster: terms.paymaster,
      paymasterData,
      paymasterVerificationGasLimit: numberToHex(gas.verificationGasLimit),
      paymasterPostOpGasLimit: numberToHex(gas.postOpGasLimit),
      sponsor: terms.sponsor,
    }
  }

  return {
    /**
     * What `project` is offered, for wallets to answer `wallet_getCapabilities` truthfully: the chains it is
     * sponsored on (none when sponsorship is off or it has no policy) and who pays. Caps are not consulted.
     */
    offer(project: ProjectConfig): { chains: string[]; sponsor?: Sponsor } {
      const policy = config.signerKey ? policyOf(project) : undefined
      if (!policy) return { chains: [] }
      const chains = Object.keys(policy.chains).filter((chain) => config.contracts[chain])
      return { chains, sponsor: sponsorOf(project, policy) }
    },

    /**
     * Answers one ERC-7677 call for `project`, asked by `client` (its rate-limit key: an IP address or IPv6 /64).
     * @throws {PaymasterRpcError} naming the rule that refuses it, or the param that is wrong.
     */
    call(project: ProjectConfig, client: string, method: PaymasterMethod, params: unknown) {
      if (!config.signerKey)
        throw new PaymasterRpcError(
          RPC_CODES.notSupported,
          'SponsorshipNotConfigured',
          'Sponsorship is not configured on this server',
        )
      return method === 'pm_getPaymasterStubData'
        ? stubData(project, client, params)
        : finalData(project, client, params)
    },
  }
}

export type PaymasterService = ReturnType<typeof createPaymasterService>
