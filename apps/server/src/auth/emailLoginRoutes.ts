import type { ServerContext } from '../context.js'
import { ForbiddenError } from '../errors.js'
import { sendPage } from '../http/page.js'
import { ipBucketKey } from '../http/rateLimit.js'
import { authRoutes } from '../contract/authRoutes.js'
import { serveRoute } from '../http/contractRoute.js'
import type { AuthApps } from './authApps.js'
import { type AuthServices, loginAnswer } from './authServices.js'
import { deviceHashOf } from './deviceApprovals.js'
import { createDeviceWaiters } from './deviceWaiters.js'
import { pageLanguage, resolveLocale, type ServerLocale } from '../locales/serverLocales.js'
import {
  approveDevicePage,
  type DeviceApprovalPage,
  deviceApprovalMail,
  deviceApprovedPage,
  expiredLinkPage,
  otpMail,
} from './mailTemplates.js'

/**
 * E-mail login, with the rules enforced here rather than in the browser:
 * - `POST /v1/auth/email/connect {email, deviceId}` → `{action: 'VERIFY_OTP'}` (approved device: a code is sent)
 *   or `{action: 'VERIFY_DEVICE'}` (new device: an approval link is sent). 30 s cooldown per address.
 * - `POST /v1/auth/device/wait {email, deviceId}` → `{approved}`; held open up to `deviceWaitSeconds`, so the
 *   frame calls it in a loop. When the owner approves, the server sends the code at once. Waits do not poll: an
 *   approval on any instance wakes them through Postgres NOTIFY (`createDeviceWaiters`; capped per client, IPv4
 *   address or IPv6 /64, and in total, with a share of the total kept for clients not yet waiting).
 * - `GET|POST /auth/device/approve?token=` → the page the e-mail links to (a button, so mail scanners that
 *   prefetch links approve nothing).
 * - `POST /v1/auth/email/verify {email, deviceId, otp}` → `{token, expiresAt, user}`.
 */
export function registerEmailLoginRoutes(
  { api, pages, guards }: AuthApps,
  ctx: ServerContext,
  auth: AuthServices,
): void {
  const ttlMinutes = Math.round(ctx.config.auth.otpTtlSeconds / 60)
  const waiters = createDeviceWaiters({
    db: ctx.db,
    findApproved: (devices) => auth.devices.approvedAmong(devices),
    retryAfterSeconds: Math.max(1, Math.ceil(ctx.config.auth.deviceWaitPollMs / 1000)),
    perIp: ctx.config.auth.deviceWaitsPerIp,
    total: ctx.config.auth.deviceWaitsTotal,
    reserved: ctx.config.auth.deviceWaitsReserved,
    onError: (error) =>
      ctx.config.log({ level: 'warn', msg: 'device approval check failed', error: String(error) }),
  })

  async function sendLoginCode(email: string, locale: ServerLocale): Promise<void> {
    const code = await auth.codes.issue('login', email)
    await auth.sendMail(otpMail(email, code, 'login', ttlMinutes, locale))
  }

  /** A device-approval page in `locale`, marked with its language and direction. */
  const page = (
    c: Parameters<typeof sendPage>[0],
    status: number,
    locale: ServerLocale,
    { title, body }: DeviceApprovalPage,
  ) => sendPage(c, status, title, body, pageLanguage(locale))

  serveRoute(
    api,
    '/v1/auth',
    authRoutes.emailConnect,
    async (c, request) => {
      const { email, deviceId, locale: tag } = await request.body()
      const locale = resolveLocale(tag)
      await auth.cooldown.claim(email)
      if (await auth.devices.isApproved(email, deviceId)) {
        await sendLoginCode(email, locale)
        return { action: 'VERIFY_OTP' as const }
      }
      const token = await auth.devices.request(email, deviceId)
      // The page the link opens, and the code mailed from it, speak the login's language too.
      const link = `${ctx.publicUrl()}/auth/device/approve?token=${encodeURIComponent(token)}${locale === 'en' ? '' : `&locale=${locale}`}`
      // The owner sees which app, browser and address asked, to tell their own request from someone else's.
      await auth.sendMail(
        deviceApprovalMail(
          email,
          link,
          Math.round(ctx.config.auth.deviceApprovalTtlSeconds / 60),
          {
            app: c.get('project')?.name,
            ip: c.get('clientIp'),
            userAgent: c.req.header('user-agent'),
          },
          locale,
        ),
      )
      return { action: 'VERIFY_DEVICE' as const }
    },
    [guards.limit.mail],
  )

  serveRoute(api, '/v1/auth', authRoutes.deviceWait, async (c, request) => {
    const { email, deviceId } = await request.body()
    if (await auth.devices.isApproved(email, deviceId)) return { approved: true }
    const approved = await waiters.wait(
      { email, deviceHash: deviceHashOf(deviceId) },
      // Per /64 for IPv6, as every other per-client limit: one subscriber can rotate through its whole prefix.
      ipBucketKey(c.get('clientIp')),
      ctx.config.auth.deviceWaitSeconds * 1000,
      AbortSignal.any([c.req.raw.signal, ctx.shutdown]),
    )
    return { approved }
  })

  pages.get('/device/approve', async (c) => {
    const token = c.req.query('token') ?? ''
    const locale = resolveLocale(c.req.query('locale'))
    const pending = token ? await auth.devices.pending(token) : undefined
    if (!pending) return page(c, 400, locale, expiredLinkPage(locale))
    return page(c, 200, locale, approveDevicePage(pending.email, token, locale))
  })

  pages.post('/device/approve', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const token = typeof form.token === 'string' ? form.token : ''
    const locale = resolveLocale(typeof form.locale === 'string' ? form.locale : undefined)
    let approved: { email: string; deviceHash: string }
    try {
      approved = await auth.devices.approve(token)
    } catch {
      return page(c, 400, locale, expiredLinkPage(locale))
    }
    // The device waits on the OTP view next; the code goes out now, past the cooldown the connect call started.
    await auth.cooldown.stamp(approved.email)
    await sendLoginCode(approved.email, locale)
    // The waiting device, on whichever instance, was woken by the approval's notification and moves on to the
    // code view; the code is on its way.
    return page(c, 200, locale, deviceApprovedPage(locale))
  })

  serveRoute(api, '/v1/auth', authRoutes.emailVerify, async (c, request) => {
    const { email, deviceId, otp } = await request.body()
    if (!(await auth.devices.isApproved(email, deviceId)))
      throw new ForbiddenError('DeviceNotApproved', 'Approve this device from the link in your e-mail first')
    // The proof first: one refused for its date must not have spent the code.
    const proofThumbprint = await auth.loginProofThumbprint(c)
    await auth.codes.verify('login', { email }, otp.trim())
    const user = await auth.users.findOrCreateByEmail(email)
    return loginAnswer(c, auth, user, 'email', { proofThumbprint })
  })
}
