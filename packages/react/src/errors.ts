import { BaseError } from '@kit/core'

/** A Kit hook or component was rendered outside `<KitProvider>`. */
export class KitProviderMissingError extends BaseError {
  override name = 'KitProviderMissingError'
  constructor(hookName: string) {
    super(`${hookName} must be used inside <KitProvider>`, {
      details: 'Wrap your app (or the part that uses Kit) in <KitProvider kit={kit}>.',
      docsPath: '/react/kit-provider',
    })
  }
}

/** `<KitProvider>` received something that is not a kit from `createKit()`. */
export class InvalidKitError extends BaseError {
  override name = 'InvalidKitError'
  constructor() {
    super('KitProvider needs a kit created by createKit()', {
      details: 'Pass the object returned by createKit() from @kit/core as the `kit` prop.',
      docsPath: '/react/kit-provider',
    })
  }
}
