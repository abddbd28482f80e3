// The server's social-login pages in the visitor's language, as a visitor whose host speaks Arabic meets them: the
// demo with `?locale=ar` starts a Google login in a pop-up, and the secure frame sends its language with the start.
// The visitor cancels on the provider's (stand-in's) page; the sign-in link opened again afterwards shows the server's
// "expired" page in Arabic, right to left, although the browser itself asks for English: the language came from the
// frame, kept by the server with the login. Screenshot e2e/test-results/social-expired-ar.png.
import { afterAll, expect, inject, it } from 'vitest'
import { checkScreen, closeBrowser, dialog, openCaseDemo } from '../src/demo.ts'

afterAll(async () => {
  await closeBrowser()
})

it('a social login started in Arabic shows the server’s pages in Arabic, right to left', async () => {
  const session = await openCaseDemo('?locale=ar')
  const { page, context } = session
  // The modal's words, from packages/react/src/locales/packs/ar.ts.
  await page.getByRole('button', { name: 'ربط المحفظة' }).click()
  await dialog(page).getByRole('button', { name: 'المزيد', exact: true }).click()
  await dialog(page).getByRole('heading', { name: 'كل الحسابات الاجتماعية' }).waitFor()
  const popupOpened = context.waitForEvent('page')
  await dialog(page).getByRole('button', { name: 'المتابعة باستخدام Google' }).click()
  const popup = await popupOpened
  await popup.getByRole('button', { name: 'Cancel' }).waitFor()
  const state = new URL(popup.url()).searchParams.get('state')
  expect(state).toBeTruthy()
  // Cancelled: the provider sends the pop-up to the server's callback, which spends the login and closes it.
  await popup.getByRole('button', { name: 'Cancel' }).click()
  await popup.waitForEvent('close')
  await dialog(page).getByRole('alert').waitFor()

  // The same sign-in answered again, in a tab of a browser that asks for English.
  const tab = await context.newPage()
  const callback = `${inject('stack').serverUrl}/auth/social/callback?state=${state}&code=again`
  const response = await tab.goto(callback)
  expect(response?.status()).toBe(400)
  expect(await response?.request().headerValue('accept-language')).toMatch(/^en/)
  expect(await tab.locator('html').getAttribute('lang')).toBe('ar')
  expect(await tab.locator('html').getAttribute('dir')).toBe('rtl')
  await tab.getByRole('heading', { name: 'انتهت صلاحية تسجيل الدخول هذا' }).waitFor()
  expect(await tab.title()).toBe('انتهت صلاحية تسجيل الدخول')
  expect(await tab.locator('body').textContent()).toContain('أغلق هذه النافذة وحاول مرة أخرى.')
  // Right to left as laid out: the (short) paragraph starts at the right edge of its column, not the left.
  const line = await tab
    .locator('main p')
    .first()
    .evaluate((element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      const text = range.getBoundingClientRect()
      const box = element.getBoundingClientRect()
      return { textRight: text.right, boxRight: box.right, textLeft: text.left, boxLeft: box.left }
    })
  expect(Math.abs(line.boxRight - line.textRight)).toBeLessThan(2)
  expect(line.textLeft - line.boxLeft).toBeGreaterThan(20)
  await checkScreen({ ...session, page: tab }, 'social-expired-ar')
})
