// Test-only: presses a control of the frame's cards as a person does. The cards count a mouse press only once the
// pointer has moved into the card at least POINTER_ENTRY_MS before (approval/pointerEntry.ts, L1), and
// Playwright's bare click moves and presses at once.
import type { Locator } from 'playwright-core'
import { POINTER_ENTRY_MS } from '../approval/pointerEntry.js'

/** Moves the pointer onto `control`, rests there a moment, then clicks it (once it is enabled, that is armed). */
export async function pressLikeAPerson(control: Locator): Promise<void> {
  await control.hover()
  await control.page().waitForTimeout(POINTER_ENTRY_MS + 100)
  await control.click()
}
