// Issue 41: the language switch, for every frame that draws its own header: the shell's header
// and bottom bar, and the partner portal's header (whose pages hide the shell's). An area of its
// own: it brings only its few texts and styles.
export { LanguageSwitch } from './LanguageSwitch';
