import type { Browser, BrowserContext, CDPSession, LaunchOptions, Page } from 'playwright-core'

type PersistentContextOptions = NonNullable<
  Parameters<typeof import('playwright-core').chromium.launchPersistentContext>[1]
>

/** Where Chromium is looked for when `KIT_CHROMIUM` is not set, in order. */
export declare const CHROMIUM_PATHS: readonly string[]
/** Headless, no sandbox, no GPU, and no background traffic. */
export declare const CHROMIUM_ARGS: readonly string[]
/**
 * The Chromium executable: `KIT_CHROMIUM` when set, else the first of {@link CHROMIUM_PATHS} that exists.
 * @throws {Error} when there is none, saying how to get one.
 */
export declare function chromiumExecutable(env?: Record<string, string | undefined>): string
/** The features Playwright's launch turns off (its default `--disable-features=` argument), in its order. */
export declare const PLAYWRIGHT_DISABLED_FEATURES: readonly string[]
/** The feature that keeps a third-party iframe's storage apart from the same site's first-party storage. */
export declare const STORAGE_PARTITIONING_FEATURE: 'ThirdPartyStoragePartitioning'
/** Playwright's default `--disable-features=` argument, exactly as it passes it. */
export declare const PLAYWRIGHT_DISABLE_FEATURES_ARG: string
/** Kit's own launch options. */
export type KitLaunchOptions = {
  /**
   * Partition third-party storage as the Chromium users have does (Playwright's launch turns it off): an iframe of
   * another site gets storage of its own under each top-level site. Default false.
   */
  partitionedStorage?: boolean
}
/**
 * Playwright launch options with the executable and {@link CHROMIUM_ARGS}; `options.args` are added after them.
 * `partitionedStorage: true` drops Playwright's default `--disable-features=` and passes it again without
 * {@link STORAGE_PARTITIONING_FEATURE}.
 */
export declare function chromiumLaunchOptions<T extends LaunchOptions>(
  options?: T & KitLaunchOptions,
): Omit<T, 'partitionedStorage'> & {
  executablePath: string
  args: string[]
}
/** Launches Chromium (each launch gets a fresh, throwaway profile). */
export declare function launchChromium(options?: LaunchOptions & KitLaunchOptions): Promise<Browser>
/** Launches Chromium on the profile in `userDataDir` as one context; its storage outlives the browser. */
export declare function launchChromiumContext(
  userDataDir: string,
  options?: PersistentContextOptions & KitLaunchOptions,
): Promise<BrowserContext>
/**
 * Adds a virtual passkey provider to `page` (a CDP platform authenticator with user verification, resident keys and,
 * unless `hasPrf` is false, the PRF). Keep its session attached: detaching turns the authenticator off.
 */
export declare function addVirtualPasskeyProvider(
  context: BrowserContext,
  page: Page,
  options?: { hasPrf?: boolean },
): Promise<{ cdp: CDPSession; authenticatorId: string }>
