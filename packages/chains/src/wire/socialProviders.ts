/** The social providers a visitor can log in with; Farcaster has its own flow and is not one of them. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

/** One of {@link SOCIAL_PROVIDERS}. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** How people know each provider: brand names, the same in every language (the server's pages, the frame's cards). */
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

/** True for one of the six social providers; false for farcaster and anything else. */
export function isSocialProvider(value: unknown): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly unknown[]).includes(value)
}

/**
 * The name people know a login provider by: a social provider's brand, Farcaster, else the id itself (a provider a
 * newer server added).
 */
export function loginProviderName(provider: string): string {
  if (isSocialProvider(provider)) return SOCIAL_PROVIDER_NAMES[provider]
  return provider === 'farcaster' ? 'Farcaster' : provider
}
