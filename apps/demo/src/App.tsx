import { version } from '@kit/react'

/** The demo host app. It grows into the full showcase as the kit lands (issue 9). */
export function App() {
  return (
    <main>
      <h1>Kit demo</h1>
      <p>Kit {version}: an open, self-hostable wallet-connect and account kit.</p>
    </main>
  )
}
