/** One mail the devnet caught. */
export type Mail = { to?: string; subject: string; text: string; date: string }

/** Reads the devnet's mail catcher: the mails the secure site sent (login codes, approval links). */
export type Mailbox = {
  /** Every mail to `to`, newest first. */
  messages(to: string): Promise<Mail[]>
  /** Waits until `to` has more than `after` mails (default: any) and returns the newest. */
  waitForMail(to: string, options?: WaitOptions): Promise<Mail>
  /** Waits for a new mail to `to` and returns its 6-digit code. */
  waitForCode(to: string, options?: WaitOptions): Promise<string>
  /** Waits for a new mail to `to` and returns its first link (the device approval link). */
  waitForLink(to: string, options?: WaitOptions): Promise<string>
}

/** `after`: how many mails were there before (count them with `messages`); `timeoutMs`: 20 s unless set. */
export type WaitOptions = { after?: number; timeoutMs?: number }

/** The mailbox of a devnet whose API answers at `apiUrl`, read with `fetcher`. */
export function createMailbox(apiUrl: string, fetcher: typeof fetch): Mailbox {
  const messages = async (to: string): Promise<Mail[]> => {
    const response = await fetcher(`${apiUrl}/devnet/mail/messages?to=${encodeURIComponent(to)}`)
    if (!response.ok) throw new Error(`mailbox: ${response.status} ${await response.text()}`)
    return ((await response.json()) as { messages: Mail[] }).messages
  }
  const waitForMail = async (to: string, options: WaitOptions = {}): Promise<Mail> => {
    const deadline = Date.now() + (options.timeoutMs ?? 20_000)
    for (;;) {
      const list = await messages(to)
      if (list.length > (options.after ?? 0) && list[0]) return list[0]
      if (Date.now() > deadline) throw new Error(`mailbox: no new mail to ${to}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const match = async (to: string, pattern: RegExp, what: string, options?: WaitOptions) => {
    const mail = await waitForMail(to, options)
    const found = pattern.exec(mail.text)?.[1]
    if (!found) throw new Error(`mailbox: no ${what} in "${mail.subject}"`)
    return found
  }
  return {
    messages,
    waitForMail,
    waitForCode: (to, options) => match(to, /\b(\d{6})\b/, 'code', options),
    waitForLink: (to, options) => match(to, /(https?:\/\/\S+)/, 'link', options),
  }
}
