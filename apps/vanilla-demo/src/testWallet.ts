// Development helpers: the Kit Test Wallet, announced on this page through EIP-6963 with the devnet's dev keys
// (it stands in for a browser extension), loaded after the first paint, with its approval policy.
import type { ApprovalPolicy } from '@kit/test-wallet'
import type { VanillaDemoConfig } from './config.ts'
import { h, setText } from './dom.ts'

const POLICIES: { value: ApprovalPolicy; label: string }[] = [
  { value: 'approve', label: 'Approve everything' },
  { value: 'ask', label: 'Ask me' },
  { value: 'reject', label: 'Reject everything' },
]

/** The development card; the wallet loads in the background and says when it is ready. */
export function testWalletPanel(config: VanillaDemoConfig): HTMLElement {
  const state = h('span', {}, 'Loading…')
  const policies = h(
    'fieldset',
    { class: 'inline', disabled: true },
    h('legend', {}, 'Test wallet approvals'),
  )
  const panel = h(
    'section',
    { class: 'card wide', 'aria-labelledby': 'dev-title' },
    h('h2', { id: 'dev-title' }, 'Development'),
    h(
      'p',
      { class: 'muted' },
      'The ',
      h('strong', {}, 'Kit Test Wallet'),
      ' is announced on this page. ',
      state,
    ),
    policies,
  )
  import('@kit/test-wallet')
    .then(({ createTestWallet }) => {
      const wallet = createTestWallet({
        evm: {
          chains: Object.entries(config.evm).map(([chainId, rpcUrl]) => ({
            chainId: Number(chainId),
            rpcUrl,
          })),
          initialChainId: 80002,
        },
        solana: false,
        // Like a browser extension, the wallet remembers that this site is connected across reloads.
        consentStore: window.localStorage,
      })
      wallet.announce(window)
      wallet.mountPrompt(document)
      for (const policy of POLICIES) {
        const input = h('input', {
          type: 'radio',
          name: 'policy',
          value: policy.value,
          checked: policy.value === wallet.policy,
          onchange: () => wallet.setPolicy(policy.value),
        })
        policies.append(h('label', {}, input, policy.label))
      }
      policies.disabled = false
      setText(state, 'Ready.')
      state.dataset.testid = 'test-wallet-ready'
    })
    .catch((cause: unknown) => {
      setText(state, `The test wallet could not load: ${String(cause)}`)
      state.setAttribute('role', 'alert')
    })
  return panel
}
