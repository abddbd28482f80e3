'use client'
import type { CSSProperties } from 'react'

/** Two hues derived from the address, so an account always gets the same picture without any request. */
function gradientFor(address: string): CSSProperties {
  let hash = 0
  for (let index = 0; index < address.length; index++) hash = (hash * 31 + address.charCodeAt(index)) >>> 0
  const first = hash % 360
  const second = (first + 40 + ((hash >>> 9) % 120)) % 360
  return {
    background: `radial-gradient(circle at 30% 25%, hsl(${first} 85% 72%), hsl(${second} 70% 48%))`,
  }
}

/** The profile image, or a gradient made from the address. Decorative: the name or address is shown next to it. */
export function Avatar(props: { address: string; image?: string | null | undefined; size?: 'md' | 'lg' }) {
  if (props.image)
    return <img className="kit-avatar" data-size={props.size} src={props.image} alt="" decoding="async" />
  return (
    <span
      className="kit-avatar"
      data-size={props.size}
      aria-hidden="true"
      style={gradientFor(props.address)}
    />
  )
}
