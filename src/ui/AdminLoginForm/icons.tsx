import { icon } from '../Field/Field.css.ts';

/** Decorative: the toggle around them carries the accessible name and the pressed state. */
function Eye({ isCrossed }: { isCrossed: boolean }) {
  return (
    <svg
      className={icon}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5z" />
      <circle cx="8" cy="8" r="2" />
      {isCrossed && <line x1="2" y1="14" x2="14" y2="2" />}
    </svg>
  );
}

/** On the toggle while the password is hidden. */
export const EyeIcon = () => <Eye isCrossed={false} />;
/** On the toggle while the password is shown. */
export const EyeOffIcon = () => <Eye isCrossed={true} />;
