// One ESLint rule: a file in apps/web/src/features/<a>/ may not import from features/<b>/.
// Features share code through widgets/, ui/, api/, session/ and packages/domain instead.
import path from 'node:path';

const FEATURES = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}features${path.sep}`;

function featureOf(file) {
  const at = file.indexOf(FEATURES);
  if (at === -1) return null;
  return file.slice(at + FEATURES.length).split(path.sep)[0] ?? null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Features may not import other features' },
    messages: {
      crossFeature:
        "Feature '{{from}}' may not import from feature '{{to}}': move the shared piece to widgets/, ui/, " +
        'api/ or packages/domain.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(file), source));
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
