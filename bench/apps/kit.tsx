// Kit's page: the provider and its connect button of kit-button.tsx.
import { createRoot } from 'react-dom/client'
import { KitButton } from './kit-button'

createRoot(document.getElementById('root') as HTMLElement).render(<KitButton />)
