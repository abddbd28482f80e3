import { evmNetworks, findNetwork, solanaNetworks } from '@kit/chains'
import { bytesToHex, formatUnits } from 'viem'
import { englishTexts, type FrameTexts } from '../locales/index.js'
import type { AccountCall } from '../wallet/evm.js'
import { withOwnName } from './ownAccounts.js'
import type { AccountRef, ParsedRequest, ParsedSend } from './parseRequest.js'
import { checkSignIn } from './siwe.js'
import type { SmartAccountCalls } from './smartAccountCalls.js'

/** One line of the approval card: a label and what it is about. */
export type ApprovalRow = {
  /** A stable name for the row (`from`, `to`, `amount`, `max-fee`, …) that tests and styles can rely on. */
  readonly id?: string
  readonly label: string
  readonly value: string
  /** Addresses, hex and JSON: shown in a monospace block that wraps and scrolls. */
  readonly code?: boolean
  /**
   * `false` when another row already says what this one does (a token transfer's explained row covers the call's
   * `to` and `data`): the card does not wait for it to have been in view. By default its id decides (`rowsThatMatter`).
   */
  readonly matters?: false
}

/** One option of a choice on the card. */
export type ApprovalOption = {
  /** What the card answers when this option is selected on Approve. */
  readonly value: string
  readonly label: string
  /** What the option comes to (its max network fee), and why it is flagged. */
  readonly detail?: string | undefined
  /** Shown but not selectable (the account cannot pay for it). */
  readonly disabled?: boolean | undefined
}

/** A choice the user makes on the card before approving (which fee to pay); the card answers the value selected. */
export type ApprovalChoice = {
  /** A stable name (`fee`) for hooks: `approval-choice-fee`, `approval-choice-fee-<value>`. */
  readonly id: string
  readonly label: string
  readonly options: readonly ApprovalOption[]
  /** The value selected until the user picks another. */
  readonly selected: string
}

/** What the approval card shows for one unsafe request. Plain text only: the UI never renders HTML from it. */
export type ApprovalView = {
  readonly title: string
  readonly intro: string
  readonly rows: readonly ApprovalRow[]
  readonly approveLabel: string
  readonly warning?: string | undefined
  /** A choice to make before approving; Approve then answers the option selected. */
  readonly choice?: ApprovalChoice | undefined
}

/** Who asks, and on which network; what is asked comes from the parsed request alone. */
export type ApprovalContext = {
  /** The parent page's origin, as the browser verified it. */
  readonly origin: string
  /** The app's name as the app claims it (SYNC_DAPP_DATA); shown after the verified origin, cleaned. */
  readonly appName?: string | undefined
  /** CAIP-2 id of the network the request runs on. */
  readonly caipNetworkId: string
  /** What the request does, worked out beforehand from the same parse (token transfers, approvals, permits). */
  readonly details?: readonly ApprovalRow[] | undefined
  /** The user's own accounts: named wherever the card shows them ("Your account", "Your smart account"). */
  readonly ownAccounts?: readonly AccountRef[] | undefined
  /** The language the card speaks; English by default. */
  readonly texts?: FrameTexts | undefined
}

const MAX_TEXT = 4_000
const MAX_APP_NAME = 64

