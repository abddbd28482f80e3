import { expect, it } from 'vitest'
import type { FrameHostWindow, FrameServerWindow } from './exports/index.js'

it("accepts the browser's own window on both sides (checked by the type checker)", () => {
  const host: FrameHostWindow = window
  const frame: FrameServerWindow = window
  expect(host.document.createElement('iframe').tagName).toBe('IFRAME')
  expect(frame.parent).toBe(window)
})
