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
  /** Anything else vitest accepts on a project. */
  extra?: ViteUserConfig
}

/** One vitest project per package, all resolving workspace packages to source. */
export function kitProject(name: string, options: KitProjectOptions = {}) {
  return defineProject({
    ...options.extra,
    resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
    test: {
      name,
      environment: options.environment ?? 'node',
      include: options.include ?? ['src/**/*.test.{ts,tsx}'],
      setupFiles: options.setupFiles ?? [],
      testTimeout: options.testTimeout ?? 10_000,
      ...(options.extra?.test ?? {}),
    },
  })
}
