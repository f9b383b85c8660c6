// The portal's and admin app's own lint rules: every visible string from a catalog, and one-way imports.
import { dirname, relative, resolve, sep } from 'node:path';
import process from 'node:process';

// react-admin's props a person sees too (Confirm's content, a field's emptyText).
const visibleAttributes = new Set([
  'label',
  'title',
  'alt',
  'aria-label',
  'placeholder',
  'helperText',
  'question',
  'content',
  'emptyText',
]);
/** A catalog key (`ra.action.edit`, `resources.users.name`) is not literal text: react-admin translates it. */
const isCatalogKey = (text) => /^[\w-]+(\.[\w-]+)+$/.test(text.trim());
const hasWords = (text) => /\p{L}{2,}/u.test(text) && !isCatalogKey(text);

/** Literal words in JSX, or in a JSX attribute a person sees, instead of a translation. */
const noLiteralText = {
  meta: { type: 'problem', messages: { literal: 'Text a person sees comes from the i18n catalog: "{{text}}"' } },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.name;
        if (!visibleAttributes.has(name) || node.value?.type !== 'Literal') return;
        if (typeof node.value.value === 'string' && hasWords(node.value.value)) report(node, node.value.value);
      },
    };
  },
};

/**
 * bulletproof-react's rule: shared code (lib, components) → features → app. A feature never imports another
 * feature, shared code imports no feature and not the app, and the browser apps import no server folder.
 */
const oneWayImports = {
  meta: { type: 'problem', messages: { upward: '{{from}} may not import {{to}}' } },
  create(context) {
    const file = context.filename;
    const parts = (path) => relative(process.cwd(), path).split(sep);
    const [app, src, area, feature] = parts(file);
    if (!['web', 'admin'].includes(app) || src !== 'src') return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (/^@landrecords\/(services|projections)|^\.\.\/.*\b(services|projections|ops)\//.test(source)) {
          return context.report({ node, messageId: 'upward', data: { from: `${app}/src`, to: source } });
        }
        if (!source.startsWith('.')) return;
        const [toApp, toSrc, toArea, toFeature] = parts(resolve(dirname(file), source));
        if (toApp !== app || toSrc !== 'src') return;
        const sharedImportsUp = ['lib', 'components'].includes(area) && ['features', 'app'].includes(toArea);
        const featureImportsOther = area === 'features' && toArea === 'features' && toFeature !== feature;
        const featureImportsApp = area === 'features' && toArea === 'app';
        if (sharedImportsUp || featureImportsOther || featureImportsApp) {
          context.report({ node, messageId: 'upward', data: { from: `${area}/${feature ?? ''}`, to: source } });
        }
      },
    };
  },
};

export const portalRules = { rules: { 'no-literal-text': noLiteralText, 'one-way-imports': oneWayImports } };
