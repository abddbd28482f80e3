'use client'
// Changing the embedded wallet's e-mail address.
// Every flow is in the modal's chunk (modal/viewImports): moving from step to step never waits on the network.
export { default as UpdateEmailView } from '../UpdateEmailView.js'
export { default as UpdateEmailOtpView } from '../UpdateEmailOtpView.js'
