// The secure window's page, on the frame's own origin: the secure frame that opened it draws one card here (see
// `cards/cardSurface.ts`). This page only brings the styles and says it is ready; it runs no wallet code itself.
import './styles.css'

document.documentElement.dataset.secureWindow = 'ready'
