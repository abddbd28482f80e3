import { VIEWS } from '@kit/core'
import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  createFakeAuthConnector,
  createTestKit,
  expectAccessibleInBothThemes,
  renderWithKit,
  waitForView,
} from '../../test/kit.js'
import { VIEW_COMPONENTS } from './index.js'

describe('every view of core', () => {
  it('has a component', () => {
    expect(Object.keys(VIEW_COMPONENTS).sort()).toEqual([...VIEWS].sort())
  })

  // One kit, connected by e-mail, walks through every view: each renders a titled dialog with no axe
  // violations in light and dark.
  it.each([...VIEWS])('%s renders, titled and accessible in light and dark', async (view) => {
    const kit = createTestKit()
    const auth = createFakeAuthConnector({ kit })
    // Steps that would finish the view on their own wait here.
    auth.hold.connectDevice = new Promise(() => undefined)
    kit.connectors.register(auth)
    await act(async () => kit.connection.connect('auth'))
    renderWithKit(kit)
    await act(async () => kit.modal.open({ view }))
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 })
    await waitForView(dialog)
    const title = within(dialog).getByRole('heading', { level: 2 })
    expect(title.textContent?.trim()).not.toBe('')
    await expectAccessibleInBothThemes(kit, dialog)
  })
})
