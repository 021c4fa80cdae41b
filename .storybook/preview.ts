import type { Decorator, Preview } from '@storybook/react-vite'
import { createElement } from 'react'
import type { Core } from '../packages/modal/src/core/createCore'
import { LOCALES } from '../packages/modal/src/i18n/locales'
import { StoryGlobalsContext } from '../packages/modal/src/testing/storyGlobals'

// The preview frame names no icon, so the browser asks for /favicon.ico, which the static build
// lacks: the 404 lands in the console of whichever story renders first. An empty icon ends that.
if (typeof document !== 'undefined' && !document.querySelector('link[rel="icon"]')) {
  const icon = document.createElement('link')
  icon.rel = 'icon'
  icon.href = 'data:,'
  document.head.append(icon)
}

/**
 * The toolbar's `locale` global: unless it is "story's own", it becomes the locale of the story's
 * core (docs/behaviour.md#locale), so every story can be seen in every language.
 */
const withLocale: Decorator = (Story, context) => {
  const core = (context.args as { core?: Core }).core
  const locale = context.globals.locale as string | undefined
  if (core && locale) core.stores.options.locale = locale
  return Story()
}

const preview: Preview = {
  decorators: [
    withLocale,
    (Story, context) =>
      createElement(
        StoryGlobalsContext.Provider,
        {
          value: {
            theme: context.globals.theme as 'light' | 'dark' | undefined,
            locale: context.globals.locale as string | undefined,
          },
        },
        createElement(Story),
      ),
  ],
  globalTypes: {
    locale: {
      description: "The modal's language",
      toolbar: {
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: '', title: "Story's own" },
          ...LOCALES.map((locale) => ({ value: locale, title: locale })),
        ],
      },
    },
    // The theme in the toolbar; the render check's dark variant sets it (`globals=theme:dark`).
    theme: {
      description: "Theme of the modal (the story's own when unset)",
      toolbar: { title: 'Theme', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: '' },
  parameters: {
    // The modal is a fixed overlay; fullscreen gives it the whole frame as on a host page.
    layout: 'fullscreen',
    controls: { expanded: true },
  },
}

export default preview
