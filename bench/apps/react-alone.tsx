// Baseline page: React alone rendering the connect button of alone-button.tsx.
import { createRoot } from 'react-dom/client'
import { AloneButton } from './alone-button'

createRoot(document.getElementById('root') as HTMLElement).render(<AloneButton />)
