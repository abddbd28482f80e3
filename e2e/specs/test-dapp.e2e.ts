// A dapp we did not write, against Kit's embedded wallet: MetaMask's test dapp (@metamask/test-dapp, installed from
// npm as published, served as a site of its own by src/testDapp) with Kit as its wallet (`getProvider(kit)` as
// `window.ethereum` and through EIP-6963). Each flow presses the dapp's own buttons on its own page and reads the
// result the dapp shows there; every request that signs or sends is approved on the secure frame's card, and what a
// transaction did is checked on anvil. The page is on 127.0.0.1, the frame on localhost, and Chromium partitions
// third-party storage, as on the web.
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { type Address, erc20Abi, formatUnits, getAddress, type Hex, recoverMessageAddress } from 'viem'
import { afterAll, describe, expect, inject, it, onTestFinished } from 'vitest'
import { uniqueEmail } from '../src/accountFixtures.ts'
import { outputDir } from '../src/browser.ts'
import { dialog, waitForText } from '../src/demo.ts'
import {
  anvil,
  approveCard,
  approveIfAsked,
  type Card,
  closeDappBrowser,
  connectByEmail,
  type DappSession,
  type FailureSigns,
  fund,
  openDapp,
  rejectCard,
  watchWrites,
} from '../src/testDapp/dappSession.ts'

afterAll(async () => {
  // The dapp's page as the flows left it, whole, for a look.
  const dapp = await connected?.catch(() => undefined)
  if (dapp) await pageAfterFlows(dapp.page).catch(() => undefined)
  await closeDappBrowser()
})

/**
 * Saves the dapp's page as the flows left it: whole (test-dapp-after-flows.png), and the parts the flows use one by
 * one (`test-dapp-after-flows-<part>.png`), legible at their own size.
 */
async function pageAfterFlows(page: Page) {
  await page.screenshot({ path: path.join(outputDir, 'test-dapp-after-flows.png'), fullPage: true })
  const sections = page.locator('main > section')
  // The page's own sections, in its order: provider, status, connections, transactions, …, signatures, interactions.
  const parts = { status: 1, connections: 2, transactions: 3, signatures: 6, interactions: 7 }
  for (const [name, index] of Object.entries(parts))
    await sections.nth(index).screenshot({ path: path.join(outputDir, `test-dapp-after-flows-${name}.png`) })
}

/** The dapp's page, logged in once for the file; every flow presses its buttons on this same page. */
type Connected = { session: DappSession; page: Page; email: string; address: Address; shownAccount: string }

let connected: Promise<Connected> | undefined

/** The dapp connected to Kit through its own Connect button and an e-mail login, the account funded on anvil. */
async function openConnectedDapp(): Promise<Connected> {
  const session = await openDapp()
  const email = uniqueEmail('test-dapp')
  const shownAccount = await connectByEmail(session, email)
  await fund(shownAccount)
  return { session, page: session.page, email, address: getAddress(shownAccount), shownAccount }
}

/** The file's connected dapp (`openConnectedDapp`), opened on first use. */
function connectedDapp(): Promise<Connected> {
  connected ??= openConnectedDapp()
  // A failed login is tried again by the next flow, not handed to it.
  connected.catch(() => {
    connected = undefined
  })
  return connected
}

/** The dapp for the running flow: a failed flow leaves a screenshot, and no open modal for the next one. */
async function dappForFlow(): Promise<Connected> {
  const dapp = await connectedDapp()
  endFlowCleanly(dapp)
  return dapp
}

/**
 * When the running flow ends: a screenshot if it failed, and no modal left open for the next flow; a page of the
 * flow's own (`close`) is closed.
 */
function endFlowCleanly(dapp: Connected, { close = false } = {}) {
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail')
      await dapp.page
        .screenshot({
          path: path.join(outputDir, `failed-test-dapp-${task.name.slice(0, 40).replace(/\W+/g, '-')}.png`),
        })
        .catch(() => undefined)
    if (await dialog(dapp.page).isVisible()) {
      await dialog(dapp.page)
        .getByRole('button', { name: 'Close' })
        .first()
        .click()
        .catch(() => undefined)
      await dialog(dapp.page)
        .waitFor({ state: 'detached', timeout: 5_000 })
        .catch(() => undefined)
    }
    if (close) await dapp.session.close()
  })
}

