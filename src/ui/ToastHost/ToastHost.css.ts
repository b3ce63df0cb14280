import { vars } from '../theme/index.ts';

/**
 * react-hot-toast styles its bars with unlayered CSS of its own, which beats anything in our layer,
 * so DESIGN §4's looks go in as inline styles that still read the theme.
 */
export const toastStyle = {
  background: vars.color.toast,
  color: '#ffffff',
  padding: '12px',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  maxWidth: '420px',
} as const;

export const containerStyle = { zIndex: vars.zIndex.toast } as const;
