import type sanitizeHtml from 'sanitize-html';

/**
 * sanitize-html and its parser, loaded with the first content page: about 70 modules that every
 * process (every server test file too) loaded at start although few of them serve one.
 */
const loadSanitizer = () => import('sanitize-html');

const options: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Without this, the text of a <script> or <style> would survive as visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
};

/**
 * Content pages are HTML rendered into the site: only structure and links survive
 * (no scripts, styles, event handlers or javascript: links).
 */
export async function sanitizeContent(html: string): Promise<string> {
  const { default: sanitize } = await loadSanitizer();
  return sanitize(html, options);
}
