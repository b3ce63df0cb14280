export { type Breakpoint, breakpoints, media, touchTargetSize } from './breakpoints.ts';
export { vars } from './contract.css.ts';
export { uiLayer } from './layers.css.ts';
export { headerClearance } from './layout.ts';
export { visuallyHidden } from './utilities.css.ts';
