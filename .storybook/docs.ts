import type { Preview } from '@storybook/react-vite';

type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];

/** Where docgen says a prop is declared. */
interface DeclaredProp {
  parent?: { fileName: string };
}

/** A prop a library declares (react-aria's, which a component passes on), as opposed to one of ours. */
export const isInherited = (prop: DeclaredProp | undefined) => prop?.parent?.fileName.includes('node_modules') ?? false;

/**
 * A props table lists the component's own props first and, in a section of their own, the react-aria props it
 * passes on (`./docgen.ts` keeps only the documented ones), so a reader sees at once what we added.
 */
export const groupInheritedProps: ArgTypesEnhancer = ({ argTypes, component }) => {
  const docgen =
    (component as { __docgenInfo?: { props?: Record<string, DeclaredProp> } } | undefined)?.__docgenInfo?.props ?? {};
  return Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => [
      name,
      isInherited(docgen[name]) ? { ...argType, table: { ...argType.table, category: 'react-aria' } } : argType,
    ]),
  );
};
