// Baseline: the same server-rendered page with React alone rendering the connect button.
import { AloneButton } from './alone-button'

export const dynamic = 'force-dynamic'

export default function Page() {
  return (
    <main>
      <p data-server-rendered="">Connect Wallet</p>
      <AloneButton />
    </main>
  )
}