/** Presses one of the dapp's buttons and approves the card it leads to; `result` is where the dapp says how it went. */
async function pressAndApprove(dapp: Connected, button: string, result?: Locator) {
  return approveCard(dapp.session, await press(dapp, button, result))
}

/** Presses one of the dapp's buttons once it is enabled; resolves with what tells that it failed before a card. */
async function press(dapp: Connected, button: string, result?: Locator): Promise<FailureSigns> {
  const errorsBefore = dapp.session.pageErrors.length
  const logsBefore = dapp.session.consoleErrors.length
  const written = result ? await watchWrites(result) : undefined
  const control = dapp.page.locator(button)
  await expect.poll(() => control.isEnabled(), { timeout: 10_000 }).toBe(true)
  await control.click()
  return { ...(result && written ? { result, written } : {}), errorsBefore, logsBefore }
}

/** The chain the dapp shows as active. */
async function shownChainId(page: Page): Promise<number> {
  return Number.parseInt((await page.locator('#chainId').textContent()) ?? '', 16)
}

/** Resolves with the transaction `address` sent with `nonce` on `chainId`, once mined, and its receipt. */
async function minedTransaction(chainId: number, address: Address, nonce: number) {
  const client = anvil(chainId)
  await expect
    .poll(() => client.getTransactionCount({ address }), { timeout: 30_000, interval: 250 })
    .toBeGreaterThan(nonce)
  const latest = await client.getBlockNumber()
  for (let number = latest; number >= 0n && number > latest - 50n; number--) {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
    const transaction = block.transactions.find(
      (candidate) => candidate.from.toLowerCase() === address.toLowerCase() && candidate.nonce === nonce,
    )
    if (transaction)
      return { transaction, receipt: await client.getTransactionReceipt({ hash: transaction.hash }) }
  }
  throw new Error(`No transaction of ${address} with nonce ${nonce} in the last 50 blocks of ${chainId}`)
}

/** Runs `send` (a press and an approval) and resolves with the transaction it mined. */
async function sendsOne(dapp: Connected, send: () => Promise<unknown>) {
  const chainId = await shownChainId(dapp.page)
  const nonce = await anvil(chainId).getTransactionCount({ address: dapp.address })
  await send()
  return { chainId, ...(await minedTransaction(chainId, dapp.address, nonce)) }
}

const GWEI = 1_000_000_000n

describe('MetaMask’s test dapp with Kit as its wallet: connection and chain', () => {
  it('finds Kit through EIP-6963, connects through Kit’s e-mail login, and shows the account', async () => {
    const { page, address, shownAccount } = await dappForFlow()
    await waitForText(page.locator('#activeProviderName'), 'Kit')
    expect(await page.locator('#activeProviderUUID').textContent()).toMatch(/^[0-9a-f-]{36}$/)
    expect(getAddress(shownAccount)).toBe(address)
    await waitForText(page.locator('#connectButton'), 'Connected')
    expect(await page.locator('#connectButton').isDisabled()).toBe(true)
    await page.locator('#getAccounts').click()
    await waitForText(page.locator('#getAccountsResult'), shownAccount)
  })

  it('shows the chain (eth_chainId) and the network (net_version)', async () => {
    const { page, session } = await dappForFlow()
    await waitForText(page.locator('#chainId'), '0x13882')
    await waitForText(page.locator('#currentNetworkName'), 'Current Network: Chain ID 0x13882')
    // The dapp asks net_version once, as it loads (before any connection), and logs a refusal.
    expect(session.consoleErrors.filter((text) => text.includes('net_version'))).toEqual([])
    await waitForText(page.locator('#network'), '80002', 5_000)
  })

  it('reaches no host outside the stack but those the dapp itself asks for (its fonts, styles and SDKs)', async () => {
    const { session } = await dappForFlow()
    const dappHosts = [
      'fonts.googleapis.com',
      'cdnjs.cloudflare.com',
      'api.web3modal.com',
      'metamask-sdk.api.cx.metamask.io',
    ]
    const hosts = new Set(session.blocked.map((url) => new URL(url).hostname))
    expect([...hosts].filter((host) => !dappHosts.includes(host))).toEqual([])
  })

  it('says a chain Kit does not offer is not available (wallet_switchEthereumChain, 4902)', async () => {
    const { page } = await dappForFlow()
    await page.locator('#openNetworkPicker').click()
    await page.locator('.network-modal-item', { hasText: 'Sepolia' }).first().click()
    await waitForText(page.locator('#networkError'), 'Sepolia is not available in your wallet')
    expect(await shownChainId(page)).toBe(80002)
  })
})

