// A tiny dapp on the official sign-client, bundled for the browser by startWalletConnectBench.
import { SignClient } from '@walletconnect/sign-client'
import { disableHostedVerify, localSignClientOptions } from '../../relay/localSignClient'

type DappConfig = { relayUrl: string; projectId: string }
type Session = { topic: string; namespaces: Record<string, { accounts: string[] }> }

const config = JSON.parse(document.getElementById('dapp-config')?.textContent ?? '{}') as DappConfig
const out = (id: string, text: string) => {
  const node = document.getElementById(id)
  if (node) node.textContent = text
}

const state = {
  uri: '',
  session: undefined as Session | undefined,
  events: [] as Array<{ name: string; data: unknown }>,
  deleted: false,
  error: '',
}

const ready = (async () => {
  const client = await SignClient.init({
    ...localSignClientOptions({ ...config, customStoragePrefix: 'e2e-dapp' }),
    metadata: {
      name: 'E2E Dapp',
      description: 'A dapp for the wallet page test',
      url: location.origin,
      icons: [],
    },
  })
  disableHostedVerify(client)
  client.on('session_event', ({ params }) => {
    state.events.push(params.event)
    out('events', JSON.stringify(state.events))
  })
  client.on('session_delete', () => {
    state.deleted = true
    state.session = undefined
    out('status', 'disconnected by the wallet')
  })
  return client
})()

async function connect(): Promise<void> {
  const client = await ready
  const { uri, approval } = await client.connect({
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:8453', 'eip155:42161'],
        methods: [
          'personal_sign',
          'eth_signTypedData_v4',
          'eth_sendTransaction',
          'wallet_switchEthereumChain',
        ],
        events: ['chainChanged', 'accountsChanged'],
      },
    },
  })
  state.uri = uri ?? ''
  out('uri', state.uri)
  approval().then(
    (session) => {
      state.session = session as Session
      out('status', `connected ${session.namespaces.eip155?.accounts[0] ?? ''}`)
    },
    (error: { code?: number; message?: string }) => {
      state.error = `${error.code}: ${error.message}`
      out('status', `rejected ${state.error}`)
    },
  )
}

async function request(method: string, params: unknown, chainId = 'eip155:8453'): Promise<unknown> {
  const client = await ready
  if (!state.session) throw new Error('no session')
  return client
    .request({ topic: state.session.topic, chainId, request: { method, params } })
    .catch((error: { code?: number; message?: string }) => ({
      code: error.code,
      message: error.message,
    }))
}

Object.assign(window, { __dapp: { ready, connect, request, state } })
