// `@kit/frame-bridge/locales`: the languages Kit ships, shared by `@kit/react` and the secure frame. Data only, no
// schema code; a subpath of its own, not in the package root, so that no lazy chunk that loads the root can share
// it with a host's first load. Every name here is locked by the exports snapshot test.
export { type KitLanguage, kitLanguages } from '../locales.js'