describe('MetaMask’s test dapp with Kit as its wallet: signatures', () => {
  /** Signs with the dapp's Personal Sign button (its third argument included) unless the page holds a signature. */
  async function personalSignature(dapp: Connected) {
    const result = dapp.page.locator('#personalSignResult')
    if (!/^0x/.test((await result.textContent()) ?? '')) {
      const card = await pressAndApprove(dapp, '#personalSign', dapp.page.locator('#personalSign'))
      expect(card.text).toContain('Example `personal_sign` message')
    }
    await waitForText(result, /^0x[0-9a-f]{130}$/)
    return (await result.textContent()) as Hex
  }

  it('personal_sign with the dapp’s third argument: the card shows the message, the account signs it', async () => {
    const dapp = await dappForFlow()
    const signature = await personalSignature(dapp)
    expect(await recoverMessageAddress({ message: 'Example `personal_sign` message', signature })).toBe(
      dapp.address,
    )
  })

  it('the dapp’s eth-sig-util check of personal_sign shows the account (it compares with the account as given)', async () => {
    const dapp = await dappForFlow()
    await personalSignature(dapp)
    await dapp.page.locator('#personalSignVerify').click()
    // eth-sig-util recovers lower case and the dapp compares it with `===` to the account eth_accounts gave.
    await waitForText(dapp.page.locator('#personalSignVerifySigUtilResult'), dapp.address.toLowerCase())
  })

  it('personal_ecRecover recovers the account the dapp compares with', async () => {
    const dapp = await dappForFlow()
    await personalSignature(dapp)
    await dapp.page.locator('#personalSignVerify').click()
    await waitForText(dapp.page.locator('#personalSignVerifyECRecoverResult'), dapp.shownAccount)
  })

  it('signs in with Ethereum (EIP-4361) for the dapp’s own domain', async () => {
    const dapp = await dappForFlow()
    const domain = new URL(inject('stack').testDappUrl).host
    const card = await pressAndApprove(dapp, '#siwe', dapp.page.locator('#siweResult'))
    expect(card.text).toContain(`${domain} wants you to sign in with your Ethereum account`)
    expect(card.warning).not.toMatch(/domain|another site|different site/i)
    await waitForText(dapp.page.locator('#siweResult'), /^0x[0-9a-f]{130}$/)
    const signature = (await dapp.page.locator('#siweResult').textContent()) as Hex
    const message = `${domain} wants you to sign in with your Ethereum account:\n${dapp.shownAccount}\n\nI accept the MetaMask Terms of Service: https://community.metamask.io/tos\n\nURI: https://${domain}\nVersion: 1\nChain ID: 1\nNonce: 32891757\nIssued At: 2021-09-30T16:25:24.000Z`
    expect(await recoverMessageAddress({ message, signature })).toBe(dapp.address)
  })

  it('warns on the card when a sign-in message names another domain; the visitor rejects it (4001)', async () => {
    const dapp = await dappForFlow()
    const result = dapp.page.locator('#siweResult')
    const card = await rejectCard(dapp.session, await press(dapp, '#siweBadDomain', result))
    expect(card.text).toContain('metamask.badactor.io wants you to sign in')
    expect(card.warning).toMatch(/domain|site/i)
    await waitForText(result, /^Error: .*reject/i)
  })

  it('eth_signTypedData_v4; the dapp’s own check recovers the account', async () => {
    const dapp = await dappForFlow()
    const card = await pressAndApprove(dapp, '#signTypedDataV4', dapp.page.locator('#signTypedDataV4Result'))
    expect(card.text).toContain('Ether Mail')
    await waitForText(dapp.page.locator('#signTypedDataV4Result'), /^0x[0-9a-f]{130}$/)
    await dapp.page.locator('#signTypedDataV4Verify').click()
    await waitForText(dapp.page.locator('#signTypedDataV4VerifyResult'), /^0x[0-9a-fA-F]{40}$/)
    expect(getAddress((await dapp.page.locator('#signTypedDataV4VerifyResult').textContent()) ?? '')).toBe(
      dapp.address,
    )
  })

  it('eth_signTypedData_v3; the dapp’s own check recovers the account', async () => {
    const dapp = await dappForFlow()
    const card = await pressAndApprove(dapp, '#signTypedDataV3', dapp.page.locator('#signTypedDataV3Result'))
    expect(card.text).toContain('Ether Mail')
    await waitForText(dapp.page.locator('#signTypedDataV3Result'), /^0x[0-9a-f]{130}$/)
    await dapp.page.locator('#signTypedDataV3Verify').click()
    await waitForText(dapp.page.locator('#signTypedDataV3VerifyResult'), /^0x[0-9a-fA-F]{40}$/)
    expect(getAddress((await dapp.page.locator('#signTypedDataV3VerifyResult').textContent()) ?? '')).toBe(
      dapp.address,
    )
  })

  it('eth_signTypedData (v1); the dapp’s own check recovers the account', async () => {
    const dapp = await dappForFlow()
    const card = await pressAndApprove(dapp, '#signTypedData', dapp.page.locator('#signTypedDataResult'))
    expect(card.text).toContain('Hi, Alice!')
    await waitForText(dapp.page.locator('#signTypedDataResult'), /^0x[0-9a-f]{130}$/)
    await dapp.page.locator('#signTypedDataVerify').click()
    await waitForText(dapp.page.locator('#signTypedDataVerifyResult'), /^0x[0-9a-fA-F]{40}$/)
    expect(getAddress((await dapp.page.locator('#signTypedDataVerifyResult').textContent()) ?? '')).toBe(
      dapp.address,
    )
  })
})

