'use client'
// The import of each flow's chunk (views/flows). It lives in the modal's chunk, so each flow's chunk is a child
// of the modal's: bundlers that leave out of a child what its parent already loaded (webpack, Turbopack) then keep
// one copy of the modal's shared code (the message table, the view shell, the icons) instead of one per flow.

/** The dynamic import of each flow's chunk. */
export const importFlow = {
  connect: () => import('../views/flows/connect.js'),
  login: () => import('../views/flows/login.js'),
  account: () => import('../views/flows/account.js'),
  updateEmail: () => import('../views/flows/updateEmail.js'),
  send: () => import('../views/flows/send.js'),
  onRamp: () => import('../views/flows/onRamp.js'),
  names: () => import('../views/flows/names.js'),
}
