// `@kit/react/messages`: the whole English table and the hook that resolves it. Apart from the main entry because the
// table is the modal's (about 3 KiB gzip): a host that only shows Kit's buttons never loads it, whatever its bundler.
export { useKitMessages } from '../hooks/useKitMessages.js'
export { defaultMessages, type KitMessages, type PartialKitMessages } from '../messages.js'
