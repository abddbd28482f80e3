// Turns a language pack (data) into a messages table (with functions), on the pack's first load.
import type { KitMessages } from '../messages.js'
import { type MessageFunctionKey, type MessageTemplates, messageArguments } from './arguments.js'
import { compileTemplate } from './format.js'

/** The pack's messages with each template compiled into the function KitMessages has in its place. */
export function compilePack(templates: MessageTemplates, locale: string): KitMessages {
  const messages: Record<string, unknown> = { ...templates }
  for (const key of Object.keys(messageArguments) as MessageFunctionKey[])
    messages[key] = compileTemplate(templates[key], messageArguments[key], locale)
  return messages as KitMessages
}
