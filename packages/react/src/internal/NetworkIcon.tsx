'use client'

/** A network's icon (a data URI for the built-in networks), or its initial. Decorative: the name is shown too. */
export function NetworkIcon(props: { name: string; icon?: string | undefined }) {
  if (props.icon) return <img className="kit-network-icon" src={props.icon} alt="" decoding="async" />
  return (
    <span className="kit-icon-fallback kit-network-icon" aria-hidden="true">
      {props.name.slice(0, 1).toUpperCase()}
    </span>
  )
}
