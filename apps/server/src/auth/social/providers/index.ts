import type { SocialProvider } from '../../../config/index.js'
import { apple } from './apple.js'
import { discord } from './discord.js'
import { facebook } from './facebook.js'
import { github } from './github.js'
import { google } from './google.js'
import type { ProviderSpec } from './types.js'
import { x } from './x.js'

export type { ProviderAnswers, ProviderSpec, SocialIdentity } from './types.js'

/** The six providers, each with its real endpoints. */
export const providerSpecs: Readonly<Record<SocialProvider, ProviderSpec>> = {
  google,
  github,
  apple,
  facebook,
  x,
  discord,
}
