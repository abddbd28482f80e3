'use client'
// The account: its overview and settings, addresses, networks, receiving, and the smart-account upgrade.
// Every flow is in the modal's chunk (modal/viewImports): moving from step to step never waits on the network.
export { default as AccountView } from '../AccountView.js'
export { default as AccountSettingsView } from '../AccountSettingsView.js'
export { default as AccountsView } from '../AccountsView.js'
export { default as NetworksView } from '../NetworksView.js'
export { default as SwitchNetworkView } from '../SwitchNetworkView.js'
export { default as SwitchActiveChainView } from '../SwitchActiveChainView.js'
export { default as ReceiveView } from '../ReceiveView.js'
export { default as UpgradeToSmartAccountView } from '../UpgradeToSmartAccountView.js'
