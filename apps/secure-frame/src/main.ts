// The secure frame's page: starts the bridge server at once (the host's HELLO covers a late start anyway).
import './styles.css'
import { createConsoleLogger } from '@kit/frame-bridge'
import { readStartConfig } from './config.js'
import { startFrameApp } from './frameApp.js'

function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind]
  } catch {
    // Storage may be blocked for this (third-party) context; the frame then keeps the session in memory.
    return undefined
  }
}

function explain(title: string, text: string) {
  const box = document.createElement('main')
  box.className = 'standalone'
  const heading = document.createElement('h1')
  heading.textContent = title
  const paragraph = document.createElement('p')
  paragraph.textContent = text
  box.append(heading, paragraph)
  document.body.replaceChildren(box)
}

if (window.parent === window) {
  explain(
    'Kit secure frame',
    'This page holds an embedded wallet and only works inside an app that embeds it.',
  )
} else {
  try {
    const config = readStartConfig(document, location.href)
    startFrameApp({
      config,
      frameOrigin: location.origin,
      window,
      document,
      storage: safeStorage('localStorage'),
      sessionStorage: safeStorage('sessionStorage'),
      logger: createConsoleLogger(),
    })
  } catch (error) {
    console.error(error)
  }
}
