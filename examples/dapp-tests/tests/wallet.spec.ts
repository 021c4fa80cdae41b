import { connectWallet, expect, modalDialog, test } from './dapp'

/** Balance of an address on a devnet chain, in wei, read from the chain itself. */
async function balanceOf(rpcUrl: string, address: string): Promise<bigint> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [address, 'latest'],
    }),
  })
  return BigInt(((await response.json()) as { result: string }).result)
}

test('connects the Devnet Wallet once its user approves', async ({ page, wallet, devnet }) => {
  await connectWallet(page, async () => {
    await expect(wallet.dialog).toContainText('Connection request')
    await wallet.approve()
  })
  await expect(page.getByTestId('dapp-address')).toHaveText(devnet.state.accounts[0]!)
  await expect(page.getByTestId('dapp-chain')).toHaveText('8453')
})

test('signs a message, and a rejected signature reaches the dapp as an error', async ({
  page,
  wallet,
}) => {
  await connectWallet(page, () => wallet.approve())
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(wallet.dialog).toContainText('Hello from the example dapp')
  // A slow user: the dapp shows that it waits until the wallet answers.
  await expect(page.getByTestId('dapp-result')).toHaveText('Waiting for the wallet…')
  await wallet.approve({ delayMs: 200 })
  await expect(page.getByTestId('dapp-result')).toHaveText(/^0x[0-9a-f]{130}$/)

  await page.getByRole('button', { name: 'Sign a message' }).click()
  await wallet.reject()
  await expect(page.getByTestId('dapp-result')).toHaveText('Failed: User rejected the request.')
})

test('sends 0.001 ETH: the recipient has it on chain', async ({ page, wallet, devnet }) => {
  const recipient = devnet.state.accounts[3]!
  const rpc = devnet.state.rpc[8453]!
  const before = await balanceOf(rpc, recipient)
  await connectWallet(page, () => wallet.approve())
  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  await expect(wallet.dialog).toContainText('0.001 ETH')
  await wallet.approve()
  await expect(page.getByTestId('dapp-result')).toHaveText(/^0x[0-9a-f]{64}$/)
  expect((await balanceOf(rpc, recipient)) - before).toBe(10n ** 15n)
})

test('switches chain from the modal and from the wallet', async ({ page, wallet }) => {
  await connectWallet(page, () => wallet.approve())
  await page.getByTestId('w3m-button').click()
  await modalDialog(page, 'Account').getByTestId('w3m-account-network').click()
  await modalDialog(page, 'Choose network')
    .getByRole('button', { name: /Arbitrum One/ })
    .click()
  await expect(page.getByTestId('dapp-chain')).toHaveText('42161')
  await page.getByTestId('w3m-close').click()

  // The visitor switches in the wallet itself: the modal and the dapp follow.
  await wallet.switchChain(8453)
  await expect(page.getByTestId('dapp-chain')).toHaveText('8453')
})

test('the dapp follows the wallet to another account, and a locked wallet disconnects it', async ({
  page,
  wallet,
  devnet,
}) => {
  await connectWallet(page, () => wallet.approve())
  await wallet.switchAccount(1)
  await expect(page.getByTestId('dapp-address')).toHaveText(devnet.state.accounts[1]!)
  await wallet.lock()
  await expect(page.getByTestId('dapp-address')).toHaveText('not connected')
})
