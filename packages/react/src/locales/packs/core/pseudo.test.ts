import { describe, expect, it } from 'vitest'
import { defaultMessages, resolveMessages } from '../../../messages.js'
import { coreText } from '../../../modal/ui.js'
import { loadLocaleMessages } from '../../index.js'
import { pseudoText } from '../../pseudo.js'
import { pseudoCoreText } from './pseudo.js'

describe("the pseudo-locale's core texts", () => {
  it('are accented and padded like the rest, placeholders kept', () => {
    expect(pseudoCoreText('Insufficient balance')).toBe(pseudoText('Insufficient balance'))
    const cooldown = pseudoCoreText('Please try again after {seconds} seconds')
    expect(cooldown).toMatch(/^\[Pléášé trý ágáíñ áftér \{seconds\} šéçóñdš~+\]$/)
    expect(pseudoCoreText('{provider} could not quote')).toMatch(/^\[\{provider\} çóúld ñót qúóté~+\]$/)
  })

  it('are in the table en-XA loads, and a view fills a template in', async () => {
    const messages = resolveMessages(await loadLocaleMessages('en-XA'))
    expect(coreText('Transaction started', messages)).toBe(pseudoText('Transaction started'))
    expect(coreText('Please try again after 8 seconds', messages)).toMatch(/^\[Pléášé .* 8 šéçóñdš~+\]$/)
    // The UI's own wording of a refused request stays the one pseudo-localized.
    expect(coreText('Requested RPC call is not allowed', messages)).toBe(pseudoText('Action not allowed'))
    expect(messages.connect).toBe(pseudoText(defaultMessages.connect))
  })
})
