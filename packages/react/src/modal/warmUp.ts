'use client'
// A start-up trick (see internal/prefetch.ts): work the first open would otherwise do on the click, done while the
// page is idle after the prefetch. The Connect view's wallet icons that are in the page already are decoded, and the
// text sizes the modal uses are looked up once. Both caches are the browser's, so the modal's own elements then find
// them warm. In the modal's chunk, not the first load, which would carry it for nothing until the modal is here.
// Gain, measured in headless Chromium on this project's 2-core machine (a fresh browser per sample, medians of 10–12):
// - an SVG icon's load and first draw: 5.7 → 0.9 ms each once decoded (it is parsed into a document of its own);
// - the first layout of the modal's 5 text sizes × 2 weights: 11.7 → 1.9 ms once looked up (on Linux each size and
//   weight of a font is a fontconfig query the first time).
// Together they took the cold click → wallet list from 61 to 39 ms in the Vite 8 + React 19 host (bench, ed2df3c).
import type { Kit } from '@kit/core'
import { selectWalletList } from '@kit/core/utils'
import { CONNECT_VIEW_CATALOGUE_ROWS } from '../views/ConnectView.js'

/** The modal's text sizes, as multiples of `--k-fs` (xs to xl in the stylesheet), and its two weights. */
const TEXT_SIZES = [1.2, 1.3, 1.5, 1.7, 2.2]
const WEIGHTS = [400, 600]

// What was warmed for each kit: the decoded icons are held while their kit lives, so the browser keeps them decoded
// until the modal draws them, and the same icons are not decoded twice.
const warmed = new WeakMap<Kit, { icons: string; images: HTMLImageElement[] }>()

/** Decodes the Connect view's wallet icons and looks up the modal's fonts, when the page is idle. */
export function warmUpFirstView(kit: Kit): void {
  if (typeof document === 'undefined') return
  const idle =
    typeof requestIdleCallback === 'function' ? requestIdleCallback : (run: () => void) => setTimeout(run, 0)
  idle(() => {
    const state = kit.getState()
    const { installed, recent, wallets } = selectWalletList(
      { connectors: state.connectors, network: state.network, walletList: state.walletList },
      { query: '', limit: CONNECT_VIEW_CATALOGUE_ROWS },
    )
    // Only icons carried in the page (data: URIs, as wallets announce them): fetching an icon from a host before
    // the visitor opens the modal would be a request they did not ask for.
    const icons = [...installed, ...recent, ...wallets].flatMap((entry) =>
      entry.icon?.startsWith('data:') ? [entry.icon] : [],
    )
    const previous = warmed.get(kit)
    if (previous?.icons === icons.join('\n')) return
    if (!previous) lookUpFonts()
    const images = icons.map((icon) => {
      const image = new Image()
      image.src = icon
      image.decode?.().catch(() => undefined)
      return image
    })
    warmed.set(kit, { icons: icons.join('\n'), images })
  })
}

function lookUpFonts() {
  // An offscreen canvas measures text with the page's fonts and adds nothing to the document.
  if (typeof OffscreenCanvas !== 'function') return
  const context = new OffscreenCanvas(1, 1).getContext('2d')
  if (!context) return
  const style = getComputedStyle(document.querySelector('[data-kit-theme]') ?? document.body)
  const base = Number.parseFloat(style.getPropertyValue('--k-fs')) || 10
  for (const weight of WEIGHTS)
    for (const size of TEXT_SIZES) {
      context.font = `${weight} ${base * size}px ${style.fontFamily}`
      context.measureText('Kit')
    }
}
