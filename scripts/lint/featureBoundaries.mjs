// ESLint rule: inside a remote, a feature imports @servenear/shared, its remote's src/components
// and src/ui, and its own folder only; src/components never import a feature. What two features
// both need moves to src/components (docs/architecture.md §7, as in bulletproof-react).
import path from 'node:path';

/** Where a file sits in a remote: its remote's src folder, and the layer (a feature, components, …). */
function placeOf(file) {
  const match = /^(.*\/remote-[a-z]+\/src)\/([^/]+)(?:\/([^/]+))?/.exec(file.split(path.sep).join('/'));
  if (!match) return null;
  const [, src, layer, name] = match;
  return { src, layer, feature: layer === 'features' ? name : null };
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Within a remote, features import shared, src/components, src/ui and their own folder only.' },
    messages: {
      otherFeature: "'{{source}}' is the feature '{{target}}'. A feature imports @servenear/shared, src/components, src/ui and its own folder only: move what both need to src/components.",
      featureFromComponents: "'{{source}}' is a feature. src/components are used by features and never use one.",
      app: "'{{source}}' is src/app, which wires pages; nothing below it imports it.",
    },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from || (from.layer !== 'features' && from.layer !== 'components')) return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(context.filename), source));
      if (!to || to.src !== from.src) return;
      if (to.layer === 'app') context.report({ node, messageId: 'app', data: { source } });
      else if (to.layer === 'features' && from.layer === 'components') context.report({ node, messageId: 'featureFromComponents', data: { source } });
      else if (to.layer === 'features' && to.feature !== from.feature) context.report({ node, messageId: 'otherFeature', data: { source, target: to.feature } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
