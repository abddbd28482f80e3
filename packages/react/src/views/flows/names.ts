'use client'
// Names: choosing and registering one.
// Every flow is in the modal's chunk (modal/viewImports): moving from step to step never waits on the network.
export { default as ChooseAccountNameView } from '../ChooseAccountNameView.js'
export { default as RegisterAccountNameView } from '../RegisterAccountNameView.js'
export { default as RegisterAccountNameSuccessView } from '../RegisterAccountNameSuccessView.js'
