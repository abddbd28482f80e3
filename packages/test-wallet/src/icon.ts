const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="22" fill="#3b82f6"/>' +
  '<rect x="18" y="30" width="60" height="40" rx="8" fill="#fff"/>' +
  '<rect x="52" y="42" width="26" height="16" rx="5" fill="#1e3a8a"/>' +
  '<circle cx="60" cy="50" r="3" fill="#fff"/>' +
  '<path d="M26 30l30-12 4 12" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>' +
  '</svg>'

/** The test wallet's icon: an inline SVG as a base64 data URI (valid for EIP-6963 and wallet-standard). */
export const testWalletIcon =
  `data:image/svg+xml;base64,${btoa(SVG)}` as const satisfies `data:image/svg+xml;base64,${string}`
