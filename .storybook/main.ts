import type { StorybookConfig } from '@storybook/react-vite'
import { workspaceAliases } from '../aliases'

const config: StorybookConfig = {
  stories: ['../packages/modal/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: async (viteConfig) => {
    viteConfig.resolve ??= {}
    const existing = viteConfig.resolve.alias
    viteConfig.resolve.alias = [
      ...workspaceAliases,
      ...(Array.isArray(existing)
        ? existing
        : Object.entries(existing ?? {}).map(([find, replacement]) => ({ find, replacement }))),
    ]
    return viteConfig
  },
}

export default config
