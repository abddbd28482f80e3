'use client'
// Logging in to the embedded wallet: e-mail codes, device approval, social accounts, Farcaster, and signing in.
// Every flow is in the modal's chunk (modal/viewImports): moving from step to step never waits on the network.
export { default as EmailVerifyOtpView } from '../EmailVerifyOtpView.js'
export { default as EmailVerifyDeviceView } from '../EmailVerifyDeviceView.js'
export { default as ConnectSocialsView } from '../ConnectSocialsView.js'
export { default as ConnectingSocialView } from '../ConnectingSocialView.js'
export { default as ConnectingFarcasterView } from '../ConnectingFarcasterView.js'
export { default as ConnectingSiweView } from '../ConnectingSiweView.js'
