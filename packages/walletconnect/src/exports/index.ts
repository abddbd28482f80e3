// The public surface of @kit/walletconnect. Every name here is locked by the exports snapshot test.
export {}
