import { registerHooks } from 'node:module';
import { isInherited } from './docs.ts';

/*
 * The docs pages' props tables come from react-docgen-typescript, which reads types through the TypeScript compiler
 * API. Our `typescript` is TypeScript 7, the native compiler without that API, so the docgen packages (and they
 * alone) get TypeScript 6, installed under the npm alias `typescript6`.
 */
const docgenPackage = /[\\/]node_modules[\\/](@joshwooding[\\/]vite-plugin-)?react-docgen-typescript[\\/]/;
registerHooks({
  resolve: (specifier, context, nextResolve) =>
    nextResolve(
      specifier === 'typescript' && docgenPackage.test(context.parentURL ?? '') ? 'typescript6' : specifier,
      context,
    ),
});

/** A prop as docgen describes it: where it is declared, ours (`src/`) or a library's the component passes on. */
interface DocgenProp {
  description: string;
  parent?: { fileName: string };
}

/** react-docgen-typescript's options for Storybook and for the docs check (`docs.test.ts`). */
export const docgenOptions = {
  // The components; not the preview's own files.
  include: ['src/**/*.tsx'],
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  savePropValueAsString: true,
  // Our props, and the documented props of react-aria that a component passes on; not the hundreds of DOM
  // attributes and handlers every element accepts.
  propFilter: (prop: DocgenProp) =>
    !isInherited(prop) ||
    (/node_modules\/(react-aria|react-aria-components|@react-types)\//.test(prop.parent?.fileName ?? '') &&
      prop.description !== ''),
};
