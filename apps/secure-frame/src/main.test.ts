import { expect, it } from 'vitest'

it('renders its version into #app', async () => {
  document.body.innerHTML = '<div id="app"></div>'
  await import('./main.ts')
  expect(document.getElementById('app')?.textContent).toMatch(/^Kit secure frame \d+\.\d+\.\d+$/)
})
