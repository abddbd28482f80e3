import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineProject, type ViteUserConfig } from 'vitest/config'

/** The export condition that points workspace packages at their TypeScript source. */
export const sourceCondition = '@kit/source'

type KitProjectOptions = {
  /** Test environment: 'node' (default) or 'jsdom'. */
  environment?: 'node' | 'jsdom'
  /** Files to include; defaults to every colocated `*.test.ts(x)` under src. */
  include?: string[]
  /** Extra setup files. */
  setupFiles?: string[]
  /** Per-test timeout in ms. */
  testTimeout?: number
  /** Give each test file a fresh module graph (default false: files of a worker share imported modules). */
  isolate?: boolean
  /** Anything else vitest accepts on a project. */
  extra?: ViteUserConfig
}

/** One vitest project per package, all resolving workspace packages to source. */
export function kitProject(name: string, options: KitProjectOptions = {}) {
  const testTimeout = options.testTimeout ?? 10_000
  return defineProject({
    ...options.extra,
    resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
    test: {
      name,
      environment: options.environment ?? 'node',
      include: options.include ?? ['src/**/*.test.{ts,tsx}'],
      setupFiles: options.setupFiles ?? [],
      testTimeout,
      // Set-up hooks start the same servers and chains the tests use, so they get as long as a test.
      hookTimeout: testTimeout,
      // Nothing here replaces modules (no vi.mock) and Kit keeps no module-level state, so test files may share a
      // worker's imports: re-importing viem, React and the SDKs for every file cost more than the tests themselves.
      isolate: options.isolate ?? false,
      ...(options.extra?.test ?? {}),
    },
  })
}
