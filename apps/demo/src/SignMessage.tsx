import { useAccount, useKit } from '@kit/react'
import { useState } from 'react'

const MESSAGE = 'Hello from the Kit demo'

/** Asks the connected wallet to sign a short message (personal_sign on EVM) and shows the signature. */
export function SignMessage() {
  const kit = useKit()
  const account = useAccount()
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()
  const [signing, setSigning] = useState(false)

  async function sign() {
    setSigning(true)
    setError(undefined)
    setSignature(undefined)
    try {
      setSignature(await kit.connection.signMessage(MESSAGE))
    } catch (cause) {
      setError((cause as { shortMessage?: string }).shortMessage ?? String(cause))
    } finally {
      setSigning(false)
    }
  }

  return (
    <div className="demo-sign">
      <button type="button" disabled={!account.isConnected || signing} onClick={sign}>
        {signing ? 'Signing…' : 'Sign a message'}
      </button>
      {signature && (
        <p>
          Signed “{MESSAGE}”:{' '}
          <code className="demo-mono" data-testid="signature">
            {signature}
          </code>
        </p>
      )}
      {error && <p role="alert">{error}</p>}
    </div>
  )
}
