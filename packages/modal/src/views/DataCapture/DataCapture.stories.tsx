import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import type { Stores } from '../../stores/createStores'
import { CoreFixture } from '../../testing/CoreFixture'
import { createTestCore } from '../../testing/createTestCore'
import { RECENT_EMAILS_KEY } from '../../utils/emailSuggestions'
import { DataCapture } from './DataCapture'

/** What a DataCapture story shows: the state, the browser's recent addresses, text typed, the theme. */
type Args = {
  setup?: (stores: Stores) => void
  recent?: string[]
  typed?: string
  theme: 'light' | 'dark'
}

/** A storage of this story only, holding `recent` (nothing reaches the page's own storage). */
function storyStorage(recent: string[]): Storage {
  const items = new Map<string, string>([[RECENT_EMAILS_KEY, JSON.stringify(recent)]])
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

function DataCaptureStory(args: Args) {
  const [core] = useState(() => {
    const made = createTestCore({
      connected: true,
      options: {
        siwx: { statement: 'Sign in', sessionUrl: 'http://127.0.0.1:4100/auth/v1' },
      },
      setup: (stores) => {
        stores.options.siwx = { statement: 'Sign in', captureEmail: 'optional' }
        args.setup?.(stores)
      },
    })
    made.storage = storyStorage(args.recent ?? [])
    return made
  })
  return (
    <CoreFixture core={core} theme={args.theme}>
      <div
        ref={(node) => {
          // The visitor's typing, for the suggestions state.
          const input = node?.querySelector<HTMLInputElement>('input[type="email"]')
          if (!input || !args.typed || input.value) return
          const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
          set?.call(input, args.typed)
          input.dispatchEvent(new Event('input', { bubbles: true }))
        }}
      >
        <DataCapture />
      </div>
    </CoreFixture>
  )
}

const meta = {
  title: 'Views/DataCapture',
  render: (args: Args) => <DataCaptureStory {...args} />,
} satisfies Meta<Args>
export default meta
type Story = StoryObj<typeof meta>

const EMAIL = 'ada@example.com'
const codeStep =
  (error?: string, waitMs = 0, step: 'code' | 'verifying' = 'code') =>
  (stores: Stores) => {
    Object.assign(stores.auth.dataCapture, {
      step,
      email: EMAIL,
      error,
      resendAt: waitMs ? Date.now() + waitMs : 0,
    })
  }
const required = (stores: Stores) => {
  stores.options.siwx = { statement: 'Sign in', captureEmail: 'required' }
}
const failed = (error: string) => (stores: Stores) => {
  Object.assign(stores.auth.dataCapture, { step: 'enterEmail', email: EMAIL, error })
}

/** The empty field, Skip offered. */
export const Empty: Story = {
  tags: ['gallery'],
  args: { theme: 'light' },
}
/** Required by the host: no Skip. */
export const Required: Story = { args: { theme: 'light', setup: required } }
/** Required by the host: no Skip. Dark theme. */
export const RequiredDark: Story = { args: { theme: 'dark', setup: required } }
/** Common domains suggested while typing. */
export const Suggestions: Story = { args: { theme: 'light', typed: 'ada@' } }
/** Common domains suggested while typing. Dark theme. */
export const SuggestionsDark: Story = { args: { theme: 'dark', typed: 'ada@' } }
/** This browser's recent addresses. */
export const RecentAddresses: Story = {
  args: { theme: 'light', recent: [EMAIL, 'ada.lovelace@work.example'] },
}
/** This browser's recent addresses. Dark theme. */
export const RecentAddressesDark: Story = {
  args: { theme: 'dark', recent: [EMAIL, 'ada.lovelace@work.example'] },
}
/** The code was sent; the resend waits. */
export const CodeSent: Story = {
  tags: ['gallery'],
  args: { theme: 'light', setup: codeStep(undefined, 30_000) },
}
/** The code was sent; the resend waits. Dark theme. */
export const CodeSentDark: Story = { args: { theme: 'dark', setup: codeStep(undefined, 30_000) } }
/** Checking the code. */
export const Verifying: Story = {
  args: { theme: 'light', setup: codeStep(undefined, 0, 'verifying') },
}
/** Checking the code. Dark theme. */
export const VerifyingDark: Story = {
  args: { theme: 'dark', setup: codeStep(undefined, 0, 'verifying') },
}
/** A wrong code. */
export const WrongCode: Story = { args: { theme: 'light', setup: codeStep('Invalid code') } }
/** A wrong code. Dark theme. */
export const WrongCodeDark: Story = { args: { theme: 'dark', setup: codeStep('Invalid code') } }
/** An expired code. */
export const ExpiredCode: Story = {
  args: { theme: 'light', setup: codeStep('The code has expired; request a new code') },
}
/** An expired code. Dark theme. */
export const ExpiredCodeDark: Story = {
  args: { theme: 'dark', setup: codeStep('The code has expired; request a new code') },
}
/** Too many wrong codes. */
export const TooManyWrongCodes: Story = {
  args: { theme: 'light', setup: codeStep('Too many wrong codes; request a new code') },
}
/** Too many wrong codes. Dark theme. */
export const TooManyWrongCodesDark: Story = {
  args: { theme: 'dark', setup: codeStep('Too many wrong codes; request a new code') },
}
/** A resend refused during the wait. */
export const ResendWait: Story = {
  args: {
    theme: 'light',
    setup: codeStep('Please try again after 12 seconds', 12_000),
  },
}
/** A resend refused during the wait. Dark theme. */
export const ResendWaitDark: Story = {
  args: { theme: 'dark', setup: codeStep('Please try again after 12 seconds', 12_000) },
}
/** Too many mails to the address: the field keeps it. */
export const RateLimited: Story = {
  args: { theme: 'light', setup: failed('Too many emails sent; try again in 540 s') },
}
/** Too many mails to the address: the field keeps it. Dark theme. */
export const RateLimitedDark: Story = {
  args: { theme: 'dark', setup: failed('Too many emails sent; try again in 540 s') },
}
/** The service cannot be reached. */
export const ServiceError: Story = {
  args: { theme: 'light', setup: failed('The sign-in service cannot be reached; try again') },
}
/** The service cannot be reached. Dark theme. */
export const ServiceErrorDark: Story = {
  args: { theme: 'dark', setup: failed('The sign-in service cannot be reached; try again') },
}
/** Sending the code. */
export const Sending: Story = {
  args: {
    theme: 'light',
    setup: (stores) => Object.assign(stores.auth.dataCapture, { step: 'sending', email: EMAIL }),
  },
}
/** Sending the code. Dark theme. */
export const SendingDark: Story = {
  args: {
    theme: 'dark',
    setup: (stores) => Object.assign(stores.auth.dataCapture, { step: 'sending', email: EMAIL }),
  },
}
