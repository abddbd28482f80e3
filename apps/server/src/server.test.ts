import { afterAll, beforeAll, expect, it } from 'vitest'
import { createServer } from './exports/index.js'

let server: Awaited<ReturnType<typeof createServer>>
beforeAll(async () => {
  server = await createServer({ port: 0 })
})
afterAll(() => server.close())

it('answers GET /health', async () => {
  const response = await fetch(`${server.url}/health`)
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok' })
})
