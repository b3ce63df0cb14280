export { type Breakpoint, breakpoints, media, touchTargetSize } from './breakpoints.ts';
export { vars } from './contract.css.ts';
export { inUiLayer, uiLayer, uiStyle } from './layers.css.ts';
export { headerClearance } from './layout.ts';
export { visuallyHidden } from './utilities.css.ts';
