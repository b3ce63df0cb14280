import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Group,
  Input,
  type InputProps,
} from 'react-aria-components';
import { fieldGroup, input, inputFrame } from '../Field/Field.css.ts';
import { FieldButton, FieldHelp, type FieldHelpProps, Label, withClassName } from '../Field/Field.tsx';
import { CloseIcon, SearchIcon } from '../Field/icons.tsx';
import { clearButton, searchIcon, searchInput } from './SearchField.css.ts';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children'>, FieldHelpProps {
  /** Shown in the empty field as an example; never instead of a label. */
  placeholder?: InputProps['placeholder'];
}

/**
 * Search text with a clear button; Enter submits, Escape clears (react-aria).
 *
 * Use it for a search in a form or a react-aria page (the back-office lists, the search dialog). Not on a page the
 * server draws (a store's search box: `NativeSearchField`), nor for picking one of known options (a `ComboBox`).
 */
export function SearchField({ label, description, errorMessage, placeholder, className, ...props }: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={withClassName(fieldGroup, className)}>
      {label != null && <Label>{label}</Label>}
      <Group className={inputFrame}>
        <SearchIcon className={searchIcon} />
        <Input className={`${input} ${searchInput}`} placeholder={placeholder} />
        <FieldButton className={clearButton}>
          <CloseIcon />
        </FieldButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
