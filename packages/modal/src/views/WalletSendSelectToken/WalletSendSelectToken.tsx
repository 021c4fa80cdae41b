import { useEffect, useId, useState } from 'react'
import { fetchBalances } from '../../actions/fetchBalances'
import { goBack } from '../../actions/router'
import { setSendToken } from '../../actions/sendForm'
import { Icon } from '../../components/Icon/Icon'
import { TokenList } from '../../components/TokenList/TokenList'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'

/** The tokens the account holds on this network, searchable; choosing one returns to Send. */
export function WalletSendSelectToken() {
  const t = useT()
  const core = useCore()
  const balances = useStoreState('balances')
  const [search, setSearch] = useState('')
  const id = useId()
  useEffect(() => {
    if (core.evm) void fetchBalances(core)
  }, [core])
  const term = search.trim().toLowerCase()
  const tokens = balances.tokens.filter(
    (token) =>
      term === '' ||
      token.symbol.toLowerCase().includes(term) ||
      token.name.toLowerCase().includes(term),
  )
  return (
    <>
      <label htmlFor={id} className="w3m-visually-hidden">
        {t('Search tokens')}
      </label>
      <div className="w3m-input-icon">
        <Icon name="search" />
        <input
          id={id}
          className="w3m-input"
          type="search"
          placeholder={t('Search token')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <TokenList
        tokens={tokens}
        status={balances.status === 'ready' && tokens.length === 0 ? 'ready' : balances.status}
        onChoose={(token) => {
          setSendToken(core, token)
          goBack(core.stores)
        }}
      />
    </>
  )
}