/** Where the dapp's Send buttons send (its own constant). */
const SEND_TO = '0x0c54FcCd2e384b4BB6f2E405Bf5Cbc15a017AaFb'

describe('MetaMask’s test dapp with Kit as its wallet: sending ETH', () => {
  it('sends the dapp’s legacy transaction (type 0) at its 10 gwei, picked on the card over the market’s', async () => {
    const dapp = await dappForFlow()
    await waitForText(dapp.page.locator('#sendButton'), 'Send Legacy Transaction')
    let card: Card | undefined
    const { transaction, receipt } = await sendsOne(dapp, async () => {
      card = await approveCard(dapp.session, await press(dapp, '#sendButton'), { pick: 'app' })
    })
    // On the local chain 10 gwei is far above the market: the card says so and selects the market's fee first.
    expect(card?.text).toMatch(/Market fee[\s\S]*The app’s fee/)
    expect(card?.warning).toMatch(/far above/)
    expect(card?.selected).toBe('market')
    expect(receipt.status).toBe('success')
    expect(transaction.to?.toLowerCase()).toBe(SEND_TO.toLowerCase())
    expect(transaction.type).toBe('legacy')
    expect(transaction.gasPrice).toBe(10n * GWEI)
  })

  it('sends the dapp’s EIP-1559 transaction with its fees (10 gwei max, 1 gwei tip), picked on the card', async () => {
    const dapp = await dappForFlow()
    const { transaction, receipt } = await sendsOne(dapp, async () =>
      approveCard(dapp.session, await press(dapp, '#sendEIP1559Button'), { pick: 'app' }),
    )
    expect(receipt.status).toBe('success')
    expect(transaction.to?.toLowerCase()).toBe(SEND_TO.toLowerCase())
    expect(transaction.type).toBe('eip1559')
    expect(transaction.maxFeePerGas).toBe(10n * GWEI)
    expect(transaction.maxPriorityFeePerGas).toBe(GWEI)
  })

  it('sends an EIP-1559 transaction without fees from the dapp, at Kit’s own', async () => {
    const dapp = await dappForFlow()
    const { transaction, receipt } = await sendsOne(dapp, () =>
      pressAndApprove(dapp, '#sendEIP1559WithoutGasButton'),
    )
    expect(receipt.status).toBe('success')
    expect(transaction.to?.toLowerCase()).toBe(SEND_TO.toLowerCase())
    expect(transaction.type).toBe('eip1559')
  })
})

/** The dapp's token: made with its Create Token button (4 decimals, symbol TST), once for the file. */
let token: Promise<{ address: Address; deployCard: Card }> | undefined

function dappToken(dapp: Connected) {
  token ??= (async () => {
    const addresses = dapp.page.locator('#erc20TokenAddresses')
    const deployCard = await pressAndApprove(dapp, '#createToken', addresses)
    await waitForText(addresses, /^0x[0-9a-fA-F]{40}$/, 30_000)
    return { address: getAddress((await addresses.textContent()) ?? ''), deployCard }
  })()
  token.catch(() => {
    token = undefined
  })
  return token
}