function clip(text: string, max = MAX_TEXT): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters)` : text
}

/** Control characters other than tab and newline, and the marks that reorder or hide text (bidi). */
export function isMisleadingCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  if (code === 0x09 || code === 0x0a || code === 0x0d) return false
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  )
}

/** Readable text of a string, or `undefined` when control or bidi characters would make it misleading. */
function readable(text: string | undefined): string | undefined {
  return text === undefined || [...text].some(isMisleadingCharacter) ? undefined : text
}

/** Text with each misleading character written out as `\u{…}`, so it can neither hide nor reorder anything. */
function escapeMisleading(text: string): string {
  return [...text]
    .map((char) =>
      isMisleadingCharacter(char) ? `\\u{${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}}` : char,
    )
    .join('')
}

/**
 * The app's claimed name without control, format (bidi, zero-width) or line-breaking characters, on one short
 * line.
 */
export function cleanAppName(name: string | undefined): string | undefined {
  if (!name) return undefined
  const cleaned = name
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return cleaned ? clip(cleaned, MAX_APP_NAME) : undefined
}

/** The network's display name and native currency. */
export function networkInfo(caipNetworkId: string): { name: string; symbol: string; decimals: number } {
  const network = findNetwork([...evmNetworks, ...solanaNetworks], caipNetworkId)
  if (network)
    return {
      name: network.name,
      symbol: network.nativeCurrency.symbol,
      decimals: network.nativeCurrency.decimals,
    }
  return caipNetworkId.startsWith('solana:')
    ? { name: `Solana (${caipNetworkId.slice(7)})`, symbol: 'SOL', decimals: 9 }
    : { name: `Chain ${caipNetworkId.replace(/^eip155:/, '')}`, symbol: 'ETH', decimals: 18 }
}

/** The account that signs, and what kind it is. */
function signerRows(signer: AccountRef, { t }: FrameTexts): ApprovalRow[] {
  return [
    { id: 'from', label: t('from'), value: signer.address, code: true },
    {
      id: 'account-type',
      label: t('accountType'),
      value: signer.type === 'smartAccount' ? t('smartAccount') : t('accountEoa'),
    },
  ]
}

function appRows(context: ApprovalContext, { t }: FrameTexts): ApprovalRow[] {
  const name = cleanAppName(context.appName)
  return name ? [{ id: 'app', label: t('appName'), value: t('appNameValue', { name }) }] : []
}

/** An amount in the card's language: exact (`formatUnits`), in its digits. */
function amount(value: bigint, info: { symbol: string; decimals: number }, texts: FrameTexts): string {
  return texts.amount(formatUnits(value, info.decimals), info.symbol)
}

function dataSummary(data: string, { t }: FrameTexts): string {
  if (data === '0x') return t('dataNone')
  return t('dataBytes', { size: (data.length - 2) / 2, selector: data.slice(0, 10) })
}

function sendRows(
  parsed: ParsedSend,
  network: ReturnType<typeof networkInfo>,
  own: readonly AccountRef[],
  texts: FrameTexts,
): ApprovalRow[] {
  const { t } = texts
  if (parsed.creation) {
    // The init code: what runs once, at deployment, and leaves the contract behind.
    const size = (parsed.creation.data.length - 2) / 2
    return [
      { id: 'code-size', label: t('codeSize'), value: t('codeSizeValue', { size }) },
      {
        id: 'amount',
        label: t('amount'),
        value: t('amountSentWith', { amount: amount(parsed.creation.value, network, texts) }),
      },
    ]
  }
  const named = (address: string) =>
    withOwnName(address, own, { eoa: t('yourAccount'), smartAccount: t('yourSmartAccount') })
  // A call into the user's own smart account reads as what it makes the smart account do, call by call (N7).
  const data = (call: AccountCall, inner: SmartAccountCalls | undefined) =>
    inner
      ? t('dataSmartAccount', { count: inner.calls.length, name: inner.functionName })
      : dataSummary(call.data, texts)
  const callLine = (call: AccountCall, dataText: string) =>
    t('callLine', { to: named(call.to), amount: amount(call.value, network, texts), data: dataText })
  const innerRows = (
    inner: SmartAccountCalls | undefined,
    id: string,
    label: (index: number) => string,
  ): ApprovalRow[] =>
    (inner?.calls ?? []).map((call, index) => ({
      id: `${id}${index + 1}`,
      label: label(index + 1),
      value: callLine(call, dataSummary(call.data, texts)),
      code: true,
    }))
  const note: ApprovalRow[] = parsed.smartAccountCalls?.some(Boolean)
    ? [{ id: 'smart-account-note', label: t('note'), value: t('smartAccountNote') }]
    : []
  const [only] = parsed.calls
  if (parsed.calls.length === 1 && only) {
    const inner = parsed.smartAccountCalls?.[0]
    return [
      { id: 'to', label: t('to'), value: named(only.to), code: true },
      { id: 'amount', label: t('amount'), value: amount(only.value, network, texts) },
      { id: 'data', label: t('data'), value: data(only, inner) },
      ...innerRows(inner, 'inner-', (index) => t('innerCallLabel', { index })),
      ...note,
    ]
  }
  return [
    ...parsed.calls.flatMap((call, index) => {
      const inner = parsed.smartAccountCalls?.[index]
      return [
        {
          id: `call-${index + 1}`,
          label: t('callLabel', { index: index + 1 }),
          value: callLine(call, data(call, inner)),
          code: true,
        },
        ...innerRows(inner, `call-${index + 1}-inner-`, (inner) =>
          t('callInnerCallLabel', { call: index + 1, index: inner }),
        ),
      ]
    }),
    ...note,
  ]
}

function feeRows(
  parsed: ParsedSend,
  network: ReturnType<typeof networkInfo>,
  texts: FrameTexts,
): ApprovalRow[] {
  const { t } = texts
  const { plan } = parsed
  const operation = plan.userOperation
  return [
    // Who pays: the app's paymaster ("Paid by <app>"), else the most the user pays; with a fee choice, each
    // option's max fee is on the choice itself.
    ...(plan.sponsor !== undefined
      ? [{ id: 'fee-payer', label: t('networkFee'), value: t('paidBy', { sponsor: plan.sponsor }) }]
      : parsed.feeChoice
        ? []
        : [{ id: 'max-fee', label: t('maxNetworkFee'), value: amount(plan.maxFee, network, texts) }]),
    ...(operation?.sponsorshipRefused
      ? [
          {
            id: 'sponsorship-refused',
            label: t('notSponsored'),
            value: t('notSponsoredValue', { reason: operation.sponsorshipRefused }),
          },
        ]
      : []),
    ...(plan.transactions[0]?.fees.type === 'legacy'
      ? [{ id: 'tx-type', label: t('transactionType'), value: t('legacyTransaction') }]
      : []),
    ...(plan.deploysSmartAccount
      ? [
          {
            id: 'note',
            label: t('note'),
            value: operation?.kind === '7702' ? t('upgradesAccount') : t('createsSmartAccount'),
          },
        ]
      : []),
  ]
}

/**
 * A send's rows with its explained rows (token transfers, approvals) first. For one call so explained, its `to`
 * (the token, named in the explanation), its `data` (what the explanation spells out) and an amount of nothing do not
 * hold the card's arming back: the explanation is what matters, and it must still have been in view.
 */
function explainedFirst(
  parsed: ParsedSend,
  rows: ApprovalRow[],
  details: readonly ApprovalRow[],
): ApprovalRow[] {
  const [only] = parsed.calls
  if (!details.some((row) => row.id === 'explain')) return [...rows, ...details]
  if (parsed.creation || parsed.calls.length !== 1 || !only || parsed.smartAccountCalls?.[0])
    return [...details, ...rows]
  const covered = (row: ApprovalRow) =>
    row.id === 'to' || row.id === 'data' || (row.id === 'amount' && only.value === 0n)
  return [...details, ...rows.map((row) => (covered(row) ? { ...row, matters: false as const } : row))]
}

/** How many times the market's the app's max fee is, rounded down to "over N times" (at most 1000, still true). */
function timesAbove(app: bigint, market: bigint): bigint {
  const times = market > 0n ? (app - 1n) / market : 0n
  return times > 1000n ? 1000n : times
}

/**
 * A max fee rounded up to 3 significant digits: never less than the true maximum, and short enough for both options
 * to keep one line each beside the buttons.
 */
function maxAmount(value: bigint, info: { symbol: string; decimals: number }, texts: FrameTexts): string {
  const digits = value.toString().length
  if (digits <= 3) return amount(value, info, texts)
  const step = 10n ** BigInt(digits - 3)
  return amount(((value + step - 1n) / step) * step, info, texts)
}

/** The fee choice: each option with its max network fee; the market's first. */
function feeChoiceOf(
  parsed: ParsedSend,
  network: ReturnType<typeof networkInfo>,
  texts: FrameTexts,
): { choice: ApprovalChoice; warning: string | undefined } | undefined {
  const { t } = texts
  const fees = parsed.feeChoice
  if (!fees) return undefined
  const detail = (option: 'market' | 'app') =>
    t(fees.unaffordable === option ? 'maxFeeUnaffordable' : 'maxFee', {
      amount: maxAmount(fees[option].maxFee, network, texts),
    })
  const choice: ApprovalChoice = {
    id: 'fee',
    label: t('feeToPay'),
    options: [
      {
        value: 'market',
        label: t('marketFee'),
        detail: detail('market'),
        ...(fees.unaffordable === 'market' ? { disabled: true } : {}),
      },
      {
        value: 'app',
        label: t('appFee'),
        detail: detail('app'),
        ...(fees.unaffordable === 'app' ? { disabled: true } : {}),
      },
    ],
    selected: fees.selected,
  }
  // Short: the card keeps the choice, this warning and the buttons in view, and the details above them.
  const warning = fees.farAbove
    ? [
        t('feeFarAbove', { times: texts.integer(timesAbove(fees.app.maxFee, fees.market.maxFee)) }),
        fees.selected === 'market' ? t('marketFeeSelected') : undefined,
      ]
        .filter(Boolean)
        .join(' ')
    : undefined
  return { choice, warning }
}

/**
 * Builds the approval card from a parsed request (the same value the operation runs from): what is signed or
 * sent, by which account, on which network, at what most in fees. The verified origin comes first; the app's
 * claimed name follows, cleaned and marked as unverified.
 */
export function describeRequest(parsed: ParsedRequest, context: ApprovalContext): ApprovalView {
  const texts = context.texts ?? englishTexts
  const { t } = texts
  const network = networkInfo(context.caipNetworkId)
  const networkRow: ApprovalRow = { id: 'network', label: t('network'), value: network.name }
  const details = context.details ?? []
  const origin = context.origin
  switch (parsed.method) {
    case 'personal_sign': {
      const text = readable(parsed.text)
      const messageRow: ApprovalRow = {
        id: 'message',
        label: t('message'),
        value: clip(text ?? bytesToHex(parsed.bytes)),
        code: text === undefined,
      }
      // EIP-4361: a sign-in names its site; the card checks it against the page that asks (domain binding).
      const signIn = text === undefined ? { kind: 'none' as const } : checkSignIn(text, origin)
      if (signIn.kind === 'mismatch') {
        const domain = escapeMisleading(signIn.domain)
        const warning = t('otherSiteWarning', { domain, origin })
        return {
          title: t('signInElsewhere'),
          intro: t('asksSignInElsewhere', { origin, domain }),
          // The warning leads the details too: a card that scrolls still shows it first.
          rows: [
            { id: 'sign-in-warning', label: t('warning'), value: warning },
            ...appRows(context, texts),
            messageRow,
            ...signerRows(parsed.signer, texts),
            networkRow,
          ],
          approveLabel: t('sign'),
          warning,
        }
      }
      if (signIn.kind === 'match')
        return {
          title: t('signInRequest'),
          intro: t('asksSignIn', { origin }),
          rows: [
            { id: 'sign-in-site', label: t('signsYouInTo'), value: escapeMisleading(signIn.domain) },
            ...appRows(context, texts),
            messageRow,
            ...signerRows(parsed.signer, texts),
            networkRow,
          ],
          approveLabel: t('sign'),
          warning: t('signInWarning'),
        }
      return {
        title: t('signatureRequest'),
        intro: t('asksSignMessage', { origin }),
        rows: [...appRows(context, texts), messageRow, ...signerRows(parsed.signer, texts), networkRow],
        approveLabel: t('sign'),
        warning:
          text === undefined
            ? t('binaryWarning')
            : signIn.kind === 'malformed'
              ? t('malformedSignInWarning')
              : t('signWarning'),
      }
    }
    case 'eth_signTypedData': {
      // Legacy typed data (v1): a flat list of fields, each shown as it is hashed.
      return {
        title: t('signatureRequest'),
        intro: t('asksTypedDataV1', { origin }),
        rows: [
          ...appRows(context, texts),
          { id: 'format', label: t('format'), value: t('typedDataV1') },
          ...parsed.fields.map((field, index) => ({
            id: `field-${index + 1}`,
            label: `${clip(escapeMisleading(field.name), 200)} (${clip(escapeMisleading(field.type), 64)})`,
            value: clip(escapeMisleading(field.value)),
            code: field.type !== 'string',
          })),
          ...signerRows(parsed.signer, texts),
          networkRow,
        ],
        approveLabel: t('sign'),
        warning: t('typedDataWarning'),
      }
    }
    case 'eth_signTypedData_v3':
    case 'eth_signTypedData_v4': {
      // What a permit lets whom spend, until when, comes first; the raw data then only backs it up.
      const explained = details.some((row) => row.id === 'explain')
      const version = parsed.method === 'eth_signTypedData_v3' ? 'v3' : 'v4'
      const { domain, primaryType, message } = parsed.typedData
      const domainText = [
        typeof domain.name === 'string' ? domain.name : undefined,
        typeof domain.version === 'string' ? `version ${domain.version}` : undefined,
        domain.chainId !== undefined ? `chain ${String(domain.chainId)}` : undefined,
        typeof domain.verifyingContract === 'string' ? `contract ${domain.verifyingContract}` : undefined,
      ]
        .filter(Boolean)
        .join(', ')
      return {
        title: t('signatureRequest'),
        intro: t('asksTypedData', { origin, version }),
        rows: [
          ...(explained ? details : []),
          ...appRows(context, texts),
          {
            id: 'format',
            label: t('format'),
            value: version === 'v3' ? t('typedDataV3') : t('typedDataV4'),
          },
          { id: 'domain', label: t('domain'), value: clip(escapeMisleading(domainText || t('none'))) },
          { id: 'type', label: t('type'), value: clip(escapeMisleading(primaryType), 200) },
          ...(explained ? [] : details),
          {
            id: 'data',
            ...(explained ? { matters: false as const } : {}),
            label: t('data'),
            value: clip(
              escapeMisleading(
                JSON.stringify(
                  message,
                  (_key, value) => (typeof value === 'bigint' ? String(value) : value),
                  2,
                ),
              ),
            ),
            code: true,
          },
          ...signerRows(parsed.signer, texts),
          networkRow,
        ],
        approveLabel: t('sign'),
        warning: t('typedDataWarning'),
      }
    }
    case 'eth_sendTransaction':
    case 'wallet_sendCalls': {
      const count = parsed.calls.length
      const fees = feeChoiceOf(parsed, network, texts)
      const payer =
        parsed.plan.sponsor !== undefined
          ? t('paidBySponsor', { sponsor: parsed.plan.sponsor })
          : parsed.signer.type === 'smartAccount'
            ? t('paidBySmartAccount')
            : t('paidByAccount')
      return {
        title: parsed.creation
          ? t('deployContract')
          : count === 1
            ? t('approveTransaction')
            : t('approveCalls', { count: texts.integer(count) }),
        intro: parsed.creation
          ? t('asksDeploy', { origin })
          : parsed.method === 'eth_sendTransaction'
            ? t('asksSendTransaction', { origin })
            : t('asksSendCalls', { origin, count }),
        // What moves, what it means and what it can cost come first: a card that scrolls still shows them. A call
        // explained in words (a token transfer, an approval) leads with that.
        rows: [
          ...explainedFirst(parsed, sendRows(parsed, network, context.ownAccounts ?? [], texts), details),
          ...feeRows(parsed, network, texts),
          ...signerRows(parsed.signer, texts),
          networkRow,
          ...appRows(context, texts),
        ],
        approveLabel: parsed.creation ? t('deploy') : t('send'),
        // A fee far above the market is said in place of who pays (kept short: the choice and the buttons share the view).
        warning: fees?.warning ?? payer,
        ...(fees ? { choice: fees.choice } : {}),
      }
    }
    case 'solana_signMessage': {
      const text = readable(parsed.text)
      const rows: ApprovalRow[] = [
        ...appRows(context, texts),
        ...(parsed.format === 'offchain'
          ? [{ id: 'format', label: t('format'), value: t('solanaOffchain') }]
          : []),
        {
          id: 'message',
          label: t('message'),
          value: clip(text ?? bytesToHex(parsed.bytes)),
          code: text === undefined,
        },
        ...signerRows(parsed.signer, texts),
        networkRow,
      ]
      return {
        title: t('signatureRequest'),
        intro: t('asksSignMessage', { origin }),
        rows,
        approveLabel: t('sign'),
        // Only text is known to be harmless to read; the bytes were checked not to be a transaction.
        warning: text === undefined ? t('binaryWarning') : t('signWarning'),
      }
    }
    case 'solana_signTransaction':
    case 'solana_signAllTransactions':
    case 'solana_signAndSendTransaction': {
      const count = parsed.transactions.length
      const sends = parsed.method === 'solana_signAndSendTransaction'
      return {
        title:
          count === 1 ? t('approveTransaction') : t('approveTransactions', { count: texts.integer(count) }),
        intro: sends
          ? t('asksSolanaSend', { origin, network: network.name })
          : t('asksSolanaSign', { origin, count }),
        rows: [...appRows(context, texts), ...details, ...signerRows(parsed.signer, texts), networkRow],
        approveLabel: sends ? t('send') : t('sign'),
        // The footer stays in view when the details scroll: it points at the warnings among them (L12).
        warning: details.some((row) => row.id === 'warning') ? t('solanaWarnings') : t('solanaSignWarning'),
      }
    }
  }
}
