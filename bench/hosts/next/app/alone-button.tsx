'use client'
// The client boundary around bench/apps/alone-button.tsx (copied into src/ with the host).
export { AloneButton } from '../src/alone-button'