/** Where the dapp's Transfer Tokens sends, and whom its Approve Tokens allows (its own constants). */
const TOKEN_RECEIVER = '0x2f318C334780961FB129D2a6c30D0763d9a5C970'
const TOKEN_SPENDER = '0x9bc5baF874d2DA8D216aE9f137804184EE5AfEF4'
const TOKEN_DECIMALS = 4

/** `owner`'s allowance for the dapp's spender, read on anvil. */
function allowance(chainId: number, tokenAddress: Address, owner: Address) {
  return anvil(chainId).readContract({
    address: tokenAddress,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, TOKEN_SPENDER],
  })
}

/** The allowance the dapp's Get Allowance shows for the account and the dapp's spender. */
async function shownAllowance(dapp: Connected) {
  await dapp.page.locator('#allowanceOwner').fill(dapp.shownAccount)
  await dapp.page.locator('#allowanceSpender').fill(TOKEN_SPENDER)
  await dapp.page.locator('#getAllowance').click()
}

describe('MetaMask’s test dapp with Kit as its wallet: its ERC-20 token', () => {
  it('creates the token (a contract deployment); the dapp shows its address and it is on anvil', async () => {
    const dapp = await dappForFlow()
    const { address, deployCard } = await dappToken(dapp)
    expect(deployCard.text).toMatch(/deploy/i)
    const chainId = await shownChainId(dapp.page)
    expect(await anvil(chainId).getCode({ address })).toMatch(/^0x[0-9a-f]{10,}/)
    const balance = await anvil(chainId).readContract({
      address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [dapp.address],
    })
    expect(balance).toBeGreaterThan(0n)
  })

  it('transfers 1.5 TST to the dapp’s receiver; it lands on anvil', async () => {
    const dapp = await dappForFlow()
    const { address } = await dappToken(dapp)
    const chainId = await shownChainId(dapp.page)
    const balanceOf = () =>
      anvil(chainId).readContract({
        address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [TOKEN_RECEIVER],
      })
    const before = await balanceOf()
    const card = await pressAndApprove(dapp, '#transferTokens')
    expect(card.text).toContain('1.5')
    await expect.poll(balanceOf, { timeout: 30_000 }).toBe(before + 15_000n)
  })

  it('approves 7 TST for the dapp’s spender; its Get Allowance shows 7', async () => {
    const dapp = await dappForFlow()
    const { address } = await dappToken(dapp)
    const chainId = await shownChainId(dapp.page)
    const card = await pressAndApprove(dapp, '#approveTokens')
    expect(card.text).toMatch(/\b7 TST\b/)
    await expect.poll(() => allowance(chainId, address, dapp.address), { timeout: 30_000 }).toBe(70_000n)
    await shownAllowance(dapp)
    await waitForText(dapp.page.locator('#allowanceAmountResult'), '7.0000')
  })

  it('increases the allowance by 1 TST; the card says the allowance that results', async () => {
    const dapp = await dappForFlow()
    const { address } = await dappToken(dapp)
    const chainId = await shownChainId(dapp.page)
    // From an allowance already there (the dapp's Approve Tokens), so what results is not what is added.
    if ((await allowance(chainId, address, dapp.address)) === 0n) {
      await pressAndApprove(dapp, '#approveTokens')
      await expect.poll(() => allowance(chainId, address, dapp.address), { timeout: 30_000 }).toBe(70_000n)
    }
    const before = await allowance(chainId, address, dapp.address)
    const after = before + 10_000n
    const card = await pressAndApprove(dapp, '#increaseTokenAllowance')
    expect(card.text).toMatch(
      new RegExp(`\\b${formatUnits(after, TOKEN_DECIMALS).replace('.', '\\.')} TST\\b`),
    )
    expect(card.text).not.toMatch(/spend 1 TST/)
    await expect.poll(() => allowance(chainId, address, dapp.address), { timeout: 30_000 }).toBe(after)
    await shownAllowance(dapp)
    await waitForText(
      dapp.page.locator('#allowanceAmountResult'),
      (Number(after) / 10 ** TOKEN_DECIMALS).toFixed(TOKEN_DECIMALS),
    )
  })
})

