'use client'
// Changing the embedded wallet's e-mail address.
// One chunk per flow: moving from step to step never waits on the network.
export { default as UpdateEmailView } from '../UpdateEmailView.js'
export { default as UpdateEmailOtpView } from '../UpdateEmailOtpView.js'
