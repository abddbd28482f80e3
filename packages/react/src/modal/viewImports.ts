'use client'
// The views of every flow (views/flows), all in the modal's chunk: once the modal has loaded, every step of every
// flow (an e-mail code, a send preview, a name) opens at once, with no second chunk to wait for on the way. The
// flows other than connecting and the account add about 4 KiB gzip to the modal's first load. One lazy boundary
// also lets Vite 8 (Rolldown) keep Kit's shared code in the host's entry chunk: with a chunk per flow it splits
// that code into six small files the first paint must fetch (rolldown/rolldown#10731).
import * as account from '../views/flows/account.js'
import * as connect from '../views/flows/connect.js'
import * as login from '../views/flows/login.js'
import * as names from '../views/flows/names.js'
import * as onRamp from '../views/flows/onRamp.js'
import * as send from '../views/flows/send.js'
import * as updateEmail from '../views/flows/updateEmail.js'

/** The views of each flow. */
export const flows = { connect, account, login, updateEmail, send, onRamp, names }