describe('MetaMask’s test dapp with Kit as its wallet: contract deployments', () => {
  it('deploys the piggy bank; its deposit and withdrawal reach the contract on anvil', async () => {
    const dapp = await dappForFlow()
    const status = dapp.page.locator('#contractStatus')
    let card: Card | undefined
    const deployed = await sendsOne(dapp, async () => {
      card = await pressAndApprove(dapp, '#deployButton', status)
    })
    expect(card?.text).toMatch(/deploy/i)
    await waitForText(status, 'Deployed', 30_000)
    const piggybank = deployed.receipt.contractAddress
    if (!piggybank) throw new Error('The deployment made no contract')
    const client = anvil(deployed.chainId)
    await pressAndApprove(dapp, '#depositButton', status)
    await waitForText(status, 'Deposit completed', 30_000)
    expect(await client.getBalance({ address: piggybank })).toBe(4n * 10n ** 18n)
    await pressAndApprove(dapp, '#withdrawButton', status)
    await waitForText(status, 'Withdrawn', 30_000)
    expect(await client.getBalance({ address: piggybank })).toBe(3n * 10n ** 18n)
  })

  it('deploys the failing contract and the multisig contract', async () => {
    const dapp = await dappForFlow()
    for (const [button, status] of [
      ['#deployFailingButton', '#failingContractStatus'],
      ['#deployMultisigButton', '#multisigContractStatus'],
    ] as const) {
      const { receipt, chainId } = await sendsOne(dapp, () =>
        pressAndApprove(dapp, button, dapp.page.locator(status)),
      )
      await waitForText(dapp.page.locator(status), 'Deployed', 30_000)
      expect(receipt.status).toBe('success')
      const address = receipt.contractAddress
      if (!address) throw new Error(`${button} made no contract`)
      expect(await anvil(chainId).getCode({ address })).toMatch(/^0x[0-9a-f]{10,}/)
    }
  })
})

/** Kit USD, the devnet's ERC-20 (6 decimals), at the same address on every local EVM chain. */
const KIT_USD = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'

/**
 * Opens the dapp's request page (request.html: one `window.ethereum.request` from its query, the answer written on
 * the page) in a new tab of the dapp's browser, so under the login the dapp made; approves a card if one is shown.
 * Resolves with what the page says once it has answered.
 */
async function requestPage(dapp: Connected, method: string, params?: unknown): Promise<string> {
  const page = await dapp.session.context.newPage()
  try {
    const query = new URLSearchParams({
      method,
      ...(params === undefined ? {} : { params: JSON.stringify(params) }),
    })
    await page.goto(`${inject('stack').testDappUrl}request.html?${query}`)
    const main = page.locator('main')
    // A returning visitor is answered; Kit's login form instead is an answer too, a wrong one.
    const answered = approveIfAsked(
      { ...dapp.session, page },
      main,
      /^(?!Initializing|Sending request)\S/,
    ).then(() => 'answered' as const)
    // The Connect view's e-mail form (its input the host's, or the frame's field offering passkeys).
    const login = dialog(page)
      .locator('form[data-email-field]')
      .waitFor({ timeout: 30_000 })
      .then(() => 'login' as const)
    answered.catch(() => undefined)
    login.catch(() => undefined)
    if ((await Promise.race([answered, login])) === 'login') return 'Kit showed its login form'
    return ((await main.textContent()) ?? '').trim()
  } finally {
    await page.close()
  }
}

/**
 * Presses the dapp's Connect after it lost the account: Kit answers at once while its login lasts, or shows its
 * login (the e-mail again) when it ended. Resolves once the dapp shows the account again.
 */
async function connectAgain(dapp: Connected) {
  await dapp.page.locator('#connectButton').click({ timeout: 5_000 })
  const email = dialog(dapp.page).locator('form[data-email-field]')
  const account = dapp.page.locator('#accounts').filter({ hasText: dapp.shownAccount })
  await email.or(account).waitFor({ timeout: 20_000 })
  if (await email.isVisible()) {
    await dialog(dapp.page).getByRole('button', { name: 'Close' }).first().click()
    expect(await connectByEmail(dapp.session, dapp.email)).toBe(dapp.shownAccount)
  }
}

