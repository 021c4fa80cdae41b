import type { Preview } from '@storybook/react-vite'
import { createElement } from 'react'
import { StoryGlobalsContext } from '../packages/modal/src/testing/storyGlobals'

// The preview frame names no icon, so the browser asks for /favicon.ico, which the static build
// lacks: the 404 lands in the console of whichever story renders first. An empty icon ends that.
if (typeof document !== 'undefined' && !document.querySelector('link[rel="icon"]')) {
  const icon = document.createElement('link')
  icon.rel = 'icon'
  icon.href = 'data:,'
  document.head.append(icon)
}

const preview: Preview = {
  // The theme in the toolbar; the render check's dark variant sets it (`globals=theme:dark`).
  globalTypes: {
    theme: {
      description: "Theme of the modal (the story's own when unset)",
      toolbar: { title: 'Theme', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  decorators: [
    (Story, context) =>
      createElement(
        StoryGlobalsContext.Provider,
        { value: { theme: context.globals.theme as 'light' | 'dark' | undefined } },
        createElement(Story),
      ),
  ],
  parameters: {
    // The modal is a fixed overlay; fullscreen gives it the whole frame as on a host page.
    layout: 'fullscreen',
    controls: { expanded: true },
  },
}

export default preview
