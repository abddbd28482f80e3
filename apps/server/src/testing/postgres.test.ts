import { expect, it, vi } from 'vitest'
import { skipWithoutPostgres } from './postgres.js'

it('fails instead of skipping the Postgres tests under CI, and skips them with a warning elsewhere', () => {
  expect(() => skipWithoutPostgres('the target', { reason: 'no "initdb" binary on PATH', ci: true })).toThrow(
    `the target needs a real Postgres server under CI, and no "initdb" binary on PATH; install Debian's postgresql (.ci/run does)`,
  )
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  expect(skipWithoutPostgres('the target', { reason: 'no "initdb" binary on PATH', ci: false })).toBe(true)
  expect(warn).toHaveBeenCalledWith('[server tests] the target skipped: no "initdb" binary on PATH')
  warn.mockRestore()
  expect(skipWithoutPostgres('the target', { reason: undefined, ci: true })).toBe(false)
})
