'use client'
// The client boundary around bench/apps/kit-button.tsx (copied into src/ with the host).
export { KitButton } from '../src/kit-button'
