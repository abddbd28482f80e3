/**
 * A wallet's deep link for a pairing URI: `<scheme>://wc?uri=<encoded>` for a native link (`metamask:` or
 * `metamask://` both work), or `<https link>/wc?uri=<encoded>` for a universal link.
 */
export function walletConnectDeepLink(appLink: string, uri: string): string {
  let base = appLink
  if (!base.includes('://')) base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
  if (!base.endsWith('/')) base = `${base}/`
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}
