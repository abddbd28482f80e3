'use client'
import { loginWithFarcaster, loginWithSocial } from '@kit/core/actions'
import { ChevronRightIcon } from '../modal/icons.js'
import { IconBox, Row, useModalContext, View } from '../modal/ui.js'

/** Every social login (and Farcaster) as a list. */
export default function ConnectSocialsView() {
  const { kit, messages } = useModalContext()
  const { socials, farcaster } = kit.options.features
  return (
    <View>
      <ul className="kit-list">
        {socials.map((provider) => (
          <li key={provider}>
            <Row
              icon={<IconBox>{messages.socialNames[provider].slice(0, 1)}</IconBox>}
              label={messages.continueWith(messages.socialNames[provider])}
              trailing={<ChevronRightIcon />}
              onClick={() => void loginWithSocial(kit, { provider })}
            />
          </li>
        ))}
        {farcaster && (
          <li>
            <Row
              icon={<IconBox>F</IconBox>}
              label={messages.continueWith(messages.socialNames.farcaster)}
              trailing={<ChevronRightIcon />}
              onClick={() => void loginWithFarcaster(kit)}
            />
          </li>
        )}
      </ul>
    </View>
  )
}
