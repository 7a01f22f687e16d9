// ESLint rule (issue 41, decision 0064): a text shown to a person is read from a catalogue
// (`defineTexts` in @servenear/shared/i18n), never written in a component. It finds what a person
// would see: JSX text, the attributes a screen reader or tooltip speaks, and toasts.
//
// Allowed without a catalogue: text with no letter (₹, ·, *, …), and anything inside a
// `defineTexts(…)` call, which is where the English lives.

/** Attributes read out or shown: their string values are texts. */
const SPOKEN_ATTRIBUTES = new Set(['alt', 'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'label', 'placeholder', 'title']);

/** Attributes that hold names, classes and addresses, never a text. */
const TECHNICAL_ATTRIBUTES = new Set(['className', 'id', 'href', 'to', 'src', 'srcSet', 'sizes', 'type', 'name', 'role', 'htmlFor', 'autoComplete', 'inputMode', 'rel', 'target', 'method', 'action', 'key', 'lang', 'dir', 'accept', 'capture', 'pattern', 'form', 'loading', 'decoding', 'fetchPriority', 'enterKeyHint', 'd', 'viewBox', 'fill', 'stroke', 'xmlns', 'points', 'transform']);

/** Two words: an attribute of ours holding that is a text passed down ('heading', 'emptyText'). */
const WORDS = /\p{L}\s+\p{L}/u;

/** A letter of any script: Latin, Devanagari, Tamil, … */
const LETTER = /\p{L}/u;

/** Calls whose string argument is shown to the person: a toast. */
const SHOWN_CALLS = new Set(['notify']);

function hasLetter(text) {
  return LETTER.test(text);
}

function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
  if (node.type === 'ConditionalExpression') return [literalText(node.consequent), literalText(node.alternate)].filter(Boolean).join(' ') || null;
  if (node.type === 'LogicalExpression') return literalText(node.right);
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const untranslatedText = {
  meta: {
    type: 'problem',
    docs: { description: 'A text shown to a person comes from a catalogue (defineTexts), so it can be translated.' },
    messages: {
      text: "'{{text}}' is shown to a person: put it in the feature's texts (defineTexts in @servenear/shared/i18n) and read it from there.",
    },
    schema: [],
  },
  create(context) {
    function report(node, text) {
      context.report({ node, messageId: 'text', data: { text: text.trim().replace(/\s+/g, ' ').slice(0, 60) } });
    }
    function checkExpression(node) {
      const text = literalText(node);
      if (text !== null && hasLetter(text)) report(node, text);
    }
    return {
      JSXText(node) {
        if (hasLetter(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') checkExpression(node.expression);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!node.value || TECHNICAL_ATTRIBUTES.has(name) || name.startsWith('data-')) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = literalText(value);
        if (text === null || !hasLetter(text)) return;
        if (SPOKEN_ATTRIBUTES.has(name) || WORDS.test(text)) report(value, text);
      },
      CallExpression(node) {
        const callee = node.callee.type === 'MemberExpression' ? node.callee.property : node.callee;
        if (callee.type !== 'Identifier' || !SHOWN_CALLS.has(callee.name)) return;
        for (const argument of node.arguments.slice(1)) checkExpression(argument);
      },
    };
  },
};
