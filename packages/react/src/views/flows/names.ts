'use client'
// Names: choosing and registering one.
// One chunk per flow: moving from step to step never waits on the network.
export { default as ChooseAccountNameView } from '../ChooseAccountNameView.js'
export { default as RegisterAccountNameView } from '../RegisterAccountNameView.js'
export { default as RegisterAccountNameSuccessView } from '../RegisterAccountNameSuccessView.js'