describe('MetaMask’s test dapp with Kit as its wallet: wallet methods', () => {
  it('wallet_watchAsset (EIP-747): the dapp’s Add Token succeeds', async () => {
    const dapp = await dappForFlow()
    await dapp.page.locator('#eip747ContractAddress').fill(KIT_USD)
    await dapp.page.locator('#eip747Symbol').fill('kUSD')
    await dapp.page.locator('#eip747Decimals').fill('6')
    const status = dapp.page.locator('#eip747Status')
    const failure = await press(dapp, '#eip747WatchButton', status)
    await approveIfAsked(dapp.session, status, /added successfully/, failure)
  })

  it('wallet_addEthereumChain for a chain Kit offers, then wallet_switchEthereumChain to it (its request page)', async () => {
    const dapp = await dappForFlow()
    const devnet = {
      chainId: '0x7a69',
      chainName: 'Kit Devnet',
      rpcUrls: [inject('stack').evm[31337]?.rpcUrl],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    }
    expect(await requestPage(dapp, 'wallet_addEthereumChain', [devnet])).toBe('Response: null')
    expect(await requestPage(dapp, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toBe(
      'Response: null',
    )
    // Back to the chain the other flows run on.
    expect(await requestPage(dapp, 'wallet_switchEthereumChain', [{ chainId: '0x13882' }])).toBe(
      'Response: null',
    )
    // What another tab did leaves the dapp's own page connected.
    await waitForText(dapp.page.locator('#accounts'), dapp.shownAccount, 5_000)
  })

  it('refuses the dapp’s Add Localhost 8546 (a chain the project does not offer) without a card', async () => {
    const dapp = await dappForFlow()
    const errorsBefore = dapp.session.pageErrors.length
    await dapp.page.locator('#addEthereumChain').click()
    await expect.poll(() => dapp.session.pageErrors.length, { timeout: 10_000 }).toBeGreaterThan(errorsBefore)
    // Not the allow-list's blanket refusal: the chain is what is refused.
    const refusal = dapp.session.pageErrors[errorsBefore] ?? ''
    expect(refusal).not.toMatch(/not allowed/i)
    expect(refusal).toMatch(/chain/i)
    expect(await dialog(dapp.page).isVisible()).toBe(false)
  })

  it('wallet_requestPermissions, wallet_getPermissions and wallet_revokePermissions (EIP-2255); Connect again', async () => {
    // A page of its own: a revocation disconnects the dapp, which then forgets the token and contracts it made.
    const dapp = await openConnectedDapp()
    endFlowCleanly(dapp, { close: true })
    const result = dapp.page.locator('#permissionsResult')
    const failure = await press(dapp, '#requestPermissions', result)
    await approveIfAsked(dapp.session, result, /^eth_accounts$/, failure)
    await dapp.page.locator('#getPermissions').click()
    await waitForText(result, 'eth_accounts')
    await dapp.page.locator('#revokeAccountsPermission').click()
    // The dapp is told: no account any more, and no permission.
    await expect.poll(() => dapp.page.locator('#accounts').textContent(), { timeout: 10_000 }).toBe('')
    await dapp.page.locator('#getPermissions').click()
    await waitForText(result, 'No permissions found.')
    // It asks again with Connect, as after any revocation: the same account comes back.
    await connectAgain(dapp)
  })
})

describe('MetaMask’s test dapp with Kit as its wallet: later visits', () => {
  it('its request page, loaded by a returning visitor, gets the account at once, with no login shown', async () => {
    const dapp = await dappForFlow()
    const accounts = `Response: ${JSON.stringify([dapp.shownAccount])}`
    expect(await requestPage(dapp, 'eth_accounts')).toBe(accounts)
    expect(await requestPage(dapp, 'eth_requestAccounts')).toBe(accounts)
    await waitForText(dapp.page.locator('#accounts'), dapp.shownAccount, 5_000)
  })

  it('a new tab and a reload of the dapp show the account without a login (the kit is made in <head>)', async () => {
    const dapp = await dappForFlow()
    const page = await dapp.session.context.newPage()
    try {
      for (const load of [() => page.goto(inject('stack').testDappUrl), () => page.reload()]) {
        await load()
        await waitForText(page.locator('#activeProviderName'), 'Kit')
        await waitForText(page.locator('#accounts'), dapp.shownAccount, 15_000)
        await waitForText(page.locator('#chainId'), '0x13882')
        expect(await dialog(page).isVisible()).toBe(false)
      }
    } finally {
      await page.close()
    }
    await waitForText(dapp.page.locator('#accounts'), dapp.shownAccount, 5_000)
  })
})
