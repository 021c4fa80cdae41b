import { defineConfig } from 'vitest/config'
import { workspaceAliases } from './aliases'
import { projects } from './vitest.workspace'

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: { projects, passWithNoTests: false },
})
