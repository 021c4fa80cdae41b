import { useId } from 'react'
import { useT } from '../../i18n/translate'
import type { SendState } from '../../stores/createSendStore'
import { shortAddress } from '../../utils/formatAddress'
import { safeImageUrl } from '../../utils/safeUrl'

/** The receiver field: an address or a name, with who it resolved to (name, avatar, address). */
export function ReceiverInput(props: {
  receiver: Pick<
    SendState,
    | 'receiverInput'
    | 'receiverAddress'
    | 'receiverProfileName'
    | 'receiverProfileImage'
    | 'receiverStatus'
  >
  onChange: (value: string) => void
  /** On Solana the receiver is a base58 address (no names). */
  solana?: boolean
}) {
  const t = useT()
  const id = useId()
  const { receiver } = props
  return (
    <div>
      <label htmlFor={id} className="w3m-text-secondary">
        {props.solana ? t('To (Solana address)') : t('To (address or name)')}
      </label>
      <input
        id={id}
        className="w3m-input"
        autoComplete="off"
        spellCheck={false}
        placeholder={props.solana ? t('Solana address') : t('0x… or name.reown.id')}
        value={receiver.receiverInput}
        onChange={(event) => props.onChange(event.target.value)}
        data-testid="w3m-send-receiver"
      />
      <div aria-live="polite" data-testid="w3m-send-receiver-status">
        {receiver.receiverStatus === 'resolving' ? (
          <p className="w3m-text-secondary">{t('Looking up the name…')}</p>
        ) : receiver.receiverStatus === 'unknown' ? (
          <p className="w3m-error-text">
            {props.solana ? t('Not a Solana address') : t('No address found for this name')}
          </p>
        ) : receiver.receiverAddress &&
          (receiver.receiverProfileName || receiver.receiverProfileImage) ? (
          <p className="w3m-address">
            {safeImageUrl(receiver.receiverProfileImage) ? (
              <img
                className="w3m-wallet-image"
                src={safeImageUrl(receiver.receiverProfileImage)}
                alt=""
              />
            ) : null}
            <span className="w3m-strong">{receiver.receiverProfileName}</span>
            <span className="w3m-text-secondary">{shortAddress(receiver.receiverAddress)}</span>
          </p>
        ) : null}
      </div>
    </div>
  )
}
