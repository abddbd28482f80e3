// A server component: rendered on the server for every request. It reads Kit's message table as plain data
// and leaves the button, a client component, to the client boundary in kit-button.tsx.
import { defaultMessages } from '@kit/react/messages'
import { KitButton } from './kit-button'

export const dynamic = 'force-dynamic'

export default function Page() {
  return (
    <main>
      <p data-server-rendered="">{defaultMessages.connect}</p>
      <KitButton />
    </main>
  )
}
