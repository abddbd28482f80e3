// The one way this repository starts Chromium (browser tests, e2e, benches, screenshots): Debian's build,
// headless, and quiet on a machine whose only network is loopback. Plain ESM so scripts and TS tests share it.
import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'

/** Where Chromium is looked for when `KIT_CHROMIUM` is not set, in order. */
export const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

/**
 * Headless, no sandbox (root in containers and CI), no GPU, and no background traffic: no QUIC, first-run,
 * component updates, sync or other background networking.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The Chromium executable: `KIT_CHROMIUM` when set, else the first of {@link CHROMIUM_PATHS} that exists.
 * @throws {Error} when there is none, saying how to get one.
 */
export function chromiumExecutable(env = process.env) {
  if (env.KIT_CHROMIUM) {
    if (!existsSync(env.KIT_CHROMIUM))
      throw new Error(`KIT_CHROMIUM is ${env.KIT_CHROMIUM}, which does not exist`)
    return env.KIT_CHROMIUM
  }
  const found = CHROMIUM_PATHS.find((candidate) => existsSync(candidate))
  if (!found)
    throw new Error(
      `No Chromium found at ${CHROMIUM_PATHS.join(' or ')}: install it (apt-get install chromium) or set KIT_CHROMIUM`,
    )
  return found
}

/**
 * The features Playwright's launch turns off, in its order (playwright-core 1.65.1, `chromiumSwitches`): its
 * default `--disable-features=` argument is exactly these joined with commas. Among them is
 * `ThirdPartyStoragePartitioning`, which every shipped Chromium has on. A test launches Chromium and compares this
 * list with the argument Playwright really passed, so an upgrade that changes Playwright's list fails there.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/** The feature that keeps a third-party iframe's storage apart from the same site's first-party storage. */
export const STORAGE_PARTITIONING_FEATURE = 'ThirdPartyStoragePartitioning'

/** Playwright's default `--disable-features=` argument, exactly as it passes it (what `ignoreDefaultArgs` matches). */
export const PLAYWRIGHT_DISABLE_FEATURES_ARG = `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`

/**
 * Playwright launch options with the executable and {@link CHROMIUM_ARGS}; `options.args` are added after them.
 * With `partitionedStorage: true`, third-party storage is partitioned as in the Chromium users have: Playwright's
 * default `--disable-features=` argument is dropped (`ignoreDefaultArgs`) and passed again without
 * {@link STORAGE_PARTITIONING_FEATURE}. An iframe of another site then gets storage of its own under each top-level
 * site, apart from that site's first-party storage.
 */
export function chromiumLaunchOptions(options = {}) {
  const { partitionedStorage = false, ...rest } = options
  const partitioning = partitionedStorage
    ? {
        ignoreDefaultArgs: [
          ...(Array.isArray(rest.ignoreDefaultArgs) ? rest.ignoreDefaultArgs : []),
          PLAYWRIGHT_DISABLE_FEATURES_ARG,
        ],
        featureArgs: [
          `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.filter((feature) => feature !== STORAGE_PARTITIONING_FEATURE).join(',')}`,
        ],
      }
    : undefined
  if (partitioning && rest.ignoreDefaultArgs === true)
    throw new Error('partitionedStorage cannot be combined with ignoreDefaultArgs: true')
  return {
    ...rest,
    ...(partitioning ? { ignoreDefaultArgs: partitioning.ignoreDefaultArgs } : {}),
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS, ...(partitioning?.featureArgs ?? []), ...(rest.args ?? [])],
  }
}

/**
 * Launches Chromium (each launch gets a fresh, throwaway profile). `partitionedStorage: true` partitions
 * third-party storage as shipped Chromium does (see {@link chromiumLaunchOptions}).
 */
export function launchChromium(options = {}) {
  return chromium.launch(chromiumLaunchOptions(options))
}

/**
 * Launches Chromium on the profile in `userDataDir` (for preferences or storage a test sets up) as one context; the
 * profile's storage outlives the browser, so a second launch on it is the same visitor coming back.
 * `partitionedStorage: true` as for {@link launchChromium}.
 */
export function launchChromiumContext(userDataDir, options = {}) {
  return chromium.launchPersistentContext(userDataDir, chromiumLaunchOptions(options))
}

/**
 * Adds a virtual passkey provider to `page`: a CDP platform authenticator with user verification, resident keys
 * and (unless `hasPrf` is false) the WebAuthn PRF, present without a prompt. It goes on the page's own CDP session,
 * so it serves the page's cross-origin iframes too and outlives reloads. Keep that session attached: detaching a
 * CDP session of the page turns its virtual authenticators off, and a copied credential answers no PRF, so one
 * passkey cannot be moved to another page.
 * @param {import('playwright-core').BrowserContext} context
 * @param {import('playwright-core').Page} page
 * @param {{ hasPrf?: boolean }} [options]
 * @returns {Promise<{ cdp: import('playwright-core').CDPSession, authenticatorId: string }>}
 */
export async function addVirtualPasskeyProvider(context, page, options = {}) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: options.hasPrf ?? true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}
