import type { Meta, StoryObj } from '@storybook/react-vite'
import { createStoryCore, ModalStory } from '../../testing/ModalStory'

const meta = { title: 'Components/Toasts', component: ModalStory } satisfies Meta<typeof ModalStory>
export default meta
type Story = StoryObj<typeof meta>

const withToasts = (theme: 'light' | 'dark') =>
  createStoryCore({
    theme,
    setup: (stores) => {
      stores.modal.open = false
      stores.toast.toasts = [
        { id: 1, variant: 'loading', message: 'Authenticating...', visible: true },
        { id: 2, variant: 'success', message: 'Address copied', visible: true },
        { id: 3, variant: 'error', message: 'Connection rejected', visible: true },
      ]
    },
  })

/** Loading, success and error toasts, three at most. */
export const Variants: Story = { args: { core: withToasts('light') } }
/** The same in the dark theme. */
export const Dark: Story = { args: { core: withToasts('dark') } }
