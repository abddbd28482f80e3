// The vanilla demo's page with its kit created the way many dapps include a wallet kit: one classic, synchronous
// script in <head> (vite.head.config.ts builds this file into dist/head.js; public/head.html loads it). The kit is
// created, and restores a stored login, while the parser has not reached <body> yet; the page's UI mounts once the
// body exists.
import { readConfig } from './config.ts'
import { applyContentSecurityPolicy, contentSecurityPolicy } from './csp.ts'
import { h } from './dom.ts'
import { createVanillaKit } from './kit.ts'
import { mountModal } from './modal.ts'
import { mountPage } from './page.ts'
import { views } from './views/index.ts'
import './style.css'

/** Whether the kit was created before the page had a body (what this page exists to test). */
const createdBeforeBody = document.body === null
const kit = createVanillaKit(readConfig())
// Before Kit loads anything: the frame, the API and the wallets all run under the policy.
applyContentSecurityPolicy(contentSecurityPolicy(kit))

function mountUi() {
  const root = document.getElementById('root')
  if (!root) throw new Error('Kit vanilla demo: #root is missing from head.html')
  root.dataset.kitCreated = createdBeforeBody ? 'before-body' : 'after-body'
  const note = h(
    'section',
    { class: 'card wide', 'aria-labelledby': 'head-title' },
    h('h2', { id: 'head-title' }, 'Kit created in <head>'),
    h(
      'p',
      { class: 'muted' },
      'This page creates its kit from a classic script in <head>, before <body> exists.',
    ),
  )
  mountPage(kit, root, note)
  mountModal(kit, root, views)
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountUi, { once: true })
else mountUi()
