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
/** Playwright launch options with the executable and {@link CHROMIUM_ARGS}; `options.args` are added after them. */
export declare function chromiumLaunchOptions<T extends LaunchOptions>(
  options?: T,
): T & {
  executablePath: string
  args: string[]
}
/** Launches Chromium (each launch gets a fresh, throwaway profile). */
export declare function launchChromium(options?: LaunchOptions): Promise<Browser>
/** Launches Chromium on the profile in `userDataDir` as one context. */
export declare function launchChromiumContext(
  userDataDir: string,
  options?: PersistentContextOptions,
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
