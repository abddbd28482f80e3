'use client'
// Buying crypto: providers, currency, token and the purchase in progress.
// One chunk per flow: moving from step to step never waits on the network.
export { default as OnRampView } from '../OnRampView.js'
export { default as OnRampFiatSelectView } from '../OnRampFiatSelectView.js'
export { default as OnRampTokenSelectView } from '../OnRampTokenSelectView.js'
export { default as BuyInProgressView } from '../BuyInProgressView.js'
