'use client'
// Small inline icons (24×24, stroke = currentColor). Decorative: every control has a text label.
import type { ReactNode } from 'react'
import { BRAND_MARKS } from './brandIcons.generated.js'

/** `directional`: points along the line (back, forward), so it mirrors right to left (see styles.css). */
function Icon({
  children,
  size = 20,
  directional = false,
}: {
  children: ReactNode
  size?: number
  directional?: boolean
}) {
  return (
    <svg
      className={directional ? 'kit-icon-directional' : undefined}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

export const ChevronLeftIcon = () => (
  <Icon directional>
    <path d="m15 18-6-6 6-6" />
  </Icon>
)
export const ChevronRightIcon = () => (
  <Icon size={16} directional>
    <path d="m9 18 6-6-6-6" />
  </Icon>
)
export const ChevronDownIcon = () => (
  <Icon size={16}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
)
export const CloseIcon = () => (
  <Icon>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
)
export const HelpIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01" />
  </Icon>
)
export const CopyIcon = () => (
  <Icon size={16}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h10" />
  </Icon>
)
export const CheckIcon = ({ size = 20 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
)
export const AlertIcon = ({ size = 20 }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v4M12 16h.01" />
  </Icon>
)
export const WalletIcon = () => (
  <Icon>
    <path d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0 0 4h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5" />
    <path d="M16 14h.01" />
  </Icon>
)
export const MailIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
)
export const PlusIcon = () => (
  <Icon>
    <path d="M12 5v14M5 12h14" />
  </Icon>
)
export const ArrowUpRightIcon = () => (
  <Icon>
    <path d="M7 17 17 7M8 7h9v9" />
  </Icon>
)
export const ArrowDownLeftIcon = () => (
  <Icon>
    <path d="M17 7 7 17M16 17H7V8" />
  </Icon>
)
export const GearIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </Icon>
)
export const PowerIcon = () => (
  <Icon>
    <path d="M12 2v10M18.4 6.6a9 9 0 1 1-12.8 0" />
  </Icon>
)
export const SearchIcon = () => (
  <Icon size={18}>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3" />
  </Icon>
)
export const QrIcon = () => (
  <Icon>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" />
  </Icon>
)
export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
)
export const MoonIcon = () => (
  <Icon>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
  </Icon>
)
export const ExternalIcon = () => (
  <Icon size={16}>
    <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </Icon>
)
export const LinkIcon = () => (
  <Icon>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </Icon>
)
export const KeyIcon = () => (
  <Icon>
    <circle cx="7.5" cy="15.5" r="4.5" />
    <path d="m10.7 12.3 9.3-9.3M16 7l3 3M18 5l2 2" />
  </Icon>
)
export const DevicesIcon = () => (
  <Icon>
    <rect x="2" y="4" width="14" height="10" rx="1" />
    <path d="M6 18h6M9 14v4" />
    <rect x="17" y="9" width="5" height="11" rx="1" />
  </Icon>
)
export const ShieldIcon = () => (
  <Icon>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />
  </Icon>
)

/** True when Kit has the mark of `brand` (Kit's key, any case). */
export function hasBrandMark(brand: string): boolean {
  return Object.hasOwn(BRAND_MARKS, brand.toLowerCase())
}

/**
 * A brand's mark (social logins, Farcaster, wallets; from simple-icons, see brandIcons.generated.ts) in the icon box,
 * else the first letter of `name`. `brand` is Kit's key: a social provider, 'farcaster' or a wallet id.
 * Decorative: the name is next to it.
 */
export function BrandIcon({ brand, name }: { brand: string; name: string }) {
  const mark = hasBrandMark(brand) ? BRAND_MARKS[brand.toLowerCase()] : undefined
  return (
    <span className="kit-icon-fallback" data-brand={mark ? brand : undefined} aria-hidden="true">
      {mark ? (
        <svg viewBox="0 0 24 24" fill={mark.color ?? 'currentColor'} aria-hidden="true" focusable="false">
          <path d={mark.path} />
        </svg>
      ) : (
        name.slice(0, 1).toUpperCase()
      )}
    </span>
  )
}
