// React on the headless entry: the hook that follows a headless instance's state.
export { useW3mHeadless } from '../app/useW3mHeadless'
export * from './headless'
