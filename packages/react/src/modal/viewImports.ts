'use client'
// The views of each flow (views/flows). The two flows the modal opens on, connecting and the account, are part of
// the modal's chunk, so a first open loads one chunk, not two in a row. The others load on the way, in chunks the
// modal's imports: each is a child of the modal's chunk, so bundlers that leave out of a child what its parent
// already loaded (webpack, Turbopack) keep one copy of the modal's shared code (the message table, the view shell,
// the icons) instead of one per flow.
import * as account from '../views/flows/account.js'
import * as connect from '../views/flows/connect.js'

/** The views of each flow, loaded. */
export const importFlow = {
  connect: async () => connect,
  account: async () => account,
  login: () => import('../views/flows/login.js'),
  updateEmail: () => import('../views/flows/updateEmail.js'),
  send: () => import('../views/flows/send.js'),
  onRamp: () => import('../views/flows/onRamp.js'),
  names: () => import('../views/flows/names.js'),
}
