'use client'
// Sending: the amount, the token, the preview and approving the transaction.
// Every flow is in the modal's chunk (modal/viewImports): moving from step to step never waits on the network.
export { default as SendView } from '../SendView.js'
export { default as SendSelectTokenView } from '../SendSelectTokenView.js'
export { default as SendPreviewView } from '../SendPreviewView.js'
export { default as ApproveTransactionView } from '../ApproveTransactionView.js'
