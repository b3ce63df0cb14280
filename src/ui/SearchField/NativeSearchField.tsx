import { useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef } from 'react';
import { fieldButton, fieldGroup, input, inputFrame, label as labelClass } from '../Field/Field.css.ts';
import { CloseIcon, SearchIcon } from '../Field/icons.tsx';
import { clearButton, searchIcon, searchInput } from './SearchField.css.ts';

export interface NativeSearchFieldProps {
  /** What is searched ('Search CS2 skins'): the field's accessible name. */
  label: string;
  /** The text in the field (controlled). */
  value: string;
  /** Called with the text on every change, and with '' when the field is cleared. */
  onChange: (value: string) => void;
  /** Enter, with the text as typed. */
  onSubmit?: (value: string) => void;
  /** The input's name, for a form that sends itself before the page is live. */
  name?: string;
  /** Shown in the empty field as an example; never instead of a label. */
  placeholder?: string;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
}

/**
 * SearchField's look and keys (Enter submits, Escape clears, a clear button kept out of the tab order) on a native
 * `<input type="search">`: for the search box of a page the server draws (a store), which hydrates without
 * react-aria's code and its second, synchronous render. Forms keep SearchField, with its validation and help text.
 * Text typed before the page was live (the browser keeps it in the field) is taken as typed once it is.
 *
 * Use it for a search box on a server-drawn page. Not among the fields of a form, or where validation or a hint is
 * needed (a `SearchField`).
 */
export function NativeSearchField({
  label,
  value,
  onChange,
  onSubmit,
  name,
  placeholder,
  className,
}: NativeSearchFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the field goes live (it hydrates).
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  }, []);
  return (
    <div className={className ? `${fieldGroup} ${className}` : fieldGroup} data-empty={value === '' || undefined}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className={inputFrame}>
        <SearchIcon className={searchIcon} />
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="search"
          className={`${input} ${searchInput}`}
          value={value}
          placeholder={placeholder}
          // No autocorrection of the skin names being typed.
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            // Enter that ends an input method's composition is not a submit.
            if (event.nativeEvent.isComposing) return;
            if (event.key === 'Enter') {
              event.preventDefault();
              onSubmit?.(event.currentTarget.value);
            } else if (event.key === 'Escape' && value !== '') {
              event.preventDefault();
              onChange('');
            }
          }}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={t`Clear search`}
          className={`${fieldButton} ${clearButton}`}
          onClick={() => {
            onChange('');
            inputRef.current?.focus();
          }}
        >
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
