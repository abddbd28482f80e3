// The page: one kit from the stack's configuration, under the Content-Security-Policy Kit says it needs, the
// page panels and the modal, both rendering kit state and calling core actions.
import { readConfig } from './config.ts'
import { applyContentSecurityPolicy, contentSecurityPolicy } from './csp.ts'
import { createVanillaKit } from './kit.ts'
import { mountModal } from './modal.ts'
import { mountPage } from './page.ts'
import { testWalletPanel } from './testWallet.ts'
import { views } from './views/index.ts'
import './style.css'

const config = readConfig()
const kit = createVanillaKit(config)
// Before Kit loads anything: the frame, the API and the wallets all run under the policy.
applyContentSecurityPolicy(contentSecurityPolicy(kit))

const root = document.getElementById('root')
if (!root) throw new Error('Kit vanilla demo: #root is missing from index.html')
mountPage(kit, root, testWalletPanel(config))
mountModal(kit, root, views)
