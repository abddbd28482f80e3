'use client'
import { loginWithFarcaster, loginWithSocial } from '@kit/core/actions'
import { BrandIcon, ChevronRightIcon } from '../modal/icons.js'
import { Row, useModalContext, View } from '../modal/ui.js'

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
              icon={<BrandIcon brand={provider} name={messages.socialNames[provider]} />}
              label={messages.continueWith(messages.socialNames[provider])}
              trailing={<ChevronRightIcon />}
              onClick={() => void loginWithSocial(kit, { provider })}
            />
          </li>
        ))}
        {farcaster && (
          <li>
            <Row
              icon={<BrandIcon brand="farcaster" name={messages.socialNames.farcaster} />}
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
