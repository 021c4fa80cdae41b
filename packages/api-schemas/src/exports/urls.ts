// The URL checks alone, without a schema: the modal checks every URL it opens with these, in code
// that loads before the first click, where importing the schemas would bring zod along.
export { isAppLink, isWebUrl, LOCAL_DEVELOPMENT_HOSTS } from '../urls/isWebUrl'
