import { layer } from '@vanilla-extract/css';

/** Every style of the design system sits in this layer, so application styles always win over it. */
export const uiLayer = layer('ui');
