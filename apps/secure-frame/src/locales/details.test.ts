import { encodeFunctionData, encodeFunctionResult, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { explainEvmCalls, explainTypedData } from '../approval/explain.js'
import type { JsonRpc } from '../rpc.js'
import { createDetailFormatter, detailLocales, loadDetailTexts } from './details.js'
import { type DetailKey, detailTexts } from './en.js'
import { messageVariables } from './format.js'
import { createFrameLanguage, englishTexts, frameLocales } from './index.js'

const token = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const recipient = '0x000000000000000000000000000000000000bEEF'
const rpc: JsonRpc = {
  url: 'memory',
  async request(_method, params) {
    const [{ data }] = params as [{ data: string }]
    return data === '0x95d89b41'
      ? encodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', result: 'kUSD' })
      : encodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', result: 6 })
  },
}
const transfer = encodeFunctionData({
  abi: erc20Abi,
  functionName: 'transfer',
  args: [recipient, 12_500_000n],
})

describe('the explained rows’ language packs', () => {
  it('every language the frame speaks has one, and every pack has exactly English’s keys with the same variables', async () => {
    // The locale check of this family: a missing or unused key, or a variable that differs from English, fails CI.
    for (const locale of frameLocales.filter((locale) => locale !== 'en'))
      expect(detailLocales, `${locale} has no explained rows`).toContain(locale)
    expect(detailLocales).toHaveLength(22)
    const problems: string[] = []
    for (const locale of detailLocales) {
      const pack = await loadDetailTexts(locale)
      if (pack === detailTexts) problems.push(`${locale}: English's table`)
      for (const key of Object.keys(detailTexts) as DetailKey[]) {
        const text = pack[key]
        if (typeof text !== 'string' || text.trim() === '') problems.push(`${locale}: ${key} is missing`)
        else if (messageVariables(text).join() !== messageVariables(detailTexts[key]).join())
          problems.push(
            `${locale}: ${key} uses ${messageVariables(text)} for ${messageVariables(detailTexts[key])}`,
          )
      }
      for (const key of Object.keys(pack))
        if (!Object.hasOwn(detailTexts, key)) problems.push(`${locale}: ${key} is not an English key`)
    }
    expect(problems).toEqual([])
  })

  it('English stays word for word; a language without a pack is English', async () => {
    expect(await loadDetailTexts('en')).toBe(detailTexts)
    expect(await loadDetailTexts('tlh')).toBe(detailTexts)
    const english = createDetailFormatter(englishTexts)
    expect(english.d('programInstruction', { program: 'P', accounts: 1, bytes: 2 })).toBe(
      'Program P, 1 account, 2 bytes of data',
    )
    expect(english.date(1_893_456_000)).toBe('2030-01-01 00:00:00 UTC')
  })

  it('a token transfer and a permit are explained in the card’s language, with its digits and dates (Arabic, Japanese)', async () => {
    const language = createFrameLanguage()
    const arabic = await language.use(['ar'])
    const signal = new AbortController().signal
    const [row] = await explainEvmCalls([{ to: token, data: transfer }], rpc, signal, [], arabic)
    expect(row?.label).toBe('تحويل رمز')
    // The amount in Arabic's digits; the addresses as they are.
    expect(row?.value).toContain(arabic.amount('12.5', 'kUSD'))
    expect(row?.value).toContain(recipient)
    expect(row?.value).toContain(token)
    const japanese = await language.use(['ja'])
    const [permit] = await explainTypedData(
      {
        domain: { name: 'Kit USD', verifyingContract: token },
        primaryType: 'Permit',
        message: { spender: recipient, value: 100_000_000n, deadline: 1_893_456_000 },
      },
      rpc,
      signal,
      japanese,
    )
    expect(permit?.label).toBe('トークンの許可')
    expect(permit?.value).toContain('2030年1月1日')
    expect(permit?.value).not.toContain('Lets')
  })
})
