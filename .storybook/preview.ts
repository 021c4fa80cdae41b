import type { Preview } from '@storybook/react-vite'

// The preview frame names no icon, so the browser asks for /favicon.ico, which the static build
// lacks: the 404 lands in the console of whichever story renders first. An empty icon ends that.
if (typeof document !== 'undefined' && !document.querySelector('link[rel="icon"]')) {
  const icon = document.createElement('link')
  icon.rel = 'icon'
  icon.href = 'data:,'
  document.head.append(icon)
}

const preview: Preview = {
  parameters: {
    // The modal is a fixed overlay; fullscreen gives it the whole frame as on a host page.
    layout: 'fullscreen',
    controls: { expanded: true },
  },
}

export default preview
