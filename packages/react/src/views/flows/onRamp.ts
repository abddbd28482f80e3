'use client'
// Buying crypto: providers, currency, token and the purchase in progress.
// Every flow is in the modal's chunk (modal/viewImports): moving from step to step never waits on the network.
export { default as OnRampView } from '../OnRampView.js'
export { default as OnRampFiatSelectView } from '../OnRampFiatSelectView.js'
export { default as OnRampTokenSelectView } from '../OnRampTokenSelectView.js'
export { default as BuyInProgressView } from '../BuyInProgressView.js'
