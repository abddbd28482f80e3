'use client'
import { type KeyboardEvent, Suspense, useEffect, useId, useInsertionEffect, useRef, useState } from 'react'
import { requestClose } from '@kit/core/actions'
import { useKitState } from '../hooks/useKitState.js'
import { injectStyles } from '../internal/injectStyles.js'
import { useThemeAttributes } from '../internal/useThemeAttributes.js'
import { kitModalStyles } from '../styles.modal.generated.js'
import { useFocusTrap, useScrollLock, wrapTab } from './focus.js'
import { Header } from './Header.js'
import { Toast, Tooltip } from './Toast.js'
import { Spinner, useModalContext } from './ui.js'
import { ViewBoundary } from './ViewBoundary.js'
import { viewComponent } from '../views/index.js'

export { warmUpFirstView } from './warmUp.js'

/** Adds the modal's style rules to Kit's `<style>` element (once; `nonce` for a CSP). */
export function injectModalStyles(nonce: string | undefined): void {
  injectStyles('modal', kitModalStyles, nonce)
}

/** The current view; chosen once per mount (the boundary around it is keyed by view), so it never remounts. */
function CurrentView() {
  const view = useKitState((state) => state.router.view)
  const [Component] = useState(() => viewComponent(view))
  return <Component />
}

/**
 * The modal: an overlay, and a dialog labelled by the view's title with the header, the current view and the
 * toast region. Loaded on first open; mounted by `<KitProvider>` in a portal only while open.
 */
export default function Modal() {
  const { kit, messages, styles, locale, dir } = useModalContext()
  useInsertionEffect(() => {
    if (styles.inject) injectModalStyles(styles.nonce)
  }, [styles])
  const theme = useThemeAttributes()
  const view = useKitState((state) => state.router.view)
  const depth = useKitState((state) => state.router.history.length)
  const shake = useKitState((state) => state.modal.shake)
  const loading = useKitState((state) => state.modal.loading)
  const titleId = useId()
  const cardRef = useRef<HTMLDivElement>(null)
  const [attempt, setAttempt] = useState(0)
  useFocusTrap(cardRef)
  useScrollLock()

  // A view change removes the focused control with the old view: focus returns to the dialog, not the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view (or its depth) changes.
  useEffect(() => {
    const card = cardRef.current
    if (card && !card.contains(document.activeElement)) card.focus()
  }, [view, depth])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      requestClose(kit)
    } else if (event.key === 'Tab' && cardRef.current) wrapTab(event, cardRef.current)
  }

  return (
    <div className="kit-root" {...theme} lang={locale} dir={dir}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; Escape and the close button do the same by keyboard. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape on the dialog is the keyboard equivalent. */}
      <div
        className="kit-overlay"
        onClick={(event) => {
          if (event.target === event.currentTarget) requestClose(kit)
        }}
      >
        <div
          ref={cardRef}
          className="kit-card"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-busy={loading || undefined}
          tabIndex={-1}
          data-shake={shake || undefined}
          data-view={view}
          onKeyDown={onKeyDown}
        >
          <Header titleId={titleId} />
          <div className="kit-body">
            <ViewBoundary
              key={`${view}:${depth}:${attempt}`}
              messages={messages}
              onRetry={() => setAttempt((value) => value + 1)}
            >
              <Suspense
                fallback={
                  <div className="kit-loading-view">
                    <Spinner size="lg" label={messages.loadingView} />
                  </div>
                }
              >
                <CurrentView />
              </Suspense>
            </ViewBoundary>
          </div>
          <Toast />
        </div>
      </div>
      <Tooltip />
    </div>
  )
}
