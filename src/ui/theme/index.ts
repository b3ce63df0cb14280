export { type Breakpoint, breakpoints, media } from './breakpoints.ts';
export { vars } from './contract.css.ts';
export { uiLayer } from './layers.css.ts';
