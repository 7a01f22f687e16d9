// Content pages' bodies (admin-edited HTML), for remote-account's /pages/{slug} and the partner's
// privacy policy. An area of its own: DOMPurify is downloaded only by the pages that show one.
export { SanitisedHtml } from './SanitisedHtml';
