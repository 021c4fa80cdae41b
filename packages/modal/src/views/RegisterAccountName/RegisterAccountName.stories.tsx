import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { registerNameStoreOf } from '../../actions/registerNameForm'
import type { Core } from '../../core/createCore'
import type { RegisterNameState } from '../../stores/createRegisterNameStore'
import { CoreFixture } from '../../testing/CoreFixture'
import { createTestCore } from '../../testing/createTestCore'
import { RegisterAccountName } from './RegisterAccountName'

/** How the fixture name service answers suggestions: with these, never, or with a failure. */
type Suggestions = 'answer' | 'pending' | 'fail'

type Args = {
  theme: 'light' | 'dark'
  form?: Partial<RegisterNameState>
  suggestions?: Suggestions
}

// The service answers from memory, so stories reach no network; `alice.reown.id` is taken.
function fixtureCore(suggestions: Suggestions, form: Partial<RegisterNameState>): Core {
  const core = createTestCore({ connected: true })
  core.blockchain = {
    getNameSuggestions: (label: string, zone: string) =>
      suggestions === 'pending'
        ? new Promise(() => undefined)
        : suggestions === 'fail'
          ? Promise.reject(new Error('Server Error'))
          : Promise.resolve(
              [label, `${label}1`, `${label}-dev`, `the${label}`].map((candidate) => ({
                name: `${candidate}.${zone}`,
                registered: candidate === 'alice',
              })),
            ),
  } as unknown as Core['blockchain']
  Object.assign(registerNameStoreOf(core), form)
  return core
}

function NameStory({ theme, form = {}, suggestions = 'answer' }: Args) {
  const [core] = useState(() => fixtureCore(suggestions, form))
  return (
    <CoreFixture core={core} theme={theme}>
      <RegisterAccountName />
    </CoreFixture>
  )
}

const meta = {
  title: 'Views/RegisterAccountName',
  component: NameStory,
  args: { theme: 'light' },
} satisfies Meta<typeof NameStory>
export default meta
type Story = StoryObj<typeof meta>

/** Nothing typed yet: the zone the name will end in. */
export const Empty: Story = {}
/** The same in the dark theme. */
export const EmptyDark: Story = { args: { theme: 'dark' } }
/** A name typed, its suggestions on their way. */
export const LoadingSuggestions: Story = {
  args: { form: { input: 'alice' }, suggestions: 'pending' },
}
/** Suggestions shown, the taken one marked and disabled. */
export const Filled: Story = {
  tags: ['gallery'],
  args: { form: { input: 'alice' } },
}
/** A name the service would refuse, said as typed. */
export const InvalidName: Story = {
  args: {
    form: {
      input: 'al_ice',
      inputError:
        'Use 3 to 63 lowercase letters, digits or hyphens, not starting or ending with a hyphen',
    },
  },
}
/** The suggestions could not be loaded; the name can still be registered. */
export const SuggestionsUnavailable: Story = {
  args: { form: { input: 'alice' }, suggestions: 'fail' },
}
/** Waiting for the wallet's signature. */
export const Signing: Story = {
  args: { form: { input: 'alice1', status: 'signing' } },
}
/** The service refused the registration: its reason. */
export const RegisterError: Story = {
  args: { form: { input: 'alice', error: 'Name alice.reown.id is already registered' } },
}
/** The same in the dark theme. */
export const RegisterErrorDark: Story = {
  args: {
    theme: 'dark',
    form: { input: 'alice', error: 'Name alice.reown.id is already registered' },
  },
}
/** Registered. */
export const Registered: Story = {
  args: { form: { input: 'alice1', status: 'success', registered: 'alice1.reown.id' } },
}
/** The same in the dark theme. */
export const RegisteredDark: Story = {
  args: {
    theme: 'dark',
    form: { input: 'alice1', status: 'success', registered: 'alice1.reown.id' },
  },
}
