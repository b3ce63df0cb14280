import { createVar, globalStyle } from '@vanilla-extract/css';
import { media, touchTargetSize, vars } from '../theme/index.ts';
import { inUiLayer, uiStyle } from '../theme/layered.ts';

const coarsePointer = media.coarsePointer;
const fieldHeight = '40px';

/** The vertical stack of a field: label, control, description, error. */
export const fieldGroup = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const label = uiStyle({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  cursor: 'default',
});

/** The required star, drawn by CSS from react-aria's data attribute so no control has to pass it down. */
globalStyle(`[data-required] > ${label}::after`, inUiLayer({ content: '" *"', color: vars.color.dangerText }));

export const description = uiStyle({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const fieldError = uiStyle({
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

/**
 * The box around an input and its buttons. It reacts to the states react-aria puts on it (a Group, an
 * Input) or on the field around it, so a TextField, a NumberField and a ComboBox look the same.
 */
const frameRules = {
  width: '100%',
  minHeight: fieldHeight,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-focus-within], &[data-focused]': { borderColor: vars.color.focusRing },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    // A frame drawn without react-aria (NativeSearchField) has the browser's own states.
    '&:not([data-rac]):focus-within': { borderColor: vars.color.focusRing },
    '&:not([data-rac]):has(input:focus-visible)': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    // The field around the frame carries the state when the frame itself is not told.
    '&[data-invalid], [data-invalid] > &': { borderColor: vars.color.danger },
    '&[data-disabled], [data-disabled] > &': { opacity: 0.5, cursor: 'not-allowed' },
    '[data-readonly] > &': { background: vars.color.surface, borderStyle: 'dashed' },
  },
  '@media': {
    [coarsePointer]: { minHeight: touchTargetSize },
    '(hover: hover)': { selectors: { '&:not([data-rac]):hover': { borderColor: vars.color.borderStrong } } },
  },
} as const;

/** Text typed by the shopper: 16px keeps iOS Safari from zooming into the page on focus. */
const typedTextRules = {
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
} as const;

const placeholderRule = { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } } as const;

export const inputFrame = uiStyle({ ...frameRules, display: 'flex', alignItems: 'center', overflow: 'hidden' });

/** An input inside a frame: transparent, the frame draws the box. */
export const input = uiStyle({
  ...typedTextRules,
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  selectors: placeholderRule,
});

/** An input that is its own frame (TextField, TextArea). */
export const framedInput = uiStyle({
  ...frameRules,
  ...typedTextRules,
  display: 'block',
  selectors: { ...frameRules.selectors, ...placeholderRule },
});

/** The small square buttons inside a frame: clear, steppers, the dropdown chevron. */
export const fieldButton = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  alignSelf: 'stretch',
  width: fieldHeight,
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceRaised, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.border, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
    '&:not([data-rac]):active': { background: vars.color.border, color: vars.color.text },
  },
  '@media': {
    [coarsePointer]: { width: touchTargetSize },
    '(hover: hover)': {
      selectors: { '&:not([data-rac]):hover': { background: vars.color.surfaceRaised, color: vars.color.text } },
    },
  },
});

export const icon = uiStyle({ width: '1em', height: '1em', flexShrink: 0 });

/** The chevron of a Select or a ComboBox: turns over while the list is open. */
export const dropdownChevron = uiStyle({
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '[data-open] &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** Under a Select or a ComboBox: as wide as its trigger, scrolls instead of leaving the screen. */
export const popover = uiStyle({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.popover,
  overflow: 'auto',
  outline: 'none',
});

export const listBox = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  maxHeight: 'inherit',
  overflow: 'auto',
  outline: 'none',
});

export const listEmpty = uiStyle({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const option = uiStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '36px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.border },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-pressed]': { background: vars.color.borderStrong },
    '&[data-selected]': { color: vars.color.accent, fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
  '@media': { [coarsePointer]: { minHeight: touchTargetSize } },
});

/** The check mark column of an option: always reserved, so labels stay aligned whatever is selected. */
export const optionCheck = uiStyle({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  visibility: 'hidden',
  selectors: { [`${option}[data-selected] &`]: { visibility: 'visible' } },
});

const choiceIndicatorSize = '20px';
/** How wide the indicator before the label is: a switch's track is wider than a box. */
export const choiceIndicatorWidth = createVar();

/** A checkbox, radio or switch with its hint and error, which line up with the label text. */
export const choiceField = uiStyle({
  vars: { [choiceIndicatorWidth]: choiceIndicatorSize },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

/** The clickable row of a checkbox, radio or switch: indicator and label. */
export const choiceRow = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '28px',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-readonly]': { cursor: 'default' },
  },
  '@media': { [coarsePointer]: { minHeight: touchTargetSize } },
});

/**
 * A choice row around a native input (`NativeCheckbox`) has the browser's states, not react-aria's data attributes
 * (see theme/states.ts): ticked is its input's `:checked`.
 */
export const nativeChoiceChecked = `${choiceRow}:not([data-rac]):has(> input:checked)`;

/** The square or round mark before a checkbox or radio label. */
export const choiceIndicator = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: choiceIndicatorSize,
  height: choiceIndicatorSize,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.accentText,
  fontSize: '14px',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${choiceRow}[data-hovered] &`]: { borderColor: vars.color.textMuted },
    [`${choiceRow}[data-selected] &, ${choiceRow}[data-indeterminate] &, ${nativeChoiceChecked} &`]: {
      borderColor: vars.color.accent,
      background: vars.color.accent,
    },
    [`${choiceRow}[data-pressed] &, ${choiceRow}:not([data-rac]):active &`]: { transform: 'scale(0.92)' },
    [`${choiceRow}[data-focus-visible] &, ${choiceRow}:not([data-rac]):has(> input:focus-visible) &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${choiceRow}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
  '@media': {
    '(hover: hover)': {
      selectors: { [`${choiceRow}:not([data-rac]):hover &`]: { borderColor: vars.color.textMuted } },
    },
  },
});

// Hint and error start under the label text, not under the indicator.
globalStyle(
  `${choiceField} > :not(label)`,
  inUiLayer({ paddingInlineStart: `calc(${choiceIndicatorWidth} + ${vars.space.sm})` }),
);

/** The options of a CheckboxGroup or RadioGroup. */
export const choiceList = uiStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  selectors: {
    '[data-orientation="horizontal"] > &': { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
  },
});
