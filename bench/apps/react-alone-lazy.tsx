// Baseline page: React alone rendering the button of alone-lazy-button.tsx, its dialog loaded lazily.
import { createRoot } from 'react-dom/client'
import { AloneLazyButton } from './alone-lazy-button'

createRoot(document.getElementById('root') as HTMLElement).render(<AloneLazyButton />)
